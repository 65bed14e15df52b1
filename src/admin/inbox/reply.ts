/**
 * Reply as the owner's mail program opens it: a `mailto:` to the visitor with a subject and
 * a text in their language, whatever language the console is in. The owner may write their
 * own per language (`reply_templates`, on the reply template screen); a language without one
 * uses the console's wording: "Your message to {brand}", and the message quoted below "On
 * {date}, {name} wrote:". Two empty lines come first, where the owner writes. The quote is
 * cut to `QUOTED_CHARACTERS`: mail programs refuse very long `mailto:` links.
 */
import { eq } from 'drizzle-orm'
import type { Database } from '../../db'
import { replyTemplates } from '../../db/schema'
import type { Submission } from '../../db/schema'
import { fill } from '../../i18n/copy'
import type { LanguageCode } from '../../lib/languages'
import { SITE } from '../../lib/site'
import { containDirection, containedLine } from '../../lib/text-direction'
import type { ConsoleCopy } from '../frame/console-context'
import { formatMoment } from '../frame/format'

const QUOTED_CHARACTERS = 1500
/** The longest subject and text a template may have: the whole reply must still fit a `mailto:` link. */
const SUBJECT_CHARACTERS = 200
const BODY_CHARACTERS = 2000

/** What a template may name, and where: the quote belongs in the text only. */
const SUBJECT_PLACEHOLDERS = ['name', 'date', 'brand'] as const
const BODY_PLACEHOLDERS = ['name', 'date', 'brand', 'quote'] as const

export interface ReplyTemplate {
  subject: string
  body: string
}

/** The wording Reply uses in a language the owner has not written a template for. */
export function defaultReplyTemplate(theirs: ConsoleCopy): ReplyTemplate {
  return { subject: theirs.submission.replySubject, body: `${theirs.submission.replyQuote}\n{quote}` }
}

/** The owner's template for a language, or null when it uses the default. */
export async function savedReplyTemplate(db: Database, lang: LanguageCode): Promise<(ReplyTemplate & { updatedAt: number }) | null> {
  const row = await db.select().from(replyTemplates).where(eq(replyTemplates.language, lang)).get()
  return row ? { subject: row.subject, body: row.body, updatedAt: row.updatedAt } : null
}

export async function saveReplyTemplate(db: Database, lang: LanguageCode, template: ReplyTemplate, now: number): Promise<void> {
  const row = { ...template, updatedAt: now }
  await db
    .insert(replyTemplates)
    .values({ language: lang, ...row })
    .onConflictDoUpdate({ target: replyTemplates.language, set: row })
}

/** Back to the default wording for a language. */
export async function resetReplyTemplate(db: Database, lang: LanguageCode): Promise<void> {
  await db.delete(replyTemplates).where(eq(replyTemplates.language, lang))
}

/** The first `{word}` of a text that is not one of `allowed`, as written; null when there is none. */
export function unknownPlaceholder(text: string, allowed: readonly string[]): string | null {
  for (const [slot, name] of text.matchAll(/\{([^{}\s]*)\}/g)) if (!allowed.includes(name ?? '')) return slot
  return null
}

/** A template as typed: line ends made `\n`, the subject on one line, both trimmed. */
export function typedReplyTemplate(subject: string, body: string): ReplyTemplate {
  return { subject: subject.replace(/\s+/g, ' ').trim(), body: body.replace(/\r\n?/g, '\n').trim() }
}

/** Why a typed template cannot be kept, per field, in the console's language; empty when it can. */
export function replyTemplateErrors(template: ReplyTemplate, copy: ConsoleCopy, lang: LanguageCode): { subject?: string; body?: string } {
  const errors: { subject?: string; body?: string } = {}
  const check = (text: string, max: number, allowed: readonly string[]) => {
    if (text.length > max) return fill(copy.replyTemplate.tooLong, { max }, lang)
    const unknown = unknownPlaceholder(text, allowed)
    if (unknown) return fill(copy.replyTemplate.unknownPlaceholder, { placeholder: unknown, placeholders: allowed.map((name) => `{${name}}`).join(' ') })
    return undefined
  }
  const subject = template.subject ? check(template.subject, SUBJECT_CHARACTERS, SUBJECT_PLACEHOLDERS) : copy.replyTemplate.subjectMissing
  const body = check(template.body, BODY_CHARACTERS, BODY_PLACEHOLDERS)
  if (subject) errors.subject = subject
  if (body) errors.body = body
  return errors
}

/** Fills a template's `{name}` slots from `values`; other braces stay as they are. */
function fillSlots(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{([^{}\s]*)\}/g, (slot, name: string) => (Object.hasOwn(values, name) ? (values[name] as string) : slot))
}

/** The visitor's message, each line after `> `, cut to `QUOTED_CHARACTERS`. */
function quoted(challenge: string): string {
  const text = challenge.length > QUOTED_CHARACTERS ? `${challenge.slice(0, QUOTED_CHARACTERS).trimEnd()}…` : challenge
  return containDirection(text)
    .lines.map((line) => `> ${line}`)
    .join('\n')
}

type Replied = Pick<Submission, 'email' | 'fullName' | 'createdAt' | 'challenge'>

/** The subject and text of a reply: the template's slots filled for this message. */
function replyText(row: Omit<Replied, 'email'>, template: ReplyTemplate, lang: LanguageCode): ReplyTemplate {
  const values = { name: containedLine(row.fullName).trim(), date: formatMoment(lang, row.createdAt, false), brand: SITE.brand }
  return { subject: fillSlots(template.subject, values), body: `\n\n${fillSlots(template.body, { ...values, quote: quoted(row.challenge) })}\n` }
}

/** The whole `mailto:` address. */
export function replyHref(row: Replied, template: ReplyTemplate, lang: LanguageCode): string {
  const { subject, body } = replyText(row, template, lang)
  const query = [`subject=${encodeURIComponent(subject)}`, `body=${encodeURIComponent(body)}`]
  return `mailto:${encodeURIComponent(row.email).replace(/%40/g, '@')}?${query.join('&')}`
}
