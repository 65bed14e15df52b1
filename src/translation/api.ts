/**
 * `POST /api/translate` (SPEC §7): `{text, targetLanguage, sourceLanguage}` in,
 * `{translatedText}` out. It answers from the translation memory and translates the
 * site's own strings; arbitrary text would need an admin session, which does not exist
 * yet, so it is refused. Any failure answers the original text, never a 500.
 */
import type { Context } from 'hono'
import { z } from 'zod'
import { hitRateLimit } from '../contact/rate-limit'
import type { AppEnv } from '../env'
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguageCode } from '../lib/languages'
import type { LanguageCode } from '../lib/languages'
import { MAX_TEXT_LENGTH, skipReason } from './checks'
import { isCrawler } from './crawler'
import { engineFor, siteCatalog } from './index'
import { translateTexts } from './engine'
import { findTranslations, saveTranslations, translationKey } from './store'

export const TRANSLATE_RATE_LIMIT = { limit: 60, windowMs: 60 * 1000 } as const
/** Generous next to 5000 characters of JSON-escaped text, small enough to refuse floods before parsing. */
const MAX_BODY_BYTES = 64 * 1024

const codes = LANGUAGES.map((language) => language.code).join(', ')
const language = (field: string) =>
  z.string({ error: `${field} must be a language code.` }).refine(isLanguageCode, { error: `${field} must be one of: ${codes}.` })

const requestSchema = z.object({
  text: z.string({ error: 'text must be a string.' }),
  targetLanguage: language('targetLanguage'),
  sourceLanguage: language('sourceLanguage')
    .refine((code) => code === DEFAULT_LANGUAGE, { error: 'sourceLanguage must be en: the site is written in English.' })
    .default(DEFAULT_LANGUAGE),
})

const error = (c: Context<AppEnv>, status: 400 | 403 | 413 | 415 | 429, message: string) => c.json({ error: message }, status)

export async function translateApi(c: Context<AppEnv>): Promise<Response> {
  c.header('Cache-Control', 'no-store')
  if (!/^application\/json\s*(;|$)/i.test(c.req.header('Content-Type') ?? '')) return error(c, 415, 'Send the request as application/json.')

  const client = c.req.header('cf-connecting-ip') ?? 'unknown'
  try {
    if (!(await hitRateLimit(c.env.DB, `translate:${client}`, TRANSLATE_RATE_LIMIT))) {
      c.header('Retry-After', String(TRANSLATE_RATE_LIMIT.windowMs / 1000))
      return error(c, 429, 'Too many translation requests. Please wait a minute and try again.')
    }
  } catch (failure) {
    console.error(JSON.stringify({ event: 'translate_rate_limit_failed', error: String(failure) }))
  }

  const raw = await c.req.text()
  if (new TextEncoder().encode(raw).byteLength > MAX_BODY_BYTES) return error(c, 413, `text must be at most ${MAX_TEXT_LENGTH} characters.`)
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return error(c, 400, 'The request body is not valid JSON.')
  }
  const parsed = requestSchema.safeParse(json)
  if (!parsed.success) return error(c, 400, parsed.error.issues[0]?.message ?? 'Invalid request.')
  const text = parsed.data.text.trim()
  if (text.length > MAX_TEXT_LENGTH) return error(c, 413, `text must be at most ${MAX_TEXT_LENGTH} characters.`)
  const target = parsed.data.targetLanguage as LanguageCode

  if (skipReason(text, target)) return c.json({ translatedText: text })
  try {
    const cached = await translateOne(c, text, target)
    if (cached !== null) return c.json({ translatedText: cached })
  } catch (failure) {
    console.error(JSON.stringify({ event: 'translate_api_failed', error: String(failure) }))
    return c.json({ translatedText: text })
  }
  return error(c, 403, 'Only the site’s own text can be translated here. Translating other text needs an admin session.')
}

/** The memory's translation, else (for the site's own strings) the provider's; null when the text is not the site's. */
async function translateOne(c: Context<AppEnv>, text: string, target: LanguageCode): Promise<string | null> {
  const key = await translationKey(text, target)
  const hit = (await findTranslations(c.env.DB, [key])).get(key)
  if (hit !== undefined) return hit
  if (!siteCatalog().set.has(text)) return null
  if (isCrawler(c.req.header('User-Agent'))) return text

  const engine = engineFor(c.env)
  const outcome = await translateTexts([text], target, engine.providers, engine.breakers, { signal: AbortSignal.timeout(10_000) })
  const result = outcome.translated.get(text)
  if (!result) return text
  await saveTranslations(c.env.DB, [{ key, originalText: text, targetLanguage: target, translatedText: result.text, provider: result.provider }])
  return result.text
}
