import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'
import { homeCopy } from '../../src/copy/home'
import { fill } from '../../src/i18n/copy'
import { expectNoSidewaysScroll, findPerson, publishWaiting, searchInbox, sendMessage, signIn, stamp } from './console-helpers'
import { DESKTOP, MOBILE, axeViolations, collectConsoleErrors, inLanguage, isJourneySetting } from './helpers'

/**
 * The console as its owner works in it, in English and Arabic, on a desktop and on a
 * phone. Every test makes its own messages (named by a stamp), because the browser tests
 * share one local database and run side by side.
 */

/** The title of a console screen that refused something. */
function errorTitle(lang: string, screen: string): string {
  return `${fill(inLanguage(lang, 'Error: {screen} · Admin Panel'), { screen })} | Karlin Labs`
}

/** The number on the overview's "needs attention" card. */
async function overviewAttention(page: Page, lang: string): Promise<number> {
  await page.goto(`/${lang}/admin`)
  const card = page.locator('section[aria-labelledby="attention-heading"]')
  return Number(((await card.locator('p').first().textContent()) ?? '').replace(/\D+/g, ''))
}

/** The number on the inbox's "needs attention" tab. */
async function tabAttention(page: Page, lang: string): Promise<number> {
  await page.goto(`/${lang}/admin/inbox`)
  const tab = page
    .getByRole('navigation', { name: inLanguage(lang, 'Show') })
    .getByRole('link')
    .first()
  return Number(((await tab.locator('span').textContent()) ?? '').replace(/\D+/g, ''))
}

