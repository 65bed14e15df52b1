import { isLegalText } from '../../src/admin/translations/places'
import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'
import { fill } from '../../src/i18n/copy'
import { inviteReviewer, publishWaiting, signIn, stamp } from './console-helpers'
import type { PanelString } from './console-helpers'
import { JOURNEY_SETTINGS, MOBILE, asImpatientVisitorOnSlowPhone, inLanguage } from './helpers'

/**
 * A native reviewer's week in one journey: the owner invites a Czech reviewer; in a
 * browser of their own the reviewer opens the link, reviews /cs on the page (accepts one
 * string, corrects another) and is refused the inbox and German; the owner sees the
 * progress and the history, restores the corrected string, and /cs shows it again; the
 * owner revokes the link and the reviewer's next request says the owner ended their access.
 */

/** Strings of the page under review that a visitor sees as text and nobody has reviewed yet. */
async function pendingOnPage(page: Page): Promise<PanelString[]> {
  const props = await page.locator('[data-island="review-panel"] > script[type="application/json"]').textContent()
  const { strings } = JSON.parse(props ?? '{}') as { strings: PanelString[] }
  // A string with slots shows its numbers on the page, and one of several paragraphs shows them
  // in several elements: the journey compares page text, so it takes one-line strings without slots.
  // The legal pages' text (the footer's Privacy Policy among it) is the owner's alone.
  const candidates = strings.filter(
    (item) =>
      item.visible && !item.reviewed && item.translation && item.translation.length > 12 && !/[{\n]/.test(item.translation) && !isLegalText(item.english),
  )
  const shown: PanelString[] = []
  // Marks that take focus of their own: a string inside a link is picked through the panel's list.
  for (const item of candidates) if (await page.locator(`main [data-review="${item.id}"][tabindex]`).first().isVisible()) shown.push(item)
  return shown
}

for (const [lang, size, viewport] of JOURNEY_SETTINGS) {
  test(`the owner (${lang}, ${size} px) has Czech reviewed on the page by an invited reviewer, sees it, restores a change and revokes the link`, async ({
    browser,
    page,
  }) => {
    await page.setViewportSize(viewport)
    const run = stamp()
    const name = `Jana ${run}`

    // The owner makes an invitation for Czech.
    await signIn(page, lang)
    const link = await inviteReviewer(page, lang, name, 'cs')
    expect(link).toMatch(/\/cs\/admin\/join\/[A-Za-z0-9_-]{43}$/)

    // The reviewer, in a browser of their own, opens it and reviews the home page in Czech.
    const reviewerContext = await browser.newContext({ viewport })
    const reviewer = await reviewerContext.newPage()
    await reviewer.goto(new URL(link).pathname)
    await reviewer.getByRole('button', { name: inLanguage('cs', 'Start reviewing') }).click()
    await expect(reviewer).toHaveURL(/\/cs\/admin\/translations\/cs$/)
    await reviewer
      .getByRole('link', { name: inLanguage('cs', 'Review on the page') })
      .first()
      .click()
    await expect(reviewer.locator('[data-island="review-panel"]')).toHaveAttribute('data-hydrated', 'true')
    // Two runs at once must not pick the same strings: each takes its own pair.
    const pending = await pendingOnPage(reviewer)
    const [first, second] = pending.slice(test.info().parallelIndex * 2, test.info().parallelIndex * 2 + 2)
    if (!first || !second) throw new Error('no two unreviewed strings visible on /cs')
    const panel = reviewer.getByRole('complementary', { name: new RegExp(inLanguage('cs', 'Review panel')) })

    // Accept one as it is: focus it on the page and press Enter.
    await reviewer.locator(`main [data-review="${first.id}"][tabindex]`).first().focus()
    await reviewer.keyboard.press('Enter')
    await expect(panel.locator('#review-english')).toHaveText(first.english)
    await panel.getByRole('button', { name: inLanguage('cs', 'Accept'), exact: true }).click()
    await expect(panel.getByRole('status')).toHaveText(inLanguage('cs', 'Accepted as it is.'))

    // Correct another: the page shows the new text at once.
    const corrected = `${second.translation} (${run})`
    await reviewer.locator(`main [data-review="${second.id}"]`).first().click()
    await panel.getByRole('textbox').fill(corrected)
    await panel.getByRole('button', { name: inLanguage('cs', 'Save and publish') }).click()
    await expect(panel.getByRole('status')).toHaveText(inLanguage('cs', 'Saved and published.'))
    await expect(reviewer.locator(`main [data-review="${second.id}"]`).first()).toHaveText(corrected)

    // Anything else is not theirs.
    for (const path of ['/cs/admin/inbox', '/cs/admin/translations/de']) {
      const refused = await reviewer.goto(path)
      expect(refused?.status(), path).toBe(403)
    }

    // Once published (the owner's "Publish now" when another change went out in the last 45 minutes), the visitor's /cs has the correction.
    await publishWaiting(page, lang, 'cs')
    const visitor = await browser.newContext()
    const visitorPage = await visitor.newPage()
    await visitorPage.goto('/cs')
    await expect(visitorPage.locator('body')).toContainText(corrected)

    // The owner sees the progress and the history, and restores the text before the correction.
    await page.goto(`/${lang}/admin/translations`)
    await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText(
      fill(inLanguage(lang, '{count, plural, one {# string reviewed} other {# strings reviewed}}'), { count: 2 }, lang),
    )
    await page.goto(`/${lang}/admin/translations/cs/history?english=${encodeURIComponent(second.entry)}`)
    await expect(page.getByText(fill(inLanguage(lang, '{name} (reviewer)'), { name }))).toBeVisible()
    await page
      .getByRole('button', { name: inLanguage(lang, 'Restore this version') })
      .first()
      .click()
    await expect(page.getByRole('status')).toHaveText(inLanguage(lang, 'The earlier version is restored and published.'))
    await publishWaiting(page, lang, 'cs')
    await visitorPage.reload()
    await expect(visitorPage.locator('body')).not.toContainText(corrected)
    await expect(visitorPage.locator('body')).toContainText(second.translation ?? '')

    // Revoked: the reviewer's next request finds no session.
    await page.goto(`/${lang}/admin/translations`)
    await page
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByRole('button', { name: new RegExp(inLanguage(lang, 'Revoke')) })
      .click()
    await expect(page.getByRole('status')).toHaveText(inLanguage(lang, 'The invitation is revoked: its link and every session it opened no longer work.'))
    await reviewer.goto('/cs/admin/translations/cs')
    // Told that the owner ended the access, in the console's language; not sent to the password gate.
    await expect(reviewer.getByRole('alert')).toContainText(
      inLanguage(
        'cs',
        'The site’s owner has ended your review access, so nothing more can be saved here. To review again, ask the owner for a new invitation.',
      ),
    )
    await expect(reviewer.getByLabel(inLanguage('cs', 'Password'))).toHaveCount(0)
    await visitor.close()
    await reviewerContext.close()
  })
}

test('a string picked on a slow phone before the panel’s code arrives opens once it has', async ({ page }) => {
  await page.setViewportSize(MOBILE)
  await signIn(page, 'ar')
  const { release } = await asImpatientVisitorOnSlowPhone(page, { hold: true })
  await page.goto('/ar/admin/review/cs/')
  const heading = page.locator('main h1 [data-review]').first()
  await heading.click()
  await expect(heading).toBeFocused()
  release()
  await expect(page.locator('[data-island="review-panel"]')).toHaveAttribute('data-hydrated', 'true', { timeout: 60_000 })
  const panel = page.getByRole('complementary', { name: new RegExp(inLanguage('ar', 'Review panel')) })
  await expect(panel.getByRole('textbox')).toHaveValue((await heading.textContent()) ?? '')
})
