import { SELF, env } from 'cloudflare:test'
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

  it('are set on static files, which the platform serves without running the Worker', async () => {
    // The assets binding is the platform's own file server, with the `_headers` file the build writes.
    const response = await env.ASSETS.fetch('https://example.com/favicon.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toContain('image/svg+xml')
    expectSecurityHeaders(response)
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600')
  })

  it('keep content-hashed files for a year, and the same headers the Worker sends', async () => {
    // The client build the tests run against (npm test builds first): its hashed stylesheet.
    const [built] = Object.keys(import.meta.glob('../../dist/client/assets/*.css'))
    expect(built, 'run npm run build first').toBeDefined()
    const stylesheet = (built ?? '').replace('../../dist/client', '')
    const page = await get('/en')
    const asset = await env.ASSETS.fetch(`https://example.com${stylesheet}`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    for (const name of ['Content-Security-Policy', 'Strict-Transport-Security', 'Cross-Origin-Opener-Policy', 'Permissions-Policy']) {
      expect(asset.headers.get(name), name).toBe(page.headers.get(name))
    }
  })

  it('never serve the build manifest or the headers file itself', async () => {
    for (const path of ['/.vite/manifest.json', '/_headers', '/.assetsignore']) {
      expect((await env.ASSETS.fetch(`https://example.com${path}`)).status, path).toBe(404)
      expect((await get(path)).status, path).toBe(404)
    }
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
    const response = await env.ASSETS.fetch(image)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/png')
  })

  it('links bitmap icons that the site serves, not an SVG icon', async () => {
    const html = await (await get('/ar')).text()
    const icons = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon)"[^>]*href="([^"]+)"/g)].map((match) => match[1] ?? '')
    expect(icons).toEqual(['/favicon-32.png', '/apple-touch-icon.png'])
    for (const href of icons) {
      const response = await env.ASSETS.fetch(`https://example.com${href}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toBe('image/png')
    }
  })
})
