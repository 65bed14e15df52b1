import type { Context } from 'hono'
import { isLanguageCode, negotiateLanguage } from '../lib/languages'
import type { LanguageCode } from '../lib/languages'

/**
 * The one language policy for answers that are not pages: a language the request names
 * itself (a form's or body's `language`/`lang` field, passed in as `named`), else the
 * `?lang=` of the address, else the first path segment when it is a language, else the
 * browser's `Accept-Language`, else English.
 */
export function requestLanguage(c: Context, named?: unknown): LanguageCode {
  if (typeof named === 'string' && isLanguageCode(named)) return named
  const query = c.req.query('lang')
  if (isLanguageCode(query)) return query
  const first = new URL(c.req.url).pathname.split('/')[1]
  if (isLanguageCode(first)) return first
  return negotiateLanguage(c.req.header('Accept-Language'))
}
