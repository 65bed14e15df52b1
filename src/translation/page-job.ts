/**
 * The lookup and translation of one page, run once per isolate however many requests
 * need it at the same moment: D1 for every sendable string (one query), the provider
 * for what is missing (batched), then one write-back (a D1 batch and the KV page).
 * Requests wait for the provider only up to a deadline; what is not back by then is
 * English on this response and finished in the background for the next one.
 */
import type { LanguageCode } from '../lib/languages'
import { clock } from '../platform/clock'
import { logFailure } from '../platform/log'
import { mayStayUnchanged, skipReason } from './checks'
import { requiredKeys } from './completeness'
import { findTranslations } from './d1'
import { rememberPage, siteCatalog } from './isolate'
import type { EngineContext, PageEntry, PageJob } from './isolate'
import { translationKey } from './keys'
import { writeLanguageState, writePage } from './kv'
import { translateAndStore } from './store'

/** A partly translated page is looked up again after this long (provider failed or was slow). */
const RETRY_MS = 30_000
/** With no provider configured, only an import can add translations: look again rarely. */
const NO_PROVIDER_RETRY_MS = 10 * 60_000
/** Background provider work gives up after this long. */
const BACKGROUND_LIMIT_MS = 25_000

export interface PageRequest {
  lang: LanguageCode
  strings: readonly string[]
  pageHash: string
  /** False for crawlers: they get what is stored, never a paid translation. */
  allowProvider: boolean
  /** The language's memory version the result is stored under. */
  version: string
  /** That version's last published revision: D1 is read as of it. */
  publishedRevision?: number
}

/** Runs (or joins) the page's job and waits for the provider at most `timeoutMs`. */
export async function awaitPageJob(engine: EngineContext, ctx: ExecutionContext | undefined, request: PageRequest): Promise<PageEntry> {
  const jobId = `${request.lang}:${request.pageHash}:${request.allowProvider ? 'translate' : 'lookup'}`
  const { jobs } = engine.state
  let job = jobs.get(jobId)
  if (!job) {
    const started = startJob(engine, request)
    jobs.set(jobId, started)
    void started.settled.finally(() => jobs.delete(jobId))
    job = started
  }
  ctx?.waitUntil(job.settled)
  const lookedUp = await job.lookedUp
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<PageEntry>((resolve) => (timer = setTimeout(() => resolve(lookedUp), engine.timeoutMs)))
  try {
    return await Promise.race([job.translated, deadline])
  } finally {
    clearTimeout(timer)
  }
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

function startJob(engine: EngineContext, { lang, strings, pageHash, allowProvider, version, publishedRevision }: PageRequest): PageJob {
  const { state } = engine
  const lookedUp = lookUp(engine, lang, strings, version, publishedRevision)
  const translated = lookedUp.then(async (found) => {
    const isComplete = (translations: ReadonlyMap<string, unknown>) => found.required.every((text) => found.dictionary.has(text) || translations.has(text))
    const { translated: results, stored } = await translateAndStore(engine, found.missing, lang, {
      signal: AbortSignal.timeout(BACKGROUND_LIMIT_MS),
      useProviders: allowProvider && !state.breakers.allOpen(state.providers),
      keys: found.keys,
      required: (translations) => (isComplete(translations) ? requiredKeys(state, lang) : undefined),
    })
    for (const [text, { text: translation }] of results) found.dictionary.set(text, translation)
    const complete = isComplete(results)
    const now = clock.now()
    // A crawler's partial page is retried by the next visitor; a failed translation waits a little.
    const retryAt = complete || !allowProvider ? 0 : now + (state.providers.length ? RETRY_MS : NO_PROVIDER_RETRY_MS)
    const entry: PageEntry = { dictionary: found.dictionary, complete, version, publishedRevision, checkedAt: now, retryAt }
    return { entry, stored, lookupFailed: found.lookupFailed }
  })
  const settled = translated
    .then(async ({ entry, stored, lookupFailed }) => {
      rememberPage(state, `${lang}:${pageHash}`, entry)
      await persist(engine, lang, pageHash, entry, stored, lookupFailed)
    })
    .catch((error: unknown) => logFailure('translation_job_failed', error, { lang }))
  const firstEntry = (found: LookedUp): PageEntry => ({
    dictionary: new Map(found.dictionary),
    complete: false,
    version: found.version,
    publishedRevision,
    checkedAt: clock.now(),
    retryAt: 0,
  })
  return { lookedUp: lookedUp.then(firstEntry), translated: translated.then(({ entry }) => entry), settled }
}

/** One D1 query for every sendable string of the page. */
async function lookUp(
  { db }: EngineContext,
  lang: LanguageCode,
  strings: readonly string[],
  version: string,
  publishedRevision: number | undefined,
): Promise<LookedUp> {
  const sendable = strings.filter((text) => !skipReason(text, lang))
  const keys = new Map(await Promise.all(sendable.map(async (text) => [text, await translationKey(text, lang)] as const)))
  let hits = new Map<string, string>()
  let lookupFailed = false
  try {
    hits = await findTranslations(db, lang, [...keys.values()], publishedRevision)
  } catch (error) {
    // A lookup error is logged and treated as a miss: the page is served in English.
    lookupFailed = true
    logFailure('translation_lookup_failed', error, { lang })
  }
  const dictionary = new Map<string, string>()
  const missing: string[] = []
  const { memoryOnly } = siteCatalog()
  for (const [text, key] of keys) {
    const hit = hits.get(key)
    if (hit !== undefined) dictionary.set(text, hit)
    else if (!memoryOnly.has(text)) missing.push(text)
  }
  // Legal text missing from the memory stays English on purpose: the page is complete without it.
  const required = sendable.filter((text) => !mayStayUnchanged(text) && (!memoryOnly.has(text) || dictionary.has(text)))
  return { dictionary, required, missing, keys, version, lookupFailed }
}

/** Once the new rows are stored (with, once the page is complete, whether the language is), the KV refresh. */
async function persist(
  { state, kv }: EngineContext,
  lang: LanguageCode,
  pageHash: string,
  entry: PageEntry,
  stored: Promise<number | undefined>,
  lookupFailed: boolean,
): Promise<void> {
  const count = await stored
  const languageComplete = count !== undefined && count === (await requiredKeys(state, lang)).length
  // A page built while D1 could not be read may lack reviewed translations: keep it out of KV.
  if (lookupFailed) return
  await writePage(kv, lang, pageHash, { version: entry.version, complete: entry.complete, entries: [...entry.dictionary], retryAt: entry.retryAt })
  if (languageComplete) {
    await writeLanguageState(kv, lang, { version: entry.version, completeFor: await siteCatalog().hash, publishedRevision: entry.publishedRevision })
    state.languages = null
  }
}
