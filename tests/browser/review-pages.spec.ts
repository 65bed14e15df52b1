import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'
import { signIn } from './console-helpers'

/**
 * Moving through the site in review mode: the panel's page picker opens another page (a
 * form, so it works without JavaScript too), and once a page has nothing left to review
 * "Next string to review" opens the next page that has, at its first such string. Danish,
 * which no other journey reviews, so accepting a page's strings here disturbs nobody, and
 * a re-run (the page already done) takes the same path.
 */

/** The picker's page after home: its value, the path it opens. */
async function secondPage(page: Page): Promise<string> {
  const value = await page.getByRole('combobox', { name: 'Page to review' }).locator('option').nth(1).getAttribute('value')
  if (!value) throw new Error('the picker lists one page')
  return value
}

test('the page picker opens another page in review mode, without JavaScript too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await signIn(page, 'en')
  await page.goto('/en/admin/review/da')
  const path = await secondPage(page)
  await page.getByRole('combobox', { name: 'Page to review' }).selectOption(path)
  await page.getByRole('button', { name: 'Open', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/en/admin/review/da${path}$`))
  await expect(page.getByRole('combobox', { name: 'Page to review' })).toHaveValue(path)
  await context.close()
})

test('"Next string to review" crosses to the next page with strings to review once this one is done', async ({ page }) => {
  await signIn(page, 'en')
  await page.goto('/en/admin/review/da')
  await expect(page.locator('[data-island="review-panel"]')).toHaveAttribute('data-hydrated', 'true')
  const path = await secondPage(page)
  await page.getByRole('combobox', { name: 'Page to review' }).selectOption(path)
  await page.getByRole('button', { name: 'Open', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/en/admin/review/da${path}$`))
  const panel = page.getByRole('complementary', { name: /Review panel/ })
  await expect(page.locator('[data-island="review-panel"]')).toHaveAttribute('data-hydrated', 'true')

  // Everything on this page accepted (on a re-run there is nothing left to accept): the picker says none is left here.
  const acceptAll = panel.getByRole('button', { name: 'Accept all on this page' })
  if ((await acceptAll.getAttribute('aria-disabled')) !== 'true') {
    await acceptAll.click()
    await expect(panel.getByRole('status')).toHaveText(/accepted/)
  }
  await expect(panel.getByRole('combobox', { name: 'Page to review' }).locator(`option[value="${path}"]`)).toHaveText(/– 0 to review$/)

  // "Next" now leads off this page, to another with the string it opens named.
  const next = panel.getByRole('link', { name: 'Next string to review' })
  await expect(next).toHaveAttribute('href', /\?string=/)
  await next.click()
  await expect(page).toHaveURL(/\/en\/admin\/review\/da[^?]*\?string=/)
  expect(new URL(page.url()).pathname).not.toBe(`/en/admin/review/da${path}`)
  await expect(page.locator('[data-island="review-panel"]')).toHaveAttribute('data-hydrated', 'true')
  await expect(panel.locator('#review-english')).not.toBeEmpty()
  await expect(panel.getByRole('textbox', { name: 'Translation' })).toBeVisible()
})
