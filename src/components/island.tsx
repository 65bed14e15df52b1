import { useContext, useId } from 'react'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { PageContext } from '../i18n/page-context'
import { htmlSafeJson } from '../lib/html'
import { ISLAND_ATTR, ISLAND_ID_ATTR, ISLAND_LOAD_ATTR, ISLAND_ROOT_ATTR } from '../lib/islands'
import type { IslandLoad, IslandName } from '../lib/islands'

interface IslandProps<P> {
  name: IslandName
  component: ComponentType<P>
  props: P
  load?: IslandLoad
}

/**
 * Rendered island markup by name, id and props, for pages every visitor shares: the
 * same page in the same language renders the same islands with the same props, so warm
 * requests skip the nested render. An answer that is one visitor's (the contact form
 * sent back with what they typed, the admin area) renders its islands afresh and keeps
 * nothing: what visitors send never stays in memory and cannot make it grow.
 */
const markupCache = new Map<string, string>()
const MARKUP_CACHE_LIMIT = 500

/** Entries in the markup cache (for tests: it must not grow with what visitors post). */
export function islandMarkupCacheSize(): number {
  return markupCache.size
}

function renderIsland<P extends object>(name: IslandName, Component: ComponentType<P>, props: P, id: string, json: string, shared: boolean): string {
  const render = () => renderToString(<Component {...props} />, { identifierPrefix: id })
  if (!shared) return render()
  const key = `${name}\u0000${id}\u0000${json}`
  let markup = markupCache.get(key)
  if (markup === undefined) {
    markup = render()
    if (markupCache.size >= MARKUP_CACHE_LIMIT) markupCache.clear()
    markupCache.set(key, markup)
  }
  return markup
}

/**
 * Server side of the island protocol (see `lib/islands`). The island is rendered on
 * its own, with the same `identifierPrefix` the browser hydrates with, so its markup
 * is exactly what `hydrateRoot` expects. Its props must be public, JSON-safe data.
 */
export function Island<P extends object>({ name, component: Component, props, load = 'idle' }: IslandProps<P>) {
  // The console renders islands in its own frame, outside a page: its answers are one person's, never shared.
  const shared = useContext(PageContext)?.shared ?? false
  const id = `${name}-${useId().replace(/[^a-zA-Z0-9]/g, '')}-`
  const json = htmlSafeJson(props)
  const markup = renderIsland(name, Component, props, id, json, shared)
  return (
    <div {...{ [ISLAND_ATTR]: name, [ISLAND_ID_ATTR]: id, [ISLAND_LOAD_ATTR]: load }} className="contents">
      <script type="application/json" dangerouslySetInnerHTML={{ __html: json }} />
      <div {...{ [ISLAND_ROOT_ATTR]: '' }} className="contents" dangerouslySetInnerHTML={{ __html: markup }} />
    </div>
  )
}
