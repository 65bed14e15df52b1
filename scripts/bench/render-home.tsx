/**
 * The home page rendered as src/render.tsx renders it, minus translation:
 * `renderToString` of the page inside `SiteLayout`, and the same answered by a Hono
 * request, once through the site's `reactRenderer` (`c.render`) and once by hand
 * (`c.html`), so the renderer's own cost can be read off. Loaded by the bench
 * through Vite's SSR module loader, so the same source is measured without a Worker build.
 */
import { Hono } from 'hono'
import { renderToString } from 'react-dom/server'
import { SHELL_CATALOGS } from '../../src/copy'
import { collectStrings, localize } from '../../src/i18n/copy'
import { homePage } from '../../src/pages/home'
import { SiteLayout, pageRenderer } from '../../src/render'
import type { RenderedPage } from '../../src/render'

const TRANSLATION = { unavailable: false, unavailableLanguages: new Set<string>() }

/**
 * Returns functions that render home in Czech once, with a warm dictionary: every
 * string of the page mapped to a different string of the same length (itself reversed),
 * the same dictionary object on every call, as the translation engine keeps it in memory.
 */
export function createHomeRender(): { render: () => string; throughRenderer: () => Promise<string>; byHand: () => Promise<string>; strings: number } {
  const page = homePage
  const strings = collectStrings(...SHELL_CATALOGS, page.meta, ...page.catalogs)
  const dictionary = new Map(strings.map((text) => [text, [...text].reverse().join('')]))
  const rendered: RenderedPage = {
    lang: 'cs',
    path: '',
    meta: { ...localize(page.meta, dictionary, 'cs'), noindex: page.noindex },
    dictionary,
    translation: TRANSLATION,
    siteUrl: 'https://karlinlabs.com',
    shared: true,
  }
  const renderDirect = () =>
    `<!DOCTYPE html>${renderToString(
      <SiteLayout page={rendered}>
        <page.Component />
      </SiteLayout>,
    )}`
  const viaRenderer = new Hono().use(pageRenderer).get('/', (c) => c.render(<page.Component />, { page: rendered }))
  const viaHand = new Hono().get('/', (c) => c.html(renderDirect()))
  return {
    render: renderDirect,
    throughRenderer: async () => (await viaRenderer.request('/')).text(),
    byHand: async () => (await viaHand.request('/')).text(),
    strings: strings.length,
  }
}
