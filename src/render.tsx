import { reactRenderer } from '@hono/react-renderer'
import type { Context } from 'hono'
import type { ReactNode } from 'react'
import { clientAssets } from 'virtual:client-assets'
import { Document } from './components/document'
import type { TranslationStatus } from './components/document'
import type { PageMeta } from './components/head'
import { PageSlotsContext } from './components/page-slots'
import type { PageSlots } from './components/page-slots'
import { settings } from './settings'
import { SHELL_CATALOGS } from './copy'
import type { AppEnv } from './settings'
import { collectStrings, localize } from './i18n/copy'
import type { Dictionary } from './i18n/copy'
import { PageContext } from './i18n/page-context'
import type { LanguageCode } from './lib/languages'
import type { PageDefinition } from './pages/types'
import { translationEngine } from './engine'

const ASSETS = { css: clientAssets.css, scripts: clientAssets.scripts, fonts: clientAssets.fonts }

/** HTML is the same for every visitor, so shared caches may keep it for a while… */
const PAGE_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400'
/** …but a page still partly in English is kept only briefly, so its translation shows up soon. */
const PARTIAL_CACHE_CONTROL = 'public, max-age=60'

/** The statuses a rendered page answers with: success, the visitor's mistakes and ours. */
export type PageStatus = 200 | 400 | 401 | 403 | 404 | 413 | 415 | 429 | 500 | 503

/** What the layout needs to wrap a page: its language, path, translated meta and dictionary. */
export interface RenderedPage {
  lang: LanguageCode
  path: string
  meta: PageMeta
  dictionary: Dictionary
  translation: TranslationStatus
  siteUrl: string
  /** The same answer for every visitor (see `PageContextValue.shared`). */
  shared: boolean
  /** What features above the pages filled in for this request (`c.get('pageSlots')`). */
  slots?: PageSlots
}

declare module '@hono/react-renderer' {
  interface Props {
    page: RenderedPage
  }
}

/** The document around every page: the page's context, then head, header, body and footer. */
export function SiteLayout({ children, page }: { children: ReactNode; page: RenderedPage }) {
  return (
    <PageContext
      value={{
        lang: page.lang,
        path: page.path,
        dictionary: page.dictionary,
        siteUrl: page.siteUrl,
        shared: page.shared,
      }}
    >
      <PageSlotsContext value={page.slots ?? {}}>
        <Document meta={page.meta} assets={ASSETS} translation={page.translation}>
          {children}
        </Document>
      </PageSlotsContext>
    </PageContext>
  )
}

/** Gives every request `c.render`, which renders a page with `renderToString` inside `SiteLayout`. */
export const pageRenderer = reactRenderer(SiteLayout, { docType: true })

/**
 * What the console's review mode does to a page's dictionary before it renders: marks each
 * string, so the rendered HTML says where every one appears. Public renders never take it.
 */
type DictionaryMarks = (strings: readonly string[], dictionary: Dictionary) => Dictionary

/**
 * Renders a page in `lang`: gathers the strings of the shell and the page, translates
 * them in one batch, then renders the document through `c.render`.
 */
export async function renderPage(
  c: Context<AppEnv>,
  lang: LanguageCode,
  path: string,
  page: PageDefinition,
  status: PageStatus = 200,
  cacheControl?: string,
  marks?: DictionaryMarks,
): Promise<Response> {
  const strings = collectStrings(...SHELL_CATALOGS, page.meta, ...page.catalogs)
  const translation = await translationEngine(c.env).translatePage({ ctx: executionContext(c), lang, strings, userAgent: c.req.header('User-Agent') })
  const dictionary = marks ? marks(strings, translation.dictionary) : translation.dictionary
  const meta = { ...localize(page.meta, dictionary, lang), noindex: page.noindex }
  if (translation.complete && !translation.unavailable && !marks) c.set('pageCacheVersion', translation.version)
  c.status(status)
  const caching = cacheControl ?? (status === 200 && translation.complete ? PAGE_CACHE_CONTROL : PARTIAL_CACHE_CONTROL)
  c.header('Cache-Control', caching)
  c.header('Content-Language', lang)
  return c.render(<page.Component />, {
    page: { lang, path, meta, dictionary, translation, siteUrl: settings(c.env).siteUrl, shared: isShared(caching), slots: c.get('pageSlots') },
  })
}

/**
 * Whether an answer with this Cache-Control is the same for everyone: one that no
 * shared cache may keep (`no-store`, `private`) carries something of one visitor's.
 */
function isShared(cacheControl: string): boolean {
  return !/\b(?:no-store|private)\b/i.test(cacheControl)
}

/** The request's execution context for `waitUntil`; `app.request()` without one (some tests) has none. */
export function executionContext(c: Context): ExecutionContext | undefined {
  try {
    return c.executionCtx as ExecutionContext
  } catch {
    return undefined
  }
}
