/**
 * How a reviewer moves through the site in review mode: each page with the strings on it
 * still to review (the header and footer count on every page, as they show there), and
 * the next page after this one that has any, opened at its first such string.
 */
import { PAGE_ROUTES } from '../../lib/routes'
import type { PageRoute } from '../../lib/routes'
import { isLegalText } from '../translations/places'
import { onPage } from '../translations/queries'
import type { StringState } from '../translations/queries'

export interface PageToReview {
  route: PageRoute
  /** Strings on it not yet reviewed (for a reviewer, not counting the legal text, which is the owner's). */
  left: number
  /** The key of the first of them in the order a visitor meets them, or null when none is left. */
  first: string | null
}

/** Every page of the site, as the menus list them, with what is left to review on it. */
export function pagesToReview(strings: readonly StringState[], reviewer: boolean): PageToReview[] {
  const open = strings.filter((item) => !item.reviewed && !(reviewer && isLegalText(item.english)))
  return PAGE_ROUTES.map((route) => {
    const here = open.filter((item) => onPage(item, route.path))
    return { route, left: here.length, first: here[0]?.key ?? null }
  })
}

/** The first page after `path` (going round) with strings left to review; null when only `path`, or none, has any. */
export function nextPageToReview(pages: readonly PageToReview[], path: string): PageToReview | null {
  const at = pages.findIndex((page) => page.route.path === path)
  return [...pages.slice(at + 1), ...pages.slice(0, Math.max(at, 0))].find((page) => page.left > 0) ?? null
}
