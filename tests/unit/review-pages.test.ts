import { describe, expect, it } from 'vitest'
import { nextPageToReview, pagesToReview } from '../../src/admin/review/pages'
import type { StringState } from '../../src/admin/translations/queries'
import { PAGE_ROUTES } from '../../src/lib/routes'

const [home, second, third] = PAGE_ROUTES as [(typeof PAGE_ROUTES)[number], (typeof PAGE_ROUTES)[number], (typeof PAGE_ROUTES)[number]]

function state(key: string, route: (typeof PAGE_ROUTES)[number], reviewed = false): StringState {
  return { english: `English ${key}`, key, translation: 'text', provider: 'ai-draft', reviewed, places: [{ kind: 'page', route }], legal: false }
}

describe('moving through the site in review mode', () => {
  const strings = [state('a', home, true), state('b', third), state('c', third), state('d', second, true)]

  it('counts what is left to review on each page and names its first string', () => {
    const pages = pagesToReview(strings, false)
    expect(pages.map((page) => page.left).slice(0, 3)).toEqual([0, 0, 2])
    expect(pages[2]?.first).toBe('b')
  })

  it('goes to the next page with strings left, round the end, never to the page itself', () => {
    const pages = pagesToReview(strings, false)
    expect(nextPageToReview(pages, home.path)?.route).toBe(third)
    expect(nextPageToReview(pages, third.path)).toBeNull()
    expect(nextPageToReview(pagesToReview([...strings, state('e', home)], false), third.path)?.route).toBe(home)
  })
})
