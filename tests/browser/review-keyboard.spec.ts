import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import type { Locator, Page } from '@playwright/test'
import { signIn } from './console-helpers'
import type { PanelString } from './console-helpers'
import { fill } from '../../src/i18n/copy'
import { DESKTOP, MOBILE, inLanguage } from './helpers'

/**
 * Review on the page for a keyboard and screen-reader user: where focus goes after each
 * action, what the live regions say, what Tab meets, and that the panel never hides the
 * page. Czech is reviewed from an English and an Arabic console, on a wide and a narrow screen.
 */

/** The panel's strings as the server handed them over. */
async function panelStrings(page: Page): Promise<PanelString[]> {
  const props = await page.locator('[data-island="review-panel"] > script[type="application/json"]').textContent()
  return (JSON.parse(props ?? '{}') as { strings: PanelString[] }).strings
}

function reviewPanel(page: Page, lang: string): Locator {
  return page.getByRole('complementary', { name: new RegExp(inLanguage(lang, 'Review panel')) })
}

for (const lang of ['en', 'ar'] as const) {
  for (const [size, viewport] of [
    ['1280', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    test(`Accept moves focus to the page’s next string to review, and says so through a status region that was there from the start (${lang}, ${size} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await signIn(page, lang)
      await page.goto(`/${lang}/admin/review/cs/`)
      const panel = reviewPanel(page, lang)
      // Both live regions are in the accessibility tree before they say anything.
      await expect(panel.getByRole('status')).toBeAttached()
      await expect(panel.getByRole('alert')).toBeAttached()
      await expect(page.locator('[data-island="review-panel"]')).toHaveAttribute('data-hydrated', 'true')

      const pending = (await panelStrings(page)).filter((item) => item.visible && !item.reviewed && item.translation)
      const first = pending[test.info().parallelIndex]
      if (!first) throw new Error('no unreviewed string on /cs')
      await panel.locator(`[data-string="${first.id}"]`).focus()
      await page.keyboard.press('Enter')
      await expect(panel.locator('#review-english')).toHaveText(first.english)
      await panel.getByRole('button', { name: inLanguage(lang, 'Accept'), exact: true }).focus()
      await page.keyboard.press('Enter')
      await expect(panel.getByRole('status')).toHaveText(inLanguage(lang, 'Accepted as it is.'))
      // The button went with the string's draft state; focus went to the next string, not to the page's body.
      const heading = panel.getByRole('heading', { name: inLanguage(lang, 'English'), exact: true })
      await expect(heading).toBeFocused()
      await expect(panel.locator('#review-english')).not.toHaveText(first.english)

      // Escape goes back to the string's line in the list or its mark on the page, never to the body.
      await page.keyboard.press('Escape')
      await expect(page.locator('body')).not.toBeFocused()
      await expect(page.locator(':is([data-string], [data-review]):focus')).toHaveCount(1)
    })
  }
}

for (const lang of ['en', 'ar'] as const) {
  for (const [size, viewport] of [
    ['1280', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    test(`review mode is titled as such, Tab meets a link to the panel first and never a mark inside a link, and marks are named buttons (${lang}, ${size} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await signIn(page, lang)
      await page.goto(`/${lang}/admin/review/cs/`)
      await expect(page).toHaveTitle(fill(inLanguage(lang, 'Review: {page} — {language}'), { page: inLanguage(lang, 'Home page'), language: 'Čeština' }))
      await page.keyboard.press('Tab')
      await expect(page.getByRole('link', { name: inLanguage(lang, 'Skip to the review panel') })).toBeFocused()
      await expect(page.locator('[data-island="review-panel"]')).toHaveAttribute('data-hydrated', 'true')
      await page.keyboard.press('Enter')
      await expect(reviewPanel(page, lang)).toBeFocused()
      if (size === '1280') {
        // A mark is the page's own text at the size the page gives it (2.5.8's exception for
        // text). On a phone the panel lies over part of the page by design, so axe runs where it is beside it.
        const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).disableRules(['target-size']).analyze()
        expect(axe.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5) }))).toEqual([])
      }

      // The page's tab stops before the panel, in order (the page sets no positive tabindex).
      const stops = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])')]
          .filter(
            (element) =>
              !element.closest('[data-island="review-panel"]') && !element.matches(':disabled') && element.checkVisibility({ visibilityProperty: true }),
          )
          .map((element) => ({
            mark: element.matches('[data-review]'),
            inControl: element.parentElement?.closest('a, button') !== null,
            role: element.getAttribute('role'),
            name: element.textContent?.trim() ?? '',
          })),
      )
      const marks = stops.filter((stop) => stop.mark)
      expect(marks.length).toBeGreaterThan(0)
      expect(marks.filter((stop) => stop.inControl)).toEqual([])
      expect(marks.filter((stop) => stop.role !== 'button' || stop.name === '')).toEqual([])
    })
  }
}

