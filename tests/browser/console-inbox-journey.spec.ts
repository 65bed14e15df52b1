import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'
import { fill } from '../../src/i18n/copy'
import { SESSION_COOKIE } from '../../src/admin/access/session'
import { ADMIN_TEST_PASSWORD } from './admin-password'
import { expectNoSidewaysScroll, searchInbox, sendMessage, stamp } from './console-helpers'
import { DESKTOP, MOBILE, axeViolations, inLanguage } from './helpers'

/**
 * The owner's day in the inbox, from the keyboard alone: 40 messages arrive through the
 * contact endpoint (3 that look like spam, 2 privacy requests); the owner writes their reply
 * template, ticks a page and marks it handled, opens a message, moves it to spam and back,
 * steps to the next message and back, writes a note while the session ends and loses
 * nothing of it, replies with their template, returns to the search, and fulfils the erasure
 * request before its due date, its record there afterwards. Once in English at 1280 px and
 * once in Arabic at 375 px: each action's own journeys cover the other pairs.
 */

/** Signs in through the gate with the keyboard: the password typed, Enter. */
async function logIn(page: Page, lang: string): Promise<void> {
  const password = page.getByLabel(inLanguage(lang, 'Password'))
  await password.fill(ADMIN_TEST_PASSWORD)
  await password.press('Enter')
}

