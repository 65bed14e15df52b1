import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/lib/languages'
import { PAGE_ROUTES } from '../../src/lib/routes'

const get = (path: string) => SELF.fetch(`https://example.com${path}`)
const SITE = 'https://karlinlabs.com'
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const INDEXABLE = PAGE_ROUTES
const today = () => new Date().toISOString().slice(0, 10)

/**
 * The rules of the sitemaps.org schema (sitemap.xsd and siteindex.xsd) the documents
 * must keep, checked on the whole text: the root element in the sitemap namespace,
 * children in the schema's order (`loc`, then the optional `lastmod`, `changefreq`,
 * `priority`, then elements of other namespaces such as `xhtml:link`), a `loc` of 12 to
 * 2,048 characters, a W3C date, a known change frequency, a priority from 0.0 to 1.0,
 * at most 50,000 entries and 50 MB.
 */
const LOC = '<loc>([^<]{12,2048})</loc>'
const LASTMOD = '<lastmod>(\\d{4}-\\d{2}-\\d{2})</lastmod>'
const URL_ENTRY = new RegExp(
  `^  <url>\\n    ${LOC}\\n    ${LASTMOD}\\n    <changefreq>(always|hourly|daily|weekly|monthly|yearly|never)</changefreq>\\n` +
    `    <priority>(0\\.\\d|1\\.0)</priority>\\n((?:    <xhtml:link rel="alternate" hreflang="[a-z-]+" href="[^"]+"/>\\n)*)  </url>$`,
)
const SITEMAP_ENTRY = new RegExp(`^  <sitemap>\\n    ${LOC}\\n    ${LASTMOD}\\n  </sitemap>$`)

/** The entries of a document whose root is `root`, each matched against `entry`; fails on anything else. */
function entriesOf(xml: string, root: string, namespaces: string, entry: RegExp): RegExpExecArray[] {
  expect(new TextEncoder().encode(xml).length).toBeLessThanOrEqual(50 * 1024 * 1024)
  const head = `<?xml version="1.0" encoding="UTF-8"?>\n<${root} ${namespaces}>\n`
  expect(xml.startsWith(head), xml.slice(0, 200)).toBe(true)
  expect(xml.endsWith(`\n</${root}>\n`)).toBe(true)
  const child = root === 'urlset' ? 'url' : 'sitemap'
  const blocks = xml
    .slice(head.length, -`\n</${root}>\n`.length)
    .split(new RegExp(`(?<=</${child}>)\\n`))
    .filter(Boolean)
  expect(blocks.length).toBeLessThanOrEqual(50_000)
  return blocks.map((block) => {
    const match = entry.exec(block)
    expect(match, block).not.toBeNull()
    return match as RegExpExecArray
  })
}

const languageSitemap = async (lang: string) => {
  const response = await get(`/sitemap-${lang}.xml`)
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toContain('application/xml')
  return entriesOf(await response.text(), 'urlset', `xmlns="${NAMESPACE}" xmlns:xhtml="http://www.w3.org/1999/xhtml"`, URL_ENTRY)
}

describe('sitemap.xml', () => {
  it('is a sitemap index of one sitemap per language, valid by the sitemaps.org schema', async () => {
    const response = await get('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toContain('application/xml')
    const sitemaps = entriesOf(await response.text(), 'sitemapindex', `xmlns="${NAMESPACE}"`, SITEMAP_ENTRY)
    expect(sitemaps.map((match) => match[1])).toEqual(LANGUAGES.map(({ code }) => `${SITE}/sitemap-${code}.xml`))
    expect(new Set(sitemaps.map((match) => match[2]))).toEqual(new Set([today()]))
  })

  it('lists every page but the admin area in every language, each with all its hreflang alternates, valid by the schema', async () => {
    const locs: string[] = []
    const alternatesOf = new Map<string, string>()
    for (const { code } of LANGUAGES) {
      const entries = await languageSitemap(code)
      expect(entries).toHaveLength(INDEXABLE.length)
      for (const [, loc = '', lastmod, , , links = ''] of entries) {
        expect(loc.startsWith(`${SITE}/${code}`)).toBe(true)
        expect(lastmod).toBe(today())
        locs.push(loc)
        const alternates = [...links.matchAll(/hreflang="([a-z-]+)" href="([^"]+)"/g)].map(([, hreflang, href]) => `${hreflang} ${href}`)
        expect(alternates).toHaveLength(LANGUAGES.length + 1)
        expect(alternates).toContain(`${code} ${loc}`)
        // Every language version of a page names the same set: hreflang links go both ways.
        const page = loc.slice(`${SITE}/${code}`.length)
        const set = alternates.join('\n')
        expect(alternatesOf.get(page) ?? set).toBe(set)
        alternatesOf.set(page, set)
      }
    }
    expect(new Set(locs).size).toBe(INDEXABLE.length * LANGUAGES.length)
    expect(locs).toContain(`${SITE}/ar/use-cases/hotels`)
    expect(locs.some((loc) => loc.endsWith('/admin'))).toBe(false)
    expect(alternatesOf.get('/servicenow/itsm')).toContain(`x-default ${SITE}/en/servicenow/itsm`)
  })

  it('gives the priorities and change frequencies of the specification', async () => {
    const listing = new Map<string, string[]>()
    for (const lang of ['en', 'cs', 'de', 'fr', 'sv'])
      for (const [, loc = '', , changefreq = '', priority = ''] of await languageSitemap(lang)) listing.set(loc, [changefreq, priority])
    const entry = (path: string) => listing.get(`${SITE}${path}`)
    expect(entry('/en')).toEqual(['weekly', '1.0'])
    expect(entry('/cs')).toEqual(['weekly', '1.0'])
    expect(entry('/en/servicenow/now-assist')).toEqual(['monthly', '0.9'])
    expect(entry('/de/servicenow/now-assist')).toEqual(['monthly', '0.8'])
    expect(entry('/en/use-cases/hotels')).toEqual(['monthly', '0.8'])
    expect(entry('/fr/use-cases/hotels')).toEqual(['monthly', '0.7'])
    expect(entry('/en/privacy-policy')).toEqual(['yearly', '0.5'])
    expect(entry('/sv/terms-of-service')).toEqual(['yearly', '0.5'])
  })

  it('answers a sitemap of a language the site does not have with 404', async () => {
    for (const path of ['/sitemap-xx.xml', '/sitemap-EN.xml', '/sitemap-.xml']) expect((await get(path)).status, path).toBe(404)
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
