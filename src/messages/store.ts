/**
 * Contact submissions in D1: stored before the visitor hears "received" (already claimed
 * by the request that delivers it), and claimed again for each retry with one-statement
 * claims (`UPDATE … RETURNING`), so two workers never send the same submission at once.
 */
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm'
import type { Database } from '../db'
import { contactSubmissions, privacyRequests, rateLimits } from '../db/schema'
import type { Submission } from '../db/schema'
import type { ContactRequest } from '../lib/contact-schema'
import { recognisePrivacyRequest } from './privacy-phrases'
import { openedRequest } from './privacy-requests'
import { looksLikeSpam } from './spam'
import { clock } from '../platform/clock'

export type { Submission }

/** Attempts before a submission is given up as `dead` (it stays stored for the admin inbox). */
export const MAX_DELIVERY_ATTEMPTS = 10

/** How long a claimed submission is reserved for the worker that claimed it. */
const DELIVERY_LOCK_MS = 2 * 60 * 1000

export type SubmissionInput = Omit<ContactRequest, 'captchaToken' | 'captchaAnswer' | 'website'> & { userAgent: string | null }

function newSubmission(input: SubmissionInput, now: number) {
  return {
    id: crypto.randomUUID(),
    createdAt: now,
    fullName: input.fullName,
    companyName: input.companyName,
    email: input.email,
    phoneNumber: input.phoneNumber,
    helpWith: input.helpWith,
    challenge: input.challenge,
    language: input.language,
    page: input.page,
    userAgent: input.userAgent,
    deliveryStatus: 'pending' as const,
    attempts: 0,
    nextAttemptAt: now,
    spam: looksLikeSpam(input),
  }
}

/**
 * Stores a new submission, and in the same batch the privacy request its message makes,
 * when the phrase rules recognise one (so the request's month is counted from the start).
 */
async function insertSubmission(db: Database, row: ReturnType<typeof newSubmission> & { lockedUntil?: number }): Promise<Submission> {
  const insert = db.insert(contactSubmissions).values(row).returning()
  const kind = recognisePrivacyRequest(row.challenge)
  if (!kind) return insert.get()
  const [[stored]] = await db.batch([insert, db.insert(privacyRequests).values(openedRequest(row, kind, 'recognised'))])
  return stored as Submission
}

/** Stores a submission, pending and due now. Only after this resolves may the visitor hear "received". */
export async function saveSubmission(db: Database, input: SubmissionInput, now = clock.now()): Promise<string> {
  return (await insertSubmission(db, newSubmission(input, now))).id
}

/**
 * Stores a submission already claimed for delivery, in the one write: the request that
 * received it delivers it without a claim of its own, and a cron run leaves it alone
 * until the claim lapses (`DELIVERY_LOCK_MS`), then retries it if it is still pending.
 */
export async function saveClaimedSubmission(db: Database, input: SubmissionInput, now = clock.now()): Promise<Submission> {
  return insertSubmission(db, { ...newSubmission(input, now), lockedUntil: now + DELIVERY_LOCK_MS })
}

/** Pending, due and not reserved by another worker. */
const claimable = (now: number) =>
  and(
    eq(contactSubmissions.deliveryStatus, 'pending'),
    lte(contactSubmissions.nextAttemptAt, now),
    or(isNull(contactSubmissions.lockedUntil), lte(contactSubmissions.lockedUntil, now)),
  )

/**
 * Claims one pending, due, unlocked submission for delivery. D1 runs writes one at a
 * time, so of two concurrent claims exactly one gets the row.
 */
export async function claimSubmission(db: Database, id: string, now = clock.now()): Promise<Submission | null> {
  const row = await db
    .update(contactSubmissions)
    .set({ lockedUntil: now + DELIVERY_LOCK_MS })
    .where(and(eq(contactSubmissions.id, id), claimable(now)))
    .returning()
    .get()
  return row ?? null
}

/** Claims up to `limit` due submissions, oldest due first, in one statement. */
export async function claimDueSubmissions(db: Database, limit: number, now = clock.now()): Promise<Submission[]> {
  const due = db.select({ id: contactSubmissions.id }).from(contactSubmissions).where(claimable(now)).orderBy(contactSubmissions.nextAttemptAt).limit(limit)
  return db
    .update(contactSubmissions)
    .set({ lockedUntil: now + DELIVERY_LOCK_MS })
    .where(sql`${contactSubmissions.id} IN ${due}`)
    .returning()
}

