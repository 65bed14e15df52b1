/**
 * Publishing a language's changed translations to the public pages, batched. A change (an
 * edit, an acceptance, a restore, a step of translating again) is in D1 at once, so the
 * console and review mode show it at once; the public pages get it when the language is
 * next published: a new version in KV, after which each page rebuilds its dictionary once.
 * That costs one KV write plus one per page viewed, so a language is published at most
 * once per `PUBLISH_INTERVAL_MS`: at once when it was not published within the interval,
 * otherwise by the first Cron run after the interval ends, or when the owner presses
 * "Publish now". A change reaches the public pages within the interval, one Cron interval
 * and a minute of isolate memory (under 52 minutes).
 */
import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import { translationPublications, translationRevisions } from '../db/schema'
import { DEFAULT_LANGUAGE, isLanguageCode } from '../lib/languages'
import type { LanguageCode } from '../lib/languages'
import { clock } from '../platform/clock'
import { log, logFailure } from '../platform/log'
import { forgetLanguage } from './isolate'
import type { EngineContext } from './isolate'
import { bumpLanguageVersion } from './kv'

/** The shortest time between two publications of one language. */
export const PUBLISH_INTERVAL_MS = 45 * 60_000

const table = translationPublications

/**
 * Records that `lang`'s translations changed and publishes them at once when the language
 * was not published within the interval; otherwise they wait for the Cron Trigger (or
 * "Publish now"). True when published now.
 */
export async function publishSoon(engine: EngineContext, lang: LanguageCode, now = clock.now()): Promise<boolean> {
  const { db } = engine
  const [row] = await db
    .insert(table)
    .values({ language: lang, pendingSince: now })
    .onConflictDoUpdate({ target: table.language, set: { pendingSince: sql`coalesce(${table.pendingSince}, ${now})` } })
    .returning({ publishedAt: table.publishedAt })
  if (row?.publishedAt != null && now - row.publishedAt < PUBLISH_INTERVAL_MS) return false
  await publishNow(engine, lang, now)
  return true
}

/**
 * Publishes `lang` now: its pending mark is cleared and the last revision read in one
 * transaction, then the version bumped naming that revision. Pages built under the new
 * version read a person's later change as it was at that revision, and the change marks
 * the language again for the next publication.
 */
export async function publishNow({ db, kv }: EngineContext, lang: LanguageCode, now = clock.now()): Promise<void> {
  // One transaction: every change saved before it is at or below the revision it reads, every later one above it.
  const [, [last]] = await db.batch([
    db
      .insert(table)
      .values({ language: lang, pendingSince: null, publishedAt: now })
      .onConflictDoUpdate({ target: table.language, set: { pendingSince: null, publishedAt: now } }),
    db.select({ id: sql<number | null>`max(${translationRevisions.id})` }).from(translationRevisions),
  ])
  forgetLanguage(lang)
  try {
    await bumpLanguageVersion(kv, lang, last?.id ?? 0)
  } catch (error) {
    // Not published after all: the next Cron run tries again.
    await db.update(table).set({ pendingSince: now, publishedAt: null }).where(eq(table.language, lang))
    throw error
  }
}

/** The Cron Trigger's share: publishes every language with changes whose last publication is at least an interval old. */
export async function publishDue(engine: EngineContext, now = clock.now()): Promise<number> {
  const due = await engine.db
    .select({ language: table.language })
    .from(table)
    .where(and(isNotNull(table.pendingSince), or(isNull(table.publishedAt), lte(table.publishedAt, now - PUBLISH_INTERVAL_MS))))
  let published = 0
  for (const { language } of due) {
    if (!isLanguageCode(language) || language === DEFAULT_LANGUAGE) continue
    try {
      await publishNow(engine, language, now)
      published++
    } catch (error) {
      logFailure('translation_publish_failed', error, { lang: language })
    }
  }
  if (published) log('translation_published', { languages: published })
  return published
}

/** Since when `lang` has changes the public pages do not show yet, or null. */
export async function unpublishedSince({ db }: EngineContext, lang: LanguageCode): Promise<number | null> {
  const row = await db.select({ pendingSince: table.pendingSince }).from(table).where(eq(table.language, lang)).get()
  return row?.pendingSince ?? null
}
