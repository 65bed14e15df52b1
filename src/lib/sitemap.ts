/**
 * The sitemap: `/sitemap.xml` is an index of one sitemap per language
 * (`/sitemap-{lang}.xml`), each listing that language's pages with the hreflang
 * alternates of every language. One document of every page in every language was
 * 800 KB and cost about as much CPU to answer as a request may use on the Workers Free
 * plan; each of these is a small fraction of that.
 */
import { escapeMarkup } from './html'
import { LANGUAGES } from './languages'
import { PAGE_ROUTES } from './routes'
import type { PageRoute } from './routes'

export interface SitemapEntry {
  loc: string
  lastmod: string
  changefreq: 'weekly' | 'monthly' | 'yearly'
  priority: string
  alternates: readonly { hreflang: string; href: string }[]
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'

/** The path of a language's sitemap, listed by the index. */
export const languageSitemapPath = (lang: string) => `/sitemap-${lang}.xml`

/**
 * How each page is listed: home weekly at 1.0, Now Assist 0.9, the other
 * landing pages 0.8 monthly, the legal pages 0.5 yearly. Non-English pages other than
 * home get 90% of the priority. The admin area is not listed.
 */
function listing(route: PageRoute): { priority: number; changefreq: SitemapEntry['changefreq'] } | null {
  switch (route.kind) {
    case 'home':
      return { priority: 1, changefreq: 'weekly' }
    case 'servicenow':
      return { priority: route.slug === 'now-assist' ? 0.9 : 0.8, changefreq: 'monthly' }
    case 'use-case':
      return { priority: 0.8, changefreq: 'monthly' }
    case 'privacy-policy':
    case 'terms-of-service':
      return { priority: 0.5, changefreq: 'yearly' }
  }
}

/** The listed routes with how they are listed. */
const LISTED = PAGE_ROUTES.flatMap((route) => {
  const listed = listing(route)
  return listed ? [{ route, ...listed }] : []
})

/** Every indexable page in one language, with its hreflang alternates. */
function sitemapEntries(siteUrl: string, lang: string, lastmod: string): SitemapEntry[] {
  return LISTED.map(({ route, priority, changefreq }) => ({
    loc: `${siteUrl}/${lang}${route.path}`,
    lastmod,
    changefreq,
    priority: (lang === 'en' || route.kind === 'home' ? priority : priority * 0.9).toFixed(1),
    alternates: [
      ...LANGUAGES.map(({ code }) => ({ hreflang: code, href: `${siteUrl}/${code}${route.path}` })),
      { hreflang: 'x-default', href: `${siteUrl}/en${route.path}` },
    ],
  }))
}

function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${escapeMarkup(entry.loc)}</loc>\n    <lastmod>${entry.lastmod}</lastmod>\n    <changefreq>${entry.changefreq}</changefreq>\n    <priority>${entry.priority}</priority>\n` +
      entry.alternates
        .map((alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeMarkup(alternate.href)}"/>\n`)
        .join('') +
      '  </url>',
  )
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

const day = (now: number) => new Date(now).toISOString().slice(0, 10)

/**
 * The sitemap index for a day: what `/sitemap.xml` serves and the admin area generates
 * and offers as its download. `urlCount` counts the pages of every language's sitemap.
 */
export function sitemapDocument(siteUrl: string, now: number): { xml: string; urlCount: number } {
  const lastmod = day(now)
  const sitemaps = LANGUAGES.map(
    ({ code }) => `  <sitemap>\n    <loc>${escapeMarkup(`${siteUrl}${languageSitemapPath(code)}`)}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </sitemap>`,
  )
  const xml = `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${sitemaps.join('\n')}\n</sitemapindex>\n`
  return { xml, urlCount: LISTED.length * LANGUAGES.length }
}

/** One language's sitemap for a day: its pages, each with the alternates in every language. */
export function languageSitemapDocument(siteUrl: string, lang: string, now: number): string {
  return sitemapXml(sitemapEntries(siteUrl, lang, day(now)))
}
