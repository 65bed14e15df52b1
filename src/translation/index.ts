/**
 * The translation engine: a page's English strings in, a dictionary in the visitor's
 * language out, before the page is rendered. Lookups go isolate memory → KV (one
 * read) → D1 (one query for all misses) → provider (batched), and results are written
 * back in one D1 batch plus a KV refresh. The provider is waited on for a bounded
 * time; what is not back by then is English now and finished in the background.
 */
import { ENGLISH } from '../i18n/copy'
import type { Dictionary } from '../i18n/copy'
import { DEFAULT_LANGUAGE, LANGUAGES } from '../lib/languages'
import type { LanguageCode } from '../lib/languages'
import { siteStrings } from './catalog'
import { mayStayUnchanged, skipReason } from './checks'
import { isCrawler } from './crawler'
import { Breakers, translateTexts } from './engine'
import { providersFromConfig } from './providers'
import type { Provider, ProviderConfig } from './providers'
import {
  INITIAL_VERSION,
  findTranslations,
  hashStrings,
  readLanguageStates,
  readPage,
  saveTranslations,
  translationKey,
  writeLanguageState,
  writePage,
} from './store'
import type { LanguageState, StoredPage, TranslationRow } from './store'

export interface PageTranslation {
  dictionary: Dictionary
  /** The provider's circuit breaker is open: the selector warns that translation is unavailable. */
  unavailable: boolean
  /** Languages that cannot be served fully translated right now; the selector marks them. */
  unavailableLanguages: ReadonlySet<string>
  /** Every string of the page is translated (or needs no translation); false while some are English. */
  complete: boolean
}

export interface TranslatePageOptions {
  env: Env
  /** For `waitUntil`: work that finishes after the response. Absent in some tests. */
  ctx?: ExecutionContext
  lang: LanguageCode
  /** Every English string the page renders, deduplicated. */
  strings: readonly string[]
  /** The request's User-Agent: known crawlers never trigger paid translation. */
  userAgent?: string | null
}

/** How long isolate memory trusts what it read from KV before reading it again. */
const MEMORY_TTL_MS = 60_000
/** A partly translated page is looked up again after this long (provider failed or was slow). */
const RETRY_MS = 30_000
/** With no provider configured, only an import can add translations: look again rarely. */
const NO_PROVIDER_RETRY_MS = 10 * 60_000
/** Background provider work gives up after this long. */
const BACKGROUND_LIMIT_MS = 25_000
const DEFAULT_TIMEOUT_MS = 1500
const MAX_PAGES_IN_MEMORY = 1000

interface PageEntry {
  dictionary: Map<string, string>
  complete: boolean
  version: string
  checkedAt: number
  retryAt: number
}

interface Job {
  /** Memory, KV and D1 hits: what can be served without waiting for the provider. */
  lookedUp: Promise<PageEntry>
  /** The page after the provider answered (or failed). */
  translated: Promise<PageEntry>
  /** Everything, including the write-back. */
  settled: Promise<unknown>
}

/** One per configuration in an isolate: providers, breakers, memory, in-flight work. */
interface Engine {
  providers: Provider[]
  breakers: Breakers
  pages: Map<string, PageEntry>
  jobs: Map<string, Job>
  languages: { states: Map<string, LanguageState | null>; checkedAt: number } | null
  requiredKeys: Map<string, Promise<string[]>>
}

const engines = new Map<string, Engine>()
let site: { strings: string[]; set: ReadonlySet<string>; hash: Promise<string> } | undefined

/** The site's strings, computed once per isolate. */
export function siteCatalog(): { strings: string[]; set: ReadonlySet<string>; hash: Promise<string> } {
  if (!site) {
    const strings = siteStrings()
    site = { strings, set: new Set(strings), hash: hashStrings(strings) }
  }
  return site
}

/** Forgets everything this isolate holds (memory, breakers, in-flight work). For tests. */
export function resetTranslationEngine(): void {
  engines.clear()
}

/** The providers of `TRANSLATION_PROVIDER` with their base URL and key. */
export function configuredProviders(env: Env): Provider[] {
  const vars = env as unknown as Record<string, string | undefined>
  return providersFromConfig(env.TRANSLATION_PROVIDER, (name): ProviderConfig => ({
    apiUrl: vars[`TRANSLATION_API_URL_${name.toUpperCase()}`] || env.TRANSLATION_API_URL || undefined,
    apiKey: vars[`TRANSLATION_API_KEY_${name.toUpperCase()}`] || env.TRANSLATION_API_KEY || undefined,
  }))
}

export function engineFor(env: Env): Engine {
  const id = `${env.TRANSLATION_PROVIDER}|${env.TRANSLATION_API_URL}`
  let engine = engines.get(id)
  if (!engine) {
    engine = { providers: configuredProviders(env), breakers: new Breakers(), pages: new Map(), jobs: new Map(), languages: null, requiredKeys: new Map() }
    engines.set(id, engine)
  }
  return engine
}

