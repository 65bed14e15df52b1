import { settings } from '../settings'
import { database } from '../db'
import { clock } from '../platform/clock'
import { keyedHash } from '../platform/crypto'
import { errorCode, log, logFailure } from '../platform/log'
import {
  claimConfirmation,
  claimDueSubmissions,
  claimSubmission,
  findSubmission,
  markAttemptFailed,
  markDelivered,
  markNotificationSent,
  releaseConfirmation,
  reopenSubmission,
} from './store'
import type { Submission } from './store'
import { confirmationMail, notificationMail, testNotificationMail } from './mail'
import type { Mail } from './mail'

/** D1 queries one Worker invocation may make on the Free plan. */
export const D1_QUERIES_PER_INVOCATION = 50

/**
 * Queries a cron run makes besides delivering: the claim and the two clean-ups in
 * scheduled.ts, then the admin area's two (retention; sessions and login attempts in one batch).
 */
const FIXED_CRON_QUERIES = 5

/** Submissions one cron run may deliver: at most 25, so a backlog of 50 clears in two runs. */
const RETRY_BATCH_SIZE = 25

/**
 * D1 queries one delivery makes: the notification alone is recorded together with the
 * delivery in one statement; a confirmation adds the record of the notification and the
 * daily claim for the address, and one spare for the confirmation's translated copy. The
 * cron claims only as many rows as fit the budget.
 */
function queriesPerDelivery(confirmation: boolean): number {
  return confirmation ? 4 : 1
}

function retryBatchSize(confirmation: boolean): number {
  return Math.min(RETRY_BATCH_SIZE, Math.floor((D1_QUERIES_PER_INVOCATION - FIXED_CRON_QUERIES) / queriesPerDelivery(confirmation)))
}

/**
 * How long one `EMAIL.send` may take before it counts as failed, so a hung send never
 * outlives a cron interval. A send that times out may still go out later: that, and a
 * send whose record then fails, are the one window in which a message can arrive twice.
 */
export const SEND_TIMEOUT_MS = 15_000

export interface DeliveryOptions {
  sendTimeoutMs?: number
  /** Waits between tries of recording a message that went out (tests shorten them). */
  recordRetryMs?: readonly number[]
}

/**
 * Waits between tries of recording a message that went out: about 16 s in all, longer
 * than a short D1 outage, so a blip between the send and its record does not make the
 * next attempt send it again.
 */
const RECORD_RETRY_MS: readonly number[] = [100, 250, 500, 1000, 2000, 4000, 8000]

/** A message went out but could not be recorded even after retrying: D1 is down. */
class RecordFailed extends Error {}

type Outcome = 'sent' | 'failed' | 'store-down'

/**
 * Delivers one stored submission (the admin's retry). It claims the row first, so a cron
 * run that starts meanwhile leaves it alone.
 */
async function deliverSubmission(env: Env, id: string, ctx?: ExecutionContext, options: DeliveryOptions = {}): Promise<void> {
  try {
    const row = await claimSubmission(database(env.DB), id)
    if (row) await deliverClaimed(env, row, ctx, options)
  } catch (error) {
    // The row stays pending; the cron retries it.
    logFailure('contact_delivery_error', error, { id })
  }
}

/** Delivers a submission stored already claimed (`saveClaimedSubmission`), after the response. */
export async function deliverStored(env: Env, row: Submission, ctx?: ExecutionContext, options: DeliveryOptions = {}): Promise<void> {
  try {
    await deliverClaimed(env, row, ctx, options)
  } catch (error) {
    // The row stays pending; the cron retries it once the claim lapses.
    logFailure('contact_delivery_error', error, { id: row.id })
  }
}

/**
 * The admin's "Retry delivery now": makes the submission due and delivers it while the
 * owner waits. Returns the row as it stands afterwards (null when it does not exist).
 */
export async function deliverNow(env: Env, id: string, ctx?: ExecutionContext): Promise<Submission | null> {
  const db = database(env.DB)
  await reopenSubmission(db, id)
  await deliverSubmission(env, id, ctx)
  return findSubmission(db, id)
}

/** The Cron Trigger: delivers every pending submission whose next attempt is due. */
export async function retryPendingSubmissions(env: Env, ctx?: ExecutionContext, options: DeliveryOptions = {}): Promise<{ delivered: number; failed: number }> {
  const rows = await claimDueSubmissions(database(env.DB), retryBatchSize(settings(env).contact.confirmation))
  let delivered = 0
  for (const row of rows) {
    const outcome = await deliverClaimed(env, row, ctx, options)
    if (outcome === 'sent') delivered++
    // D1 is down: send nothing more whose record could not be kept; the locks expire and a later run goes on.
    if (outcome === 'store-down') break
  }
  if (rows.length) log('contact_retry_run', { claimed: rows.length, delivered })
  return { delivered, failed: rows.length - delivered }
}

