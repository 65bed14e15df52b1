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
import { claimConfirmation, claimDueSubmissions, claimSubmission, markAttemptFailed, markDelivered, markNotificationSent, releaseConfirmation } from './store'
import type { Submission } from './store'

/** Submissions one cron run delivers: about two D1 queries each, inside the Free plan's 50 per invocation. */
export const RETRY_BATCH_SIZE = 20

type Mail = EmailMessageBuilder

/**
 * Delivers one freshly stored submission, after the response (`ctx.waitUntil`). It
 * claims the row first, so a cron run that starts meanwhile leaves it alone.
 */
export async function deliverSubmission(env: Env, id: string, ctx?: ExecutionContext): Promise<void> {
  try {
    const row = await claimSubmission(database(env.DB), id)
    if (row) await deliverClaimed(env, row, ctx)
  } catch (error) {
    // The row stays pending; the cron retries it.
    log('contact_delivery_error', { id, error: errorCode(error) }, 'error')
  }
}

/** The Cron Trigger: delivers every pending submission whose next attempt is due. */
export async function retryPendingSubmissions(env: Env, ctx?: ExecutionContext): Promise<{ delivered: number; failed: number }> {
  const rows = await claimDueSubmissions(database(env.DB), RETRY_BATCH_SIZE)
  let delivered = 0
  for (const row of rows) {
    if (await deliverClaimed(env, row, ctx)) delivered++
  }
  if (rows.length) log('contact_retry_run', { claimed: rows.length, delivered })
  return { delivered, failed: rows.length - delivered }
}

/**
 * Sends what is still unsent of a claimed submission, recording each message right
 * after it goes out, so a retry never sends it again. Returns whether all is sent.
 */
async function deliverClaimed(env: Env, row: Submission, ctx?: ExecutionContext): Promise<boolean> {
  let stage: 'notification' | 'confirmation' = 'notification'
  try {
    if (row.notificationSentAt === null) {
      await env.EMAIL.send(notificationMail(env, row))
      await markNotificationSent(database(env.DB), row.id)
    }
    let confirmationSentAt: number | null = null
    if (row.confirmationSentAt === null && contactConfirmationEnabled(env)) {
      stage = 'confirmation'
      confirmationSentAt = await sendConfirmation(env, row, ctx)
    }
    await markDelivered(database(env.DB), row.id, confirmationSentAt)
    log('contact_delivered', { id: row.id, attempt: row.attempts + 1 })
    return true
  } catch (error) {
    const code = errorCode(error)
    log('contact_delivery_failed', { id: row.id, stage, attempt: row.attempts + 1, error: code }, 'error')
    try {
      await markAttemptFailed(database(env.DB), row, `${stage}: ${code}`)
    } catch (markError) {
      // The lock expires on its own; the next run retries.
      log('contact_delivery_error', { id: row.id, error: errorCode(markError) }, 'error')
    }
    return false
  }
}

/**
 * Sends the visitor's acknowledgement, at most one per address per day: the address
 * claims a slot first (stored as an HMAC, never as the address), and a failed send
 * gives the slot back. Returns when it went out, or null when the address already had
 * one today (the submission still counts as delivered).
 */
async function sendConfirmation(env: Env, row: Submission, ctx?: ExecutionContext): Promise<number | null> {
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
    await env.EMAIL.send(await confirmationMail(env, row, ctx))
  } catch (error) {
    await releaseConfirmation(db, key, claimedAt).catch(() => undefined)
    throw error
  }
  return Date.now()
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
  const { confirmation: copy } = localize(catalog, translation.dictionary)
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