for (const lang of ['en', 'ar'] as const) {
  for (const [size, viewport] of [
    ['1280', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    test.describe(`the console in ${lang} at ${size} px`, () => {
      test.use({ viewport })

      // The journeys, in two of the four settings; the layout test below runs in all four.
      if (isJourneySetting(lang, size)) {
        test('search finds a message by a word of its body, and handling it in bulk moves it out of “needs attention”, which the overview agrees with', async ({
          page,
          request,
        }) => {
          const run = stamp()
          const word = `koala${run}`
          await sendMessage(request, {
            fullName: `Iva Search ${run}`,
            email: `iva-${run}@example.cz`,
            challenge: `Our ${word} booking line rings all night. Could an assistant take it?`,
          })
          await sendMessage(request, { fullName: `Ota Search ${run}`, email: `ota-${run}@example.cz`, challenge: `Second message ${run} about invoices.` })
          await signIn(page, lang)
          await page
            .getByRole('navigation', { name: inLanguage(lang, 'Admin sections') })
            .getByRole('link', { name: inLanguage(lang, 'Contact inbox') })
            .click()
          const search = page.getByRole('searchbox', { name: inLanguage(lang, 'Search names, email addresses, companies and messages') })
          await search.fill(word)
          await search.press('Enter')
          const results = page.locator('ol[aria-labelledby="inbox-count"] > li')
          await expect(results).toHaveCount(1)
          await expect(results.first()).toContainText(`Iva Search ${run}`)
          await expectNoSidewaysScroll(page)

          // Both of this run's messages, ticked and marked handled together.
          await search.fill(run)
          await search.press('Enter')
          await expect(results).toHaveCount(2)
          for (const name of [`Iva Search ${run}`, `Ota Search ${run}`]) {
            await page.getByRole('checkbox', { name: new RegExp(name) }).check()
          }
          await page.getByRole('button', { name: inLanguage(lang, 'Mark handled') }).click()
          await expect(page.getByRole('status')).toHaveText(
            fill(inLanguage(lang, '{count, plural, one {# message marked as handled.} other {# messages marked as handled.}}'), { count: 2 }, lang),
          )
          await expect(results).toHaveCount(0)
          expect(page.url()).toContain('/admin/inbox')
          // They are under "Handled" now; the overview and the tab count the same "needs attention".
          await page.getByRole('link', { name: new RegExp(`^${inLanguage(lang, 'Handled')}`) }).click()
          await expect(results).toHaveCount(2)
          await expect.poll(async () => (await overviewAttention(page, lang)) - (await tabAttention(page, lang))).toBe(0)
        })

        test('a refused edit stays on its screen with the owner’s text in the field, the check named beside it and focus on it', async ({ page }) => {
          await signIn(page, lang)
          await page.goto(`/${lang}/admin/translations/cs?q=${encodeURIComponent(homeCopy.meta.title)}`)
          const typed = `Automatizace s AI pro firmy bez názvu značky ${stamp()}`
          const field = page.getByRole('textbox', { name: new RegExp(inLanguage(lang, 'Translation')) }).first()
          await field.fill(typed)
          await page
            .getByRole('button', { name: inLanguage(lang, 'Save and publish') })
            .first()
            .click()
          await expect(page).toHaveURL(new RegExp(`/${lang}/admin/translations/cs`))
          await expect(page).toHaveTitle(errorTitle(lang, fill(inLanguage(lang, '{language}: strings'), { language: 'Čeština' })))
          const refused = page.locator('textarea[aria-invalid="true"]')
          await expect(refused).toHaveValue(typed)
          await expect(refused).toBeFocused()
          const reason = page.locator(`#${await refused.getAttribute('aria-describedby')}`)
          await expect(reason).toContainText('Karlin Labs')
          expect(page.url()).not.toContain('/api/')
          await expectNoSidewaysScroll(page)
        })

        test('each action answers on the screen it came from, never on an /api/ address', async ({ page, request }) => {
          const run = stamp()
          await sendMessage(request, { fullName: `Eva Actions ${run}`, email: `eva-${run}@example.cz`, challenge: `Please call back about ${run}.` })
          await signIn(page, lang)
          await searchInbox(page, lang, run)
          await page.getByRole('link', { name: `Eva Actions ${run}` }).click()
          const message = page.url()
          for (const action of ['Mark handled', 'Keep: client relationship', 'Mark as not handled']) {
            await page.getByRole('button', { name: inLanguage(lang, action) }).click()
            await expect(page.getByRole('status')).not.toBeEmpty()
            expect(page.url().split('?')[0]).toBe(message.split('?')[0])
          }
          // Delete without the confirmation: the same screen, the reason beside the box, focus on it.
          await page.getByRole('button', { name: inLanguage(lang, 'Delete') }).click()
          const confirm = page.getByRole('checkbox', { name: inLanguage(lang, 'I understand that this message is deleted for good.') })
          await expect(confirm).toBeFocused()
          await expect(confirm).toHaveAttribute('aria-invalid', 'true')
          expect(page.url().split('?')[0]).toBe(message.split('?')[0])
          await confirm.check()
          await page.getByRole('button', { name: inLanguage(lang, 'Delete') }).click()
          // Back on the list the message was opened from: its search too.
          await expect(page).toHaveURL(new RegExp(`/${lang}/admin/inbox\\?(.*&)?notice=deleted`))
          await expect(page.getByRole('searchbox', { name: inLanguage(lang, 'Search names, email addresses, companies and messages') })).toHaveValue(run)
          // A privacy request: one field, found, and a refused erasure stays on the same screen.
          await page.goto(`/${lang}/admin/privacy`)
          await expect(page.locator('input[type="email"]')).toHaveCount(1)
          await page.getByRole('textbox', { name: inLanguage(lang, 'Email address') }).fill('not-an-address@')
          await page.getByRole('button', { name: inLanguage(lang, 'Find') }).click()
          await expect(page.getByRole('textbox', { name: inLanguage(lang, 'Email address') })).toBeFocused()
          expect(page.url()).toContain('/admin/privacy')
          expect(page.url()).not.toContain('/api/')
        })
      }

      test('no console screen scrolls sideways, and every one has its own title', async ({ page, request }) => {
        const run = stamp()
        const longName = `Maximilian${'Wolfeschlegelsteinhausen'.repeat(3)}${run}`
        await sendMessage(request, {
          fullName: longName,
          email: `${'averyverylongaddress'.repeat(3)}${run}@example.cz`,
          challenge: `${'Unbroken'.repeat(30)} ${run}`,
        })
        await signIn(page, lang)
        const titles = new Set<string>()
        for (const path of ['/admin', '/admin/inbox', '/admin/translations', '/admin/translations/cs', '/admin/privacy']) {
          await page.goto(`/${lang}${path}`)
          await expectNoSidewaysScroll(page)
          titles.add(await page.title())
        }
        await searchInbox(page, lang, run, 'all')
        await expectNoSidewaysScroll(page)
        titles.add(await page.title())
        await page.getByRole('link', { name: longName }).click()
        // The message's own screen, not the list still unloading (its address carries the way back to the search).
        await page.waitForURL(/\/admin\/inbox\/[\w-]+(\?from=[\w-]+)?$/)
        await expectNoSidewaysScroll(page)
        titles.add(await page.title())
        // Six screens (the inbox twice, filtered), six titles.
        expect(titles.size).toBe(6)
      })
    })
  }
}

// One test a language: each walks seven screens with axe, which on a busy machine takes most of a test's time.
for (const lang of ['en', 'ar'] as const) {
  test(`the owner’s screens have no accessibility violations (${lang})`, async ({ page, request }) => {
    const errors = collectConsoleErrors(page)
    const run = stamp()
    await sendMessage(request, { fullName: `Axe Check ${run}`, email: `axe-${run}@example.cz`, challenge: 'Checking every screen.' })
    await page.goto(`/${lang}/admin`)
    expect(await axeViolations(page), 'the gate').toEqual([])
    await signIn(page, lang)
    for (const path of ['/admin', '/admin/translations', '/admin/translations/cs']) {
      await page.goto(`/${lang}${path}`)
      expect(await axeViolations(page), path).toEqual([])
    }
    await findPerson(page, lang, `axe-${run}@example.cz`)
    expect(await axeViolations(page), 'a person found').toEqual([])
    await searchInbox(page, lang, run)
    expect(await axeViolations(page), 'a search').toEqual([])
    await page.getByRole('link', { name: `Axe Check ${run}` }).click()
    expect(await axeViolations(page), 'a message').toEqual([])
    expect(errors).toEqual([])
  })
}

test('a Czech correction is on /cs once published, and unlocking and restoring brings the shipped text back', async ({ page }) => {
  const english = homeCopy.services.title
  const shipped = inLanguage('cs', english)
  const corrected = `Čtyři způsoby, jak vám AI uleví (${stamp()})`
  const listed = `/en/admin/translations/cs?q=${encodeURIComponent(english)}`
  // Published at once when Czech was quiet for 45 minutes, else with the next batch or "Publish now".
  const saved = /^Translation saved\. Pages in this language show it (now|within the hour)\.$/
  await signIn(page, 'en')
  await page.goto(listed)
  const entry = page.getByRole('listitem').filter({ hasText: english }).first()
  await entry.getByRole('textbox').fill(corrected)
  await entry.getByRole('button', { name: 'Save and publish' }).click()
  await expect(page.getByRole('status')).toHaveText(saved)
  await publishWaiting(page, 'en', 'cs')
  const visitor = await page.context().newPage()
  await visitor.goto('/cs')
  await expect(visitor.getByRole('heading', { level: 2, name: corrected })).toBeVisible()
  await page.goto(listed)
  await page.getByRole('listitem').filter({ hasText: english }).first().getByRole('textbox').fill(shipped)
  await page.getByRole('listitem').filter({ hasText: english }).first().getByRole('button', { name: 'Save and publish' }).click()
  await expect(page.getByRole('status')).toHaveText(saved)
  await publishWaiting(page, 'en', 'cs')
  await page.goto(listed)
  await page.getByRole('listitem').filter({ hasText: english }).first().getByRole('button', { name: 'Unlock' }).click()
  await expect(page.getByRole('status')).toHaveText('The translation is unlocked: machine translation may replace it again.')
  await visitor.reload()
  await expect(visitor.getByRole('heading', { level: 2, name: shipped })).toBeVisible()
})
