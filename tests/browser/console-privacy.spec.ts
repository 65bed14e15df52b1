import { expect, test } from './fixtures'
import { fill } from '../../src/i18n/copy'
import { expectNoSidewaysScroll, sendMessage, signIn, stamp } from './console-helpers'
import { JOURNEY_SETTINGS, axeViolations, inLanguage } from './helpers'

/**
 * A privacy request from arrival to its record: a message asking for erasure is recognised
 * as it arrives, the overview says a request waits, the owner erases the person's data
 * from the request's own row before its due date, and the record of it is there
 * afterwards with nothing of the person in it. Every test makes its own message (named by
 * a stamp): the browser tests share one local database. It walks in the journeys' two
 * settings, English on a desktop and Arabic on a phone; that the privacy screen never
 * scrolls sideways is checked in all four by console.spec.ts.
 */

for (const [lang, size, viewport] of JOURNEY_SETTINGS) {
  test.describe(`privacy requests in ${lang} at ${size} px`, () => {
    test.use({ viewport })

    test('an erasure request is fulfilled before its due date, and its record stays without the person', async ({ page, request }) => {
      const run = stamp()
      const email = `erase-${run}@example.cz`
      await sendMessage(request, { fullName: `Erase Sender ${run}`, email, challenge: `Please delete all my personal data. ${run}` })
      await signIn(page, lang)
      // The overview, with the requests waiting and where notifications go.
      await expect(page.locator('section[aria-labelledby="notifications-heading"]')).toContainText(inLanguage(lang, 'Send a test notification'))
      expect(await axeViolations(page), 'the overview').toEqual([])
      await expectNoSidewaysScroll(page)

      await page.getByRole('link', { name: inLanguage(lang, 'Open the privacy requests') }).click()
      await expect(page.getByRole('heading', { level: 1, name: inLanguage(lang, 'Find by email address') })).toBeVisible()
      const row = page.locator('section[aria-labelledby="requests-heading"] li').filter({ hasText: email })
      await expect(row).toContainText(inLanguage(lang, 'Erasure request'))
      await expect(row).not.toContainText(inLanguage(lang, 'Overdue'))
      await expectNoSidewaysScroll(page)
      expect(await axeViolations(page), 'the privacy screen').toEqual([])
      // The record names the request by the start of its id (the row's own id is `request-<id>`).
      const reference = fill(inLanguage(lang, 'Reference {id}'), {
        id: ((await row.getAttribute('id')) ?? '').slice('request-'.length, 'request-'.length + 8),
      })

      await row.getByRole('checkbox', { name: inLanguage(lang, 'I understand that every message from this address is deleted for good.') }).check()
      await row.getByRole('button', { name: inLanguage(lang, 'Delete everything') }).click()

      await expect(page.getByRole('status')).toHaveText(fill(inLanguage(lang, 'Messages deleted: {count}'), { count: 1 }, lang))
      await expect(page.locator('section[aria-labelledby="requests-heading"]')).not.toContainText(email)
      const record = page.locator('section[aria-labelledby="record-heading"] li').filter({ hasText: reference })
      await expect(record).toContainText(inLanguage(lang, 'Erasure request'))
      await expect(record).toContainText(fill(inLanguage(lang, '{count, plural, one {# message erased} other {# messages erased}}'), { count: 1 }, lang))
      await expect(record).not.toContainText(inLanguage(lang, 'After its due date'))
      await expect(page.locator('main')).not.toContainText(run)
      await expectNoSidewaysScroll(page)

      // Later, the record is still there.
      await page.goto(`/${lang}/admin/privacy`)
      await expect(record).toContainText(inLanguage(lang, 'Erasure request'))
      await expect(page.locator('main')).not.toContainText(run)
    })
  })
}
