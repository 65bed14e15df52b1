/**
 * The home page rendered exactly as src/render.tsx renders it, minus the request:
 * loaded by the bench through Vite's SSR module loader (the app imports no Worker-only
 * module on this path), so the same source is measured without a Worker build.
 */
import { renderToString } from 'react-dom/server'
import { Document } from '../../src/components/document'
import { shellCopy } from '../../src/copy/shell'
import { collectStrings, localize } from '../../src/i18n/copy'
import { PageContext } from '../../src/i18n/page-context'
import { homePage } from '../../src/pages/home'

/** The shape of the production build's assets: hashed names, one entry, a few preloads. */
const ASSETS = {
  css: ['/assets/main-00000000.css'],
  scripts: ['/assets/main-00000000.js'],
  preload: ['/assets/site-header-00000000.js', '/assets/react-00000000.js', '/assets/hydrate-00000000.js'],
}

const TRANSLATION = { unavailable: false, unavailableLanguages: new Set<string>() }

/**
 * Returns a function that renders home in Czech once, with a warm dictionary: every
 * string of the page mapped to a different string of the same length (itself reversed),
 * the same dictionary object on every call, as the translation engine keeps it in memory.
 */
export function createHomeRender(): { render: () => string; strings: number } {
  const page = homePage
  const strings = collectStrings(shellCopy, page.meta, ...page.catalogs)
  const dictionary = new Map(strings.map((text) => [text, [...text].reverse().join('')]))
  const context = { lang: 'cs', path: '', dictionary, siteUrl: 'https://karlinlabs.com' } as const
  const render = () => {
    const meta = { ...localize(page.meta, dictionary), noindex: page.noindex }
    const html = renderToString(
      <PageContext value={context}>
        <Document meta={meta} assets={ASSETS} translation={TRANSLATION}>
          <page.Component />
        </Document>
      </PageContext>,
    )
    return `<!DOCTYPE html>${html}`
  }
  return { render, strings: strings.length }
}
