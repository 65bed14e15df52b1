/**
 * The provider batcher: sends texts to the provider chain: in batches (≤50 texts, <128 KiB), a few batches
 * at a time, with retries for rate limits and server errors, a circuit breaker per
 * provider, and every result checked before it is accepted. No bindings here, so the
 * command-line tools use the same code.
 */
import { log, logFailure } from '../platform/log'
import { mapLimited, toBatches } from './batch'
import type { Breakers, CircuitBreaker } from './breaker'
import { sourceText } from '../i18n/copy'
import { chooseBranch, formatPlural, parsePlural, pluralCategories } from '../i18n/plural'
import { localeTag } from '../lib/languages'
import type { LanguageCode } from '../lib/languages'
import { mayStayUnchanged, pluralSample, rejection } from './checks'
import type { Rejection } from './checks'
import { protect, restore } from './markup'
import { ProviderError, chainFor } from './providers'
import type { Provider } from './providers'
import type { ProviderCall } from './usage'

export interface TranslateOptions {
  /** Batches of one call in flight at once. */
  concurrency?: number
  /** Retries after the first attempt, for 429, 5xx and network errors. */
  retries?: number
  /** First backoff delay; it doubles on each retry. */
  backoffMs?: number
  signal?: AbortSignal
  /** Called after each batch, for progress bars. */
  onBatch?: (done: number, total: number) => void
}

export interface TranslateOutcome {
  /** English → accepted translation, with the provider that made it. */
  translated: Map<string, { text: string; provider: string }>
  /** Texts whose result was discarded or never came: English for now, asked again later. */
  failed: Set<string>
  /** Texts the provider legitimately left unchanged (acronyms): English, not a failure. */
  unchanged: Set<string>
  requests: number
  /** What each provider was sent (characters, requests) and its last error: the admin area's usage figures. */
  usage: Map<string, ProviderCall>
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })

async function withRetry<T>(call: () => Promise<T>, retries: number, backoffMs: number, signal?: AbortSignal): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call()
    } catch (error) {
      if (!(error instanceof ProviderError) || !error.retryable || attempt >= retries || signal?.aborted) throw error
      await sleep(backoffMs * 2 ** attempt * (0.75 + Math.random() / 2), signal)
    }
  }
}

/**
 * One text as the provider gets it. A catalog entry with a context is sent without it;
 * a plural entry is sent as one branch per plural category of the target language, each
 * with a sample number of that category in place of `#`, so the provider inflects the
 * words for it ("3 pracovní dny", "5 pracovních dnů").
 */
interface Unit {
  /** The entry's key, or the key and the category for a plural branch. */
  id: string
  entry: string
  /** English as sent (before markup). */
  source: string
  sample?: string
}

const BRANCH = '\u0000'

function toUnits(entry: string, target: string): Unit[] {
  const source = sourceText(entry)
  const plural = parsePlural(source)
  if (!plural) return [{ id: entry, entry, source }]
  const locale = localeTag(target as LanguageCode)
  return pluralCategories(locale).map((category) => {
    const sample = pluralSample(category, locale)
    return { id: `${entry}${BRANCH}${category}`, entry, source: plural.before + chooseBranch(plural, sample, 'en') + plural.after, sample: String(sample) }
  })
}

/** The English a provider is sent for one entry: the text itself, or one branch per plural category of `target`. */
export function sourcesSent(entry: string, target: string): string[] {
  return toUnits(entry, target).map((unit) => unit.source)
}

/** Puts a plural entry's translated branches together again; null while one is missing. */
function assemble(entry: string, target: string, branches: ReadonlyMap<string, string>): string | null {
  const plural = parsePlural(sourceText(entry))
  if (!plural) return branches.get(entry) ?? null
  const result = new Map<string, string>()
  for (const category of pluralCategories(localeTag(target as LanguageCode))) {
    const branch = branches.get(`${entry}${BRANCH}${category}`)
    if (branch === undefined) return null
    result.set(category, branch)
  }
  return formatPlural({ before: '', after: '', arg: plural.arg, branches: result })
}