function timeoutMs(env: Env): number {
  const value = env.TRANSLATION_TIMEOUT_MS ? Number(env.TRANSLATION_TIMEOUT_MS) : Number.NaN
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_TIMEOUT_MS
}

const english = (): PageTranslation => ({ dictionary: ENGLISH, unavailable: false, unavailableLanguages: new Set(), complete: true })

/** Translates a page's strings into `lang`. Never throws: whatever fails is served in English. */
export async function translatePage({ env, ctx, lang, strings, userAgent }: TranslatePageOptions): Promise<PageTranslation> {
  if (lang === DEFAULT_LANGUAGE || !strings.length) return english()
  const engine = engineFor(env)
  try {
    const pageHash = await hashStrings(strings)
    const id = `${lang}:${pageHash}`
    const now = Date.now()
    let entry = engine.pages.get(id)
    let version = entry?.version
    if (!entry || now - entry.checkedAt > MEMORY_TTL_MS) {
      const stored = await loadStoredPage(env, lang, pageHash)
      if (stored.entry) entry = stored.entry
      // The language's translations changed since this isolate built the page: build it again.
      else if (entry && stored.version !== undefined && stored.version !== entry.version) entry = undefined
      else if (entry) entry = { ...entry, checkedAt: now }
      version = stored.version ?? version
      if (entry) remember(engine, id, entry)
    }
    // Crawlers take whatever is cached; visitors fill a page that is missing or due for another try.
    const allowProvider = !isCrawler(userAgent)
    if (!entry || (allowProvider && !entry.complete && now >= entry.retryAt)) {
      entry = await fill(engine, env, ctx, { lang, strings, pageHash, allowProvider, version: version ?? INITIAL_VERSION }, timeoutMs(env))
    }
    return await result(engine, env, entry)
  } catch (error) {
    console.error(JSON.stringify({ event: 'translation_failed', lang, error: String(error) }))
    return { ...english(), complete: false, unavailable: engine.breakers.allOpen(engine.providers) }
  }
}

function remember(engine: Engine, id: string, entry: PageEntry): void {
  engine.pages.delete(id)
  engine.pages.set(id, entry)
  if (engine.pages.size > MAX_PAGES_IN_MEMORY) engine.pages.delete(engine.pages.keys().next().value as string)
}

/** The page's dictionary from KV if it is current; the language's version either way (unknown if KV failed). */
async function loadStoredPage(env: Env, lang: string, pageHash: string): Promise<{ entry?: PageEntry; version?: string }> {
  try {
    const { state, page } = await readPage(env.CACHE, lang, pageHash)
    const version = state?.version ?? INITIAL_VERSION
    if (!page || page.version !== version) return { version }
    return { version, entry: { dictionary: new Map(page.entries), complete: page.complete, version, checkedAt: Date.now(), retryAt: page.retryAt } }
  } catch (error) {
    console.error(JSON.stringify({ event: 'translation_kv_read_failed', error: String(error) }))
    return {}
  }
}

interface PageRequest {
  lang: LanguageCode
  strings: readonly string[]
  pageHash: string
  allowProvider: boolean
  /** The language's memory version the result is stored under. */
  version: string
}

/** Runs (or joins) the lookup and translation of a page, waiting for the provider at most `timeout` ms. */
async function fill(engine: Engine, env: Env, ctx: ExecutionContext | undefined, request: PageRequest, timeout: number): Promise<PageEntry> {
  const jobId = `${request.lang}:${request.pageHash}:${request.allowProvider ? 'translate' : 'lookup'}`
  let job = engine.jobs.get(jobId)
  if (!job) {
    job = startJob(engine, env, request)
    const started = job
    engine.jobs.set(jobId, started)
    void started.settled.finally(() => engine.jobs.delete(jobId))
  }
  ctx?.waitUntil(job.settled)
  const lookedUp = await job.lookedUp
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<PageEntry>((resolve) => (timer = setTimeout(() => resolve(lookedUp), timeout)))
  try {
    return await Promise.race([job.translated, deadline])
  } finally {
    clearTimeout(timer)
  }
}

function startJob(engine: Engine, env: Env, { lang, strings, pageHash, allowProvider, version }: PageRequest): Job {
  const lookedUp = lookUp(env, lang, strings, version)
  const translated = lookedUp.then(async (found) => {
    const providers = allowProvider && !engine.breakers.allOpen(engine.providers) ? engine.providers : []
    const outcome = found.missing.length
      ? await translateTexts(found.missing, lang, providers, engine.breakers, { signal: AbortSignal.timeout(BACKGROUND_LIMIT_MS) })
      : undefined
    for (const [text, { text: translated }] of outcome?.translated ?? []) found.dictionary.set(text, translated)
    const complete = found.required.every((text) => found.dictionary.has(text))
    const retryIn = engine.providers.length ? RETRY_MS : NO_PROVIDER_RETRY_MS
    const now = Date.now()
    // A crawler's partial page is retried by the next visitor; a failed translation waits a little.
    const retryAt = complete || !allowProvider ? 0 : now + retryIn
    const entry: PageEntry = { dictionary: found.dictionary, complete, version, checkedAt: now, retryAt }
    const rows: TranslationRow[] = [...(outcome?.translated ?? [])].map(([text, result]) => ({
      key: found.keys.get(text) as string,
      originalText: text,
      targetLanguage: lang,
      translatedText: result.text,
      provider: result.provider,
    }))
    return { entry, rows, lookupFailed: found.lookupFailed }
  })
  const settled = translated
    .then(async ({ entry, rows, lookupFailed }) => {
      remember(engine, `${lang}:${pageHash}`, entry)
      await persist(engine, env, lang, pageHash, entry, rows, lookupFailed)
    })
    .catch((error: unknown) => console.error(JSON.stringify({ event: 'translation_job_failed', lang, error: String(error) })))
  return { lookedUp: lookedUp.then(toEntry), translated: translated.then(({ entry }) => entry), settled }
}

