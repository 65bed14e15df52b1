import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'
import { homeCopy } from '../../src/copy/home'
import { inviteReviewer, signIn, stamp } from './console-helpers'
import { JOURNEY_SETTINGS, MOBILE, inLanguage } from './helpers'

/**
 * Owner and reviewer talk about a string: the reviewer comments from the list's card
 * (a form post) and from the review panel, the owner sees the comment waiting on the
 * overview and answers from the card. Each run takes its own string, so runs at once never
 * count each other's comments, and counts only comments carrying its own mark, so the
 * comments earlier runs left on a reused database are not counted either. It walks in the
 * journeys' two settings: English on a desktop, Arabic on a phone.
 */

const STRINGS = [homeCopy.hero.eyebrow, homeCopy.hero.exploreUseCases, homeCopy.hero.title, homeCopy.hero.preview.status]

/** The strings list searched for `english`, and its card. */
async function card(page: Page, lang: string, english: string) {
  await page.goto(`/${lang}/admin/translations/cs?q=${encodeURIComponent(english)}`)
  return page.locator('ol[aria-labelledby="strings-count"] > li').filter({ has: page.locator(`input[name^="english:"][value="${english}"]`) })
}

/** Opens a card's comments, writes one and posts it; the screen comes back saying so. */
async function commentOnCard(page: Page, lang: string, english: string, text: string): Promise<void> {
  const found = await card(page, lang, english)
  await found
    .locator('summary')
    .filter({ hasText: inLanguage(lang, 'Comments') })
    .click()
  await found.getByRole('textbox', { name: inLanguage(lang, 'Add a comment') }).fill(text)
  await found.getByRole('button', { name: inLanguage(lang, 'Post comment') }).click()
  await expect(page.getByRole('status')).toHaveText(inLanguage(lang, 'Comment posted.'))
}

let run = 0
for (const [lang, size, viewport] of JOURNEY_SETTINGS) {
  const english = STRINGS[run++] as string
  test(`reviewer and owner (${lang}, ${size} px) talk about a string on its card and in the review panel`, async ({ browser, page }) => {
    await page.setViewportSize(viewport)
    const mark = stamp()
    const name = `Jana ${mark}`
    await signIn(page, lang)
    const link = await inviteReviewer(page, lang, name, 'cs')

    const reviewerContext = await browser.newContext({ viewport })
    const reviewer = await reviewerContext.newPage()
    await reviewer.goto(new URL(link).pathname)
    await reviewer.getByRole('button', { name: inLanguage('cs', 'Start reviewing') }).click()
    await expect(reviewer).toHaveURL(/\/cs\/admin\/translations\/cs$/)

    // From the card, without the panel.
    const first = `Je „${english}“ myšleno jako výzva? ${mark}`
    await commentOnCard(reviewer, 'cs', english, first)

    // From the review panel, opened at the string by the card's link.
    await (await card(reviewer, 'cs', english)).getByRole('link', { name: inLanguage('cs', 'Review on the page') }).click()
    const panel = reviewer.locator('#review-panel')
    await expect(reviewer.locator('[data-island="review-panel"]')).toHaveAttribute('data-hydrated', 'true')
    const comments = panel.locator('details').filter({ has: reviewer.locator('summary', { hasText: inLanguage('cs', 'Comments') }) })
    await comments.locator('summary').click()
    await expect(comments).toContainText(first)
    const second = `Ještě jedna otázka ${mark}`
    await comments.getByRole('textbox', { name: inLanguage('cs', 'Add a comment') }).fill(second)
    await comments.getByRole('button', { name: inLanguage('cs', 'Post comment') }).click()
    await expect(comments.getByRole('status')).toHaveText(inLanguage('cs', 'Comment posted.'))
    await expect(comments.locator('li').filter({ hasText: mark })).toHaveCount(2)
    await expect(comments).toContainText(name)

    // The owner sees it waiting on the overview and answers on the card.
    await page.goto(`/${lang}/admin`)
    const news = page.locator('section').filter({ has: page.getByRole('heading', { name: inLanguage(lang, 'Comments waiting for you') }) })
    await expect(news).toContainText(second)
    await commentOnCard(page, lang, english, `OK ${mark}`)
    const answered = await card(page, lang, english)
    await answered.locator('summary').click()
    await expect(answered.locator('li').filter({ hasText: mark })).toHaveCount(3)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await reviewerContext.close()
  })
}

test('the cost preview fits a 375 px phone without scrolling sideways and says how to set up a provider', async ({ page }) => {
  await page.setViewportSize(MOBILE)
  await signIn(page, 'en')
  await page.goto('/en/admin/translations')
  const preview = page.locator('#retranslate-heading').locator('xpath=ancestor::section[1]')
  await expect(preview).toContainText('It leaves out the legal text')
  await expect(preview).toContainText('It replaces unreviewed drafts')
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  // Nothing inside scrolls sideways either.
  const wide = await preview.evaluate(
    (section) =>
      [...section.querySelectorAll<HTMLElement>('*')].filter(
        (element) => element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible',
      ).length,
  )
  expect(wide).toBe(0)
})
