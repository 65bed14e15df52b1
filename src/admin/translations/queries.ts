/**
 * The translation manager's reading: coverage per language, and a language's strings with
 * their state, in the order a visitor meets them, narrowed by search, status and page.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../../db'
import { translationCoverage, translations } from '../../db/schema'
import { LANGUAGES } from '../../lib/languages'
import type { LanguageCode } from '../../lib/languages'
import { keysIn, mayStayUnchanged, siteCatalog, skipReason, translationKey } from '../../translation'
import { stringPlaces } from './places'
import type { Place } from './places'

/** Every language but the source. */
export const TARGET_LANGUAGES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code).filter((code) => code !== 'en')

/** The language a path names, if the memory has one for it (any language but the source); else null. */
export function targetLanguage(value: string | undefined): LanguageCode | null {
  return TARGET_LANGUAGES.find((code) => code === value) ?? null
}

const toTranslate = new WeakMap<readonly string[], Map<LanguageCode, string[]>>()

/**
 * The site's strings that a language needs translated (not only brand terms, numbers or
 * acronyms): fixed for a deployed version, so worked out once per isolate and language.
 */
function stringsToTranslate(lang: LanguageCode): string[] {
  const { strings } = siteCatalog()
  let byLanguage = toTranslate.get(strings)
  if (!byLanguage) toTranslate.set(strings, (byLanguage = new Map()))
  let found = byLanguage.get(lang)
  if (!found) byLanguage.set(lang, (found = strings.filter((text) => skipReason(text, lang) === null && !mayStayUnchanged(text))))
  return found
}

export interface Coverage {
  lang: LanguageCode
  total: number
  reviewed: number
  draft: number
  missing: number
}

/** A language's counts against the site's strings, as remembered in `translation_coverage` or just counted. */
export interface CoverageCount {
  translated: number
  reviewed: number
  /** The positions in the site's string list of the strings with a reviewed translation, comma-separated (`''` for none). */
  reviewedAt: string
}

/**
 * Every language's counts. They come from `translation_coverage`, where they are
 * remembered until a translation of that language is written (a trigger forgets them) or
 * the site's strings change; the languages without a true row are counted again in one
 * statement, which stores what it counted as it answers, so no write can slip between
 * counting and storing.
 */
export async function coverageCounts(db: Database): Promise<Map<LanguageCode, CoverageCount>> {
  const { strings } = siteCatalog()
  const [hash, stored] = await Promise.all([siteCatalog().hash, db.select().from(translationCoverage)])
  const counts = new Map<LanguageCode, CoverageCount>()
  for (const row of stored) {
    const lang = targetLanguage(row.targetLanguage)
    if (lang && row.catalog === hash) counts.set(lang, row)
  }
  const stale = TARGET_LANGUAGES.filter((lang) => !counts.has(lang))
  if (stale.length) {
    const counted = await db.all<{ target_language: string; translated: number; reviewed: number; reviewed_at: string }>(sql`
      INSERT INTO ${translationCoverage} (target_language, catalog, translated, reviewed, reviewed_at)
      WITH site AS MATERIALIZED (SELECT key AS at, value AS text FROM json_each(${JSON.stringify(strings)})),
      found AS MATERIALIZED (
        SELECT ${translations.targetLanguage} AS target_language, ${translations.originalText} AS original_text, max(${translations.reviewed}) AS reviewed
        FROM ${translations}
        WHERE ${translations.targetLanguage} IN (SELECT value FROM json_each(${JSON.stringify(stale)}))
          AND ${translations.originalText} IN (SELECT text FROM site)
        GROUP BY ${translations.targetLanguage}, ${translations.originalText}
      ),
      positions AS (
        SELECT found.target_language, group_concat(site.at) AS at
        FROM found JOIN site ON site.text = found.original_text
        WHERE found.reviewed = 1
        GROUP BY found.target_language
      )
      SELECT stale.value, ${hash}, count(found.original_text), coalesce(sum(found.reviewed), 0), coalesce(max(positions.at), '')
      FROM json_each(${JSON.stringify(stale)}) AS stale
      LEFT JOIN found ON found.target_language = stale.value
      LEFT JOIN positions ON positions.target_language = stale.value
      WHERE true
      GROUP BY stale.value
      ON CONFLICT (target_language) DO UPDATE SET catalog = excluded.catalog, translated = excluded.translated, reviewed = excluded.reviewed, reviewed_at = excluded.reviewed_at
      RETURNING target_language, translated, reviewed, reviewed_at`)
    for (const row of counted) {
      const lang = targetLanguage(row.target_language)
      if (lang) counts.set(lang, { translated: row.translated, reviewed: row.reviewed, reviewedAt: row.reviewed_at })
    }
  }
  return counts
}

