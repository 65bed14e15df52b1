import { expect, test } from './fixtures'
import { fill } from '../../src/i18n/copy'
import { SESSION_COOKIE } from '../../src/admin/access/session'
import { ADMIN_TEST_PASSWORD } from './admin-password'
import { expectNoSidewaysScroll, searchInbox, sendMessage, signIn, stamp } from './console-helpers'
import { JOURNEY_SETTINGS, inLanguage } from './helpers'

/**
 * The inbox's journeys where the owner used to lose work or be misled: the way back to a
 * search, a session that ends while a form waits, where focus and the title go after a
 * privacy lookup, and what marks the current section in forced colours. Every test makes
 * its own messages (named by a stamp): the browser tests share one local database.
 */

for (const lang of ['en', 'ar'] as const) {
  for (const [, size, viewport] of JOURNEY_SETTINGS.filter(([setting]) => setting === lang)) {
    test.describe(`the inbox in ${lang} at ${size} px`, () => {
      test.use({ viewport })

      test('a message opened from a search leads back to the search, by its own link and by the browser’s Back', async ({ page, request }) => {
        const run = stamp()
        const word = `wombat${run}`
        await sendMessage(request, { fullName: `Back Sender ${run}`, email: `back-${run}@example.cz`, challenge: `A ${word} question about the phones.` })
        await sendMessage(request, { fullName: `Other Sender ${run}`, email: `other-${run}@example.cz`, challenge: `Nothing to do with it ${run}.` })
        await signIn(page, lang)
        await page.goto(`/${lang}/admin/inbox`)
        const search = page.getByRole('searchbox', { name: inLanguage(lang, 'Search names, email addresses, companies and messages') })
        await search.fill(word)
        await search.press('Enter')
        const results = page.locator('ol[aria-labelledby="inbox-count"] > li')
        await expect(results).toHaveCount(1)

        await page.getByRole('link', { name: `Back Sender ${run}` }).click()
        await expect(page.getByRole('heading', { level: 1, name: `Back Sender ${run}` })).toBeVisible()
        expect(page.url()).not.toContain(word)
        await expectNoSidewaysScroll(page)
        await page.getByRole('link', { name: inLanguage(lang, 'Back to the inbox') }).click()
        await expect(search).toHaveValue(word)
        await expect(results).toHaveCount(1)

        await page.getByRole('link', { name: `Back Sender ${run}` }).click()
        await expect(page.getByRole('heading', { level: 1, name: `Back Sender ${run}` })).toBeVisible()
        await page.goBack()
        await expect(search).toHaveValue(word)
        await expect(results).toHaveCount(1)
      })

      test('triage by keyboard: next and previous, tick, tick the page, mark handled back on the row, open; then select every match and handle them', async ({
        page,
        request,
      }) => {
        test.slow()
        const run = stamp()
        const word = `triage${run}`
        for (let i = 0; i < 27; i++)
          await sendMessage(request, { fullName: `Triage ${i} ${run}`, email: `triage-${i}-${run}@example.cz`, challenge: `Question ${i} about ${word}.` })
        await signIn(page, lang)
        await searchInbox(page, lang, word)
        await expect(page.locator('[data-island="inbox-shortcuts"]')).toHaveAttribute('data-hydrated', 'true')
        const t = (english: string, values?: Record<string, string | number>) =>
          values ? fill(inLanguage(lang, english), values, lang) : inLanguage(lang, english)
        const row = (i: number) => page.getByRole('link', { name: `Triage ${i} ${run}`, exact: true })
        const box = (i: number) => page.getByRole('checkbox', { name: t('Select the message from {name}', { name: `Triage ${i} ${run}` }) })
        const rows = page.locator('ol[aria-labelledby="inbox-count"] > li')
        await expect(rows).toHaveCount(25)

        // The ? sheet lists the shortcuts; Escape closes it.
        await page.keyboard.press('?')
        const sheet = page.getByRole('dialog', { name: t('Keyboard shortcuts') })
        await expect(sheet).toBeVisible()
        await expect(sheet).toContainText(t('Next message'))
        await expectNoSidewaysScroll(page)
        await page.keyboard.press('Escape')
        await expect(sheet).toBeHidden()

        // Next, next, previous; tick and untick; the whole page ticked and unticked.
        await page.keyboard.press('j')
        await expect(row(26)).toBeFocused()
        await page.keyboard.press('j')
        await expect(row(25)).toBeFocused()
        await page.keyboard.press('k')
        await expect(row(26)).toBeFocused()
        await page.keyboard.press('x')
        await expect(box(26)).toBeChecked()
        await page.keyboard.press('x')
        await expect(box(26)).not.toBeChecked()
        await page.keyboard.press('a')
        await expect(page.locator('input[name="ids"]:checked')).toHaveCount(25)
        await page.keyboard.press('a')
        await expect(page.locator('input[name="ids"]:checked')).toHaveCount(0)

        // Mark handled the current row: back on the list, focus on the row that took its place.
        await page.keyboard.press('j')
        await expect(row(25)).toBeFocused()
        await page.keyboard.press('e')
        await expect(page.getByRole('status')).toHaveText(
          t('{count, plural, one {# message marked as handled.} other {# messages marked as handled.}}', { count: 1 }),
        )
        await expect(row(24)).toBeFocused()
        await expect(row(25)).toHaveCount(0)

        // Open it, and come back (the list came back from the server: its shortcuts wait for the island's code).
        await expect(page.locator('[data-island="inbox-shortcuts"]')).toHaveAttribute('data-hydrated', 'true')
        await page.keyboard.press('o')
        await expect(page.getByRole('heading', { level: 1, name: `Triage 24 ${run}` })).toBeVisible()
        await page.goBack()
        await expect(rows).toHaveCount(25)

        // Every match of the search, beyond this page: a link, then one press.
        await page
          .getByRole('link', { name: t('{count, plural, one {Select the # message in this list} other {Select all # messages in this list}}', { count: 26 }) })
          .click()
        await expect(
          page.getByText(t('{count, plural, one {The # message in this list is selected.} other {All # messages in this list are selected.}}', { count: 26 })),
        ).toBeVisible()
        await expect(page.locator('input[name="ids"]:checked')).toHaveCount(25)
        await expectNoSidewaysScroll(page)
        await page.getByRole('button', { name: t('Mark handled'), exact: true }).click()
        await expect(page.getByRole('status')).toHaveText(
          t('{count, plural, one {# message marked as handled.} other {# messages marked as handled.}}', { count: 26 }),
        )
        await expect(page.getByText(t('No message matches this search.'))).toBeVisible()
      })

      test('a message marked after the session ended is not lost: the gate carries it, and after the password one press sends it where the owner was', async ({
        page,
        request,
        context,
      }) => {
        const run = stamp()
        await sendMessage(request, { fullName: `Late Sender ${run}`, email: `late-${run}@example.cz`, challenge: `Please call me back ${run}.` })
        await signIn(page, lang)
        await page.goto(`/${lang}/admin/inbox`)
        const search = page.getByRole('searchbox', { name: inLanguage(lang, 'Search names, email addresses, companies and messages') })
        await search.fill(run)
        await search.press('Enter')
        await page.getByRole('link', { name: `Late Sender ${run}` }).click()
        const heading = page.getByRole('heading', { level: 1, name: `Late Sender ${run}` })
        await expect(heading).toBeVisible()
        const messageAddress = new URL(page.url()).pathname

        // The session ends while the message is open (as after 30 idle minutes): its cookie goes, the kept search stays.
        await context.clearCookies({ name: SESSION_COOKIE })
        await page.getByRole('button', { name: inLanguage(lang, 'Mark handled') }).click()
        await expect(page.getByRole('alert')).toHaveText(inLanguage(lang, 'Your session has ended. Log in again to continue.'))
        await page.getByLabel(inLanguage(lang, 'Password')).fill(ADMIN_TEST_PASSWORD)
        await page.getByRole('button', { name: inLanguage(lang, 'Log in') }).click()
        await expect(page.getByRole('status')).toHaveText(inLanguage(lang, 'You are logged in again. Nothing you typed was lost: send it again to finish.'))
        await page.getByRole('button', { name: inLanguage(lang, 'Send it again') }).click()

        await expect(page.getByRole('status')).toHaveText(inLanguage(lang, 'Marked as handled.'))
        await expect(heading).toBeVisible()
        expect(new URL(page.url()).pathname).toBe(messageAddress)
        // And the way back still leads to the search it was opened from.
        await page.getByRole('link', { name: inLanguage(lang, 'Back to the inbox') }).click()
        await expect(search).toHaveValue(run)
      })
    })
  }

  test(`a privacy lookup with results moves focus to their heading and says how many in the title (${lang})`, async ({ page, request }) => {
    const run = stamp()
    const address = `find-${run}@example.cz`
    await sendMessage(request, { fullName: `Find One ${run}`, email: address, challenge: `First ${run}.` })
    await sendMessage(request, { fullName: `Find Two ${run}`, email: address, challenge: `Second ${run}.` })
    await signIn(page, lang)
    await page.goto(`/${lang}/admin/privacy`)
    await page.getByLabel(inLanguage(lang, 'Email address')).fill(address)
    await page.getByRole('button', { name: inLanguage(lang, 'Find'), exact: true }).click()
    const found = fill(
      inLanguage(
        lang,
        '{count, plural, =0 {No messages are stored for {email}} one {# message is stored for {email}} other {# messages are stored for {email}}}',
      ),
      { count: 2, email: address },
      lang,
    )
    await expect(page.getByRole('heading', { level: 2, name: found })).toBeFocused()
    const screen = fill(inLanguage(lang, '{label}: {value}'), {
      label: inLanguage(lang, 'Find by email address'),
      value: fill(inLanguage(lang, '{count, plural, one {# message} other {# messages}}'), { count: 2 }, lang),
    })
    await expect(page).toHaveTitle(`${fill(inLanguage(lang, '{screen} · Admin Panel'), { screen })} | Karlin Labs`)
  })
}

test('in forced colours, the current console section and inbox filter are marked by more than their background', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' })
  await signIn(page, 'en')
  await page.goto('/en/admin/inbox?view=handled')
  const marks = (link: ReturnType<typeof page.getByRole>) =>
    link.evaluate((element) => {
      const style = getComputedStyle(element)
      return { outline: style.outlineStyle, underline: style.textDecorationLine }
    })
  const sections = page.getByRole('navigation', { name: 'Admin sections' })
  const filters = page.getByRole('navigation', { name: 'Show' })
  for (const current of [sections.getByRole('link', { name: 'Contact inbox' }), filters.getByRole('link', { name: /^Handled/ })]) {
    await expect(current).toHaveAttribute('aria-current', 'page')
    expect(await marks(current)).toEqual({ outline: 'solid', underline: 'underline' })
  }
  for (const other of [sections.getByRole('link', { name: 'Overview' }), filters.getByRole('link', { name: /^All/ })])
    expect((await marks(other)).outline).toBe('none')
})
