/**
 * Translating again with the configured provider: one step of it (never to a reviewed
 * string), and the providers' health as the owner reads it.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db'
import { providerUsage } from '../../db/schema'
import type { LanguageCode } from '../../lib/languages'
import { translationEngine } from '../../engine'
import { usageMonth } from '../../translation'

/** What one step of translating again did. */
export interface RetranslateOutcome {
  /** Strings stored with a new machine translation (published with the language's next batch). */
  translated: number
  /** Why no provider answered, when none did: its last error, or that every one is paused. Null when a provider answered. */
  error: string | null
  /** Until when the chain's breakers refuse calls after this step, or null. */
  pausedUntil: number | null
}

/** Said of a step no provider was asked in: every breaker of the chain was open. */
export const PAUSED_ERROR = 'paused after repeated failures'

/**
 * Translates `texts` again with the configured provider, stores what passes the checks
 * (reviewed rows stay as they are) and publishes the language (batched) when something changed.
 * A step in which no provider answered is a failure, with the reason.
 */
export async function retranslate(env: Env, _db: Database, lang: LanguageCode, texts: readonly string[]): Promise<RetranslateOutcome> {
  const engine = translationEngine(env)
  if (!engine.providers.length || !texts.length) return { translated: 0, error: null, pausedUntil: null }
  const outcome = await engine.translateAndStore(texts, lang, { signal: AbortSignal.timeout(20_000) })
  await outcome.stored
  if (outcome.translated.size) await engine.publishLanguage(lang)
  const calls = [...outcome.usage.values()]
  const answered = calls.some((call) => call.answered)
  const paused = engine.providers.map((provider) => engine.pausedUntil(provider))
  return {
    translated: outcome.translated.size,
    error: answered ? null : (calls.findLast((call) => call.error)?.error ?? PAUSED_ERROR),
    pausedUntil: paused.every((until) => until !== null) ? Math.min(...(paused as number[])) : null,
  }
}

export type ProviderState = { kind: 'working' } | { kind: 'failing' } | { kind: 'paused'; until: number }

export interface ProviderHealth {
  name: string
  state: ProviderState
  /** Characters it translated this month (a failed call counts none). */
  characters: number
  lastError: string | null
  lastErrorAt: number | null
}

/**
 * The configured providers as this month's usage records them: paused while its breaker
 * refuses calls (here or in the invocation that recorded the pause), failing while its
 * last error is newer than its last answer, else working.
 */
export async function providerHealth(env: Env, db: Database, now: number): Promise<ProviderHealth[]> {
  const engine = translationEngine(env)
  const names = engine.providers
  if (!names.length) return []
  const rows = await db
    .select()
    .from(providerUsage)
    .where(and(inArray(providerUsage.provider, names), eq(providerUsage.month, usageMonth(now))))
  return names.map((name) => {
    const month = rows.find((row) => row.provider === name)
    const pausedUntil = Math.max(engine.pausedUntil(name) ?? 0, month?.pausedUntil ?? 0)
    const failing = month?.lastErrorAt != null && month.lastErrorAt > (month.lastSuccessAt ?? 0)
    const state: ProviderState = pausedUntil > now ? { kind: 'paused', until: pausedUntil } : failing ? { kind: 'failing' } : { kind: 'working' }
    return { name, state, characters: month?.characters ?? 0, lastError: month?.lastError ?? null, lastErrorAt: month?.lastErrorAt ?? null }
  })
}