/** Coverage of every language, from its counts. */
export function coverageOf(counts: ReadonlyMap<LanguageCode, CoverageCount>): Coverage[] {
  return TARGET_LANGUAGES.map((lang) => {
    const total = stringsToTranslate(lang).length
    const row = counts.get(lang)
    const translated = Math.min(total, row?.translated ?? 0)
    const reviewed = Math.min(translated, row?.reviewed ?? 0)
    return { lang, total, reviewed, draft: translated - reviewed, missing: total - translated }
  })
}

/** Coverage of every language. */
export async function coverage(db: Database): Promise<Coverage[]> {
  return coverageOf(await coverageCounts(db))
}

/** The strings a language needs translated, in the order a visitor meets them (see places.ts). */
export function visitorOrder(lang: LanguageCode): string[] {
  const index = stringPlaces()
  const rank = (text: string) => index.get(text)?.rank ?? Number.POSITIVE_INFINITY
  return stringsToTranslate(lang)
    .map((text, order) => ({ text, order }))
    .sort((a, b) => rank(a.text) - rank(b.text) || a.order - b.order)
    .map(({ text }) => text)
}

export interface StringState {
  english: string
  /** Its translation's key in this language: how a link names the string (`?string=` in review mode). */
  key: string
  translation: string | null
  provider: string | null
  reviewed: boolean
  /** The pages (or the header and footer, the answers, the console) it appears on. */
  places: readonly Place[]
  /** Only on the legal pages, whose English version applies. */
  legal: boolean
}

/** One of a language's strings, where it appears, and the key of its translation: known without asking D1. */
export interface ListedString {
  english: string
  key: string
  places: readonly Place[]
  legal: boolean
}

/** Each language's listed strings: fixed for a deployed version, so made once per isolate. */
const listed = new Map<LanguageCode, Promise<readonly ListedString[]>>()

/**
 * A language's strings in the order a visitor meets them: the header and footer, home,
 * the other pages as the menus list them, the legal pages last.
 */
export function listedStrings(lang: LanguageCode): Promise<readonly ListedString[]> {
  let found = listed.get(lang)
  if (!found) {
    const index = stringPlaces()
    const strings = visitorOrder(lang)
    found = Promise.all(strings.map((text) => translationKey(text, lang))).then((keys) =>
      strings.map((english, at) => {
        const where = index.get(english)
        return { english, key: keys[at] ?? '', places: where?.places ?? [], legal: where?.legal ?? false }
      }),
    )
    // A failure is not remembered: the next request computes the keys again.
    found.catch(() => listed.delete(lang))
    listed.set(lang, found)
  }
  return found
}

/** The given strings with their translations, in the same order: one statement reading only their rows. */
export async function withTranslations(db: Database, lang: LanguageCode, listed: readonly ListedString[]): Promise<StringState[]> {
  const rows = listed.length
    ? await db
        .select({ key: translations.key, text: translations.translatedText, provider: translations.provider, reviewed: translations.reviewed })
        .from(translations)
        .where(
          keysIn(
            lang,
            listed.map((item) => item.key),
          ),
        )
    : []
  const byKey = new Map(rows.map((row) => [row.key, row]))
  return listed.map(({ english, key, places, legal }) => {
    const row = byKey.get(key)
    return { english, key, translation: row?.text ?? null, provider: row?.provider ?? null, reviewed: row?.reviewed ?? false, places, legal }
  })
}

