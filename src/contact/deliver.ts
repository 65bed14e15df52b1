import { contactConfirmationEnabled, sessionSecret, siteUrl } from '../config'
import { contactCopy } from '../copy/contact'
import { collectStrings, localize } from '../i18n/copy'
import { DEFAULT_LANGUAGE, getLanguage, isLanguageCode, textDirection } from '../lib/languages'
import type { LanguageCode } from '../lib/languages'
import { SITE } from '../lib/site'
import { translatePage } from '../translation'
import { database } from '../db'
import { escapeMarkup } from '../lib/html'
import { keyedHash } from '../platform/crypto'
import { errorCode, log } from '../platform/log'
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

/** D1 queries one Worker invocation may make on the Free plan. */
export const D1_QUERIES_PER_INVOCATION = 50

/**
 * Queries a cron run makes besides delivering: the claim and the two clean-ups in
 * scheduled.ts, then the admin area's two (retention; sessions and login attempts in one batch).
 */
const FIXED_CRON_QUERIES = 5

/** Submissions one cron run may deliver: at most 25, so a backlog of 50 clears in two runs. */
export const RETRY_BATCH_SIZE = 25

/**
 * D1 queries one delivery makes: the notification alone is recorded together with the
 * delivery in one statement; a confirmation adds the record of the notification and the
 * daily claim for the address, and one spare for the confirmation's translated copy. The
 * cron claims only as many rows as fit the budget.
 */
export function queriesPerDelivery(env: Pick<Env, 'CONTACT_CONFIRMATION'>): number {
  return contactConfirmationEnabled(env) ? 4 : 1
}

