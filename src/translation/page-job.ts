/**
 * The lookup and translation of one page, run once per isolate however many requests
 * need it at the same moment: D1 for every sendable string (one query), the provider
 * for what is missing (batched), then one write-back (a D1 batch and the KV page).
 * Requests wait for the provider only up to a deadline; what is not back by then is
 * English on this response and finished in the background for the next one.
 */
import { database } from '../db'
import type { LanguageCode } from '../lib/languages'
import { clock } from '../platform/clock'
import { logFailure } from '../platform/log'
import { mayStayUnchanged, skipReason } from './checks'
import { requiredKeys } from './completeness'
import { saveTranslations } from './d1'
import type { TranslationWrite } from './d1'
import { findTranslations } from './d1'
import { rememberPage, siteCatalog } from './isolate'
import type { EngineState, PageEntry, PageJob } from './isolate'
import { translationKey } from './keys'
import { writeLanguageState, writePage } from './kv'
import { translateTexts } from './provider-batcher'
import { usageStatements } from './usage'
import type { ProviderCalls } from './usage'

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
export async function awaitPageJob(
  engine: EngineState,
  env: Env,
  ctx: ExecutionContext | undefined,
  request: PageRequest,
  timeoutMs: number,
): Promise<PageEntry> {
  const jobId = `${request.lang}:${request.pageHash}:${request.allowProvider ? 'translate' : 'lookup'}`
  let job = engine.jobs.get(jobId)
  if (!job) {
    const started = startJob(engine, env, request)
    engine.jobs.set(jobId, started)
    void started.settled.finally(() => engine.jobs.delete(jobId))
    job = started
  }
  ctx?.waitUntil(job.settled)
  const lookedUp = await job.lookedUp
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<PageEntry>((resolve) => (timer = setTimeout(() => resolve(lookedUp), timeoutMs)))
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

function startJob(engine: EngineState, env: Env, { lang, strings, pageHash, allowProvider, version, publishedRevision }: PageRequest): PageJob {
  const lookedUp = lookUp(env, lang, strings, version, publishedRevision)
  const translated = lookedUp.then(async (found) => {
    const providers = allowProvider && !engine.breakers.allOpen(engine.providers) ? engine.providers : []
    const outcome = found.missing.length
      ? await translateTexts(found.missing, lang, providers, engine.breakers, { signal: AbortSignal.timeout(BACKGROUND_LIMIT_MS) })
      : undefined
    for (const [text, { text: translation }] of outcome?.translated ?? []) found.dictionary.set(text, translation)
    const complete = found.required.every((text) => found.dictionary.has(text))
    const now = clock.now()
    // A crawler's partial page is retried by the next visitor; a failed translation waits a little.
    const retryAt = complete || !allowProvider ? 0 : now + (engine.providers.length ? RETRY_MS : NO_PROVIDER_RETRY_MS)
    const entry: PageEntry = { dictionary: found.dictionary, complete, version, publishedRevision, checkedAt: now, retryAt }
    const rows: TranslationWrite[] = [...(outcome?.translated ?? [])].map(([text, result]) => ({
      key: found.keys.get(text) as string,
      originalText: text,
      targetLanguage: lang,
      translatedText: result.text,
      provider: result.provider,
    }))
    return { entry, rows, lookupFailed: found.lookupFailed, usage: outcome?.usage }
  })
  const settled = translated
    .then(async ({ entry, rows, lookupFailed, usage }) => {
      rememberPage(engine, `${lang}:${pageHash}`, entry)
      await persist(engine, env, lang, pageHash, entry, rows, lookupFailed, usage)
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
async function lookUp(env: Env, lang: LanguageCode, strings: readonly string[], version: string, publishedRevision: number | undefined): Promise<LookedUp> {
  const sendable = strings.filter((text) => !skipReason(text, lang))
  const keys = new Map(await Promise.all(sendable.map(async (text) => [text, await translationKey(text, lang)] as const)))
  let hits = new Map<string, string>()
  let lookupFailed = false
  try {
    hits = await findTranslations(database(env.DB), lang, [...keys.values()], publishedRevision)
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

/** One D1 batch for the new rows (and, once the page is complete, whether the language is), then the KV refresh. */
async function persist(
  engine: EngineState,
  env: Env,
  lang: LanguageCode,
  pageHash: string,
  entry: PageEntry,
  rows: TranslationWrite[],
  lookupFailed: boolean,
  usage: ProviderCalls = new Map(),
): Promise<void> {
  let languageComplete = false
  if (rows.length || usage.size) {
    const required = rows.length && entry.complete ? await requiredKeys(engine, lang) : undefined
    const db = database(env.DB)
    const count = await saveTranslations(db, rows, required && { lang, keys: required }, usageStatements(db, usage))
    languageComplete = required !== undefined && count === required.length
  }
  // A page built while D1 could not be read may lack reviewed translations: keep it out of KV.
  if (lookupFailed) return
  await writePage(env.CACHE, lang, pageHash, { version: entry.version, complete: entry.complete, entries: [...entry.dictionary], retryAt: entry.retryAt })
  if (languageComplete) {
    await writeLanguageState(env.CACHE, lang, { version: entry.version, completeFor: await siteCatalog().hash, publishedRevision: entry.publishedRevision })
    engine.languages = null
  }
}
