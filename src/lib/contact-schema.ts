/**
 * The contact request, defined once for the browser and the Worker. Built on
 * `zod/mini` so the island's share of it stays a few kilobytes. Error messages are
 * keys of `contactCopy.errors`, so each side shows them in the visitor's language.
 */
import * as z from 'zod/mini'
import { LANGUAGES, isLanguageCode } from './languages'
import { hasControl } from './characters'
import { once } from './once'
import { findPageRoute } from './routes'

/** Upper bounds of each field, in characters. */
export const CONTACT_LIMITS = {
  fullName: 100,
  companyName: 200,
  email: 254,
  helpWith: 40,
  phoneNumber: 40,
  challenge: 5000,
  page: 300,
  captchaToken: 300,
  captchaAnswer: 3,
} as const

/** Largest request body the endpoint reads, in bytes: hono `bodyLimit` answers 413 above it. */
export const CONTACT_BODY_LIMIT_BYTES = 32 * 1024

/** Operands of the arithmetic captcha: integers from 1 to 10 inclusive. */
export const CAPTCHA_OPERAND_MIN = 1
export const CAPTCHA_OPERAND_MAX = 10

/** The 'What can we help you with?' options, stored by key. */
export const HELP_WITH_OPTIONS = ['customer-service', 'repetitive-tasks', 'chatbot-or-voice-agent', 'servicenow', 'tech-advice'] as const

/** The honeypot: a field people never see or fill, named so form fillers want to. */
export const HONEYPOT_FIELD = 'website'

/** Keys of `contactCopy.errors`. */
export type ContactErrorKey =
  | 'fullNameRequired'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'helpWithRequired'
  | 'challengeRequired'
  | 'tooLong'
  | 'controlCharacters'
  | 'unreadableCharacter'
  | 'captchaRequired'
  | 'captchaWrong'
  | 'captchaExpired'
  | 'captchaUsed'
  | 'turnstileRequired'
  | 'turnstileFailed'
  | 'rejected'
  | 'rateLimited'
  | 'tooLarge'
  | 'unsupportedType'
  | 'forbidden'
  | 'unavailable'
  | 'invalidRequest'