/**
 * Sends what is still unsent of a claimed submission, recording each message right
 * after it goes out, so a retry never sends it again. Returns whether all is sent.
 */
async function deliverClaimed(env: Env, row: Submission, ctx?: ExecutionContext, options: DeliveryOptions = {}): Promise<Outcome> {
  let stage: 'notification' | 'confirmation' = 'notification'
  const send = (message: Mail) => sendWithin(env.EMAIL, message, options.sendTimeoutMs ?? SEND_TIMEOUT_MS)
  const record = (write: () => Promise<void>) => recordSent(write, options.recordRetryMs ?? RECORD_RETRY_MS)
  const confirm = row.confirmationSentAt === null && settings(env).contact.confirmation
  try {
    let notificationSentAt: number | null = null
    if (row.notificationSentAt === null) {
      await send(notificationMail(settings(env), row))
      notificationSentAt = clock.now()
      // With a confirmation still to send, record the notification now, so a failed confirmation never repeats it.
      if (confirm) await record(() => markNotificationSent(database(env.DB), row.id, notificationSentAt ?? clock.now()))
    }
    let confirmationSentAt: number | null = null
    if (confirm) {
      stage = 'confirmation'
      confirmationSentAt = await sendConfirmation(env, row, send, ctx)
    }
    await record(() => markDelivered(database(env.DB), row.id, confirmationSentAt, notificationSentAt))
    log('contact_delivered', { id: row.id, attempt: row.attempts + 1 })
    return 'sent'
  } catch (error) {
    if (error instanceof RecordFailed) {
      // Sent but not recorded: the one window in which the next attempt sends it again.
      logFailure('contact_record_failed', error.cause, { id: row.id, stage })
      return 'store-down'
    }
    const code = errorCode(error)
    log('contact_delivery_failed', { id: row.id, stage, attempt: row.attempts + 1, error: code }, 'error')
    try {
      await markAttemptFailed(database(env.DB), row, `${stage}: ${code}`)
    } catch (markError) {
      // The lock expires on its own; the next run retries.
      logFailure('contact_delivery_error', markError, { id: row.id })
    }
    return 'failed'
  }
}

/** Runs a D1 write that records a sent message, retrying it over `delays`; throws RecordFailed when every try failed. */
async function recordSent(write: () => Promise<void>, delays: readonly number[]): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write()
    } catch (error) {
      const delay = delays[attempt]
      if (delay === undefined) throw new RecordFailed('record failed', { cause: error })
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
}

/**
 * Sends the visitor's acknowledgement, at most one per address per day: the address
 * claims a slot first (stored as an HMAC, never as the address), and a failed send
 * gives the slot back. Returns when it went out, or null when the address already had
 * one today (the submission still counts as delivered).
 */
async function sendConfirmation(env: Env, row: Submission, send: (message: Mail) => Promise<unknown>, ctx?: ExecutionContext): Promise<number | null> {
  const secret = settings(env).sessionSecret
  if (!secret) return null
  const db = database(env.DB)
  const key = await keyedHash(secret, confirmationAddress(row.email))
  const claimedAt = clock.now()
  if (!(await claimConfirmation(db, key, claimedAt))) {
    log('contact_confirmation_skipped', { id: row.id, reason: 'sent_recently' })
    return null
  }
  try {
    await send(await confirmationMail(env, row, ctx))
  } catch (error) {
    await releaseConfirmation(db, key, claimedAt).catch(() => undefined)
    throw error
  }
  return clock.now()
}

/**
 * The owner's test of where notifications go: one mail to `CONTACT_TO` through the same
 * binding, timeout and addresses as a real notification. Null when it went out, else the
 * error's code (what the mail relay said).
 */
export async function sendTestNotification(env: Env, now: number): Promise<string | null> {
  try {
    await sendWithin(env.EMAIL, testNotificationMail(settings(env), now), SEND_TIMEOUT_MS)
    log('contact_test_notification', { outcome: 'sent' })
    return null
  } catch (error) {
    const code = errorCode(error)
    log('contact_test_notification', { outcome: 'failed', error: code }, 'error')
    return code
  }
}

/** `EMAIL.send`, failed with the code `E_SEND_TIMEOUT` when it has not settled within `timeoutMs`. */
export async function sendWithin(email: SendEmail, message: Mail, timeoutMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('Email send timed out'), { code: 'E_SEND_TIMEOUT' })), timeoutMs)
  })
  try {
    await Promise.race([email.send(message), timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** One mailbox, however it is spelled: case and a `+tag` do not make a new recipient. */
function confirmationAddress(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at < 0) return address
  return `${address.slice(0, at).replace(/\+.*$/, '')}${address.slice(at)}`
}
