import { createExecutionContext, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '../../src/app'

describe('an unhandled error', () => {
  it('renders the error page with status 500, the security headers and no stack trace', async () => {
    // The first read of the configuration fails, as a broken binding would; the error page then renders.
    let reads = 0
    const broken = Object.defineProperty({ ...env }, 'SITE_URL', {
      get: () => {
        if (reads++ === 0) throw new Error('configuration exploded at line 42')
        return env.SITE_URL
      },
    }) as Env
    const response = await app.request('/sitemap.xml', {}, broken, createExecutionContext())
    expect(response.status).toBe(500)
    const html = await response.text()
    expect(html).toContain('Unexpected Application Error!')
    expect(html).toMatch(/<a href="\/"[^>]*>Return to Home<\/a>/)
    expect(html).not.toContain('exploded')
    expect(html).not.toMatch(/at \S+ \(/)
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'")
  })
})