export function retryBatchSize(env: Pick<Env, 'CONTACT_CONFIRMATION'>): number {
  return Math.min(RETRY_BATCH_SIZE, Math.floor((D1_QUERIES_PER_INVOCATION - FIXED_CRON_QUERIES) / queriesPerDelivery(env)))
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

type Mail = EmailMessageBuilder

/**
 * Delivers one freshly stored submission, after the response (`ctx.waitUntil`). It
 * claims the row first, so a cron run that starts meanwhile leaves it alone.
 */
export async function deliverSubmission(env: Env, id: string, ctx?: ExecutionContext, options: DeliveryOptions = {}): Promise<void> {
  try {
    const row = await claimSubmission(database(env.DB), id)
    if (row) await deliverClaimed(env, row, ctx, options)
  } catch (error) {
    // The row stays pending; the cron retries it.
    log('contact_delivery_error', { id, error: errorCode(error) }, 'error')
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
  const rows = await claimDueSubmissions(database(env.DB), retryBatchSize(env))
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
  const confirm = row.confirmationSentAt === null && contactConfirmationEnabled(env)
  try {
    let notificationSentAt: number | null = null
    if (row.notificationSentAt === null) {
      await send(notificationMail(env, row))
      notificationSentAt = Date.now()
      // With a confirmation still to send, record the notification now, so a failed confirmation never repeats it.
      if (confirm) await record(() => markNotificationSent(database(env.DB), row.id, notificationSentAt ?? Date.now()))
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
      log('contact_record_failed', { id: row.id, stage, error: errorCode(error.cause) }, 'error')
      return 'store-down'
    }
    const code = errorCode(error)
    log('contact_delivery_failed', { id: row.id, stage, attempt: row.attempts + 1, error: code }, 'error')
    try {
      await markAttemptFailed(database(env.DB), row, `${stage}: ${code}`)
    } catch (markError) {
      // The lock expires on its own; the next run retries.
      log('contact_delivery_error', { id: row.id, error: errorCode(markError) }, 'error')
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
  const secret = sessionSecret(env)
  if (!secret) return null
  const db = database(env.DB)
  const key = await keyedHash(secret, confirmationAddress(row.email))
  const claimedAt = Date.now()
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
  return Date.now()
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
export function confirmationAddress(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at < 0) return address
  return `${address.slice(0, at).replace(/\+.*$/, '')}${address.slice(at)}`
}

/**
 * The notice to the business inbox: plain text and HTML, Reply-To the visitor.
 * Builder fields only (no MIME is assembled here) and every header-bound value is
 * stripped of CR/LF, although the schema already refused them.
 */
export function notificationMail(env: Pick<Env, 'CONTACT_TO' | 'CONTACT_FROM' | 'SITE_URL'>, row: Submission): Mail {
  const helpWith = (contactCopy.helpWith as Record<string, string>)[row.helpWith] ?? row.helpWith
  const language = isLanguageCode(row.language) ? `${getLanguage(row.language).name} (${row.language})` : row.language
  const fields: [string, string][] = [
    [contactCopy.form.fullName, row.fullName],
    [contactCopy.form.companyName, row.companyName ?? '—'],
    [contactCopy.form.email, row.email],
    [contactCopy.form.phoneNumber, row.phoneNumber ?? '—'],
    [contactCopy.form.helpWith, helpWith],
    ['Language', language],
    ['Page', row.page ? `${siteUrl(env)}${row.page}` : '—'],
    ['Received', new Date(row.createdAt).toISOString()],
    ['Reference', row.id],
  ]
  const text = [
    `New contact request from the ${SITE.brand} website.`,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    `${contactCopy.form.challenge}`,
    row.challenge,
    '',
    'Reply to this e-mail to answer the visitor directly.',
  ].join('\n')
  const html = htmlDocument(
    'en',
    `<p>New contact request from the ${escapeMarkup(SITE.brand)} website.</p>
<table cellpadding="4">${fields.map(([label, value]) => `<tr><th align="left">${escapeMarkup(label)}</th><td>${escapeMarkup(value)}</td></tr>`).join('')}</table>
<h2>${escapeMarkup(contactCopy.form.challenge)}</h2>
<p>${multiline(row.challenge)}</p>
<p>Reply to this e-mail to answer the visitor directly.</p>`,
  )
  return {
    from: { name: headerSafe(`${SITE.brand} website`), email: headerSafe(env.CONTACT_FROM) },
    to: headerSafe(env.CONTACT_TO),
    replyTo: headerSafe(row.email),
    subject: headerSafe(`New contact request: ${row.fullName} (${helpWith})`).slice(0, 200),
    text,
    html,
  }
}

/**
 * The acknowledgement to the visitor, in the language they wrote in. It is the same
 * fixed text for everyone and never repeats what was typed (name, company, message):
 * whoever enters someone else's address can only cause this short, harmless note.
 */
export async function confirmationMail(env: Env, row: Pick<Submission, 'email' | 'language'>, ctx?: ExecutionContext): Promise<Mail> {
  const lang: LanguageCode = isLanguageCode(row.language) ? row.language : DEFAULT_LANGUAGE
  const catalog = { confirmation: contactCopy.confirmation }
  const translation = await translatePage({ env, ctx, lang, strings: collectStrings(catalog) })
  const { confirmation: copy } = localize(catalog, translation.dictionary, lang)
  const paragraphs = [copy.greeting, copy.body, copy.notYou]
  const text = [...paragraphs.flatMap((paragraph) => [paragraph, '']), copy.signature, copy.footer, siteUrl(env)].join('\n')
  const html = htmlDocument(
    lang,
    `${paragraphs.map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>`).join('\n')}
<p>${escapeMarkup(copy.signature)}<br>${escapeMarkup(copy.footer)}<br><a href="${escapeMarkup(siteUrl(env))}">${escapeMarkup(siteUrl(env))}</a></p>`,
  )
  return {
    from: { name: headerSafe(SITE.brand), email: headerSafe(env.CONTACT_FROM) },
    to: headerSafe(row.email),
    replyTo: headerSafe(env.CONTACT_TO),
    subject: headerSafe(copy.subject).slice(0, 200),
    text,
    html,
  }
}

function htmlDocument(lang: LanguageCode, body: string): string {
  return `<!DOCTYPE html><html lang="${lang}" dir="${textDirection(lang)}"><head><meta charset="utf-8"></head><body>${body}</body></html>`
}

/** CR, LF and other line breaks would start a new header line. */
export function headerSafe(value: string): string {
  return value.replace(/[\r\n\u0085\u2028\u2029]+/g, ' ').trim()
}

function multiline(value: string): string {
  return escapeMarkup(value).replace(/\n/g, '<br>')
}
