import { Hono } from 'hono/tiny'
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { CONTACT_SENT_ANCHOR } from './form-section'
import type { ContactFormState } from './form-section'
import { settings } from '../settings'
import { contactCopy } from '../copy/contact'
import type { AppEnv } from '../settings'
import { collectStrings, fill, localize } from '../i18n/copy'
import type { Localized } from '../i18n/copy'
import { CONTACT_BODY_LIMIT_BYTES, CONTACT_FIELDS, HONEYPOT_FIELD, contactRequestSchema, fieldErrors, fieldLimit } from '../lib/contact-schema'
import type { ContactErrorKey, ContactField, ContactFieldErrors, ContactFormValues } from '../lib/contact-schema'
import type { LanguageCode } from '../lib/languages'
import { ENDPOINTS } from '../lib/endpoints'
import { localePath } from '../lib/routes'
import { executionContext, renderPage } from '../render'
import type { PageStatus } from '../render'
import { database } from '../db'
import { clientAddress, clientKey } from '../platform/client'
import { log, logFailure } from '../platform/log'
import { requestLanguage } from '../platform/request-language'
import { isSameOrigin } from '../platform/same-origin'
import { hitRateLimit } from '../platform/rate-limit'
import { translationEngine } from '../engine'
import { createChallenge, verifyChallenge } from './captcha'
import { CHALLENGE_RATE_LIMIT, CONTACT_RATE_LIMIT } from './limits'
import { deliverStored } from '../messages/deliver'
import { contactResultPage } from './page'
import { saveClaimedSubmission } from '../messages/store'
import type { Submission } from '../messages/store'
import { TURNSTILE_FIELD, TURNSTILE_TOKEN_MAX, verifyTurnstile } from './turnstile'
import { once } from '../lib/once'
import * as z from 'zod/mini'

type Mode = 'json' | 'form'
type ContactContext = Context<AppEnv>
type Messages = Localized<Pick<typeof contactCopy, 'errors' | 'toast'>> & { lang: LanguageCode }

const NO_STORE = { 'Cache-Control': 'no-store' } as const

/** The request when the widget's token stands in for the math problem (built on first use, as the request schema). */
const turnstileRequestSchema = once(() =>
  z.extend(contactRequestSchema(), {
    captchaToken: z.optional(z.string()),
    captchaAnswer: z.optional(z.string()),
    [TURNSTILE_FIELD]: z.string().check(z.maxLength(TURNSTILE_TOKEN_MAX, 'turnstileFailed' satisfies ContactErrorKey)),
  }),
)

/** `POST /api/contact` and `GET /api/contact/challenge`. */
export const contactRoutes = new Hono<AppEnv>()

/**
 * JSON (the island) or a regular form post (no JavaScript); anything else is 415, so a
 * cross-site page can only reach the JSON API through a CORS preflight we never grant.
 */
const acceptContentType: MiddlewareHandler<AppEnv> = async function acceptContentType(c, next) {
  if (!contactMode(c)) return reply(c, 'json', 415, 'unsupportedType', await messagesFor(c, requestLanguage(c)))
  await next()
}

/** Same-origin posts only: a browser names the page's origin on every cross-site POST. */
const sameOrigin: MiddlewareHandler<AppEnv> = async function sameOrigin(c, next) {
  if (!isSameOrigin(c, settings(c.env).siteUrl)) {
    return reply(c, contactMode(c) ?? 'json', 403, 'forbidden', await messagesFor(c, requestLanguage(c)))
  }
  await next()
}

contactRoutes.get(ENDPOINTS.contactChallenge, async function contactChallenge(c) {
  const lang = requestLanguage(c)
  const secret = settings(c.env).sessionSecret
  if (!secret) return reply(c, 'json', 503, 'unavailable', await messagesFor(c, lang))
  try {
    const { allowed, retryAfter } = await hitRateLimit(database(c.env.DB), `challenge:${await clientKey(c, secret)}`, CHALLENGE_RATE_LIMIT)
    if (!allowed) return reply(c, 'json', 429, 'rateLimited', await messagesFor(c, lang), { retryAfter })
  } catch (error) {
    logFailure('contact_rate_limit_failed', error)
    return reply(c, 'json', 503, 'unavailable', await messagesFor(c, lang))
  }
  const { a, b, token, expiresAt } = await createChallenge(secret)
  // With Turnstile configured, the island shows its widget and keeps this problem as the fallback.
  const turnstile = settings(c.env).turnstile
  return c.json({ a, b, token, expiresAt, ...(turnstile ? { turnstile: turnstile.siteKey } : {}) }, 200, NO_STORE)
})

