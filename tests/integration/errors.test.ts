import { createExecutionContext, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '../../src/app'

describe('an unhandled error', () => {
  it('renders the error page with status 500, the security headers and no stack trace', async () => {
    const broken = { ...env, ASSETS: { fetch: () => Promise.reject(new Error('assets exploded at line 42')) } } as unknown as Env
    const response = await app.request('/favicon.svg', {}, broken, createExecutionContext())
    expect(response.status).toBe(500)
    const html = await response.text()
    expect(html).toContain('Unexpected Application Error!')
    expect(html).toMatch(/<a href="\/"[^>]*>Return to Home<\/a>/)
    expect(html).not.toContain('exploded')
    expect(html).not.toMatch(/at \S+ \(/)
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'")
  })
})
