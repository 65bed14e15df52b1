/**
 * The admin area's sitemap generator: the same entries and XML as `/sitemap.xml`, with
 * every run recorded, so the panel shows the last one when it opens.
 */
import { desc } from 'drizzle-orm'
import { settings } from '../../settings'
import type { Database } from '../../db'
import { sitemapGenerations } from '../../db/schema'
import type { SitemapGeneration } from '../../db/schema'
import { sitemapDocument } from '../../lib/sitemap'

/** Generates the sitemap and records the outcome; a failure is recorded with its message. */
export async function generateSitemap(env: Pick<Env, 'SITE_URL'>, db: Database, now: number): Promise<SitemapGeneration> {
  let record: Omit<SitemapGeneration, 'id'>
  try {
    const { urlCount } = sitemapDocument(settings(env).siteUrl, now)
    record = { generatedAt: now, urlCount, success: true, error: null }
  } catch (error) {
    record = { generatedAt: now, urlCount: 0, success: false, error: error instanceof Error ? error.message.slice(0, 300) : null }
  }
  const [row] = await db.insert(sitemapGenerations).values(record).returning()
  return row ?? { id: 0, ...record }
}

export async function lastGeneration(db: Database): Promise<SitemapGeneration | null> {
  return (await db.select().from(sitemapGenerations).orderBy(desc(sitemapGenerations.id)).limit(1).get()) ?? null
}
