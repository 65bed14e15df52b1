/**
 * The translation memory in D1, the source of truth. Lookups and counts take any number
 * of keys in one statement (D1 binds at most 100 parameters, so the keys travel as one
 * JSON array read with `json_each`), and writes of any size are one statement too.
 */
import { sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { database } from '../db'
import type { Database } from '../db'
import { translations } from '../db/schema'
import type { NewTranslation } from '../db/schema'
import { clock } from '../platform/clock'

/**
 * What a write needs; `reviewed` defaults to false (a machine translation) and
 * `changedBy` to `machine`: whoever else writes says who they are, and the revision the
 * write makes records it.
 */
export type TranslationWrite = Pick<NewTranslation, 'key' | 'originalText' | 'targetLanguage' | 'translatedText' | 'provider' | 'reviewed' | 'changedBy'>

/** One language's rows with these keys: the language comes first in the table's key, so this seeks each one. */
export const keysIn = (lang: string, keys: readonly string[]) =>
  sql`${translations.targetLanguage} = ${lang} AND ${translations.key} IN (SELECT value FROM json_each(${JSON.stringify(keys)}))`

/**
 * One language's translated texts by key. With `publishedRevision` (the last revision the
 * language's current version publishes), a text a person changed after it is read as it
 * was then: the `after` of its last revision up to it or, when it had none (an import's
 * first write records no revision), the `before` of its first revision after it; missing
 * when neither says. So pages built before and after such a change under one version show
 * the same text; machine and import writes are read as they are.
 */
export async function findTranslations(db: Database, lang: string, keys: readonly string[], publishedRevision?: number): Promise<Map<string, string>> {
  if (!keys.length) return new Map()
  // The subqueries name the outer table in full: drizzle writes a one-table query's columns
  // unqualified, and a bare `key` inside them would be the revision's own.
  const text =
    publishedRevision === undefined
      ? translations.translatedText
      : sql<string | null>`CASE WHEN ${translations.changedBy} IN ('machine', 'import') OR NOT EXISTS (
          SELECT 1 FROM translation_revisions AS later WHERE later.key = translations.key AND later.id > ${publishedRevision} AND later.actor NOT IN ('machine', 'import')
        ) THEN ${translations.translatedText} ELSE coalesce((
          SELECT published.after_text FROM translation_revisions AS published WHERE published.key = translations.key AND published.id <= ${publishedRevision} ORDER BY published.id DESC LIMIT 1
        ), (
          SELECT first.before_text FROM translation_revisions AS first WHERE first.key = translations.key AND first.id > ${publishedRevision} ORDER BY first.id LIMIT 1
        )) END`
  const rows = await db.select({ key: translations.key, text }).from(translations).where(keysIn(lang, keys))
  return new Map(rows.flatMap((row) => (row.text === null ? [] : [[row.key, row.text] as const])))
}

/** How many of one language's `keys` have a translation, as a query to run alone or in a batch. */
function countTranslations(db: Database, lang: string, keys: readonly string[]) {
  return db
    .select({ n: sql<number>`count(*)` })
    .from(translations)
    .where(keysIn(lang, keys))
}

/** The rows as one JSON parameter, read back column by column with `json_each`. */
function rowsAsJson(rows: readonly TranslationWrite[]) {
  return JSON.stringify(rows.map((row) => ({ ...row, reviewed: row.reviewed ?? false, changedBy: row.changedBy ?? 'machine' })))
}
const field = (name: string) => sql.raw(`json_extract(value, '$.${name}')`)

/** INSERT … SELECT from the JSON rows, in the table's column order, to finish with an ON CONFLICT clause. */
function insertRows(db: Database, rows: readonly TranslationWrite[], now: number) {
  // `WHERE true` keeps SQLite from reading ON CONFLICT as part of the SELECT.
  const rowsFromJson = sql`SELECT ${field('key')}, ${field('originalText')}, 'en', ${field('targetLanguage')}, ${field('translatedText')},
    ${field('provider')}, ${field('reviewed')}, ${now}, ${now}, ${field('changedBy')} FROM json_each(${rowsAsJson(rows)}) WHERE true`
  return db.insert(translations).select(rowsFromJson)
}

const replacedColumns = {
  translatedText: sql`excluded.translated_text`,
  provider: sql`excluded.provider`,
  reviewed: sql`excluded.reviewed`,
  updatedAt: sql`excluded.updated_at`,
  changedBy: sql`excluded.changed_by`,
}

/**
 * Inserts or updates translations in one statement. A reviewed row is only ever
 * replaced by another reviewed one, so machine translations, imports of unreviewed
 * memory and warming never overwrite a person's work. Returns the query, to run alone
 * or in a batch.
 */
export function upsertTranslations(db: Database, rows: readonly TranslationWrite[], now = clock.now()) {
  return insertRows(db, rows, now).onConflictDoUpdate({
    target: [translations.targetLanguage, translations.key],
    set: replacedColumns,
    setWhere: sql`${translations.reviewed} = 0 OR excluded.reviewed = 1`,
  })
}

/** What an import of memory rows did, with D1's own count of the rows it read and wrote. */
export interface ImportOutcome {
  /** Keys of the rows written: new, or changed. */
  written: string[]
  /** Keys of reviewed rows the file would have changed, left as they are. */
  keptReviewed: string[]
  rowsRead: number
  rowsWritten: number
}

/**
 * The shipped memory into D1, writing only what differs: a row that is new, or whose
 * translation, provider or reviewed flag changed. A row that D1 already holds as it is
 * costs no write (and keeps its `updated_at`), and a reviewed row in D1 is never
 * written, whatever the file says: it may be a person's later edit in the admin area.
 * One round trip; the statements are built by drizzle and run on the binding itself, so
 * D1's counts of rows read and written come back too.
 */
export async function importTranslations(binding: D1Database, rows: readonly TranslationWrite[], now = clock.now()): Promise<ImportOutcome> {
  if (!rows.length) return { written: [], keptReviewed: [], rowsRead: 0, rowsWritten: 0 }
  const db = database(binding)
  const differs = sql`(${translations.translatedText} IS NOT excluded.translated_text OR ${translations.provider} IS NOT excluded.provider OR ${translations.reviewed} IS NOT excluded.reviewed)`
  const write = insertRows(db, rows, now)
    .onConflictDoUpdate({
      target: [translations.targetLanguage, translations.key],
      set: replacedColumns,
      setWhere: sql`${translations.reviewed} = 0 AND ${differs}`,
    })
    .returning({ key: translations.key })
  // Driven by the JSON rows, so D1 reads one row per key rather than scanning the table.
  const kept = db
    .select({ key: translations.key })
    .from(sql`json_each(${rowsAsJson(rows)}) AS j`)
    .innerJoin(
      translations,
      sql`${translations.targetLanguage} = json_extract(j.value, '$.targetLanguage') AND ${translations.key} = json_extract(j.value, '$.key')`,
    )
    .where(sql`${translations.reviewed} = 1 AND ${translations.translatedText} IS NOT json_extract(j.value, '$.translatedText')`)
  const statement = (query: { toSQL(): { sql: string; params: unknown[] } }) => {
    const { sql: text, params } = query.toSQL()
    return binding.prepare(text).bind(...params)
  }
  const results = await binding.batch<{ key: string }>([statement(kept), statement(write)])
  const keys = (index: number) => (results[index]?.results ?? []).map((row) => row.key)
  const sum = (field: 'rows_read' | 'rows_written') => results.reduce((total, result) => total + (result.meta[field] ?? 0), 0)
  return { written: keys(1), keptReviewed: keys(0), rowsRead: sum('rows_read'), rowsWritten: sum('rows_written') }
}

/**
 * Writes rows (and any `also` statements, such as provider usage) and, with
 * `required` (a language and its keys), counts how many of those exist, in one round
 * trip, so the caller learns whether a language is now complete without another query.
 */
export async function saveTranslations(
  db: Database,
  rows: readonly TranslationWrite[],
  required?: { lang: string; keys: readonly string[] },
  also: readonly BatchItem<'sqlite'>[] = [],
): Promise<number | undefined> {
  const writes = [...(rows.length ? [upsertTranslations(db, rows)] : []), ...also]
  if (!required) {
    if (writes.length) await db.batch(writes as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
    return undefined
  }
  const results = await db.batch([...writes, countTranslations(db, required.lang, required.keys)] as unknown as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
  const counted = results.at(-1) as { n: number }[] | undefined
  return counted?.[0]?.n ?? 0
}