for (const [lang, size, viewport] of [
  ['en', '1280', DESKTOP],
  ['ar', '375', MOBILE],
] as const) {
  test(`the owner’s day in the inbox, keyboard only (${lang}, ${size} px)`, async ({ page, request, context }) => {
    test.slow()
    await page.setViewportSize(viewport)
    const t = (english: string, values?: Record<string, string | number>) =>
      values ? fill(inLanguage(lang, english), values, lang) : inLanguage(lang, english)
    const run = stamp()
    const word = `journey${run}`
    // The ordinary messages are written in a language of their own per run, whose reply template this journey alone sets.
    const visitor = lang === 'en' ? 'sv' : 'fi'
    // Oldest first: the two privacy requests, three that look like spam, then 35 ordinary messages.
    const erasure = `erase-${run}@example.cz`
    await sendMessage(request, { fullName: `Erase ${run}`, email: erasure, challenge: `Please delete all my personal data. ${word}` })
    await sendMessage(request, { fullName: `Access ${run}`, email: `access-${run}@example.cz`, challenge: `I would like a copy of my personal data. ${word}` })
    for (let i = 0; i < 3; i++)
      await sendMessage(request, {
        fullName: `Links ${i} ${run}`,
        email: `links-${i}-${run}@example.cz`,
        challenge: `Cheap traffic ${word}: https://a.example/${i} https://b.example/${i} https://c.example/${i}`,
      })
    for (let i = 0; i < 35; i++)
      await sendMessage(request, {
        fullName: `Day ${i} ${run}`,
        email: `day-${i}-${run}@example.cz`,
        challenge: `Question ${i} about ${word}.`,
        language: visitor,
      })

    await page.goto(`/${lang}/admin`)
    await logIn(page, lang)
    await expect(page.getByRole('heading', { level: 1, name: t('Overview') })).toBeVisible()

    // The reply template for visitors writing in that language: typed, Enter saves it.
    await page.goto(`/${lang}/admin/reply-template?language=${visitor}`)
    await page.getByLabel(t('Text of the reply')).fill('Hello {name},\n\nThank you.\n\n{quote}')
    const subject = page.getByLabel(t('Subject'), { exact: true })
    await subject.fill('Your question, {name}')
    await subject.press('Enter')
    await expect(page.getByRole('status')).toHaveText(t('Reply template saved. Reply uses it from now on.'))
    await expectNoSidewaysScroll(page)
    expect(await axeViolations(page), 'the reply template').toEqual([])

    // The spam-like messages are in Spam, out of the rest.
    await searchInbox(page, lang, word, 'spam')
    // Shortcuts are the shortcuts island's: after each page load, the keys wait for its code.
    const shortcutsReady = () => expect(page.locator('[data-island="inbox-shortcuts"]')).toHaveAttribute('data-hydrated', 'true')
    const rows = page.locator('ol[aria-labelledby="inbox-count"] > li')
    await expect(rows).toHaveCount(3)
    await searchInbox(page, lang, word)
    await expect(rows).toHaveCount(25)
    await shortcutsReady()

    // The whole page ticked, marked handled: the rest of the search (10 ordinary, 2 requests) is left.
    await page.keyboard.press('a')
    await expect(page.locator('input[name="ids"]:checked')).toHaveCount(25)
    await page.keyboard.press('e')
    await expect(page.getByRole('status')).toHaveText(
      t('{count, plural, one {# message marked as handled.} other {# messages marked as handled.}}', { count: 25 }),
    )
    await expect(rows).toHaveCount(12)

    // Focus is on the row now first, which opens; its sheet lists the message's own shortcuts.
    await shortcutsReady()
    await expect(page.getByRole('link', { name: `Day 9 ${run}`, exact: true })).toBeFocused()
    await page.keyboard.press('o')
    const heading = (name: string) => page.getByRole('heading', { level: 1, name })
    await expect(heading(`Day 9 ${run}`)).toBeVisible()
    await shortcutsReady()
    await page.keyboard.press('?')
    const sheet = page.getByRole('dialog', { name: t('Keyboard shortcuts') })
    for (const label of ['Next message', 'Mark handled', 'Mark as spam, or not spam', 'Reply', 'Write a note', 'Back to the inbox'])
      await expect(sheet).toContainText(t(label))
    await expectNoSidewaysScroll(page)
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    expect(await axeViolations(page), 'a message').toEqual([])

    // To spam and back.
    await page.keyboard.press('!')
    await expect(page.getByRole('status')).toHaveText(t('Moved to spam. It stays there until you say it is not spam.'))
    await shortcutsReady()
    await page.keyboard.press('!')
    await expect(page.getByRole('status')).toHaveText(t('No longer marked as spam.'))
    await shortcutsReady()

    // Next and previous, in the search's order.
    await page.keyboard.press('j')
    await expect(heading(`Day 8 ${run}`)).toBeVisible()
    await shortcutsReady()
    await page.keyboard.press('k')
    await expect(heading(`Day 9 ${run}`)).toBeVisible()
    await shortcutsReady()

    // A note typed while the session ends: the letters are the note's, not shortcuts; after the password it is saved.
    await page.keyboard.press('n')
    const note = page.getByRole('textbox', { name: t('Only you see this note, here in the console. It is deleted with the message.') })
    await expect(note).toBeFocused()
    const typed = `Just asked for a quote, ${run}; call back Monday.`
    await page.keyboard.type(typed)
    await expect(heading(`Day 9 ${run}`)).toBeVisible()
    await context.clearCookies({ name: SESSION_COOKIE })
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('alert')).toHaveText(t('Your session has ended. Log in again to continue.'))
    await logIn(page, lang)
    await expect(page.getByRole('status')).toHaveText(t('You are logged in again. Nothing you typed was lost: send it again to finish.'))
    await page.getByRole('button', { name: t('Send it again') }).press('Enter')
    await expect(page.getByRole('status')).toHaveText(t('Note saved.'))
    await expect(note).toHaveValue(typed)
    await shortcutsReady()

    // Reply: the mail program would open with the owner's template; here the link is caught instead of followed.
    await page.evaluate(() =>
      document.addEventListener(
        'click',
        (event) => {
          const link = event.target instanceof Element ? event.target.closest('a[href^="mailto:"]') : null
          if (!link) return
          event.preventDefault()
          document.body.dataset.replied = link.getAttribute('href') ?? ''
        },
        true,
      ),
    )
    await page.keyboard.press('r')
    await expect(page.locator('body')).toHaveAttribute('data-replied', /^mailto:/)
    const reply = new URL((await page.locator('body').getAttribute('data-replied')) ?? '')
    expect(reply.pathname).toBe(`day-9-${run}@example.cz`)
    expect(reply.searchParams.get('subject')).toBe(`Your question, Day 9 ${run}`)
    expect(reply.searchParams.get('body')).toBe(`\n\nHello Day 9 ${run},\n\nThank you.\n\n> Question 9 about ${word}.\n`)
    await page.getByRole('button', { name: t('Mark replied') }).press('Enter')
    await expect(page.getByRole('status')).toHaveText(t('Marked as replied.'))

    // Back to the list, the search kept; the message replied to is handled now.
    await shortcutsReady()
    await page.keyboard.press('u')
    await expect(page.locator('#inbox-search')).toHaveValue(word)
    await expect(rows).toHaveCount(11)

    // The erasure request fulfilled before its due date, and its record afterwards.
    await page.goto(`/${lang}/admin/privacy`)
    const request_ = page.locator('section[aria-labelledby="requests-heading"] li').filter({ hasText: erasure })
    await expect(request_).toContainText(t('Erasure request'))
    await expect(request_).not.toContainText(t('Overdue'))
    const reference = t('Reference {id}', { id: ((await request_.getAttribute('id')) ?? '').slice('request-'.length, 'request-'.length + 8) })
    await request_.getByRole('checkbox', { name: t('I understand that every message from this address is deleted for good.') }).press('Space')
    await request_.getByRole('button', { name: t('Delete everything') }).press('Enter')
    await expect(page.getByRole('status')).toHaveText(t('Messages deleted: {count}', { count: 1 }))
    await page.goto(`/${lang}/admin/privacy`)
    const record = page.locator('section[aria-labelledby="record-heading"] li').filter({ hasText: reference })
    await expect(record).toContainText(t('Erasure request'))
    await expect(record).toContainText(t('{count, plural, one {# message erased} other {# messages erased}}', { count: 1 }))
    await expect(record).not.toContainText(t('After its due date'))
    await expect(page.locator('main')).not.toContainText(erasure)
    await expectNoSidewaysScroll(page)

    // The template back to the default wording.
    await page.goto(`/${lang}/admin/reply-template?language=${visitor}`)
    await page.getByRole('button', { name: t('Reset to the default') }).press('Enter')
    await expect(page.getByRole('status')).toHaveText(t('The reply template is back to the default wording.'))
  })
}
