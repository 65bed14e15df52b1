import type { ComponentType } from 'react'
import type { IslandName } from '../src/lib/islands'

type IslandModule = { default: ComponentType<never> }

/**
 * Every island's module (`src/islands/<name>.tsx`), each its own chunk, imported only when
 * a page needs it. The ROI calculator lives beside them but is no island: the service
 * cards import it when it is opened.
 */
const MODULES = import.meta.glob<IslandModule>(['./*.tsx', '!./roi-calculator.tsx'], { base: '../src/islands' })

/** The code of an island by its name, or undefined for a name with no module. */
export function islandModule(name: IslandName): (() => Promise<IslandModule>) | undefined {
  return MODULES[`./${name}.tsx`]
}
