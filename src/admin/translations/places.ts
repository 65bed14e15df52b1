/**
 * Where each of the site's strings appears, and so in what order a reviewer should read
 * them: the header and footer first (on every page), then home, then the landing pages as
 * the menus list them, then the answers and error pages, then the legal pages (flagged: the
 * English version applies), and the console last.
 */
import { CONSOLE_CATALOGS, SHELL_CATALOGS, contactResultPageCopy, notFoundPageCopy, pageCopy, serverErrorPageCopy } from '../../copy'
import { collectStrings } from '../../i18n/copy'
import { PAGE_ROUTES } from '../../lib/routes'
import type { PageRoute } from '../../lib/routes'
import type { ConsoleCopy } from '../frame/console-context'

export type Place = { kind: 'every' } | { kind: 'page'; route: PageRoute } | { kind: 'answers' } | { kind: 'console' }

export interface StringPlaces {
  places: Place[]
  /** Lower is met earlier by a visitor. */
  rank: number
  /** Only on the legal pages, whose English version applies. */
  legal: boolean
}

const LEGAL: ReadonlySet<PageRoute['kind']> = new Set(['privacy-policy', 'terms-of-service'])

let index: Map<string, StringPlaces> | undefined

function rankOf(place: Place, order: number): number {
  if (place.kind === 'every') return 0
  if (place.kind === 'page') return LEGAL.has(place.route.kind) ? 2000 + order : 1 + order
  return place.kind === 'answers' ? 1000 : 3000
}

/** Every site string with the places it appears in, built once per isolate from the same table the renderer uses. */
export function stringPlaces(): Map<string, StringPlaces> {
  if (index) return index
  const built = new Map<string, StringPlaces>()
  const add = (strings: readonly string[], place: Place, order: number) => {
    for (const text of strings) {
      const entry = built.get(text) ?? { places: [], rank: Number.POSITIVE_INFINITY, legal: true }
      entry.places.push(place)
      entry.rank = Math.min(entry.rank, rankOf(place, order))
      entry.legal &&= place.kind === 'page' && LEGAL.has(place.route.kind)
      built.set(text, entry)
    }
  }
  add(collectStrings(...SHELL_CATALOGS), { kind: 'every' }, 0)
  PAGE_ROUTES.forEach((route, order) => {
    const page = pageCopy(route)
    add(collectStrings(page.meta, ...page.catalogs), { kind: 'page', route }, order)
  })
  for (const page of [contactResultPageCopy, notFoundPageCopy, serverErrorPageCopy]) add(collectStrings(page.meta, ...page.catalogs), { kind: 'answers' }, 0)
  add(collectStrings(...CONSOLE_CATALOGS), { kind: 'console' }, 0)
  index = built
  return built
}

/**
 * Whether a string is one the legal pages render (the privacy policy, the terms, their
 * headings and the notice that the English version applies), wherever else it also
 * appears: only the owner changes it, since a reviewer's wording there would become the
 * site's legal terms in that language.
 */
export function isLegalText(english: string): boolean {
  return stringPlaces().get(english)?.places.some((place) => place.kind === 'page' && LEGAL.has(place.route.kind)) ?? false
}

/** A place as the owner reads it, in the console's language. */
export function placeLabel(copy: ConsoleCopy, place: Place): string {
  switch (place.kind) {
    case 'every':
      return copy.places.every
    case 'answers':
      return copy.places.answers
    case 'console':
      return copy.heading
    case 'page': {
      const route = place.route
      if (route.kind === 'home') return copy.places.home
      if (route.kind === 'privacy-policy') return copy.places.privacyPolicy
      if (route.kind === 'terms-of-service') return copy.places.termsOfService
      if (route.kind === 'use-case') return copy.places.useCases[route.slug]
      return copy.places.servicenow[route.slug]
    }
  }
}

/** The page path a place is reviewed on (below the language), or null for a place that is not one page. */
export function placePath(place: Place): string | null {
  if (place.kind === 'every') return ''
  return place.kind === 'page' ? place.route.path : null
}

/** The places a filter can narrow the list to: every page, as the menus list them. */
export function pageFilters(): readonly PageRoute[] {
  return PAGE_ROUTES
}

/**
 * A page filter as the address and the filter form carry it: the page's path, with home
 * as `/`, because its own path is `''`, which the form's "All pages" sends.
 */
export function pageFilterValue(path: string): string {
  return path || '/'
}

/** The page path a filter value from the address names (`''` is home), or null for every page (empty, or no page of the site). */
export function pageFromFilterValue(value: string | undefined): string | null {
  const path = value === '/' ? '' : value
  return path !== undefined && value !== '' && PAGE_ROUTES.some((route) => route.path === path) ? path : null
}
