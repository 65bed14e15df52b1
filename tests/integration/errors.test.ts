import { createExecutionContext, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '../../src/app'

describe('an unhandled error', () => {
  it('renders the error page with status 500, the security headers and no stack trace', async () => {
    // Reading a binding fails, as a broken one would (a bad setting only falls back to its default): the sitemap
    // asks for the deployed version, and the error page then renders.
    const broken = Object.defineProperty({ ...env }, 'CF_VERSION_METADATA', {
      get: () => {
        throw new Error('configuration exploded at line 42')
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
    // One visitor's error page is never stored by a shared cache and shown to others.
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  it('answers 503 with no-store', async () => {
    const noSecret = { ...env, SESSION_SECRET: '', ENVIRONMENT: '' } as Env
    const response = await app.request('/api/contact/challenge', { headers: { 'CF-Connecting-IP': '198.51.100.7' } }, noSecret, createExecutionContext())
    expect(response.status).toBe(503)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })
})

describe('the local secret fallback', () => {
  const challenge = (testEnv: Env, host: string) =>
    app.request(`http://${host}/api/contact/challenge`, { headers: { 'CF-Connecting-IP': '198.51.100.8' } }, testEnv, createExecutionContext())

  it('is chosen by ENVIRONMENT, never by the request: a deploy without SESSION_SECRET refuses even for a loopback Host', async () => {
    const deployed = { ...env, SESSION_SECRET: '', ENVIRONMENT: '' } as Env
    for (const host of ['localhost:8787', '127.0.0.1', '[::1]:8787', 'site.localhost']) expect((await challenge(deployed, host)).status).toBe(503)
  })

  it('counts a SESSION_SECRET under 32 characters as missing: a deploy refuses, a local run makes one up', async () => {
    const short = 'sixteen-chars-ok'
    expect((await challenge({ ...env, SESSION_SECRET: short, ENVIRONMENT: '' } as Env, 'karlinlabs.com')).status).toBe(503)
    expect((await challenge({ ...env, SESSION_SECRET: short, ENVIRONMENT: 'development' } as Env, 'karlinlabs.com')).status).toBe(200)
  })

  it('makes up a secret for a local run, whatever the Host', async () => {
    const local = { ...env, SESSION_SECRET: '', ENVIRONMENT: 'development' } as Env
    expect((await challenge(local, 'karlinlabs.com')).status).toBe(200)
  })
})
