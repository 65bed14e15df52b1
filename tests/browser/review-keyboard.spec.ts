import { expect, test } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import { signIn } from './console-helpers'
import { DESKTOP, MOBILE, inLanguage } from './helpers'

/**
 * Review on the page for a keyboard and screen-reader user: where focus goes after each
 * action, what the live regions say, what Tab meets, and that the panel never hides the
 * page. Czech is reviewed from an English and an Arabic console, on a wide and a narrow screen.
 */

interface PanelString {
  id: number
  english: string
  translation: string | null
  reviewed: boolean
  visible: boolean
}

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
      await expect(panel.getByText(first.english, { exact: true })).toBeVisible()
      await panel.getByRole('button', { name: inLanguage(lang, 'Accept'), exact: true }).focus()
      await page.keyboard.press('Enter')
      await expect(panel.getByRole('status')).toHaveText(inLanguage(lang, 'Accepted as it is.'))
      // The button went with the string's draft state; focus went to the next string, not to the page's body.
      const heading = panel.getByRole('heading', { name: inLanguage(lang, 'English'), exact: true })
      await expect(heading).toBeFocused()
      await expect(panel.getByText(first.english, { exact: true })).toHaveCount(0)

      // Escape goes back to the string's line in the list or its mark on the page, never to the body.
      await page.keyboard.press('Escape')
      await expect(page.locator('body')).not.toBeFocused()
      await expect(page.locator(':is([data-string], [data-review]):focus')).toHaveCount(1)
    })
  }
}

test('the console’s status region is in the accessibility tree before it says anything', async ({ page }) => {
  await signIn(page, 'en')
  await page.goto('/en/admin/translations/cs')
  await expect(page.locator('#console-status').and(page.getByRole('status'))).toBeAttached()
})
