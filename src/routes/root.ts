import type { Context } from 'hono'
import type { AppEnv } from '../settings'
import { requestLanguage } from '../platform/request-language'

/**
 * `/` sends visitors to their language: an explicit earlier choice (cookie) wins,
 * then the browser's `Accept-Language`. Deep links are never redirected by language.
 */
export function rootRedirect(c: Context<AppEnv>): Response {
  const lang = requestLanguage(c)
  c.header('Vary', 'Cookie, Accept-Language')
  c.header('Cache-Control', 'private, max-age=0')
  return c.redirect(`/${lang}`, 302)
}
