/**
 * Login attempts: every password check is recorded (time, a keyed hash of the client's
 * network, success), and after 10 failures from one client within 15 minutes further
 * attempts are refused before any PBKDF2 work, until the oldest of those failures ages out.
 */
import { and, count, eq, gte, lt, min } from 'drizzle-orm'
import type { Database } from '../db'
import { loginAttempts, sitemapGenerations } from '../db/schema'

export const LOGIN_THROTTLE = { failures: 10, windowMs: 15 * 60 * 1000 } as const
/** Attempts are kept this long for the record, then pruned by the cron. */
export const LOGIN_ATTEMPTS_KEPT_MS = 30 * 24 * 60 * 60 * 1000

/** Seconds until the client may try again, or 0 when it may try now. */
export async function loginRetryAfter(db: Database, client: string, now: number): Promise<number> {
  const row = await db
    .select({ failures: count(), oldest: min(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.client, client), eq(loginAttempts.success, false), gte(loginAttempts.at, now - LOGIN_THROTTLE.windowMs)))
    .get()
  if (!row || row.failures < LOGIN_THROTTLE.failures || row.oldest === null) return 0
  return Math.max(1, Math.ceil((row.oldest + LOGIN_THROTTLE.windowMs - now) / 1000))
}

export async function recordLoginAttempt(db: Database, client: string, success: boolean, now: number): Promise<void> {
  await db.insert(loginAttempts).values({ at: now, client, success })
}

/** The cron's housekeeping: old login attempts and old sitemap generation records. */
export function pruneAdminRecords(db: Database, now: number) {
  return [
    db.delete(loginAttempts).where(lt(loginAttempts.at, now - LOGIN_ATTEMPTS_KEPT_MS)),
    db.delete(sitemapGenerations).where(lt(sitemapGenerations.generatedAt, now - LOGIN_ATTEMPTS_KEPT_MS)),
  ] as const
}
