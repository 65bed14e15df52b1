import { expect, test } from './fixtures'
import type { Locator, Page } from '@playwright/test'
import { signIn, stamp } from './console-helpers'
import { asImpatientVisitorOnSlowPhone } from './helpers'

/**
 * The strings screen keeps what the owner types: a text typed in one card survives Accept
 * on another (before any script has loaded: the screen is one form), leaving with an unsaved
 * draft asks first, and after an action the screen comes back at the next card with its text
 * box focused. The invitation link is copied with one button.
 */

// One after the other: each journey accepts the first pending Czech cards, and two at once
// took each other's card (the draft then had no card on the pending list to stay in).
test.describe.configure({ mode: 'default' })

/** The cards of the screen that offer Accept (a draft nobody has reviewed yet). */
function acceptable(page: Page): Locator {
  return page.locator('ol[aria-labelledby="strings-count"] > li').filter({ has: page.getByRole('button', { name: 'Accept', exact: true }) })
}

test('a text typed in one card survives Accept on another before the page’s script has loaded, and leaving then asks first', async ({ page }) => {
  await signIn(page, 'en')
  const { release } = await asImpatientVisitorOnSlowPhone(page, { hold: true })
  await page.goto('/en/admin/translations/cs?status=pending')
  const cards = acceptable(page)
  const [drafted, accepted] = [cards.nth(0), cards.nth(1)]
  const english = await accepted.locator('input[name^="english:"]').inputValue()
  const typed = `Koncept, který nechci ztratit ${stamp()}`
  await drafted.getByRole('textbox').fill(typed)
  await accepted.getByRole('button', { name: 'Accept', exact: true }).click()

  await expect(page.getByRole('status')).toHaveText('Accepted as it is and marked reviewed.')
  const kept = page.locator('textarea[data-unsaved]')
  await expect(kept).toHaveValue(typed)
  await expect(page.locator('li').filter({ has: kept })).toContainText('Unsaved draft')
  // Focus is on the card after the accepted one.
  const focused = page.locator('textarea:focus')
  await expect(focused).toHaveCount(1)
  expect(await page.locator('li').filter({ has: focused }).locator('input[name^="english:"]').inputValue()).not.toBe(english)

  release()
  await expect(page.locator('[data-island="unsaved-guard"]')).toHaveAttribute('data-hydrated', 'true')
  let asked = false
  page.once('dialog', (dialog) => {
    asked = dialog.type() === 'beforeunload'
    void dialog.dismiss()
  })
  await page.goto('/en/admin/translations').catch(() => undefined)
  await expect.poll(() => asked).toBe(true)
  await expect(kept).toHaveValue(typed)
})

test('after Accept the screen comes back at the next card, its text box focused, also when the browser misses its autofocus', async ({ page }) => {
  await signIn(page, 'en')
  await page.goto('/en/admin/translations/cs?status=pending')
  const cards = acceptable(page)
  const first = cards.nth(0)
  const firstEnglish = await first.locator('input[name^="english:"]').inputValue()
  const list = page.locator('ol[aria-labelledby="strings-count"] > li')
  const at = await list.evaluateAll(
    (items, english) => items.findIndex((item) => item.querySelector<HTMLInputElement>('input[name^="english:"]')?.value === english),
    firstEnglish,
  )
  const next = await list
    .nth(at + 1)
    .locator('input[name^="english:"]')
    .inputValue()
  await first.getByRole('button', { name: 'Accept', exact: true }).click()
  await expect(page).toHaveURL(/focus=\d+&notice=accepted$/)
  const focused = page.locator('textarea:focus')
  const onNext = async () => {
    await expect(page.locator('[data-island="unsaved-guard"]')).toHaveAttribute('data-hydrated', 'true')
    await expect(focused).toHaveCount(1)
    await expect(page.locator('li').filter({ has: focused }).locator('input[name^="english:"]')).toHaveValue(next)
    await expect(focused).toBeInViewport()
  }
  await onNext()
  // A busy browser may never get to `autofocus`: here it never does, and the screen's script focuses the text box.
  await page.route(/focus=\d+&notice=accepted$/, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: (await response.text()).replaceAll(' autofocus=""', '') })
  })
  await page.reload()
  await onNext()
})

test('the invitation link is copied with one button, pressed before the page’s script has loaded', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn(page, 'en')
  await page.goto('/en/admin/translations')
  const { release } = await asImpatientVisitorOnSlowPhone(page, { hold: true })
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Copy ${stamp()}`)
  await page.getByRole('button', { name: 'Create the invitation link' }).click()
  const link = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue()
  await page.getByRole('button', { name: 'Copy link' }).click()
  release()
  await expect(page.getByRole('button', { name: 'Link copied.' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
})
