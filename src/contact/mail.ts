/**
 * The two messages a submission sends: the notification to the business inbox and the
 * visitor's confirmation. Builder fields only (no MIME is assembled here); every value
 * bound for a header loses its line breaks, although the schema already refused them.
 */
import { siteUrl } from '../config'
import { contactCopy } from '../copy/contact'
import { collectStrings, localize } from '../i18n/copy'
import { escapeMarkup } from '../lib/html'
import { DEFAULT_LANGUAGE, getLanguage, isLanguageCode, textDirection } from '../lib/languages'
import type { LanguageCode } from '../lib/languages'
import { SITE } from '../lib/site'
import { containDirection, isolatedLines } from '../lib/text-direction'
import type { ContainedText } from '../lib/text-direction'
import { translatePage } from '../translation'
import type { Submission } from './store'

export type Mail = EmailMessageBuilder

interface Field extends ContainedText {
  label: string
  /** Shown isolated in the text part: free text the visitor typed. */
  isolate: boolean
}

/** What the notification says when visitor text carried direction controls (see lib/text-direction). */
export function directionWarning(controls: number): string {
  return `Warning: this message contained ${controls} hidden text-direction ${controls === 1 ? 'character' : 'characters'}, which can make text read in a different order than it was typed. Each is shown where it was, as [U+202E] and the like.`
}

/**
 * The notice to the business inbox: plain text and HTML, Reply-To the visitor. What the
 * visitor typed is shown with its direction contained: direction controls made visible
 * (and a warning on top when there were any), each line isolated, as FSI…PDI in the text
 * part and as its own `dir="auto"` element in the HTML part.
 */
export function notificationMail(env: Pick<Env, 'CONTACT_TO' | 'CONTACT_FROM' | 'SITE_URL'>, row: Submission): Mail {
  const helpWith = (contactCopy.helpWith as Record<string, string>)[row.helpWith] ?? row.helpWith
  const language = isLanguageCode(row.language) ? `${getLanguage(row.language).name} (${row.language})` : row.language
  // Free text a visitor typed is isolated line by line; addresses, numbers and links are not wrapped, so mail programs still link them.
  const field = (label: string, value: string | null, isolate = false): Field => ({ label, ...containDirection(value ?? '—'), isolate })
  const fields: Field[] = [
    field(contactCopy.form.fullName, row.fullName, true),
    field(contactCopy.form.companyName, row.companyName, true),
    field(contactCopy.form.email, row.email),
    field(contactCopy.form.phoneNumber, row.phoneNumber),
    field(contactCopy.form.helpWith, helpWith),
    field('Language', language),
    field('Page', row.page ? `${siteUrl(env)}${row.page}` : null),
    field('Received', new Date(row.createdAt).toISOString()),
    field('Reference', row.id),
  ]
  const message = containDirection(row.challenge)
  const controls = message.controls + fields.reduce((sum, { controls: count }) => sum + count, 0)
  const warning = controls ? [directionWarning(controls)] : []
  const oneLine = ({ lines, isolate }: Field) => (isolate ? isolatedLines([lines.join(' ')]) : lines.join(' '))
  const text = [
    `New contact request from the ${SITE.brand} website.`,
    ...warning.flatMap((line) => ['', line]),
    '',
    ...fields.map((entry) => `${entry.label}: ${oneLine(entry)}`),
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
<table cellpadding="4">${fields.map(({ label, lines }) => `<tr><th align="left">${escapeMarkup(label)}</th><td dir="auto">${escapeMarkup(lines.join(' '))}</td></tr>`).join('')}</table>
<h2>${escapeMarkup(contactCopy.form.challenge)}</h2>
${message.lines.map((line) => `<div dir="auto">${line ? escapeMarkup(line) : '<br>'}</div>`).join('\n')}
<p>Reply to this e-mail to answer the visitor directly.</p>`,
  )
  return {
    from: { name: headerSafe(`${SITE.brand} website`), email: headerSafe(env.CONTACT_FROM) },
    to: headerSafe(env.CONTACT_TO),
    replyTo: headerSafe(row.email),
    subject: headerSafe(`New contact request: ${fields[0]?.lines.join(' ')} (${helpWith})`).slice(0, 200),
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
