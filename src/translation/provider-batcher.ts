/**
 * The provider batcher: sends texts to the provider chain: in batches (≤50 texts, <128 KiB), a few batches
 * at a time, with retries for rate limits and server errors, a circuit breaker per
 * provider, and every result checked before it is accepted. No bindings here, so the
 * command-line tools use the same code.
 */
import { log } from '../platform/log'
import { mapLimited, toBatches } from './batch'
import type { Breakers, CircuitBreaker } from './breaker'
import { mayStayUnchanged, rejection } from './checks'
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

/** Translates `texts` (English, deduplicated, already filtered by `skipReason`) into `target`. */
export async function translateTexts(
  texts: readonly string[],
  target: string,
  providers: readonly Provider[],
  breakers: Breakers,
  options: TranslateOptions = {},
): Promise<TranslateOutcome> {
  const outcome: TranslateOutcome = { translated: new Map(), failed: new Set(), unchanged: new Set(), requests: 0, usage: new Map() }
  const chain = chainFor(providers, target)
  const batches = toBatches(texts)
  let done = 0
  await mapLimited(batches, options.concurrency ?? 3, async (batch) => {
    let pending = batch
    for (const provider of chain) {
      if (!pending.length) break
      pending = await tryProvider(provider, pending, target, breakers.for(provider.name), outcome, options)
    }
    for (const text of pending) outcome.failed.add(text)
    options.onBatch?.(++done, batches.length)
  })
  return outcome
}

/** One provider's attempt at a batch; returns the texts it did not translate acceptably. */
async function tryProvider(
  provider: Provider,
  texts: readonly string[],
  target: string,
  breaker: CircuitBreaker,
  outcome: TranslateOutcome,
  options: TranslateOptions,
): Promise<string[]> {
  if (options.signal?.aborted || !breaker.tryAcquire()) return [...texts]
  const protectedTexts = texts.map((text) => protect(text, provider.format))
  const usage = outcome.usage.get(provider.name) ?? { characters: 0, requests: 0 }
  outcome.usage.set(provider.name, usage)
  const characters = protectedTexts.reduce((sum, item) => sum + item.markup.length, 0)
  let results: string[]
  try {
    results = await withRetry(
      () => {
        outcome.requests++
        usage.requests++
        usage.characters += characters
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
    log('translation_provider_failed', { provider: provider.name, target, error: String(error) }, 'error')
    return [...texts]
  }

  const rejected: string[] = []
  const reasons: Partial<Record<Rejection, number>> = {}
  let accepted = 0
  texts.forEach((text, index) => {
    const restored = restore(results[index] ?? '', protectedTexts[index]?.pieces ?? [])
    const reason = rejection(text, restored, target)
    if (!reason && restored !== null) {
      outcome.translated.set(text, { text: restored, provider: provider.name })
      accepted++
    } else if (reason === 'unchanged' && mayStayUnchanged(text)) {
      outcome.unchanged.add(text)
    } else {
      rejected.push(text)
      if (reason) reasons[reason] = (reasons[reason] ?? 0) + 1
    }
  })
  if (rejected.length) log('translation_rejected', { provider: provider.name, target, reasons }, 'warn')
  // A call whose every answer was unusable is a provider failure; acronyms left as they are are not.
  if (rejected.length && !accepted) breaker.recordFailure()
  else breaker.recordSuccess()
  return rejected
}
