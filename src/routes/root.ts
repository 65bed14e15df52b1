import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppEnv } from '../env'
import { LANGUAGE_COOKIE, isLanguageCode, negotiateLanguage } from '../lib/languages'

/**
 * `/` sends visitors to their language: an explicit earlier choice (cookie) wins,
 * then the browser's `Accept-Language`. Deep links are never redirected by language.
 */
export function rootRedirect(c: Context<AppEnv>): Response {
  const chosen = getCookie(c, LANGUAGE_COOKIE)
  const lang = isLanguageCode(chosen) ? chosen : negotiateLanguage(c.req.header('Accept-Language'))
  c.header('Vary', 'Cookie, Accept-Language')
  c.header('Cache-Control', 'private, max-age=0')
  return c.redirect(`/${lang}`, 302)
}