/** Records that the business notification went out, right after it did. */
export async function markNotificationSent(db: Database, id: string, now = clock.now()): Promise<void> {
  await db.update(contactSubmissions).set({ notificationSentAt: now }).where(eq(contactSubmissions.id, id))
}

/**
 * Every message is out: the submission is done and unlocked, in one statement that also
 * records the notification when it went out in this same attempt.
 */
export async function markDelivered(db: Database, id: string, confirmationSentAt: number | null, notificationSentAt: number | null = null): Promise<void> {
  await db
    .update(contactSubmissions)
    .set({
      deliveryStatus: 'sent',
      notificationSentAt: sql`COALESCE(${notificationSentAt}, ${contactSubmissions.notificationSentAt})`,
      confirmationSentAt: sql`COALESCE(${confirmationSentAt}, ${contactSubmissions.confirmationSentAt})`,
      lockedUntil: null,
      lastError: null,
    })
    .where(eq(contactSubmissions.id, id))
}

/**
 * A send failed: count the attempt, schedule the next one with exponential backoff
 * (5 min, 10 min, 20 min, … capped at 12 h), or give up as `dead` after the last.
 */
export async function markAttemptFailed(db: Database, row: Submission, error: string, now = clock.now()): Promise<void> {
  const attempts = row.attempts + 1
  await db
    .update(contactSubmissions)
    .set({
      attempts,
      nextAttemptAt: now + retryDelayMs(attempts),
      lastError: error.slice(0, 200),
      lockedUntil: null,
      deliveryStatus: attempts >= MAX_DELIVERY_ATTEMPTS ? 'dead' : 'pending',
    })
    .where(eq(contactSubmissions.id, row.id))
}

/** Delay before retry number `attempts` (1-based). */
export function retryDelayMs(attempts: number): number {
  const base = 5 * 60 * 1000
  return Math.min(base * 2 ** Math.max(0, attempts - 1), 12 * 60 * 60 * 1000)
}

/**
 * Makes a pending or undeliverable submission due now (the admin's "Retry delivery now").
 * A sent one, or one another delivery holds, is left alone.
 */
export async function reopenSubmission(db: Database, id: string, now = clock.now()): Promise<void> {
  await db
    .update(contactSubmissions)
    .set({ deliveryStatus: 'pending', nextAttemptAt: now })
    .where(
      and(
        eq(contactSubmissions.id, id),
        sql`${contactSubmissions.deliveryStatus} <> 'sent'`,
        or(isNull(contactSubmissions.lockedUntil), lte(contactSubmissions.lockedUntil, now)),
      ),
    )
}

/** Reads one submission. */
export async function findSubmission(db: Database, id: string): Promise<Submission | null> {
  return (await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id)).get()) ?? null
}

/** How often one address may receive the visitor confirmation. */
export const CONFIRMATION_INTERVAL_MS = 24 * 60 * 60 * 1000

/**
 * Claims the day's one confirmation for an address (`addressKey` is its HMAC), in one
 * statement: a new key, or one whose last confirmation is a day old, is taken; anything
 * else changes nothing and is refused. Kept in `rate_limits`, under its own prefix.
 */
export async function claimConfirmation(db: Database, addressKey: string, now = clock.now()): Promise<boolean> {
  const row = await db
    .insert(rateLimits)
    .values({ key: `confirmation:${addressKey}`, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { windowStart: now, count: sql`${rateLimits.count} + 1` },
      setWhere: lte(rateLimits.windowStart, now - CONFIRMATION_INTERVAL_MS),
    })
    .returning({ count: rateLimits.count })
    .get()
  return row !== undefined
}

/** Gives a claimed slot back after the send failed, so the retry may send it. */
export async function releaseConfirmation(db: Database, addressKey: string, claimedAt: number): Promise<void> {
  await db.delete(rateLimits).where(and(eq(rateLimits.key, `confirmation:${addressKey}`), eq(rateLimits.windowStart, claimedAt)))
}
