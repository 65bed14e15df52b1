import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'
import { signIn, stamp } from './console-helpers'
import { inLanguage } from './helpers'

/**
 * The review panel keeps what the reviewer types: a draft survives moving to another string
 * and back, the list says which strings have one, and leaving the page asks first. A string
 * with slots is redrawn after Save and publish with its slots filled, as the server draws it.
 */

interface PanelString {
  id: number
  english: string
  translation: string | null
  visible: boolean
}

async function panelStrings(page: Page): Promise<PanelString[]> {
  const props = await page.locator('[data-island="review-panel"] > script[type="application/json"]').textContent()
  return (JSON.parse(props ?? '{}') as { strings: PanelString[] }).strings
}

/** Opens a string in the panel from the page, by keyboard (it may sit outside the viewport). */
async function pick(page: Page, id: number): Promise<void> {
  await page.locator(`main [data-review="${id}"]`).first().focus()
  await page.keyboard.press('Enter')
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'en')
  await page.goto('/en/admin/review/cs')
  await expect(page.locator('[data-island="review-panel"]')).toHaveAttribute('data-hydrated', 'true')
})

test('a draft typed in the panel survives picking another string and coming back, is marked unsaved, and leaving asks first', async ({ page }) => {
  const candidates = (await panelStrings(page)).filter((item) => item.visible && item.translation && !/[{\n]/.test(item.translation))
  const strings: PanelString[] = []
  for (const item of candidates) {
    if (strings.length === 2) break
    if ((await page.locator(`main [data-review="${item.id}"]`).count()) > 0) strings.push(item)
  }
  const [first, second] = strings
  if (!first || !second) throw new Error('no two strings on /cs')
  const panel = page.getByRole('complementary', { name: /Review panel/ })
  const box = panel.getByRole('textbox', { name: 'Translation' })
  const typed = `${first.translation} ${stamp()}`

  await pick(page, first.id)
  await expect(panel.locator('#review-english')).toHaveText(first.english)
  await box.fill(typed)
  await pick(page, second.id)
  await expect(panel.locator('#review-english')).toHaveText(second.english)
  await expect(box).toHaveValue(second.translation ?? '')
  await expect(panel.getByRole('button', { name: new RegExp(`Unsaved draft`) })).toHaveCount(1)

  await pick(page, first.id)
  await expect(box).toHaveValue(typed)
  await expect(panel.getByText(inLanguage('en', 'Unsaved draft'), { exact: true })).toBeVisible()

  // Leaving with the draft unsaved asks first; staying keeps it.
  let asked = false
  page.once('dialog', (dialog) => {
    asked = dialog.type() === 'beforeunload'
    void dialog.dismiss()
  })
  await page.goto('/en/admin/translations/cs').catch(() => undefined)
  await expect.poll(() => asked).toBe(true)
  await expect(page).toHaveURL(/\/en\/admin\/review\/cs$/)
  await expect(box).toHaveValue(typed)
})

test('after Save and publish a string with slots is redrawn on the page with its slots filled, not as its template', async ({ page }) => {
  const booking = (await panelStrings(page)).find((item) => item.english === 'Booking made at {time}, while the restaurant was closed')
  if (!booking) throw new Error('the booking string is not on /cs')
  const span = page.locator(`main [data-review="${booking.id}"]`).first()
  const time = /\d{1,2}[:.]\d{2}/.exec((await span.textContent()) ?? '')?.[0]
  if (!time) throw new Error('the booking string shows no time')
  const run = stamp()
  await pick(page, booking.id)
  const panel = page.getByRole('complementary', { name: /Review panel/ })
  await panel.getByRole('textbox', { name: 'Translation' }).fill(`Rezervace v {time}, kdy bylo zavřeno (${run})`)
  await panel.getByRole('button', { name: 'Save and publish' }).click()
  await expect(panel.getByRole('status')).toHaveText('Saved and published.')
  await expect(span).toHaveText(`Rezervace v ${time}, kdy bylo zavřeno (${run})`)
})

test('beside the open string the panel shows its glossary terms, the style guide folded, its length as typed and the English around it', async ({ page }) => {
  const subtitle = (await panelStrings(page)).find((item) => item.english.startsWith('Karlin Labs designs and builds AI agents'))
  if (!subtitle) throw new Error('the hero subtitle is not on /cs')
  await pick(page, subtitle.id)
  const help = page.getByRole('region', { name: 'Help with this string' })
  await expect(help.getByRole('term')).toHaveText(['AI agents', 'bookings'])
  await expect(help.getByRole('definition').first()).toHaveText('AI agent')
  // The style guide's rule is shown; its prose opens on demand.
  await expect(help).toContainText('vykání')
  const guide = help.locator('details')
  await expect(guide.getByText(/Quotation marks „ “/)).toBeHidden()
  await guide.locator('summary').click()
  await expect(guide.getByText(/Quotation marks „ “/)).toBeVisible()
  // The length follows what is typed.
  await page
    .getByRole('complementary', { name: /Review panel/ })
    .getByRole('textbox', { name: 'Translation' })
    .fill('Krátce')
  await expect(help).toContainText(`Length in characters: 6 (English: ${[...subtitle.english].length})`)
  await expect(help.getByRole('listitem')).toContainText(['Save money with AI that does the repetitive work for you', subtitle.english])
})
