/**
 * The translation memory in D1, the source of truth. Lookups and counts take any number
 * of keys in one statement (D1 binds at most 100 parameters, so the keys travel as one
 * JSON array read with `json_each`), and writes of any size are one statement too.
 */
import { sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Database } from '../db'
import { translations } from '../db/schema'
import type { NewTranslation } from '../db/schema'

/**
 * What a write needs; `reviewed` defaults to false (a machine translation) and
 * `changedBy` to `machine`: whoever else writes says who they are, and the revision the
 * write makes records it.
 */
export type TranslationWrite = Pick<NewTranslation, 'key' | 'originalText' | 'targetLanguage' | 'translatedText' | 'provider' | 'reviewed' | 'changedBy'>

const keysIn = (keys: readonly string[]) => sql`${translations.key} IN (SELECT value FROM json_each(${JSON.stringify(keys)}))`

/** Translated texts by key. */
export async function findTranslations(db: Database, keys: readonly string[]): Promise<Map<string, string>> {
  if (!keys.length) return new Map()
  const rows = await db.select({ key: translations.key, text: translations.translatedText }).from(translations).where(keysIn(keys))
  return new Map(rows.map((row) => [row.key, row.text]))
}

/** How many of `keys` have a translation, as a query to run alone or in a batch. */
export function countTranslations(db: Database, keys: readonly string[]) {
  return db
    .select({ n: sql<number>`count(*)` })
    .from(translations)
    .where(keysIn(keys))
}

/**
 * Inserts or updates translations in one statement. A reviewed row is only ever
 * replaced by another reviewed one, so machine translations, imports of unreviewed
 * memory and warming never overwrite a person's work. Returns the query, to run alone
 * or in a batch.
 */
export function upsertTranslations(db: Database, rows: readonly TranslationWrite[], now = Date.now()) {
  const json = JSON.stringify(rows.map((row) => ({ ...row, reviewed: row.reviewed ?? false, changedBy: row.changedBy ?? 'machine' })))
  const field = (name: string) => sql.raw(`json_extract(value, '$.${name}')`)
  // Columns in the table's order. `WHERE true` keeps SQLite from reading ON CONFLICT as part of the SELECT.
  const rowsFromJson = sql`SELECT ${field('key')}, ${field('originalText')}, 'en', ${field('targetLanguage')}, ${field('translatedText')},
    ${field('provider')}, ${field('reviewed')}, ${now}, ${now}, ${field('changedBy')} FROM json_each(${json}) WHERE true`
  return db
    .insert(translations)
    .select(rowsFromJson)
    .onConflictDoUpdate({
      target: translations.key,
      set: {
        translatedText: sql`excluded.translated_text`,
        provider: sql`excluded.provider`,
        reviewed: sql`excluded.reviewed`,
        updatedAt: sql`excluded.updated_at`,
        changedBy: sql`excluded.changed_by`,
      },
      setWhere: sql`${translations.reviewed} = 0 OR excluded.reviewed = 1`,
    })
}

/**
 * Writes rows (and any `also` statements, such as provider usage) and, with
 * `requiredKeys`, counts how many of those exist, in one round trip, so the caller
 * learns whether a language is now complete without another query.
 */
export async function saveTranslations(
  db: Database,
  rows: readonly TranslationWrite[],
  requiredKeys?: readonly string[],
  also: readonly BatchItem<'sqlite'>[] = [],
): Promise<number | undefined> {
  const writes = [...(rows.length ? [upsertTranslations(db, rows)] : []), ...also]
  if (!requiredKeys) {
    if (writes.length) await db.batch(writes as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
    return undefined
  }
  const results = await db.batch([...writes, countTranslations(db, requiredKeys)] as unknown as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
  const counted = results.at(-1) as { n: number }[] | undefined
  return counted?.[0]?.n ?? 0
}
