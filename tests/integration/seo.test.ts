import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/lib/languages'
import { PAGE_ROUTES } from '../../src/lib/routes'

const get = (path: string) => SELF.fetch(`https://example.com${path}`)

describe('sitemap.xml', () => {
  it('lists every page but the admin area in every language, with hreflang alternates', async () => {
    const response = await get('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toContain('application/xml')
    const xml = await response.text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locs).toHaveLength(PAGE_ROUTES.length * LANGUAGES.length)
    expect(new Set(locs).size).toBe(locs.length)
    expect(locs).toContain('https://karlinlabs.com/ar/use-cases/hotels')
    expect(locs.some((loc) => loc?.endsWith('/admin'))).toBe(false)
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://karlinlabs.com/en/servicenow/itsm"/>')
    expect(xml).toContain(`<lastmod>${new Date().toISOString().slice(0, 10)}</lastmod>`)
  })

  it('gives the priorities and change frequencies of the specification', async () => {
    const xml = await (await get('/sitemap.xml')).text()
    const entry = (loc: string) =>
      new RegExp(`<loc>${loc}</loc>\\s*<lastmod>[^<]+</lastmod>\\s*<changefreq>([a-z]+)</changefreq>\\s*<priority>([0-9.]+)</priority>`).exec(xml)?.slice(1)
    expect(entry('https://karlinlabs.com/en')).toEqual(['weekly', '1.0'])
    expect(entry('https://karlinlabs.com/cs')).toEqual(['weekly', '1.0'])
    expect(entry('https://karlinlabs.com/en/servicenow/now-assist')).toEqual(['monthly', '0.9'])
    expect(entry('https://karlinlabs.com/de/servicenow/now-assist')).toEqual(['monthly', '0.8'])
    expect(entry('https://karlinlabs.com/en/use-cases/hotels')).toEqual(['monthly', '0.8'])
    expect(entry('https://karlinlabs.com/fr/use-cases/hotels')).toEqual(['monthly', '0.7'])
    expect(entry('https://karlinlabs.com/en/privacy-policy')).toEqual(['yearly', '0.5'])
    expect(entry('https://karlinlabs.com/sv/terms-of-service')).toEqual(['yearly', '0.5'])
  })
})

describe('robots.txt', () => {
  it('allows crawling, keeps crawlers out of the admin area and names the sitemap', async () => {
    const response = await get('/robots.txt')
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toContain('Disallow: /*/admin')
    expect(text).toContain('Sitemap: https://karlinlabs.com/sitemap.xml')
  })
})
