import { lt, sql } from 'drizzle-orm'
import type { Database } from '../db'
import { rateLimits } from '../db/schema'

export interface RateLimit {
  /** Hits allowed per window. */
  limit: number
  windowMs: number
}

/**
 * Counts one hit for `key` in a fixed window, in a single statement (D1 is the one
 * consistent store; KV counters would lag by a minute). Returns whether the hit is
 * within the limit. A D1 failure propagates.
 */
export async function hitRateLimit(db: Database, key: string, { limit, windowMs }: RateLimit, now = Date.now()): Promise<boolean> {
  const windowStart = now - (now % windowMs)
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
    })
    .returning({ count: rateLimits.count })
    .get()
  return (row?.count ?? 1) <= limit
}

/** Drops counters of windows that are over. */
export async function deleteStaleRateLimits(db: Database, olderThanMs: number, now = Date.now()): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, now - olderThanMs))
}
