/**
 * Per provider and month: the characters of the calls it answered (what it bills; a
 * failed call counts none), the requests made, its last error and last answer, and until
 * when its circuit breaker paused it, for the console's provider health. Written in the
 * same D1 batch as the translations a call produced, so counting costs no extra round trip.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../db'
import { providerUsage } from '../db/schema'
import { clock } from '../platform/clock'

/** The month usage is counted in, `YYYY-MM` (UTC). */
export const usageMonth = (now: number) => new Date(now).toISOString().slice(0, 7)

/** Per provider: what one call of the batcher did with it. */
export type ProviderCalls = ReadonlyMap<string, ProviderCall>
export interface ProviderCall {
  /** Characters of the requests it answered. */
  characters: number
  /** Requests made, answered or not. */
  requests: number
  /** The last failure of a request, if one failed. */
  error?: string
  /** Whether it answered at least one request. */
  answered?: boolean
  /** Until when its circuit breaker refuses calls after this one, or null. */
  pausedUntil?: number | null
}

/** Adds a call's characters and requests to each provider's month, and records its last error, last answer and pause. */
export function usageStatements(db: Database, usage: ProviderCalls, now = clock.now()) {
  return [...usage].map(([provider, call]) =>
    db
      .insert(providerUsage)
      .values({
        provider,
        month: usageMonth(now),
        characters: call.characters,
        requests: call.requests,
        lastError: call.error ?? null,
        lastErrorAt: call.error ? now : null,
        lastSuccessAt: call.answered ? now : null,
        pausedUntil: call.pausedUntil ?? null,
      })
      .onConflictDoUpdate({
        target: [providerUsage.provider, providerUsage.month],
        set: {
          characters: sql`${providerUsage.characters} + excluded.characters`,
          requests: sql`${providerUsage.requests} + excluded.requests`,
          lastError: sql`coalesce(excluded.last_error, ${providerUsage.lastError})`,
          lastErrorAt: sql`coalesce(excluded.last_error_at, ${providerUsage.lastErrorAt})`,
          lastSuccessAt: sql`coalesce(excluded.last_success_at, ${providerUsage.lastSuccessAt})`,
          // The breaker's state after this call: a pause it opened, or none once it let a call through.
          pausedUntil: sql`excluded.paused_until`,
        },
      }),
  )
}
