import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { securityHeaders } from '../../src/middleware/security-headers'

describe('the security headers middleware', () => {
  it('adds the headers to a response whose headers cannot be changed, such as Response.redirect', async () => {
    const app = new Hono().use(securityHeaders).get('/moved', () => Response.redirect('https://example.com/elsewhere', 301))
    const response = await app.request('/moved')
    expect(response.status).toBe(301)
    expect(response.headers.get('Location')).toBe('https://example.com/elsewhere')
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'")
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })
})