interface LookedUp {
  dictionary: Map<string, string>
  /** Texts that must be translated for the page to count as complete. */
  required: string[]
  /** Texts to ask the provider for. */
  missing: string[]
  keys: Map<string, string>
  version: string
  lookupFailed: boolean
}

const toEntry = (found: LookedUp): PageEntry => ({
  dictionary: new Map(found.dictionary),
  complete: false,
  version: found.version,
  checkedAt: Date.now(),
  retryAt: 0,
})

/** One D1 query for every sendable string of the page. */
async function lookUp(env: Env, lang: LanguageCode, strings: readonly string[], version: string): Promise<LookedUp> {
  const sendable = strings.filter((text) => !skipReason(text, lang))
  const keys = new Map(await Promise.all(sendable.map(async (text) => [text, await translationKey(text, lang)] as const)))
  let hits = new Map<string, string>()
  let lookupFailed = false
  try {
    hits = await findTranslations(env.DB, [...keys.values()])
  } catch (error) {
    // SPEC §7: a lookup error is logged and treated as a miss.
    lookupFailed = true
    console.error(JSON.stringify({ event: 'translation_lookup_failed', lang, error: String(error) }))
  }
  const dictionary = new Map<string, string>()
  const missing: string[] = []
  for (const [text, key] of keys) {
    const hit = hits.get(key)
    if (hit !== undefined) dictionary.set(text, hit)
    else missing.push(text)
  }
  return {
    dictionary,
    required: sendable.filter((text) => !mayStayUnchanged(text)),
    missing,
    keys,
    version,
    lookupFailed,
  }
}

/** One D1 batch for the new rows (and, once the page is complete, whether the language is), then the KV refresh. */
async function persist(
  engine: Engine,
  env: Env,
  lang: LanguageCode,
  pageHash: string,
  entry: PageEntry,
  rows: TranslationRow[],
  lookupFailed: boolean,
): Promise<void> {
  let languageComplete = false
  if (rows.length) {
    const required = entry.complete ? await requiredKeys(engine, lang) : undefined
    const count = await saveTranslations(env.DB, rows, required)
    languageComplete = required !== undefined && count === required.length
  }
  // A page built while D1 could not be read may lack reviewed translations: keep it out of KV.
  if (lookupFailed) return
  const page: StoredPage = { version: entry.version, complete: entry.complete, entries: [...entry.dictionary], retryAt: entry.retryAt }
  await writePage(env.CACHE, lang, pageHash, page)
  if (languageComplete) {
    await writeLanguageState(env.CACHE, lang, { version: entry.version, completeFor: await siteCatalog().hash })
    engine.languages = null
  }
}

/** Keys of the site's strings that must be translated for `lang` to count as complete. */
function requiredKeys(engine: Engine, lang: string): Promise<string[]> {
  let keys = engine.requiredKeys.get(lang)
  if (!keys) {
    const texts = siteCatalog().strings.filter((text) => !skipReason(text, lang) && !mayStayUnchanged(text))
    keys = Promise.all(texts.map((text) => translationKey(text, lang)))
    engine.requiredKeys.set(lang, keys)
  }
  return keys
}

async function result(engine: Engine, env: Env, entry: PageEntry): Promise<PageTranslation> {
  const unavailable = engine.breakers.allOpen(engine.providers)
  return {
    dictionary: entry.dictionary,
    unavailable,
    unavailableLanguages: unavailable ? await incompleteLanguages(engine, env) : new Set(),
    complete: entry.complete,
  }
}

/** Languages not marked complete for the current site strings: one bulk KV read, remembered for a minute. */
async function incompleteLanguages(engine: Engine, env: Env): Promise<Set<string>> {
  const codes = LANGUAGES.map((language) => language.code).filter((code) => code !== DEFAULT_LANGUAGE)
  if (!engine.languages || Date.now() - engine.languages.checkedAt > MEMORY_TTL_MS) {
    const states = await readLanguageStates(env.CACHE, codes).catch(() => new Map<string, LanguageState | null>())
    engine.languages = { states, checkedAt: Date.now() }
  }
  const hash = await siteCatalog().hash
  return new Set(codes.filter((code) => engine.languages?.states.get(code)?.completeFor !== hash))
}