/** The page's controls (outside the panel, skip links aside) that the panel still covers once each is scrolled as near the top of the screen (below the page's header) as the page allows. */
async function coveredByPanel(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const covered: string[] = []
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]')].filter(
      (element) => !element.closest('[data-island="review-panel"], .skip-link') && element.checkVisibility({ visibilityProperty: true }),
    )
    for (const element of controls) {
      element.scrollIntoView({ block: 'start', inline: 'center', behavior: 'instant' })
      const box = element.getBoundingClientRect()
      if (box.width < 2 || box.height < 2) continue
      // A control is seen where it starts: the middle of its first 48 px (all of a button; the
      // top of a row of cards taller than the room the panel leaves on a phone).
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height, 48) / 2)
      if (top?.closest('[data-island="review-panel"]')) covered.push(element.outerHTML.slice(0, 80))
    }
    return covered
  })
}

for (const lang of ['en', 'ar'] as const) {
  for (const [size, viewport] of [
    ['1280', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    test(`the panel covers no part of the page that cannot be scrolled clear of it, on its own side whatever the two directions (${lang} console reviewing Czech, ${size} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await signIn(page, lang)
      await page.goto(`/${lang}/admin/review/cs/`)
      await expect(page.locator('[data-island="review-panel"]')).toHaveAttribute('data-hydrated', 'true')
      expect(await coveredByPanel(page)).toEqual([])
      if (size === '375') {
        // Folded down, it leaves the page all but its title line, and the page's room below follows it.
        const panel = reviewPanel(page, lang)
        const fold = panel.getByRole('button', { name: inLanguage(lang, 'Review panel'), exact: true })
        await fold.focus()
        await page.keyboard.press('Enter')
        await expect(fold).toHaveAttribute('aria-expanded', 'false')
        await expect(fold).toBeFocused()
        await expect(panel.getByRole('button', { name: inLanguage(lang, 'Accept all on this page') })).toBeHidden()
        await expect
          .poll(() =>
            page.evaluate(
              () => Number.parseFloat(getComputedStyle(document.body).paddingBottom) - (document.getElementById('review-panel')?.offsetHeight ?? 0),
            ),
          )
          .toBe(0)
        expect(await coveredByPanel(page)).toEqual([])
        await page.keyboard.press('Enter')
        await expect(panel.getByRole('button', { name: inLanguage(lang, 'Accept all on this page') })).toBeVisible()
      }
    })
  }
}

test('a string’s “Review on the page” in the list opens its page with it selected, marked and focused', async ({ page }) => {
  await signIn(page, 'en')
  await page.goto('/en/admin/translations/cs?status=pending')
  const link = page.locator('a[href*="/admin/review/cs"][href*="?string="]').first()
  const english = (await link.locator('xpath=ancestor::li[1]').locator('input[name^="english:"]').getAttribute('value')) ?? ''
  await link.focus()
  await page.keyboard.press('Enter')
  const panel = reviewPanel(page, 'en')
  await expect(panel.getByText(english, { exact: true }).first()).toBeVisible()
  await expect(page.locator('[data-island="review-panel"]')).toHaveAttribute('data-hydrated', 'true')
  await expect(panel.getByRole('heading', { name: 'English', exact: true })).toBeFocused()
})

test('the console’s status region is in the accessibility tree before it says anything', async ({ page }) => {
  await signIn(page, 'en')
  await page.goto('/en/admin/translations/cs')
  await expect(page.locator('#console-status').and(page.getByRole('status'))).toBeAttached()
})
