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
 * Server side of the island protocol (see `lib/islands`). The island is rendered on
 * its own, with the same `identifierPrefix` the browser hydrates with, so its markup
 * is exactly what `hydrateRoot` expects. Its props must be public, JSON-safe data.
 */
export function Island<P extends object>({ name, component: Component, props, load = 'idle' }: IslandProps<P>) {
  const id = `${name}-${useId().replace(/[^a-zA-Z0-9]/g, '')}-`
  const markup = renderToString(<Component {...props} />, { identifierPrefix: id })
  return (
    <div {...{ [ISLAND_ATTR]: name, [ISLAND_ID_ATTR]: id, [ISLAND_LOAD_ATTR]: load }} className="contents">
      <script type="application/json" dangerouslySetInnerHTML={{ __html: htmlSafeJson(props) }} />
      <div {...{ [ISLAND_ROOT_ATTR]: '' }} className="contents" dangerouslySetInnerHTML={{ __html: markup }} />
    </div>
  )
}
