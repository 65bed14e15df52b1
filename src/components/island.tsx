import { useId } from 'react'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
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
 * Rendered island markup by name, id and props. The same page in the same language
 * renders the same islands with the same props, so warm requests skip the nested render.
 */
const markupCache = new Map<string, string>()
const MARKUP_CACHE_LIMIT = 500

function renderIsland<P extends object>(name: IslandName, Component: ComponentType<P>, props: P, id: string, json: string): string {
  const key = `${name}\u0000${id}\u0000${json}`
  let markup = markupCache.get(key)
  if (markup === undefined) {
    markup = renderToString(<Component {...props} />, { identifierPrefix: id })
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
  const id = `${name}-${useId().replace(/[^a-zA-Z0-9]/g, '')}-`
  const json = htmlSafeJson(props)
  const markup = renderIsland(name, Component, props, id, json)
  return (
    <div {...{ [ISLAND_ATTR]: name, [ISLAND_ID_ATTR]: id, [ISLAND_LOAD_ATTR]: load }} className="contents">
      <script type="application/json" dangerouslySetInnerHTML={{ __html: json }} />
      <div {...{ [ISLAND_ROOT_ATTR]: '' }} className="contents" dangerouslySetInnerHTML={{ __html: markup }} />
    </div>
  )
}
