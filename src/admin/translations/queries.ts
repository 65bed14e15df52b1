/**
 * The translation manager's work: coverage per language, a language's strings with
 * their state, a person's edit (reviewed, provider `human`, published at once), unlock,
 * translating again with the configured provider, provider health and usage.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db'
import { providerUsage, translations } from '../../db/schema'
import { pluralCategories } from '../../i18n/plural'
import { LANGUAGES, localeTag } from '../../lib/languages'
import type { LanguageCode } from '../../lib/languages'
import { mayStayUnchanged, rejection, skipReason } from '../../translation/checks'
import { upsertTranslations } from '../../translation/d1'
import { engineFor, forgetLanguage, siteCatalog } from '../../translation/isolate'
import { translationKey } from '../../translation/keys'
import { bumpLanguageVersion } from '../../translation/kv'
import { protectedPieces } from '../../translation/markup'
import { translateTexts } from '../../translation/provider-batcher'
import { usageMonth, usageStatements } from '../../translation/usage'

/** Every language but the source. */
export const TARGET_LANGUAGES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code).filter((code) => code !== 'en')

/** The language a path names, if the memory has one for it (any language but the source); else null. */
export function targetLanguage(value: string | undefined): LanguageCode | null {
  return TARGET_LANGUAGES.find((code) => code === value) ?? null
}

/** What the providers charge per million characters (list prices, Nov 2026); LibreTranslate is self-hosted. */
export const PROVIDER_PRICES: Readonly<Record<string, { perMillion: number; currency: string } | undefined>> = {
  deepl: { perMillion: 20, currency: 'EUR' },
  google: { perMillion: 20, currency: 'USD' },
}

/** The site's strings that a language needs translated (not only brand terms, numbers or acronyms). */
export function stringsToTranslate(lang: LanguageCode): string[] {
  return siteCatalog().strings.filter((text) => skipReason(text, lang) === null && !mayStayUnchanged(text))
}

export interface Coverage {
  lang: LanguageCode
  total: number
  reviewed: number
  draft: number
  missing: number
}

/** Coverage of every language, in one query over the site's current strings. */
export async function coverage(db: Database): Promise<Coverage[]> {
  const rows = await db.all<{ lang: string; reviewed: number; translated: number }>(sql`
    SELECT target_language AS lang, sum(reviewed) AS reviewed, count(*) AS translated FROM (
      SELECT ${translations.targetLanguage} AS target_language, max(${translations.reviewed}) AS reviewed
      FROM ${translations}
      WHERE ${translations.originalText} IN (SELECT value FROM json_each(${JSON.stringify(siteCatalog().strings)}))
      GROUP BY ${translations.targetLanguage}, ${translations.originalText}
    ) GROUP BY target_language`)
  const byLang = new Map(rows.map((row) => [row.lang, row]))
  return TARGET_LANGUAGES.map((lang) => {
    const total = stringsToTranslate(lang).length
    const row = byLang.get(lang)
    const translated = Math.min(total, row?.translated ?? 0)
    const reviewed = Math.min(translated, row?.reviewed ?? 0)
    return { lang, total, reviewed, draft: translated - reviewed, missing: total - translated }
  })
}

export interface StringState {
  english: string
  translation: string | null
  provider: string | null
  reviewed: boolean
}

/** A language's strings with their translations, in catalog order. */
export async function languageStrings(db: Database, lang: LanguageCode): Promise<StringState[]> {
  const strings = stringsToTranslate(lang)
  const keys = await Promise.all(strings.map((text) => translationKey(text, lang)))
  const rows = await db
    .select({ key: translations.key, text: translations.translatedText, provider: translations.provider, reviewed: translations.reviewed })
    .from(translations)
    .where(sql`${translations.key} IN (SELECT value FROM json_each(${JSON.stringify(keys)}))`)
  const byKey = new Map(rows.map((row) => [row.key, row]))
  return strings.map((english, index) => {
    const row = byKey.get(keys[index] ?? '')
    return { english, translation: row?.text ?? null, provider: row?.provider ?? null, reviewed: row?.reviewed ?? false }
  })
}

/** Strings whose English or translation contains the query (case-insensitive). */
export function searchStrings(strings: readonly StringState[], query: string): StringState[] {
  const needle = query.trim().toLocaleLowerCase()
  if (!needle) return [...strings]
  return strings.filter((item) => item.english.toLocaleLowerCase().includes(needle) || (item.translation ?? '').toLocaleLowerCase().includes(needle))
}

