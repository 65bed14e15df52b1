import { expect, test } from './fixtures'
import type { Locator, Page } from '@playwright/test'
import { signIn } from './console-helpers'
import { DESKTOP, MOBILE, inLanguage } from './helpers'

/**
 * The console's language menu: it opens within the screen on a phone and a desktop, in
 * both directions, leaves the screen's search uncovered, and closes on Escape, when
 * focus leaves it and on a tap elsewhere. Without JavaScript it still opens and lists
 * every language.
 */

function menuOf(page: Page): { button: Locator; list: Locator } {
  const menu = page.locator('details.console-menu')
  return { button: menu.locator('summary'), list: menu.locator('ul') }
}

async function expectWithinWindow(page: Page, list: Locator): Promise<void> {
  const box = await list.boundingBox()
  const width = page.viewportSize()?.width ?? 0
  expect(box, 'the open menu has a box').not.toBeNull()
  expect(box?.x, `the menu starts inside a ${width} px window`).toBeGreaterThanOrEqual(0)
  expect((box?.x ?? 0) + (box?.width ?? 0), `the menu ends inside a ${width} px window`).toBeLessThanOrEqual(width)
}

for (const lang of ['en', 'ar'] as const) {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`at ${viewport.width} px the language menu opens inside the window and closes on Escape, returning focus to its button (${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await signIn(page, lang)
      await page.goto(`/${lang}/admin/inbox`)
      const { button, list } = menuOf(page)
      await button.click()
      await expect(list).toBeVisible()
      await expectWithinWindow(page, list)
      await expect(list.getByRole('link')).toHaveCount(18)
      for (const link of await list.getByRole('link').all()) await expect(link).toBeInViewport({ ratio: 1 })
      await list.getByRole('link').first().focus()
      await page.keyboard.press('Escape')
      await expect(list).toBeHidden()
      await expect(button).toBeFocused()
    })
  }

  test(`the language menu closes when Tab leaves its last language (${lang})`, async ({ page }) => {
    await signIn(page, lang)
    const { button, list } = menuOf(page)
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(list).toBeVisible()
    // Closing as focus leaves is the menu's script: it must have arrived before the Tab.
    await expect(page.locator('[data-island="console-language-menu"]')).toHaveAttribute('data-hydrated', 'true')
    await list.getByRole('link').last().focus()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: inLanguage(lang, 'View the website') })).toBeFocused()
    await expect(list).toBeHidden()
  })
}

test('at 1280 px the open language menu leaves the inbox search uncovered, and a click into it closes the menu', async ({ page }) => {
  await signIn(page, 'en')
  await page.goto('/en/admin/inbox')
  const { button, list } = menuOf(page)
  await button.click()
  await expect(list).toBeVisible()
  // Closing on a click elsewhere is the hydrated menu's (its code loads on the first touch): until then
  // the list stays open, as a <details> does.
  await expect(page.locator('[data-island="console-language-menu"]')).toHaveAttribute('data-hydrated', 'true')
  const menu = await list.boundingBox()
  const search = await page.getByRole('search').boundingBox()
  expect((menu?.y ?? 0) + (menu?.height ?? 0), 'the menu ends above the search form').toBeLessThanOrEqual(search?.y ?? 0)
  await page.getByRole('searchbox').click()
  await expect(list).toBeHidden()
  await expect(page.getByRole('searchbox')).toBeFocused()
})

for (const lang of ['en', 'ar'] as const) {
  test(`without JavaScript the language menu opens inside a phone's window and leads to the other languages (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE })
    const page = await context.newPage()
    await signIn(page, lang)
    const { button, list } = menuOf(page)
    await button.click()
    await expect(list).toBeVisible()
    await expectWithinWindow(page, list)
    const other = lang === 'en' ? 'ar' : 'en'
    await list.locator(`a[hreflang="${other}"]`).click()
    await expect(page).toHaveURL(new RegExp(`/${other}/admin$`))
    await context.close()
  })
}
