import type { ComponentType } from 'react'
import type { IslandName } from '../src/lib/islands'

type IslandModule = { default: ComponentType<never> }

/** Each island is its own chunk, imported only when a page has it and its load condition is met. */
export const ISLAND_MODULES: Partial<Record<IslandName, () => Promise<IslandModule>>> = {
  'site-header': () => import('../src/islands/site-header'),
}
