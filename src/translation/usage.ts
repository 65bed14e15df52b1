/**
 * Characters and requests sent to each translation provider per month, and its last
 * error, for the admin area's provider health. Written in the same D1 batch as the
 * translations a call produced, so counting costs no extra round trip.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../db'
import { providerUsage } from '../db/schema'

/** The month usage is counted in, `YYYY-MM` (UTC). */
export const usageMonth = (now: number) => new Date(now).toISOString().slice(0, 7)

/** Per provider: characters and requests sent by one call of the batcher, and its last error. */
export type ProviderCalls = ReadonlyMap<string, ProviderCall>
export interface ProviderCall {
  characters: number
  requests: number
  error?: string
}

/** Adds a call's characters and requests to each provider's month, and records its last error. */
export function usageStatements(db: Database, usage: ProviderCalls, now = Date.now()) {
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
      })
      .onConflictDoUpdate({
        target: [providerUsage.provider, providerUsage.month],
        set: {
          characters: sql`${providerUsage.characters} + excluded.characters`,
          requests: sql`${providerUsage.requests} + excluded.requests`,
          lastError: sql`coalesce(excluded.last_error, ${providerUsage.lastError})`,
          lastErrorAt: sql`coalesce(excluded.last_error_at, ${providerUsage.lastErrorAt})`,
        },
      }),
  )
}
