/**
 * `POST /api/translate`: `{text, targetLanguage, sourceLanguage}` in, `{translatedText}`
 * out. It answers from the translation memory and translates the site's own strings;
 * arbitrary text needs an admin session. Any provider or storage failure answers the
 * original text, never a 500.
 */
import { Hono } from 'hono/tiny'
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import * as z from 'zod/mini'
import { translationEngine } from '../engine'
import { settings } from '../settings'
import type { AppEnv } from '../settings'
import { ENDPOINTS } from '../lib/endpoints'
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguageCode } from '../lib/languages'
import type { LanguageCode } from '../lib/languages'
import { clientKey } from '../platform/client'
import { logFailure } from '../platform/log'
import { MAX_TEXT_LENGTH, skipReason } from '../translation'

/** Requests per client and minute: the `TRANSLATE_LIMITER` binding in wrangler.toml counts them. */
const TRANSLATE_RATE_LIMIT = { limit: 60, windowMs: 60 * 1000 } as const
/** Generous next to 5000 characters of JSON-escaped text, small enough to refuse floods while reading. */
const MAX_BODY_BYTES = 64 * 1024

const codes = LANGUAGES.map((language) => language.code).join(', ')
const language = (field: string) => z.string(`${field} must be a language code.`).check(z.refine(isLanguageCode, `${field} must be one of: ${codes}.`))

const requestSchema = z.object({
  text: z.string('text must be a string.'),
  targetLanguage: language('targetLanguage'),
  sourceLanguage: z._default(
    language('sourceLanguage').check(z.refine((code) => code === DEFAULT_LANGUAGE, 'sourceLanguage must be en: the site is written in English.')),
    DEFAULT_LANGUAGE,
  ),
})

type ErrorStatus = 400 | 403 | 413 | 415 | 429
const error = (c: Context<AppEnv>, status: ErrorStatus, message: string) => c.json({ error: message }, status, { 'Cache-Control': 'no-store' })

/** Whether the request may have any text translated: the app passes the console's session check, which the engine knows nothing of. */
export type MayTranslateAnything = (c: Context<AppEnv>) => Promise<boolean>

/** `POST /api/translate`, with the check that lets a signed-in owner translate text that is not the site's. */
export function translateRoutes(mayTranslateAnything: MayTranslateAnything) {
  const routes = new Hono<AppEnv>()
  routes.post(ENDPOINTS.translate, jsonOnly, limitBody, (c) => translateApi(c, mayTranslateAnything))
  return routes
}

const jsonOnly: MiddlewareHandler<AppEnv> = async function jsonOnly(c, next) {
  if (!/^application\/json\s*(;|$)/i.test(c.req.header('Content-Type') ?? '')) return error(c, 415, 'Send the request as application/json.')
  await next()
}

/** Before anything else, the one body-limit policy (Hono's): a flood is refused while it arrives, never buffered first. */
const limitBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => error(c, 413, `text must be at most ${MAX_TEXT_LENGTH} characters.`) })

async function translateApi(c: Context<AppEnv>, mayTranslateAnything: MayTranslateAnything): Promise<Response> {
  const bytes = await c.req.arrayBuffer()
  const retryAfter = await rateLimited(c)
  if (retryAfter !== null) {
    c.header('Retry-After', String(retryAfter))
    return error(c, 429, 'Too many translation requests. Please wait a minute and try again.')
  }
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    return error(c, 400, 'The request body is not valid JSON.')
  }
  const parsed = requestSchema.safeParse(json)
  if (!parsed.success) return error(c, 400, parsed.error.issues[0]?.message ?? 'Invalid request.')

  c.header('Cache-Control', 'no-store')
  const text = parsed.data.text.trim()
  if (text.length > MAX_TEXT_LENGTH) return error(c, 413, `text must be at most ${MAX_TEXT_LENGTH} characters.`)
  const target = parsed.data.targetLanguage as LanguageCode

  if (skipReason(text, target)) return c.json({ translatedText: text })
  try {
    const translated = await translationEngine(c.env).translateText(text, target, {
      mayTranslateAnything: () => mayTranslateAnything(c),
      userAgent: c.req.header('User-Agent'),
    })
    if (translated !== null) return c.json({ translatedText: translated })
  } catch (failure) {
    logFailure('translate_api_failed', failure)
    return c.json({ translatedText: text })
  }
  return error(c, 403, 'Only the site’s own text can be translated here. Translating other text needs an admin session.')
}

/**
 * Seconds to wait when the client is over its minute, else null. The Rate Limiting
 * binding counts per location in memory, so it costs no D1 write; the key is an HMAC
 * of the client's network (an IPv6 /64 counts as one), never the address. A failing
 * binding lets the request through.
 */
async function rateLimited(c: Context<AppEnv>): Promise<number | null> {
  try {
    const key = await clientKey(c, settings(c.env).sessionSecret ?? 'translate-rate-limit')
    const { success } = await c.env.TRANSLATE_LIMITER.limit({ key: `translate:${key}` })
    return success ? null : TRANSLATE_RATE_LIMIT.windowMs / 1000
  } catch (failure) {
    logFailure('translate_rate_limit_failed', failure)
    return null
  }
}