/** Translates `texts` (catalog entries, deduplicated, already filtered by `skipReason`) into `target`. */
export async function translateTexts(
  texts: readonly string[],
  target: string,
  providers: readonly Provider[],
  breakers: Breakers,
  options: TranslateOptions = {},
): Promise<TranslateOutcome> {
  const units = new Map(texts.flatMap((text) => toUnits(text, target)).map((unit) => [unit.id, unit]))
  const branches: TranslateOutcome = { translated: new Map(), failed: new Set(), unchanged: new Set(), requests: 0, usage: new Map() }
  await translateUnits(units, target, providers, breakers, branches, options)
  const outcome: TranslateOutcome = { translated: new Map(), failed: new Set(), unchanged: new Set(), requests: branches.requests, usage: branches.usage }
  const done = new Map([...branches.translated].map(([id, { text }]) => [id, text]))
  for (const text of texts) {
    const first = toUnits(text, target)[0]?.id ?? text
    const assembled = assemble(text, target, done)
    const provider = branches.translated.get(first)?.provider
    if (assembled !== null && provider && !rejection(text, assembled, target)) outcome.translated.set(text, { text: assembled, provider })
    else if (branches.unchanged.has(text)) outcome.unchanged.add(text)
    else outcome.failed.add(text)
  }
  return outcome
}

async function translateUnits(
  units: ReadonlyMap<string, Unit>,
  target: string,
  providers: readonly Provider[],
  breakers: Breakers,
  outcome: TranslateOutcome,
  options: TranslateOptions,
): Promise<void> {
  const chain = chainFor(providers, target)
  const batches = toBatches([...units.keys()])
  let done = 0
  await mapLimited(batches, options.concurrency ?? 3, async (batch) => {
    let pending = batch
    for (const provider of chain) {
      if (!pending.length) break
      pending = await tryProvider(provider, pending, units, target, breakers.for(provider.name), outcome, options)
    }
    for (const text of pending) outcome.failed.add(text)
    options.onBatch?.(++done, batches.length)
  })
}

/** One provider's attempt at a batch; returns the texts it did not translate acceptably. */
async function tryProvider(
  provider: Provider,
  texts: readonly string[],
  units: ReadonlyMap<string, Unit>,
  target: string,
  breaker: CircuitBreaker,
  outcome: TranslateOutcome,
  options: TranslateOptions,
): Promise<string[]> {
  if (options.signal?.aborted || !breaker.tryAcquire()) return [...texts]
  const protectedTexts = texts.map((id) => {
    const unit = units.get(id) as Unit
    return protect(unit.source, provider.format, unit.sample)
  })
  const usage: ProviderCall = outcome.usage.get(provider.name) ?? { characters: 0, requests: 0 }
  outcome.usage.set(provider.name, usage)
  let results: string[]
  try {
    results = await withRetry(
      () => {
        outcome.requests++
        usage.requests++
        return provider.translate(
          protectedTexts.map((item) => item.markup),
          target,
          options.signal,
        )
      },
      options.retries ?? 2,
      options.backoffMs ?? 200,
      options.signal,
    )
  } catch (error) {
    breaker.recordFailure()
    usage.error = String(error).slice(0, 300)
    usage.pausedUntil = breaker.pausedUntil
    logFailure('translation_provider_failed', error, { provider: provider.name, target })
    return [...texts]
  }
  // The provider answered, so it translated (and bills) these characters; a failed call counts none.
  usage.characters += protectedTexts.reduce((sum, item) => sum + item.markup.length, 0)
  usage.answered = true

  const rejected: string[] = []
  const reasons: Partial<Record<Rejection, number>> = {}
  let accepted = 0
  texts.forEach((text, index) => {
    const unit = units.get(text) as Unit
    const restored = restore(results[index] ?? '', protectedTexts[index]?.pieces ?? [])
    // A branch is checked as plain text; the put-together plural is checked as a whole.
    const reason = rejection(unit.sample === undefined ? unit.entry : unit.source, restored, target)
    if (!reason && restored !== null) {
      outcome.translated.set(text, { text: restored, provider: provider.name })
      accepted++
    } else if (reason === 'unchanged' && mayStayUnchanged(unit.entry)) {
      outcome.unchanged.add(unit.entry)
    } else {
      rejected.push(text)
      if (reason) reasons[reason] = (reasons[reason] ?? 0) + 1
    }
  })
  if (rejected.length) log('translation_rejected', { provider: provider.name, target, reasons }, 'warn')
  // A call whose every answer was unusable is a provider failure; acronyms left as they are are not.
  if (rejected.length && !accepted) breaker.recordFailure()
  else breaker.recordSuccess()
  usage.pausedUntil = breaker.pausedUntil
  return rejected
}
