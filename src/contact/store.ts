import type { ContactRequest } from './schema'

/** A stored submission as the delivery code reads it. */
export interface SubmissionRow {
  id: string
  created_at: number
  full_name: string
  company_name: string | null
  email: string
  phone_number: string | null
  help_with: string
  challenge: string
  language: string
  page: string | null
  user_agent: string | null
  delivery_status: 'pending' | 'sent' | 'dead'
  notification_sent_at: number | null
  confirmation_sent_at: number | null
  attempts: number
  next_attempt_at: number
  last_error: string | null
  locked_until: number | null
}

/** Attempts before a submission is given up as `dead` (it stays stored for the admin inbox). */
export const MAX_DELIVERY_ATTEMPTS = 10

/** How long a claimed submission is reserved for the worker that claimed it. */
export const DELIVERY_LOCK_MS = 2 * 60 * 1000

/**
 * Stores a submission with its delivery state (`pending`, due now) in one D1 batch,
 * which is a transaction. Only after this resolves may the visitor hear "received".
 */
export async function saveSubmission(
  db: D1Database,
  input: Omit<ContactRequest, 'captchaToken' | 'captchaAnswer' | 'website'> & { userAgent: string | null },
  now = Date.now(),
): Promise<string> {
  const id = crypto.randomUUID()
  await db.batch([
    db
      .prepare(
        `INSERT INTO contact_submissions
          (id, created_at, full_name, company_name, email, phone_number, help_with, challenge, language, page, user_agent,
           delivery_status, attempts, next_attempt_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?)`,
      )
      .bind(
        id,
        now,
        input.fullName,
        input.companyName,
        input.email,
        input.phoneNumber,
        input.helpWith,
        input.challenge,
        input.language,
        input.page,
        input.userAgent,
        now,
      ),
  ])
  return id
}

/**
 * Claims one pending, due, unlocked submission for delivery. D1 runs writes one at a
 * time, so of two concurrent claims exactly one gets the row.
 */
export async function claimSubmission(db: D1Database, id: string, now = Date.now()): Promise<SubmissionRow | null> {
  return db
    .prepare(
      `UPDATE contact_submissions SET locked_until = ?1
       WHERE id = ?2 AND delivery_status = 'pending' AND next_attempt_at <= ?3 AND (locked_until IS NULL OR locked_until <= ?3)
       RETURNING *`,
    )
    .bind(now + DELIVERY_LOCK_MS, id, now)
    .first<SubmissionRow>()
}

/** Claims up to `limit` due submissions, oldest due first, in one statement. */
export async function claimDueSubmissions(db: D1Database, limit: number, now = Date.now()): Promise<SubmissionRow[]> {
  const { results } = await db
    .prepare(
      `UPDATE contact_submissions SET locked_until = ?1
       WHERE id IN (
         SELECT id FROM contact_submissions
         WHERE delivery_status = 'pending' AND next_attempt_at <= ?2 AND (locked_until IS NULL OR locked_until <= ?2)
         ORDER BY next_attempt_at LIMIT ?3
       )
       RETURNING *`,
    )
    .bind(now + DELIVERY_LOCK_MS, now, limit)
    .all<SubmissionRow>()
  return results
}

/** Records that the business notification went out, right after it did. */
export async function markNotificationSent(db: D1Database, id: string, now = Date.now()): Promise<void> {
  await db.prepare('UPDATE contact_submissions SET notification_sent_at = ? WHERE id = ?').bind(now, id).run()
}

/** Every message is out: the submission is done and unlocked. */
export async function markDelivered(db: D1Database, id: string, confirmationSentAt: number | null): Promise<void> {
  await db
    .prepare(
      `UPDATE contact_submissions
       SET delivery_status = 'sent', confirmation_sent_at = COALESCE(?, confirmation_sent_at), locked_until = NULL, last_error = NULL
       WHERE id = ?`,
    )
    .bind(confirmationSentAt, id)
    .run()
}

/**
 * A send failed: count the attempt, schedule the next one with exponential backoff
 * (5 min, 10 min, 20 min, … capped at 12 h), or give up as `dead` after the last.
 */
export async function markAttemptFailed(db: D1Database, row: SubmissionRow, error: string, now = Date.now()): Promise<void> {
  const attempts = row.attempts + 1
  await db
    .prepare(
      `UPDATE contact_submissions
       SET attempts = ?, next_attempt_at = ?, last_error = ?, locked_until = NULL, delivery_status = ?
       WHERE id = ?`,
    )
    .bind(attempts, now + retryDelayMs(attempts), error.slice(0, 200), attempts >= MAX_DELIVERY_ATTEMPTS ? 'dead' : 'pending', row.id)
    .run()
}

/** Delay before retry number `attempts` (1-based). */
export function retryDelayMs(attempts: number): number {
  const base = 5 * 60 * 1000
  return Math.min(base * 2 ** Math.max(0, attempts - 1), 12 * 60 * 60 * 1000)
}

/** Reads one submission (tests and the admin inbox). */
export async function findSubmission(db: D1Database, id: string): Promise<SubmissionRow | null> {
  return db.prepare('SELECT * FROM contact_submissions WHERE id = ?').bind(id).first<SubmissionRow>()
}