/** A language's strings with their translations, in the order a visitor meets them. */
export async function languageStrings(db: Database, lang: LanguageCode): Promise<StringState[]> {
  return withTranslations(db, lang, await listedStrings(lang))
}

/**
 * The keys of a language's reviewed translations, read through the partial index of
 * reviewed rows: left to itself, SQLite takes the language's index and reads every one
 * of the language's rows (about 3,600) for a few dozen reviewed ones.
 */
export async function reviewedKeys(db: Database, lang: LanguageCode): Promise<Set<string>> {
  const rows = await db.all<{ key: string }>(
    sql`SELECT ${translations.key} AS key FROM ${translations} INDEXED BY translations_reviewed WHERE ${translations.reviewed} = 1 AND ${translations.targetLanguage} = ${lang}`,
  )
  return new Set(rows.map((row) => row.key))
}

export const STATUS_FILTERS = ['all', 'pending', 'missing', 'reviewed'] as const
export type StatusFilter = (typeof STATUS_FILTERS)[number]

export interface StringFilter {
  /** Words in the English or the translation (case-insensitive). */
  query: string
  status: StatusFilter
  /** A page's path below the language (`''` is home), or null for every page. */
  page: string | null
}

/** Whether a string appears on a page (`null`: any page); the header and footer are on every page. */
export function onPage(item: Pick<ListedString, 'places'>, page: string | null): boolean {
  return page === null || item.places.some((place) => place.kind === 'every' || (place.kind === 'page' && place.route.path === page))
}

/** Whether a filter asks about the translations themselves (words in them, their state), not only where strings appear. */
function readsTranslations({ query, status }: StringFilter): boolean {
  return query.trim() !== '' || status !== 'all'
}

export interface StringsPage {
  shown: StringState[]
  /** How many strings the filter leaves. */
  matched: number
  /** The page shown (the last one when `wanted` is past it) and how many there are. */
  page: number
  pages: number
}

/**
 * One page of the strings a filter leaves. A search or a status needs every string's
 * translation; a page filter alone needs none, so then only the shown page's rows are read.
 */
export async function stringsPage(
  db: Database,
  lang: LanguageCode,
  listed: readonly ListedString[],
  filter: StringFilter,
  wanted: number,
  size: number,
): Promise<StringsPage> {
  if (readsTranslations(filter)) {
    const matched = filterStrings(await withTranslations(db, lang, listed), filter)
    const { page, pages, slice } = pageOf(matched, wanted, size)
    return { shown: slice, matched: matched.length, page, pages }
  }
  const matched = listed.filter((item) => onPage(item, filter.page))
  const { page, pages, slice } = pageOf(matched, wanted, size)
  return { shown: await withTranslations(db, lang, slice), matched: matched.length, page, pages }
}

/** Page `wanted` of `items` (the last one when it is past the end). */
function pageOf<T>(items: readonly T[], wanted: number, size: number): { page: number; pages: number; slice: T[] } {
  const pages = Math.max(1, Math.ceil(items.length / size))
  const page = Math.min(pages, wanted)
  return { page, pages, slice: items.slice((page - 1) * size, page * size) }
}

/** The strings a search, a status and a page leave. */
function filterStrings(strings: readonly StringState[], filter: StringFilter): StringState[] {
  const { query, status, page } = filter
  const needle = query.trim().toLocaleLowerCase()
  return strings.filter((item) => {
    if (needle && !item.english.toLocaleLowerCase().includes(needle) && !(item.translation ?? '').toLocaleLowerCase().includes(needle)) return false
    if (status === 'reviewed' && !item.reviewed) return false
    if (status === 'pending' && item.reviewed) return false
    if (status === 'missing' && item.translation !== null) return false
    return onPage(item, page)
  })
}
