import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

const get = (path: string) => SELF.fetch(`https://example.com${path}`, { redirect: 'manual' })

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('Content-Security-Policy') ?? ''
  expect(csp).toContain("default-src 'none'")
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("base-uri 'none'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).not.toContain('unsafe-inline')
  expect(response.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains')
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin')
  expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin')
}

describe('security headers', () => {
  it('are set on a page, which stays cacheable', async () => {
    const response = await get('/en')
    expect(response.status).toBe(200)
    expectSecurityHeaders(response)
    expect(response.headers.get('Cache-Control')).not.toContain('no-store')
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=UTF-8')
  })

  it('are set on the 404 page', async () => {
    const response = await get('/en/missing')
    expect(response.status).toBe(404)
    expectSecurityHeaders(response)
  })

  it('are set on redirects', async () => {
    expectSecurityHeaders(await get('/'))
  })

  it('are set on static assets', async () => {
    const response = await get('/favicon.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toContain('image/svg+xml')
    expectSecurityHeaders(response)
  })
})

describe('markup', () => {
  it('has no inline scripts and no style attributes', async () => {
    const html = await (await get('/en')).text()
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '')
    for (const attributes of scripts) expect(attributes).toMatch(/type="(module|application\/json|application\/ld\+json)"/)
    for (const attributes of scripts.filter((a) => a.includes('module'))) expect(attributes).toMatch(/src="/)
    expect(html).not.toMatch(/\sstyle="/)
  })

  it('names canonical, hreflang alternates for all languages and x-default', async () => {
    const html = await (await get('/cs/use-cases/hotels')).text()
    expect(html).toContain('<link rel="canonical" href="https://karlinlabs.com/cs/use-cases/hotels"/>')
    expect(html.match(/rel="alternate" hrefLang="/g)).toHaveLength(19)
    expect(html).toContain('hrefLang="x-default" href="https://karlinlabs.com/en/use-cases/hotels"')
    expect(html).toContain('<meta property="og:url" content="https://karlinlabs.com/cs/use-cases/hotels"/>')
  })

  it('points link previews at a picture the site serves', async () => {
    const html = await (await get('/de')).text()
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? ''
    expect(image).toBe('https://karlinlabs.com/og-image.png')
    const response = await get(new URL(image).pathname)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/png')
  })

  it('links bitmap icons that the site serves, not an SVG icon', async () => {
    const html = await (await get('/ar')).text()
    const icons = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon)"[^>]*href="([^"]+)"/g)].map((match) => match[1] ?? '')
    expect(icons).toEqual(['/favicon-32.png', '/apple-touch-icon.png'])
    for (const href of icons) {
      const response = await get(href)
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toBe('image/png')
    }
  })
})
