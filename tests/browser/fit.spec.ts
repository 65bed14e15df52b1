import { REUSE_CONTEXT, expect, test } from './fixtures'
import type { Page } from '@playwright/test'
import { LANGUAGES } from '../../src/lib/languages'
import { PAGE_ROUTES } from '../../src/lib/routes'

test.use(REUSE_CONTEXT)

/**
 * Every public page in every language fits a phone: at 320 and 375 px, with JavaScript and
 * without, nothing makes the page scroll sideways, no text runs out of the box it is set
 * in, and nothing outside a row that scrolls on its own runs past the screen's edges.
 * Long words (German, Finnish, Danish compounds; Russian) must break, not push the page.
 *
 * One test per language and mode walks that language's pages, a few at a time, so a failure
 * names the language and the run spreads over the workers. Each page is loaded once and
 * measured at both widths: the screen is widened between the two measurements.
 *
 * Without JavaScript every page is walked. With it, one page of each kind (home, an industry
 * page, a ServiceNow page, a legal page): the islands a page hydrates are set by its kind, and
 * the rest of it is the same server-rendered HTML the walk without JavaScript measured.
 */

/** What does not fit on the open page, one line each: an empty list when all of it fits. */
function misfits(page: Page, expected: number): Promise<string[]> {
  return page.evaluate(async (expected) => {
    // Sections below the first screen are laid out only as they come near it
    // (content-visibility): lay out the whole page, then wait for the faces it now uses.
    for (const section of document.querySelectorAll<HTMLElement>('#main > section, #main ~ footer')) section.style.contentVisibility = 'visible'
    void document.documentElement.scrollWidth
    await document.fonts.ready
    const width = window.innerWidth
    // The screen was widened after the page loaded: measured at any other width, nothing below would count.
    if (width !== expected) return [`the window is ${width} px wide, not ${expected} px`]
    const found: string[] = []
    const describe = (element: Element, left: number, right: number) =>
      `<${element.tagName.toLowerCase()}> ${Math.round(left)}…${Math.round(right)} px “${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}”`
    if (document.documentElement.scrollWidth > width) found.push(`the page is ${document.documentElement.scrollWidth} px wide`)
    const styles = new Map<Element, CSSStyleDeclaration>()
    const style = (element: Element) => styles.get(element) ?? styles.set(element, getComputedStyle(element)).get(element)!
    // Inside a row that scrolls sideways on its own (a phone's card row) the row's own box is what must fit.
    const scrolls = (element: Element): boolean => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (['auto', 'scroll'].includes(style(parent).overflowX)) return true
      }
      return false
    }
    const shown = (element: Element) => !element.closest('[aria-hidden="true"]') && style(element).visibility !== 'hidden'
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      if ((box.left < -1 || box.right > width + 1) && shown(element) && !scrolls(element)) found.push(describe(element, box.left, box.right))
    }
    // Text that overflows the block it is set in, even where a parent clips it.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement || !shown(node.parentElement)) continue
      let block: Element = node.parentElement
      while (['inline', 'contents'].includes(style(block).display) && block.parentElement) block = block.parentElement
      range.selectNodeContents(node)
      const text = range.getBoundingClientRect()
      if (text.width === 0) continue
      const box = block.getBoundingClientRect()
      // Visually hidden text (a 1 px clipped box) is for screen readers only.
      if (box.width <= 1) continue
      if (text.left < box.left - 1 || text.right > box.right + 1)
        found.push(`text out of its box ${Math.round(box.left)}…${Math.round(box.right)} px: ${describe(node.parentElement, text.left, text.right)}`)
    }
    return [...new Set(found)]
  }, expected)
}

/** The phone widths; each page is loaded once at the first and measured again after the screen is widened. */
const WIDTHS = [320, 375] as const

/** One page of each kind: home, an industry page, a ServiceNow page, the privacy policy, the terms. */
const ONE_OF_EACH_KIND = [...new Map(PAGE_ROUTES.map((route) => [route.kind, route])).values()]

/** Pages of one browser context open at once: the server renders the next page while the browser lays out this one. */
const AT_ONCE = 3

for (const javaScriptEnabled of [false, true]) {
  test.describe(`at ${WIDTHS.join(' and ')} px, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ viewport: { width: WIDTHS[0], height: 800 }, javaScriptEnabled })
    for (const code of LANGUAGES.map((language) => language.code)) {
      test(`every page fits, ${code}`, async ({ context }) => {
        const wide: Record<string, string[]> = {}
        const waiting = [...(javaScriptEnabled ? ONE_OF_EACH_KIND : PAGE_ROUTES)]
        const walk = async () => {
          const page = await context.newPage()
          for (let route = waiting.shift(); route; route = waiting.shift()) {
            await page.setViewportSize({ width: WIDTHS[0], height: 800 })
            await page.goto(`/${code}${route.path}`)
            for (const width of WIDTHS) {
              await page.setViewportSize({ width, height: 800 })
              const found = await misfits(page, width)
              if (found.length) wide[`${route.path || '/'} at ${width} px`] = found.slice(0, 5)
            }
          }
        }
        await Promise.all(Array.from({ length: AT_ONCE }, walk))
        expect(wide).toEqual({})
      })
    }
  })
}
