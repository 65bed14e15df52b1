import type { Context } from 'hono'
import { siteUrl } from '../config'
import type { AppEnv } from '../env'
import { ENDPOINTS } from '../lib/endpoints'
import { sitemapEntries, sitemapXml } from '../lib/sitemap'

/** `/sitemap.xml`: every page in every language, with hreflang alternates. */
export function sitemap(c: Context<AppEnv>): Response {
  const today = new Date().toISOString().slice(0, 10)
  return c.body(sitemapXml(sitemapEntries(siteUrl(c.env), today)), 200, {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
  })
}

/** `/robots.txt`: everything may be crawled except the admin area. */
export function robots(c: Context<AppEnv>): Response {
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /*/admin', 'Disallow: /api/', '', `Sitemap: ${siteUrl(c.env)}${ENDPOINTS.sitemap}`, ''].join('\n')
  return c.body(body, 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' })
}
