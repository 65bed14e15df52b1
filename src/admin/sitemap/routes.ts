/**
 * The sitemap manager's endpoints: generate (JSON for the island; a plain form post is
 * sent back to the overview with the outcome) and the download, the same document
 * `/sitemap.xml` serves.
 */
import { Hono } from 'hono/tiny'
import { settings } from '../../settings'
import { database } from '../../db'
import { ENDPOINTS } from '../../lib/endpoints'
import { localePath } from '../../lib/routes'
import { sitemapDocument } from '../../lib/sitemap'
import { clock } from '../../platform/clock'
import { wantsJson } from '../access/form'
import type { AdminEnv } from '../env'
import { formatMoment } from '../frame/format'
import { withNotice } from '../frame/notices'
import { generateSitemap } from './queries'

export const sitemapRoutes = new Hono<AdminEnv>()

sitemapRoutes.post(ENDPOINTS.adminSitemap, async function sitemapGenerate(c) {
  const row = await generateSitemap(c.env, database(c.env.DB), clock.now())
  if (!wantsJson(c))
    return c.redirect(withNotice(localePath(c.var.lang, '/admin'), row.success ? 'sitemapGenerated' : 'sitemapFailed', { count: row.urlCount }), 303)
  return c.json({ success: row.success, urlCount: row.urlCount, generatedAt: formatMoment(c.var.lang, row.generatedAt), error: row.error })
})

sitemapRoutes.get(ENDPOINTS.adminSitemapDownload, function sitemapDownload(c) {
  const { xml } = sitemapDocument(settings(c.env).siteUrl, clock.now())
  return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Content-Disposition': 'attachment; filename="sitemap.xml"' })
})
