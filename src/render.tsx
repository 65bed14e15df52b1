import type { Context } from 'hono'
import { renderToString } from 'react-dom/server'
import { clientAssets } from 'virtual:client-assets'
import { Document } from './components/document'
import { shellCopy } from './copy/shell'
import type { AppEnv } from './env'
import { collectStrings, localize } from './i18n/copy'
import { PageContext } from './i18n/page-context'
import type { LanguageCode } from './lib/languages'
import { siteUrl } from './config'
import type { PageDefinition } from './pages/types'
import { translatePage } from './translation'

const ASSETS = { css: clientAssets.css, scripts: clientAssets.scripts }

/** HTML is the same for every visitor, so shared caches may keep it for a while… */
const PAGE_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400'
/** …but a page still partly in English is kept only briefly, so its translation shows up soon. */
const PARTIAL_CACHE_CONTROL = 'public, max-age=60'

/**
 * Renders a page in `lang`: gathers the strings of the shell and the page, translates
 * them in one batch, then renders the document to a string.
 */
export async function renderPage(c: Context<AppEnv>, lang: LanguageCode, path: string, page: PageDefinition, status: 200 | 404 | 500 = 200): Promise<Response> {
  const strings = collectStrings(shellCopy, page.meta, ...page.catalogs)
  const translation = await translatePage({ env: c.env, ctx: executionContext(c), lang, strings, userAgent: c.req.header('User-Agent') })
  const meta = { ...localize(page.meta, translation.dictionary), noindex: page.noindex }
  const html = renderToString(
    <PageContext value={{ lang, path, dictionary: translation.dictionary, siteUrl: siteUrl(c.env) }}>
      <Document meta={meta} assets={ASSETS} translation={translation}>
        <page.Component />
      </Document>
    </PageContext>,
  )
  return c.html(`<!DOCTYPE html>${html}`, status, {
    'Cache-Control': status === 200 && translation.complete ? PAGE_CACHE_CONTROL : PARTIAL_CACHE_CONTROL,
    'Content-Language': lang,
  })
}

/** The request's execution context for `waitUntil`; `app.request()` without one (some tests) has none. */
export function executionContext(c: Context<AppEnv>): ExecutionContext | undefined {
  try {
    return c.executionCtx as ExecutionContext
  } catch {
    return undefined
  }
}
