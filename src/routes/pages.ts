import type { Context } from 'hono'
import type { AppEnv } from '../settings'
import { DEFAULT_LANGUAGE, isLanguageCode } from '../lib/languages'
import type { LanguageCode } from '../lib/languages'
import { findPageRoute } from '../lib/routes'
import { log } from '../platform/log'
import { pageFor } from '../pages'
import { notFoundPage } from '../pages/status'
import { edgeCacheKey, edgeCached, buildId } from '../platform/edge-cache'
import { executionContext, renderPage } from '../render'
import { translationEngine } from '../engine'

/** A first path segment that looks like a language tag: `xx`, `pt-br`, `deu`. */
const LANGUAGE_LIKE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i

/**
 * Every page lives under `/{lang}`. An unsupported or missing language sends the
 * visitor to the English home page; any other unknown path is a 404 in the language
 * of its first segment, or in English.
 */
export async function sitePage(c: Context<AppEnv>): Promise<Response> {
  const { pathname } = new URL(c.req.url)
  const [first = '', ...segments] = pathname.slice(1).split('/')
  const rest = segments.length ? `/${segments.join('/')}` : ''

  if (!isLanguageCode(first)) {
    const withoutLanguage = `/${[first, ...segments].join('/')}`
    if (LANGUAGE_LIKE.test(first) || findPageRoute(withoutLanguage)) return c.redirect(`/${DEFAULT_LANGUAGE}`, 302)
    return notFound(c, DEFAULT_LANGUAGE)
  }
  c.set('lang', first)
  if (rest.endsWith('/')) return c.redirect(`/${first}${rest.replace(/\/+$/, '')}${new URL(c.req.url).search}`, 301)

  const route = findPageRoute(rest)
  if (!route) return notFound(c, first)
  const page = pageFor(route)
  const version = await translationEngine(c.env).languageVersion(first)
  if (version === null) return renderPage(c, first, rest, page)
  // Looked up under the version this isolate knows; stored under the version of the
  // dictionary the page was actually rendered with, so old text never lands under a new key.
  const keyFor = (translations: string) => edgeCacheKey(c.req.url, [buildId(c.env), first, translations])
  return edgeCached(
    keyFor(version),
    () => renderPage(c, first, rest, page),
    (response) => {
      const rendered = c.get('pageCacheVersion')
      return response.status === 200 && rendered !== undefined ? keyFor(rendered) : null
    },
    executionContext(c),
  )
}

/** The 404 page. The attempted path is logged; nothing else about the visitor is. */
export function notFound(c: Context<AppEnv>, lang: LanguageCode = c.get('lang') ?? DEFAULT_LANGUAGE): Promise<Response> {
  log('not_found', { path: new URL(c.req.url).pathname.slice(0, 300) }, 'warn')
  return renderPage(c, lang, '', notFoundPage, 404)
}
