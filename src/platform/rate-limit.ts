import { lt, sql } from 'drizzle-orm'
import type { Database } from '../db'
import { rateLimits } from '../db/schema'
import { clock } from './clock'

export interface RateLimit {
  /** Hits allowed per window. */
  limit: number
  windowMs: number
}

export interface RateLimitOutcome {
  allowed: boolean
  /** Seconds until the current window ends: the `Retry-After` of a refusal. */
  retryAfter: number
}

/** Keys this isolate already saw over their limit, with the end of that window. */
const overLimit = new Map<string, number>()
const OVER_LIMIT_MEMORY = 10_000

/**
 * Counts one hit for `key` in a fixed window, in a single statement (D1 is the one
 * consistent store; KV counters would lag by a minute). A key that is over its limit
 * costs no write: the upsert's WHERE leaves the row as it is and returns nothing, and
 * this isolate then answers the key's later hits in that window from memory, without
 * asking D1 at all. A D1 failure propagates.
 */
export async function hitRateLimit(db: Database, key: string, { limit, windowMs }: RateLimit, now = clock.now()): Promise<RateLimitOutcome> {
  const windowStart = now - (now % windowMs)
  const windowEnd = windowStart + windowMs
  const retryAfter = Math.max(1, Math.ceil((windowEnd - now) / 1000))
  const blockedUntil = overLimit.get(key)
  if (blockedUntil !== undefined) {
    if (blockedUntil > now) return { allowed: false, retryAfter }
    overLimit.delete(key)
  }
  // In an UPDATE every expression reads the old row, so `window_start` below is the stored one.
  const row = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} = ${windowStart} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart,
      },
      setWhere: sql`${rateLimits.windowStart} <> ${windowStart} OR ${rateLimits.count} < ${limit}`,
    })
    .returning({ count: rateLimits.count })
    .get()
  if (row) return { allowed: true, retryAfter }
  if (overLimit.size >= OVER_LIMIT_MEMORY) overLimit.delete(overLimit.keys().next().value ?? '')
  overLimit.set(key, windowEnd)
  return { allowed: false, retryAfter }
}

/** Drops counters of windows that are over. */
export async function deleteStaleRateLimits(db: Database, olderThanMs: number, now = clock.now()): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, now - olderThanMs))
}
