/**
 * A page's English strings in, a dictionary in the visitor's language out, before the
 * page is rendered. Lookups go isolate memory → KV (one read) → D1 (one query for all
 * misses) → provider (batched), and results are written back in one D1 batch plus a KV
 * refresh (see page-job.ts).
 */
import { ENGLISH } from '../i18n/copy'
import type { Dictionary } from '../i18n/copy'
import { DEFAULT_LANGUAGE } from '../lib/languages'
import type { LanguageCode } from '../lib/languages'
import { clock } from '../platform/clock'
import { logFailure } from '../platform/log'
import { MEMORY_TTL_MS, incompleteLanguages } from './completeness'
import { isCrawler } from './crawler'
import { rememberPage } from './isolate'
import type { EngineContext, PageEntry } from './isolate'
import { hashStrings } from './keys'
import { INITIAL_VERSION, readPage } from './kv'
import { SOURCE_VERSION, knownLanguageVersion, noteLanguageVersion } from './language-version'
import { awaitPageJob } from './page-job'

export interface PageTranslation {
  dictionary: Dictionary
  /** The provider's circuit breaker is open: the selector warns that translation is unavailable. */
  unavailable: boolean
  /** Languages that cannot be served fully translated right now; the selector marks them. */
  unavailableLanguages: ReadonlySet<string>
  /** Every string of the page is translated (or needs no translation); false while some are English. */
  complete: boolean
  /**
   * The language's translation version the dictionary was built under (`SOURCE_VERSION`
   * for English): what an edge-cached copy of the page must be stored under.
   */
  version?: string
}

export interface TranslatePageOptions {
  /** For `waitUntil`: work that finishes after the response. Absent in some tests. */
  ctx?: ExecutionContext
  lang: LanguageCode
  /** Every English string the page renders, deduplicated. */
  strings: readonly string[]
  /** The request's User-Agent: known crawlers never trigger paid translation. */
  userAgent?: string | null
}

const english = (): PageTranslation => ({ dictionary: ENGLISH, unavailable: false, unavailableLanguages: new Set(), complete: true, version: SOURCE_VERSION })

/** Translates a page's strings into `lang`. Never throws: whatever fails is served in English. */
export async function translatePage(engine: EngineContext, { ctx, lang, strings, userAgent }: TranslatePageOptions): Promise<PageTranslation> {
  if (lang === DEFAULT_LANGUAGE || !strings.length) return english()
  const { state } = engine
  try {
    const pageHash = await hashStrings(strings)
    const id = `${lang}:${pageHash}`
    const now = clock.now()
    let entry = state.pages.get(id)
    let version = entry?.version
    let publishedRevision = entry?.publishedRevision
    // Due for a look at KV, or built under another version than the one this isolate last read.
    const known = knownLanguageVersion(lang)
    if (!entry || now - entry.checkedAt > MEMORY_TTL_MS || (known !== undefined && known !== entry.version)) {
      const stored = await loadStoredPage(engine.kv, lang, pageHash)
      if (stored.entry) entry = stored.entry
      // The language's translations changed since this isolate built the page: build it again.
      else if (entry && stored.version !== undefined && stored.version !== entry.version) entry = undefined
      else if (entry) entry = { ...entry, checkedAt: now }
      if (stored.version !== undefined) publishedRevision = stored.publishedRevision
      version = stored.version ?? version
      if (entry) rememberPage(state, id, entry)
    }
    // Crawlers take whatever is cached; visitors fill a page that is missing or due for another try.
    const allowProvider = !isCrawler(userAgent)
    if (!entry || (allowProvider && !entry.complete && now >= entry.retryAt)) {
      entry = await awaitPageJob(engine, ctx, { lang, strings, pageHash, allowProvider, version: version ?? INITIAL_VERSION, publishedRevision })
    }
    return await result(engine, entry)
  } catch (error) {
    logFailure('translation_failed', error, { lang })
    return { ...english(), complete: false, unavailable: state.breakers.allOpen(state.providers), version: undefined }
  }
}

/** The page's dictionary from KV if it is current; the language's version (and its last published revision) either way (unknown if KV failed). */
async function loadStoredPage(kv: KVNamespace, lang: string, pageHash: string): Promise<{ entry?: PageEntry; version?: string; publishedRevision?: number }> {
  try {
    const { state, page } = await readPage(kv, lang, pageHash)
    const version = state?.version ?? INITIAL_VERSION
    const publishedRevision = state?.publishedRevision
    noteLanguageVersion(lang, version)
    if (!page || page.version !== version) return { version, publishedRevision }
    return {
      version,
      publishedRevision,
      entry: { dictionary: new Map(page.entries), complete: page.complete, version, publishedRevision, checkedAt: clock.now(), retryAt: page.retryAt },
    }
  } catch (error) {
    logFailure('translation_kv_read_failed', error)
    return {}
  }
}

async function result({ state, kv }: EngineContext, entry: PageEntry): Promise<PageTranslation> {
  const unavailable = state.breakers.allOpen(state.providers)
  return {
    dictionary: entry.dictionary,
    unavailable,
    unavailableLanguages: unavailable ? await incompleteLanguages(state, kv) : new Set(),
    complete: entry.complete,
    version: entry.version,
  }
}