/** The visitor-facing fields, in form order. */
export const CONTACT_FIELDS = ['fullName', 'companyName', 'email', 'phoneNumber', 'helpWith', 'challenge', 'captchaAnswer'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

function noControl(multiline: boolean) {
  return z.refine<string>((value) => !hasControl(value, multiline), 'controlCharacters' satisfies ContactErrorKey)
}

/**
 * Half of a UTF-16 surrogate pair without its other half: JSON can carry one (`"\ud800"`),
 * but it is no character, and storing it would turn it into U+FFFD. (With the `u` flag a
 * whole pair is one code point and never matches.)
 */
const LONE_SURROGATE = /\p{Cs}/u

/** Refuses text that is not well-formed Unicode, with a message of its own. */
const wellFormed = z.refine<string>((value) => !LONE_SURROGATE.test(value), 'unreadableCharacter' satisfies ContactErrorKey)

function singleLine(max: number) {
  return z.string().check(z.trim(), wellFormed, z.maxLength(max, 'tooLong' satisfies ContactErrorKey), noControl(false))
}

/** An optional text field: absent, null or blank all mean "not given". */
function optionalText(max: number, extra?: z.core.$ZodCheck<string>) {
  const text = extra ? singleLine(max).check(extra) : singleLine(max)
  return z.pipe(
    z.optional(z.nullable(text)),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  )
}

/** What the visitor fills in; the form validates with it before sending. */
export const contactFieldsSchema = z.object({
  fullName: singleLine(CONTACT_LIMITS.fullName).check(z.minLength(1, 'fullNameRequired' satisfies ContactErrorKey)),
  companyName: optionalText(CONTACT_LIMITS.companyName),
  email: z
    .string()
    .check(
      z.trim(),
      wellFormed,
      z.maxLength(CONTACT_LIMITS.email, 'tooLong' satisfies ContactErrorKey),
      noControl(false),
      z.email('emailInvalid' satisfies ContactErrorKey),
    ),
  phoneNumber: optionalText(CONTACT_LIMITS.phoneNumber, z.regex(/^[0-9+ ()-]*$/, 'phoneInvalid' satisfies ContactErrorKey)),
  helpWith: z.enum(HELP_WITH_OPTIONS, 'helpWithRequired' satisfies ContactErrorKey),
  challenge: z.string().check(
    // Browsers send textarea line breaks as CRLF.
    z.overwrite((value) => value.replace(/\r\n?/g, '\n').trim()),
    wellFormed,
    z.minLength(1, 'challengeRequired' satisfies ContactErrorKey),
    z.maxLength(CONTACT_LIMITS.challenge, 'tooLong' satisfies ContactErrorKey),
    noControl(true),
  ),
})

const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [(typeof LANGUAGES)[number]['code'], ...(typeof LANGUAGES)[number]['code'][]]

/**
 * The whole request the Worker accepts: the fields, the captcha, the honeypot and where it
 * came from. Built on the first contact post, not when the Worker starts: extending a
 * schema copies every field's definition, a few milliseconds a fresh isolate would
 * otherwise pay before serving a page.
 */
export const contactRequestSchema = once(() => requestSchema())

const requestSchema = () =>
  z.extend(contactFieldsSchema, {
    language: z.enum(LANGUAGE_CODES, 'invalidRequest' satisfies ContactErrorKey),
    page: z.pipe(
      z.optional(z.nullable(z.string())),
      z.transform((value: string | null | undefined) => sitePagePath(value)),
    ),
    captchaToken: z.string().check(z.trim(), z.maxLength(CONTACT_LIMITS.captchaToken, 'captchaExpired' satisfies ContactErrorKey)),
    captchaAnswer: z
      .string()
      .check(z.trim(), z.minLength(1, 'captchaRequired' satisfies ContactErrorKey), z.regex(/^\d{1,3}$/, 'captchaWrong' satisfies ContactErrorKey)),
    [HONEYPOT_FIELD]: z.optional(z.nullable(z.string())),
  })

/**
 * The page the form was sent from, kept only when it is one of the site's pages
 * (`/{lang}` plus a path of the route table); anything else is dropped, so the
 * notification's link can only point into the site.
 */
function sitePagePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > CONTACT_LIMITS.page) return null
  const match = /^\/([a-z-]+)(\/[a-z0-9/-]*)?$/.exec(value.trim())
  if (!match || !isLanguageCode(match[1]) || !findPageRoute(match[2] ?? '')) return null
  return value.trim()
}

export type ContactFields = z.infer<typeof contactFieldsSchema>
export type ContactRequest = z.infer<ReturnType<typeof contactRequestSchema>>

/** What the browser sends: every field as the visitor typed it. */
export type ContactFormValues = Record<ContactField, string>

/** Per-field error keys, the first problem of each field. */
export type ContactFieldErrors = Partial<Record<ContactField, ContactErrorKey>>

const KNOWN_ERRORS: ReadonlySet<string> = new Set<ContactErrorKey>([
  'fullNameRequired',
  'emailInvalid',
  'phoneInvalid',
  'helpWithRequired',
  'challengeRequired',
  'tooLong',
  'controlCharacters',
  'unreadableCharacter',
  'captchaRequired',
  'captchaWrong',
  'captchaExpired',
  'captchaUsed',
  'turnstileRequired',
  'turnstileFailed',
])

/**
 * The first error of each visitor-facing field. Type errors (a number where text was
 * expected, a missing key) report the field's "required" message.
 */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): { fields: ContactFieldErrors; other: boolean } {
  const fields: ContactFieldErrors = {}
  let other = false
  for (const issue of issues) {
    const field = issue.path[0]
    if (typeof field !== 'string' || !(CONTACT_FIELDS as readonly string[]).includes(field)) {
      other = true
      continue
    }
    const key = field as ContactField
    if (fields[key]) continue
    fields[key] = KNOWN_ERRORS.has(issue.message) ? (issue.message as ContactErrorKey) : REQUIRED[key]
  }
  return { fields, other }
}

const REQUIRED: Record<ContactField, ContactErrorKey> = {
  fullName: 'fullNameRequired',
  companyName: 'tooLong',
  email: 'emailInvalid',
  phoneNumber: 'phoneInvalid',
  helpWith: 'helpWithRequired',
  challenge: 'challengeRequired',
  captchaAnswer: 'captchaRequired',
}

/** The limit a 'tooLong' message names for a field. */
export function fieldLimit(field: ContactField): number {
  return CONTACT_LIMITS[field]
}
