import type { ComponentType } from 'react'
import type { IslandName } from '../src/lib/islands'

type IslandModule = { default: ComponentType<never> }

/** Each island is its own chunk, imported only when a page has it and its load condition is met. */
export const ISLAND_MODULES: Partial<Record<IslandName, () => Promise<IslandModule>>> = {
  'site-header': () => import('../src/islands/site-header'),
  'use-case-menu': () => import('../src/islands/use-case-menu'),
  'service-cards': () => import('../src/islands/service-cards'),
  'contact-form': () => import('../src/islands/contact-form'),
  'sitemap-manager': () => import('../src/islands/sitemap-manager'),
}