/** A body larger than any the form sends is refused while it arrives (the one body-limit policy: Hono's), in the visitor's language. */
const limitBody = bodyLimit({
  maxSize: CONTACT_BODY_LIMIT_BYTES,
  onError: async (c) => reply(c, contactMode(c) ?? 'json', 413, 'tooLarge', await messagesFor(c, requestLanguage(c))),
})

contactRoutes.post(ENDPOINTS.contact, acceptContentType, sameOrigin, limitBody, async function contactSubmit(c) {
  const mode = contactMode(c) ?? 'json'
  let body: Record<string, unknown>
  try {
    body = await readBody(c, mode, new Uint8Array(await c.req.arrayBuffer()))
  } catch {
    return reply(c, mode, 400, 'invalidRequest', await messagesFor(c, requestLanguage(c)))
  }
  const lang = requestLanguage(c, body.language)
  const messages = await messagesFor(c, lang)
  const values = formValues(body)

  const secret = settings(c.env).sessionSecret
  if (!secret) return reply(c, mode, 503, 'unavailable', messages, { values })

  try {
    const { allowed, retryAfter } = await hitRateLimit(database(c.env.DB), `contact:${await clientKey(c, secret)}`, CONTACT_RATE_LIMIT)
    if (!allowed) {
      log('contact_rate_limited', {}, 'warn')
      return reply(c, mode, 429, 'rateLimited', messages, { values, secret, retryAfter })
    }
  } catch (error) {
    logFailure('contact_rate_limit_failed', error)
    return reply(c, mode, 503, 'unavailable', messages, { values, secret })
  }

  const honeypot = body[HONEYPOT_FIELD]
  if (honeypot !== undefined && honeypot !== null && honeypot !== '') {
    log('contact_honeypot', {}, 'warn')
    return reply(c, mode, 400, 'rejected', messages, { values, secret })
  }

  const turnstile = settings(c.env).turnstile
  const turnstileToken = typeof body[TURNSTILE_FIELD] === 'string' ? body[TURNSTILE_FIELD].trim() : ''
  const viaTurnstile = turnstile !== null && turnstileToken !== ''
  const parsed = (viaTurnstile ? turnstileRequestSchema() : contactRequestSchema()).safeParse(body)
  if (!parsed.success) {
    const { fields } = fieldErrors(parsed.error.issues)
    const first = CONTACT_FIELDS.map((field) => fields[field]).find(Boolean) ?? 'invalidRequest'
    return reply(c, mode, 400, first, messages, { values, fields, secret })
  }
  const request = parsed.data

  if (turnstile && viaTurnstile) {
    // The widget's token, checked once with siteverify; the math problem is not asked then.
    let verdict
    try {
      verdict = await verifyTurnstile(turnstile, turnstileToken, c.req.header('CF-Connecting-IP') ? clientAddress(c) : undefined)
    } catch (error) {
      logFailure('contact_turnstile_failed', error)
      return reply(c, mode, 503, 'unavailable', messages, { values, secret })
    }
    if (!verdict.ok) {
      log('contact_turnstile_refused', { codes: verdict.codes.join(',') }, 'warn')
      return reply(c, mode, 400, 'turnstileFailed', messages, { values, fields: { captchaAnswer: 'turnstileFailed' }, secret })
    }
  } else {
    let captcha
    try {
      captcha = await verifyChallenge(database(c.env.DB), secret, request.captchaToken ?? '', request.captchaAnswer ?? '')
    } catch (error) {
      logFailure('contact_captcha_failed', error)
      return reply(c, mode, 503, 'unavailable', messages, { values, secret })
    }
    if (captcha !== 'ok') return reply(c, mode, 400, captcha, messages, { values, fields: { captchaAnswer: captcha }, secret })
  }

  let stored: Submission
  try {
    stored = await saveClaimedSubmission(database(c.env.DB), {
      fullName: request.fullName,
      companyName: request.companyName,
      email: request.email,
      phoneNumber: request.phoneNumber,
      helpWith: request.helpWith,
      challenge: request.challenge,
      language: request.language,
      page: request.page,
      userAgent: c.req.header('User-Agent')?.slice(0, 300) ?? null,
    })
  } catch (error) {
    // Never a false "received": the visitor is told to try again.
    logFailure('contact_store_failed', error)
    return reply(c, mode, 503, 'unavailable', messages, { values, secret })
  }
  log('contact_received', { id: stored.id, language: request.language })

  const ctx = executionContext(c)
  const delivery = deliverStored(c.env, stored, ctx)
  if (ctx) ctx.waitUntil(delivery)
  else await delivery

  if (mode === 'form') return c.redirect(`${localePath(request.language)}#${CONTACT_SENT_ANCHOR}`, 303)
  const thanks = settings(c.env).contact.confirmation ? messages.toast.successBody : messages.toast.successBodyNoConfirmation
  return c.json({ ok: true, message: thanks }, 200, NO_STORE)
})

