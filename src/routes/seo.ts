import type { Context } from 'hono'
import { settings } from '../settings'
import type { AppEnv } from '../settings'
import { ENDPOINTS } from '../lib/endpoints'
import { isLanguageCode } from '../lib/languages'
import { languageSitemapDocument, sitemapDocument } from '../lib/sitemap'
import { clock } from '../platform/clock'
import { buildId, edgeCacheKey, edgeCached } from '../platform/edge-cache'
import { executionContext } from '../render'
import { notFound } from './pages'

/** A sitemap document, kept at the edge for the day and the build. */
function sitemapAnswer(c: Context<AppEnv>, build: (now: number) => string): Promise<Response> {
  const now = clock.now()
  const key = edgeCacheKey(c.req.url, [buildId(c.env), new Date(now).toISOString().slice(0, 10)])
  return edgeCached(
    key,
    async () => c.body(build(now), 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }),
    (response) => (response.status === 200 ? key : null),
    executionContext(c),
  )
}

/** `/sitemap.xml`: the index of the per-language sitemaps. */
export function sitemap(c: Context<AppEnv>): Promise<Response> {
  return sitemapAnswer(c, (now) => sitemapDocument(settings(c.env).siteUrl, now).xml)
}

/** `/sitemap-{lang}.xml`: every page in one language, with hreflang alternates in all of them. */
export function languageSitemap(c: Context<AppEnv>): Promise<Response> {
  const lang = /^sitemap-([a-z]{2})\.xml$/.exec(c.req.param('file') ?? '')?.[1]
  if (!lang || !isLanguageCode(lang)) return notFound(c)
  return sitemapAnswer(c, (now) => languageSitemapDocument(settings(c.env).siteUrl, lang, now))
}

/** `/robots.txt`: everything may be crawled except the admin area. */
export function robots(c: Context<AppEnv>): Response {
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /*/admin', 'Disallow: /api/', '', `Sitemap: ${settings(c.env).siteUrl}${ENDPOINTS.sitemap}`, ''].join(
    '\n',
  )
  return c.body(body, 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' })
}
