import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { parseAccept } from 'hono/utils/accept'
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_COOKIE, isLanguageCode } from '../lib/languages'
import type { LanguageCode } from '../lib/languages'

/**
 * The one language policy for a request (pages have theirs in the address): a language
 * the request names itself (a form's or body's `language`/`lang` field, passed in as
 * `named`), else the `?lang=` of the address, else the first path segment when it is a
 * language, else the visitor's earlier choice in the language selector (its cookie), else
 * the browser's `Accept-Language`, else English.
 */
export function requestLanguage(c: Context, named?: unknown): LanguageCode {
  if (typeof named === 'string' && isLanguageCode(named)) return named
  const query = c.req.query('lang')
  if (isLanguageCode(query)) return query
  const first = new URL(c.req.url).pathname.split('/')[1]
  if (isLanguageCode(first)) return first
  const chosen = getCookie(c, LANGUAGE_COOKIE)
  if (isLanguageCode(chosen)) return chosen
  return negotiateLanguage(c.req.header('Accept-Language'))
}

/**
 * Picks a language from an `Accept-Language` header, read by Hono's parser (entries in
 * quality order): first by the language part of each entry, then by the region part, then English.
 */
function negotiateLanguage(header: string | null | undefined): LanguageCode {
  const tags = parseAccept(header ?? '')
    .filter(({ type, q }) => type && type !== '*' && q > 0)
    .map(({ type }) => type)
  for (const tag of tags) {
    const base = tag.split('-')[0]?.toLowerCase()
    const normalised = base === 'nb' || base === 'nn' ? 'no' : base
    if (isLanguageCode(normalised)) return normalised
  }
  for (const tag of tags) {
    const region = tag.split('-')[1]?.toUpperCase()
    if (!region) continue
    const match = LANGUAGES.find((language) => (language.regions as readonly string[]).includes(region))
    if (match) return match.code
  }
  return DEFAULT_LANGUAGE
}