/** JSON (the island) or a regular form post (no JavaScript); `null` for anything else. */
function contactMode(c: ContactContext): Mode | null {
  const type = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type === 'application/json') return 'json'
  if (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') return 'form'
  return null
}

/** The body, already read within the limit, as fields: a JSON object or a form's text fields. */
async function readBody(c: ContactContext, mode: Mode, bytes: Uint8Array<ArrayBuffer>): Promise<Record<string, unknown>> {
  if (mode === 'json') {
    const body: unknown = JSON.parse(new TextDecoder().decode(bytes))
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new TypeError('not an object')
    return body as Record<string, unknown>
  }
  const form = await new Request(c.req.url, { method: 'POST', headers: { 'Content-Type': c.req.header('Content-Type') ?? '' }, body: bytes }).formData()
  // Files are not text: drop them, so the field reads as missing.
  const fields: Record<string, string> = {}
  for (const [name, value] of form) if (typeof value === 'string') fields[name] = value
  return fields
}

/** What the visitor typed, to fill the form again on a JavaScript-free retry. */
function formValues(body: Record<string, unknown>): Partial<ContactFormValues> {
  const values: Partial<ContactFormValues> = {}
  for (const field of CONTACT_FIELDS) {
    const value = body[field]
    if (typeof value === 'string' && field !== 'captchaAnswer') values[field] = value.slice(0, fieldLimit(field) + 100)
  }
  return values
}

/**
 * One answer for every outcome but success. JSON gets `{ok, error, message, fields,
 * fieldMessages}`; a form post gets the contact page again with the values, the
 * errors and a fresh problem, under the same status code.
 */
async function reply(
  c: ContactContext,
  mode: Mode,
  status: Exclude<PageStatus, 200 | 404 | 500>,
  error: ContactErrorKey,
  messages: Messages,
  extra: { values?: Partial<ContactFormValues>; fields?: ContactFieldErrors; secret?: string; retryAfter?: number } = {},
): Promise<Response> {
  const fields = extra.fields ?? {}
  if (extra.retryAfter !== undefined) c.header('Retry-After', String(extra.retryAfter))
  const message = (key: ContactErrorKey, field?: ContactField) => fill(messages.errors[key], { max: field ? fieldLimit(field) : '' }, messages.lang)
  if (mode === 'json') {
    const fieldMessages = Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, message(key, field as ContactField)]))
    const field = (Object.keys(fields) as ContactField[]).find((name) => fields[name] === error)
    return c.json({ ok: false, error, message: message(error, field), fields, fieldMessages }, status, NO_STORE)
  }
  const lang = requestLanguage(c)
  const state: ContactFormState = { values: extra.values, errors: fields, notice: Object.keys(fields).length ? undefined : error }
  if (extra.secret && status !== 429 && (await mayDrawChallenge(c, extra.secret))) {
    const { a, b, token } = await createChallenge(extra.secret)
    state.challenge = { a, b, token }
  }
  c.set('lang', lang)
  return renderPage(c, lang, '', contactResultPage(state, settings(c.env).contact.confirmation), status, 'no-store')
}

/**
 * A problem handed out with an error page counts against the same limit as one drawn
 * from the challenge endpoint, so the no-JavaScript path is no way around it. Over the
 * limit, or when D1 fails, the page comes back without a problem (a later post gets one).
 */
async function mayDrawChallenge(c: ContactContext, secret: string): Promise<boolean> {
  try {
    return (await hitRateLimit(database(c.env.DB), `challenge:${await clientKey(c, secret)}`, CHALLENGE_RATE_LIMIT)).allowed
  } catch (error) {
    logFailure('contact_rate_limit_failed', error)
    return false
  }
}

async function messagesFor(c: ContactContext, lang: LanguageCode): Promise<Messages> {
  const catalog = { errors: contactCopy.errors, toast: contactCopy.toast }
  const translation = await translationEngine(c.env).translatePage({
    ctx: executionContext(c),
    lang,
    strings: collectStrings(catalog),
    userAgent: c.req.header('User-Agent'),
  })
  return { ...localize(catalog, translation.dictionary, lang), lang }
}