/** Why a person's translation cannot be saved: what the engine's checks say, as the admin area words it. */
export type EditProblem =
  | { kind: 'not-site-string' }
  | { kind: 'empty' }
  | { kind: 'ratio' }
  | { kind: 'gloss' }
  | { kind: 'plural'; forms: string[] }
  | { kind: 'pieces'; missing: string[] }

export function editProblem(lang: LanguageCode, english: string, translation: string): EditProblem | null {
  if (!siteCatalog().set.has(english) || skipReason(english, lang) !== null) return { kind: 'not-site-string' }
  const reason = rejection(english, translation, lang)
  // A person may keep a word as it is in English ("Chatbot", "Portal"); a provider may not.
  if (reason === null || reason === 'unchanged') return null
  if (reason === 'empty') return { kind: 'empty' }
  if (reason === 'ratio') return { kind: 'ratio' }
  if (reason === 'gloss') return { kind: 'gloss' }
  if (reason === 'plural') return { kind: 'plural', forms: pluralCategories(localeTag(lang)) }
  const present = protectedPieces(translation)
  const missing = protectedPieces(english).filter((piece) => {
    const index = present.indexOf(piece)
    if (index === -1) return true
    present.splice(index, 1)
    return false
  })
  return { kind: 'pieces', missing: missing.length ? missing : protectedPieces(english) }
}

/** Pages in the language show the new text on their next view: its version changes and this isolate forgets it. */
export async function publishLanguage(env: Env, lang: LanguageCode): Promise<void> {
  forgetLanguage(lang)
  await bumpLanguageVersion(env.CACHE, lang)
}

/** Saves a person's translation: reviewed, provider `human`, never replaced by a machine. */
export async function saveReviewed(env: Env, db: Database, lang: LanguageCode, english: string, translation: string): Promise<void> {
  const key = await translationKey(english, lang)
  await upsertTranslations(db, [{ key, originalText: english, targetLanguage: lang, translatedText: translation, provider: 'human', reviewed: true }])
  await publishLanguage(env, lang)
}

/** Returns a string to unreviewed, so machine translation and imports may replace it again. */
export async function unlock(db: Database, lang: LanguageCode, english: string): Promise<void> {
  await db
    .update(translations)
    .set({ reviewed: false })
    .where(eq(translations.key, await translationKey(english, lang)))
}

/** Unreviewed strings (drafts and missing), in catalog order: what "translate again" sends. */
export function unreviewed(strings: readonly StringState[]): string[] {
  return strings.filter((item) => !item.reviewed).map((item) => item.english)
}

/** Translates `texts` again with the configured provider and stores what passes the checks (reviewed rows stay). */
export async function retranslate(env: Env, db: Database, lang: LanguageCode, texts: readonly string[]): Promise<number> {
  const engine = engineFor(env)
  if (!engine.providers.length || !texts.length) return 0
  const outcome = await translateTexts(texts, lang, engine.providers, engine.breakers, { signal: AbortSignal.timeout(20_000) })
  const rows = await Promise.all(
    [...outcome.translated].map(async ([english, result]) => ({
      key: await translationKey(english, lang),
      originalText: english,
      targetLanguage: lang,
      translatedText: result.text,
      provider: result.provider,
      reviewed: false,
    })),
  )
  const statements = [...(rows.length ? [upsertTranslations(db, rows)] : []), ...usageStatements(db, outcome.usage)]
  if (statements.length) await db.batch(statements as [(typeof statements)[number], ...typeof statements])
  if (rows.length) await publishLanguage(env, lang)
  return rows.length
}

export interface ProviderHealth {
  name: string
  paused: boolean
  characters: number
  lastError: string | null
  lastErrorAt: number | null
}

/** The configured providers: breaker state in this isolate, this month's characters and last error. */
export async function providerHealth(env: Env, db: Database, now: number): Promise<ProviderHealth[]> {
  const engine = engineFor(env)
  const names = engine.providers.map((provider) => provider.name)
  if (!names.length) return []
  const rows = await db
    .select()
    .from(providerUsage)
    .where(and(inArray(providerUsage.provider, names), eq(providerUsage.month, usageMonth(now))))
  return names.map((name) => {
    const month = rows.find((row) => row.provider === name)
    return {
      name,
      paused: engine.breakers.for(name).isOpen,
      characters: month?.characters ?? 0,
      lastError: month?.lastError ?? null,
      lastErrorAt: month?.lastErrorAt ?? null,
    }
  })
}
