/**
 * Where translations are kept. D1 `translations` is the source of truth; KV keeps one
 * ready-made dictionary per (language, page strings) so a warm request costs at most
 * one KV read and no D1 query.
 *
 * KV layout:
 * - `translations:lang:<lang>`: `{version, completeFor?}`. `version` changes whenever
 *   existing translations of the language change (import, review); `completeFor` is
 *   the hash of the site's strings when every one of them is translated.
 * - `translations:page:v<brand terms version>:<lang>:<page hash>`: the page's
 *   dictionary, valid only while its `version` equals the language's.
 * Both are read with one bulk `get`.
 */
import { BRAND_TERMS_VERSION } from '../lib/site'

export interface LanguageState {
  version: string
  /** Hash of the site's strings when all of them are translated in this language. */
  completeFor?: string
}

export interface StoredPage {
  version: string
  complete: boolean
  /** English → translated. */
  entries: [string, string][]
  /** Epoch ms before which a partly translated page is not worth another D1 lookup. */
  retryAt: number
}

export const INITIAL_VERSION = '0'
const PAGE_TTL_SECONDS = 30 * 24 * 3600

export const languageStateKey = (lang: string) => `translations:lang:${lang}`
export const pageKey = (lang: string, pageHash: string) => `translations:page:v${BRAND_TERMS_VERSION}:${lang}:${pageHash}`

/** The language's state and the page's stored dictionary, in one KV read. */
export async function readPage(kv: KVNamespace, lang: string, pageHash: string): Promise<{ state: LanguageState | null; page: StoredPage | null }> {
  const found = await kv.get<LanguageState | StoredPage>([languageStateKey(lang), pageKey(lang, pageHash)], 'json')
  return {
    state: (found.get(languageStateKey(lang)) as LanguageState | null | undefined) ?? null,
    page: (found.get(pageKey(lang, pageHash)) as StoredPage | null | undefined) ?? null,
  }
}

export async function writePage(kv: KVNamespace, lang: string, pageHash: string, page: StoredPage): Promise<void> {
  await kv.put(pageKey(lang, pageHash), JSON.stringify(page), { expirationTtl: PAGE_TTL_SECONDS })
}

export async function readLanguageStates(kv: KVNamespace, langs: readonly string[]): Promise<Map<string, LanguageState | null>> {
  if (!langs.length) return new Map()
  const found = await kv.get<LanguageState>(langs.map(languageStateKey), 'json')
  return new Map(langs.map((lang) => [lang, found.get(languageStateKey(lang)) ?? null]))
}

export async function writeLanguageState(kv: KVNamespace, lang: string, state: LanguageState): Promise<void> {
  await kv.put(languageStateKey(lang), JSON.stringify(state))
}

export interface TranslationRow {
  key: string
  originalText: string
  targetLanguage: string
  translatedText: string
  provider: string
}

/** Translated texts by key, in one statement whatever the number of keys (D1 binds at most 100 parameters). */
export async function findTranslations(db: D1Database, keys: readonly string[]): Promise<Map<string, string>> {
  if (!keys.length) return new Map()
  const { results } = await db
    .prepare('SELECT key, translated_text FROM translations WHERE key IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(keys))
    .all<{ key: string; translated_text: string }>()
  return new Map(results.map((row) => [row.key, row.translated_text]))
}

const UPSERT = `INSERT INTO translations (key, original_text, source_language, target_language, translated_text, provider, reviewed, created_at, updated_at)
SELECT json_extract(value, '$.key'), json_extract(value, '$.originalText'), 'en', json_extract(value, '$.targetLanguage'),
       json_extract(value, '$.translatedText'), json_extract(value, '$.provider'), 0, ?2, ?2
FROM json_each(?1) WHERE true
ON CONFLICT (key) DO UPDATE SET translated_text = excluded.translated_text, provider = excluded.provider, updated_at = excluded.updated_at
WHERE translations.reviewed = 0`

/**
 * Writes machine translations in one round trip, never over a reviewed row. With
 * `requiredKeys`, the same batch counts how many of them exist, so the caller learns
 * whether the language is now complete without another query.
 */
export async function saveTranslations(db: D1Database, rows: readonly TranslationRow[], requiredKeys?: readonly string[]): Promise<number | undefined> {
  const statements = [db.prepare(UPSERT).bind(JSON.stringify(rows), Date.now())]
  if (requiredKeys) {
    statements.push(db.prepare('SELECT count(*) AS n FROM translations WHERE key IN (SELECT value FROM json_each(?1))').bind(JSON.stringify(requiredKeys)))
  }
  const results = await db.batch<{ n: number }>(statements)
  return requiredKeys ? (results[1]?.results[0]?.n ?? 0) : undefined
}

const encoder = new TextEncoder()

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)))
  return Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The key of a translation: source text, brand-term list version and target language.
 * Edited English gets a new key (and is translated again); unchanged English keeps it.
 */
export function translationKey(text: string, lang: string): Promise<string> {
  return sha256(`${BRAND_TERMS_VERSION}\u0000${lang}\u0000${text}`)
}

/** A short hash identifying a list of strings (a page's, or the whole site's). */
export function hashStrings(strings: readonly string[]): Promise<string> {
  return sha256(strings.join('\u0000'))
}
