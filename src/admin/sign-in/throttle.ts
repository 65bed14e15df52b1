/**
 * Login throttling. Every attempt is recorded as a failure *before* any password work,
 * by the same statement that tests the limit, so guesses sent in parallel cannot all
 * read "under the limit" before any of them is counted: D1 runs one statement at a time,
 * and after 10 failures from one client within 15 minutes the insert simply inserts
 * nothing. A correct password then turns its own attempt into a success.
 *
 * The client is a keyed hash of the network (IPv6 by /64), or of a browser that has
 * signed in here before (`trusted device`, see `device.ts`): a neighbour behind the same
 * NAT who exhausts the network's attempts does not lock out the owner's own browser.
 */
import { and, count, eq, gte, lt, min, sql } from 'drizzle-orm'
import type { Database } from '../../db'
import { loginAttempts, sitemapGenerations } from '../../db/schema'

const LOGIN_THROTTLE = { failures: 10, windowMs: 15 * 60 * 1000 } as const
/** Attempts are kept this long for the record, then pruned by the cron. */
const LOGIN_ATTEMPTS_KEPT_MS = 30 * 24 * 60 * 60 * 1000

/** Counts an attempt as failed if the client is under the limit; its id, or null when the client must wait. */
export async function claimAttempt(db: Database, client: string, now: number): Promise<number | null> {
  const since = now - LOGIN_THROTTLE.windowMs
  const rows = await db.all<{ id: number }>(sql`
    INSERT INTO ${loginAttempts} (at, client, success)
    SELECT ${now}, ${client}, 0
    WHERE (SELECT count(*) FROM ${loginAttempts} WHERE client = ${client} AND success = 0 AND at >= ${since}) < ${LOGIN_THROTTLE.failures}
    RETURNING id`)
  return rows[0]?.id ?? null
}

/** The attempt turned out right: it no longer counts against the client. */
export async function markSucceeded(db: Database, id: number): Promise<void> {
  await db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, id))
}

/** Seconds until a throttled client may try again (at least 1). */
export async function retryAfter(db: Database, client: string, now: number): Promise<number> {
  const row = await db
    .select({ failures: count(), oldest: min(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.client, client), eq(loginAttempts.success, false), gte(loginAttempts.at, now - LOGIN_THROTTLE.windowMs)))
    .get()
  return Math.max(1, Math.ceil(((row?.oldest ?? now) + LOGIN_THROTTLE.windowMs - now) / 1000))
}

/** The cron's housekeeping: old login attempts and old sitemap generation records. */
export function pruneAdminRecords(db: Database, now: number) {
  return [
    db.delete(loginAttempts).where(lt(loginAttempts.at, now - LOGIN_ATTEMPTS_KEPT_MS)),
    db.delete(sitemapGenerations).where(lt(sitemapGenerations.generatedAt, now - LOGIN_ATTEMPTS_KEPT_MS)),
  ] as const
}
