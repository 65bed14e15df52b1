import { contactConfirmationEnabled, siteUrl } from '../config'
import { contactCopy } from '../copy/contact'
import { collectStrings, fill, localize } from '../i18n/copy'
import { DEFAULT_LANGUAGE, getLanguage, isLanguageCode, textDirection } from '../lib/languages'
import type { LanguageCode } from '../lib/languages'
import { SITE } from '../lib/site'
import { translatePage } from '../translation'
import { database } from '../db'
import { escapeMarkup } from '../lib/html'
import { errorCode, log } from '../platform/log'
import { claimDueSubmissions, claimSubmission, findSubmission, markAttemptFailed, markDelivered, markNotificationSent, reopenSubmission } from './store'
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
      await env.EMAIL.send(await confirmationMail(env, row, ctx))
      confirmationSentAt = Date.now()
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

/** The confirmation to the visitor, in the language they wrote in. */
export async function confirmationMail(env: Env, row: Submission, ctx?: ExecutionContext): Promise<Mail> {
  const lang: LanguageCode = isLanguageCode(row.language) ? row.language : DEFAULT_LANGUAGE
  const catalog = { confirmation: contactCopy.confirmation, helpWith: contactCopy.helpWith, form: contactCopy.form }
  const translation = await translatePage({ env, ctx, lang, strings: collectStrings(catalog) })
  const copy = localize(catalog, translation.dictionary)
  const greeting = fill(copy.confirmation.greeting, { name: row.fullName })
  const helpWith = (copy.helpWith as Record<string, string>)[row.helpWith] ?? row.helpWith
  const text = [
    greeting,
    '',
    copy.confirmation.body,
    '',
    copy.confirmation.yourMessage,
    `${copy.form.helpWith} ${helpWith}`,
    row.challenge,
    '',
    copy.confirmation.signature,
    copy.confirmation.footer,
    siteUrl(env),
  ].join('\n')
  const html = htmlDocument(
    lang,
    `<p>${escapeMarkup(greeting)}</p>
<p>${escapeMarkup(copy.confirmation.body)}</p>
<p><strong>${escapeMarkup(copy.confirmation.yourMessage)}</strong></p>
<p>${escapeMarkup(copy.form.helpWith)} ${escapeMarkup(helpWith)}</p>
<blockquote>${multiline(row.challenge)}</blockquote>
<p>${escapeMarkup(copy.confirmation.signature)}<br>${escapeMarkup(copy.confirmation.footer)}<br><a href="${escapeMarkup(siteUrl(env))}">${escapeMarkup(siteUrl(env))}</a></p>`,
  )
  return {
    from: { name: headerSafe(SITE.brand), email: headerSafe(env.CONTACT_FROM) },
    to: headerSafe(row.email),
    replyTo: headerSafe(env.CONTACT_TO),
    subject: headerSafe(copy.confirmation.subject).slice(0, 200),
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
