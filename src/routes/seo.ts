import type { Context } from 'hono'
import { siteUrl } from '../config'
import type { AppEnv } from '../env'
import { ENDPOINTS } from '../lib/endpoints'
import { sitemapDocument } from '../lib/sitemap'
import { buildId, edgeCacheKey, edgeCached } from '../platform/edge-cache'
import { executionContext } from '../render'

/** `/sitemap.xml`: every page in every language, with hreflang alternates. */
export function sitemap(c: Context<AppEnv>): Promise<Response> {
  const now = Date.now()
  const today = new Date(now).toISOString().slice(0, 10)
  // 780 KB of XML takes milliseconds of CPU to build: keep it at the edge for the day and build.
  const key = edgeCacheKey(c.req.url, [buildId(c.env), today])
  return edgeCached(
    key,
    async () =>
      c.body(sitemapDocument(siteUrl(c.env), now).xml, 200, {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      }),
    (response) => (response.status === 200 ? key : null),
    executionContext(c),
  )
}

/** `/robots.txt`: everything may be crawled except the admin area. */
export function robots(c: Context<AppEnv>): Response {
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /*/admin', 'Disallow: /api/', '', `Sitemap: ${siteUrl(c.env)}${ENDPOINTS.sitemap}`, ''].join('\n')
  return c.body(body, 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' })
}
