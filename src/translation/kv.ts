/**
 * Ready-made page dictionaries in KV, so a warm request costs at most one KV read and
 * no D1 query.
 *
 * - `translations:lang:<lang>`: `{version, completeFor?, publishedRevision?}`. `version`
 *   changes whenever existing translations of the language change (import, a batch of
 *   reviews); `completeFor` is the hash of the site's strings when every one of them is
 *   translated; `publishedRevision` the last revision a console publication published.
 * - `translations:page:v<brand terms version>:<lang>:<page hash>`: the page's
 *   dictionary, valid only while its `version` equals the language's.
 *
 * A page read fetches both with one bulk `get`.
 */
import { BRAND_TERMS_VERSION } from '../lib/site'
import { clock } from '../platform/clock'

export interface LanguageState {
  version: string
  /** Hash of the site's strings when all of them are translated in this language. */
  completeFor?: string
  /**
   * The last translation revision the version publishes, when the console published it:
   * a person's change made after it is not on the public pages until the next
   * publication, whenever a page's dictionary is built (see `findTranslations`).
   */
  publishedRevision?: number
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

/** A version no other write has used: the time and a random part. */
export function newVersion(): string {
  return `${clock.now()}-${crypto.randomUUID().slice(0, 8)}`
}

/**
 * Gives the language a new memory version, keeping what is known about its
 * completeness: every page dictionary stored under the old version is rebuilt from D1
 * on its next request. Call it after translations of the language change (a review, an
 * import); a publication from the console names the last revision it publishes.
 */
export async function bumpLanguageVersion(kv: KVNamespace, lang: string, publishedRevision?: number): Promise<string> {
  const current = await kv.get<LanguageState>(languageStateKey(lang), 'json')
  const version = newVersion()
  await writeLanguageState(kv, lang, { version, completeFor: current?.completeFor, publishedRevision })
  return version
}
