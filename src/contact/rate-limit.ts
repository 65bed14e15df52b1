/** Contact submissions allowed per client in one window. */
export const CONTACT_RATE_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000 } as const

/** Challenges a client may draw per window: generous, since a page view or 'New Problem' draws one. */
export const CHALLENGE_RATE_LIMIT = { limit: 60, windowMs: 10 * 60 * 1000 } as const

/**
 * Counts one hit for `key` in a fixed window, in a single statement (D1 is the one
 * consistent store; KV counters would lag by a minute). Returns whether the hit is
 * within the limit. A D1 failure propagates.
 */
export async function hitRateLimit(db: D1Database, key: string, { limit, windowMs }: { limit: number; windowMs: number }, now = Date.now()): Promise<boolean> {
  const windowStart = now - (now % windowMs)
  // In an UPDATE every expression reads the old row, so `window_start` below is the stored one.
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN window_start = ?2 THEN count + 1 ELSE 1 END,
         window_start = ?2
       RETURNING count`,
    )
    .bind(key, windowStart)
    .first<{ count: number }>()
  return (row?.count ?? 1) <= limit
}

/** Drops counters of windows that are over. */
export async function deleteStaleRateLimits(db: D1Database, olderThanMs: number, now = Date.now()): Promise<void> {
  await db
    .prepare('DELETE FROM rate_limits WHERE window_start < ?')
    .bind(now - olderThanMs)
    .run()
}
