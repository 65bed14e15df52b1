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

/** Every indexable page in every language, with its hreflang alternates. */
export function sitemapEntries(siteUrl: string, lastmod: string): SitemapEntry[] {
  const entries: SitemapEntry[] = []
  for (const route of PAGE_ROUTES) {
    const listed = listing(route)
    if (!listed) continue
    const alternates = [
      ...LANGUAGES.map(({ code }) => ({ hreflang: code, href: `${siteUrl}/${code}${route.path}` })),
      { hreflang: 'x-default', href: `${siteUrl}/en${route.path}` },
    ]
    for (const { code } of LANGUAGES) {
      const priority = code === 'en' || route.kind === 'home' ? listed.priority : listed.priority * 0.9
      entries.push({ loc: `${siteUrl}/${code}${route.path}`, lastmod, changefreq: listed.changefreq, priority: priority.toFixed(1), alternates })
    }
  }
  return entries
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${escapeMarkup(entry.loc)}</loc>\n    <lastmod>${entry.lastmod}</lastmod>\n    <changefreq>${entry.changefreq}</changefreq>\n    <priority>${entry.priority}</priority>\n` +
      entry.alternates
        .map((alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeMarkup(alternate.href)}"/>\n`)
        .join('') +
      '  </url>',
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/** The whole sitemap for a day: what `/sitemap.xml` serves and the admin area generates. */
export function sitemapDocument(siteUrl: string, now: number): { xml: string; urlCount: number } {
  const entries = sitemapEntries(siteUrl, new Date(now).toISOString().slice(0, 10))
  return { xml: sitemapXml(entries), urlCount: entries.length }
}
