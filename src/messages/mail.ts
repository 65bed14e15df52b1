/**
 * The two messages a submission sends: the notification to the business inbox and the
 * visitor's confirmation; and the owner's test of the first. Builder fields only (no MIME is assembled here); every value
 * bound for a header loses its line breaks, although the schema already refused them.
 */
import { settings } from '../settings'
import type { Settings } from '../settings'
import { contactCopy } from '../copy/contact'
import { collectStrings, localize } from '../i18n/copy'
import { escapeMarkup } from '../lib/html'
import { mailMoment } from '../lib/owner-time'
import { DEFAULT_LANGUAGE, getLanguage, isLanguageCode, textDirection } from '../lib/languages'
import type { LanguageCode } from '../lib/languages'
import { SITE } from '../lib/site'
import { containDirection, isolatedLines } from '../lib/text-direction'
import { translationEngine } from '../engine'
import type { Submission } from './store'

export type Mail = EmailMessageBuilder

/**
 * The notice to the business inbox: plain text and HTML, Reply-To the visitor. What the
 * visitor typed is shown with its direction contained: direction controls made visible,
 * with a warning on top when there were any, and each line of free text (name, company,
 * message) isolated, as FSI…PDI in the text part and as a `dir="auto"` element in the HTML
 * part. Addresses, numbers and links are not wrapped, so mail programs still link them.
 */
export function notificationMail({ siteUrl, contact }: Pick<Settings, 'siteUrl' | 'contact'>, row: Submission): Mail {
  const helpWith = (contactCopy.helpWith as Record<string, string>)[row.helpWith] ?? row.helpWith
  const language = isLanguageCode(row.language) ? `${getLanguage(row.language).name} (${row.language})` : row.language
  let controls = 0
  const contained = (value: string | null) => {
    const text = containDirection(value ?? '—')
    controls += text.controls
    return text.lines.join(' ')
  }
  const name = contained(row.fullName)
  // [label, shown value, isolated in the text part]
  const fields: [string, string, boolean?][] = [
    [contactCopy.form.fullName, name, true],
    [contactCopy.form.companyName, contained(row.companyName), true],
    [contactCopy.form.email, contained(row.email)],
    [contactCopy.form.phoneNumber, contained(row.phoneNumber)],
    [contactCopy.form.helpWith, helpWith],
    ['Language', language],
    ['Page', row.page ? `${siteUrl}${row.page}` : '—'],
    ['Received', mailMoment(row.createdAt)],
    ['Reference', row.id],
  ]
  const message = containDirection(row.challenge)
  controls += message.controls
  const warning = controls ? [`Warning: ${controls} hidden character(s) that can reorder the text are shown as [U+202E]-style marks.`] : []
  const text = [
    `New contact request from the ${SITE.brand} website.`,
    ...warning.flatMap((line) => ['', line]),
    '',
    ...fields.map(([label, value, isolate]) => `${label}: ${isolate ? isolatedLines([value]) : value}`),
    '',
    `${contactCopy.form.challenge}`,
    isolatedLines(message.lines),
    '',
    'Reply to this e-mail to answer the visitor directly.',
  ].join('\n')
  const html = htmlDocument(
    'en',
    `<p>New contact request from the ${escapeMarkup(SITE.brand)} website.</p>
${warning.map((line) => `<p><strong>${escapeMarkup(line)}</strong></p>`).join('')}
<table cellpadding="4">${fields.map(([label, value]) => `<tr><th align="left">${escapeMarkup(label)}</th><td dir="auto">${escapeMarkup(value)}</td></tr>`).join('')}</table>
<h2>${escapeMarkup(contactCopy.form.challenge)}</h2>
${message.lines.map((line) => `<div dir="auto">${line ? escapeMarkup(line) : '<br>'}</div>`).join('\n')}
<p>Reply to this e-mail to answer the visitor directly.</p>`,
  )
  return {
    from: { name: headerSafe(`${SITE.brand} website`), email: headerSafe(contact.from) },
    to: headerSafe(contact.to),
    replyTo: headerSafe(row.email),
    subject: headerSafe(`New contact request: ${name} (${helpWith})`).slice(0, 200),
    text,
    html,
  }
}

/**
 * The console's "Send a test notification": from and to the same addresses as a real
 * notification, so it arriving shows that real ones will.
 */
export function testNotificationMail({ siteUrl, contact }: Pick<Settings, 'siteUrl' | 'contact'>, now: number): Mail {
  const lines = [
    `This is a test notification from the ${SITE.brand} website, sent from its admin panel.`,
    `New contact requests are sent to this address (${contact.to}) from ${contact.from}, the same way.`,
    `Sent: ${mailMoment(now)}`,
    siteUrl,
  ]
  return {
    from: { name: headerSafe(`${SITE.brand} website`), email: headerSafe(contact.from) },
    to: headerSafe(contact.to),
    subject: headerSafe(`Test notification from the ${SITE.brand} website`),
    text: lines.join('\n\n'),
    html: htmlDocument('en', lines.map((line) => `<p>${escapeMarkup(line)}</p>`).join('\n')),
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
  const translation = await translationEngine(env).translatePage({ ctx, lang, strings: collectStrings(catalog) })
  const { confirmation: copy } = localize(catalog, translation.dictionary, lang)
  const { siteUrl, contact } = settings(env)
  const paragraphs = [copy.greeting, copy.body, copy.notYou]
  const text = [...paragraphs.flatMap((paragraph) => [paragraph, '']), copy.signature, copy.footer, siteUrl].join('\n')
  const html = htmlDocument(
    lang,
    `${paragraphs.map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>`).join('\n')}
<p>${escapeMarkup(copy.signature)}<br>${escapeMarkup(copy.footer)}<br><a href="${escapeMarkup(siteUrl)}">${escapeMarkup(siteUrl)}</a></p>`,
  )
  return {
    from: { name: headerSafe(SITE.brand), email: headerSafe(contact.from) },
    to: headerSafe(row.email),
    replyTo: headerSafe(contact.to),
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
