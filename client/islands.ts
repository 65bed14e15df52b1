import type { ComponentType } from 'react'
import type { IslandName } from '../src/lib/islands'

type IslandModule = { default: ComponentType<never> }

/** Every module of `src/islands/`, each its own chunk, imported only when a page needs it. */
const MODULES = import.meta.glob<IslandModule>('../src/islands/*.tsx')

/** The code of an island by its name (`src/islands/<name>.tsx`), or undefined for a name with no module. */
export function islandModule(name: IslandName): (() => Promise<IslandModule>) | undefined {
  return MODULES[`../src/islands/${name}.tsx`]
}
