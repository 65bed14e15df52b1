/**
 * `POST /api/translate`: `{text, targetLanguage, sourceLanguage}` in, `{translatedText}`
 * out. It answers from the translation memory and translates the site's own strings;
 * arbitrary text needs an admin session. Any provider or storage failure answers the
 * original text, never a 500.
 */
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono/tiny'
import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import * as z from 'zod/mini'
import { hasAdminSession } from '../admin/session'
import { database } from '../db'
import type { AppEnv } from '../env'
import { ENDPOINTS } from '../lib/endpoints'
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguageCode } from '../lib/languages'
import type { LanguageCode } from '../lib/languages'
import { clientAddress } from '../platform/client'
import { log } from '../platform/log'
import { hitRateLimit } from '../platform/rate-limit'
import { MAX_TEXT_LENGTH, skipReason } from './checks'
import { isCrawler } from './crawler'
import { findTranslations, saveTranslations } from './d1'
import { engineFor, siteCatalog } from './isolate'
import { translationKey } from './keys'
import { translateTexts } from './provider-batcher'
import { usageStatements } from './usage'

export const TRANSLATE_RATE_LIMIT = { limit: 60, windowMs: 60 * 1000 } as const
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

export const translateRoutes = new Hono<AppEnv>()

// The JSON validator throws on a body that is not JSON; answer that like every other bad request.
translateRoutes.onError(function translateError(failure, c) {
  if (failure instanceof HTTPException && failure.status === 400) return error(c, 400, 'The request body is not valid JSON.')
  throw failure
})

translateRoutes.post(
  ENDPOINTS.translate,
  async function translateContentType(c, next) {
    if (!/^application\/json\s*(;|$)/i.test(c.req.header('Content-Type') ?? '')) return error(c, 415, 'Send the request as application/json.')
    await next()
  },
  async function translateRateLimit(c, next) {
    const client = clientAddress(c)
    try {
      if (!(await hitRateLimit(database(c.env.DB), `translate:${client}`, TRANSLATE_RATE_LIMIT))) {
        c.header('Retry-After', String(TRANSLATE_RATE_LIMIT.windowMs / 1000))
        return error(c, 429, 'Too many translation requests. Please wait a minute and try again.')
      }
    } catch (failure) {
      log('translate_rate_limit_failed', { error: String(failure) }, 'error')
    }
    await next()
  },
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => error(c as Context<AppEnv>, 413, `text must be at most ${MAX_TEXT_LENGTH} characters.`),
  }),
  zValidator('json', requestSchema, (result, c) => {
    if (!result.success) return error(c as Context<AppEnv>, 400, result.error.issues[0]?.message ?? 'Invalid request.')
  }),
  async function translateApi(c) {
    c.header('Cache-Control', 'no-store')
    const body = c.req.valid('json')
    const text = body.text.trim()
    if (text.length > MAX_TEXT_LENGTH) return error(c, 413, `text must be at most ${MAX_TEXT_LENGTH} characters.`)
    const target = body.targetLanguage as LanguageCode

    if (skipReason(text, target)) return c.json({ translatedText: text })
    try {
      const translated = await translateOne(c, text, target)
      if (translated !== null) return c.json({ translatedText: translated })
    } catch (failure) {
      log('translate_api_failed', { error: String(failure) }, 'error')
      return c.json({ translatedText: text })
    }
    return error(c, 403, 'Only the site’s own text can be translated here. Translating other text needs an admin session.')
  },
)

/**
 * The memory's translation, else the provider's: for the site's own strings (stored for
 * the next visitor), or for any text when an admin is signed in (not stored: it is not
 * the site's copy). Null when the text is not the site's and no admin asks.
 */
async function translateOne(c: Context<AppEnv>, text: string, target: LanguageCode): Promise<string | null> {
  const db = database(c.env.DB)
  const key = await translationKey(text, target)
  const hit = (await findTranslations(db, [key])).get(key)
  if (hit !== undefined) return hit
  const siteString = siteCatalog().set.has(text)
  if (!siteString && !(await hasAdminSession(c))) return null
  // Legal text comes from the memory only; crawlers never cause a paid translation.
  if (siteCatalog().memoryOnly.has(text) || isCrawler(c.req.header('User-Agent'))) return text

  const engine = engineFor(c.env)
  const outcome = await translateTexts([text], target, engine.providers, engine.breakers, { signal: AbortSignal.timeout(10_000) })
  const result = outcome.translated.get(text)
  const rows = result && siteString ? [{ key, originalText: text, targetLanguage: target, translatedText: result.text, provider: result.provider }] : []
  await saveTranslations(db, rows, undefined, usageStatements(db, outcome.usage))
  return result?.text ?? text
}
