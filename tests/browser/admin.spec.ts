import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { homeCopy } from '../../src/copy/home'
import { ADMIN_TEST_PASSWORD } from './admin-password'
import { asImpatientVisitorOnSlowPhone, axeViolations, collectConsoleErrors, inLanguage, MOBILE, sentMailsFor, waitForIsland } from './helpers'

/**
 * The admin area as its owner uses it, in English and in Arabic: log in, generate and
 * download the sitemap, find a message just sent from the home page, retry its
 * delivery and mark it handled, correct a Czech string and see it on /cs, log out.
 * The test server runs with the password hash of `ADMIN_TEST_PASSWORD`
 * (playwright.config.ts).
 */
test.describe.configure({ mode: 'serial' })

const CONTACT_TO = /^CONTACT_TO\s*=\s*"([^"]+)"/m.exec(readFileSync('wrangler.toml', 'utf8'))?.[1] ?? ''

async function logIn(page: Page, lang: string): Promise<void> {
  await page.goto(`/${lang}/admin`)
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr')
  await page.getByLabel(inLanguage(lang, 'Password')).fill(ADMIN_TEST_PASSWORD)
  await page.getByRole('button', { name: inLanguage(lang, 'Log in') }).click()
  await expect(page.locator('[data-island="admin-panel"]')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByRole('heading', { level: 1, name: inLanguage(lang, 'Admin Panel') })).toBeVisible()
}

/** Waits for a navigation inside the admin area to land and its panel to render. */
async function landed(page: Page, url: RegExp): Promise<void> {
  await page.waitForURL(url)
  await expect(page.locator('[data-island="admin-panel"]')).toHaveAttribute('data-hydrated', 'true')
}

/** Sends the home page's contact form as a visitor would, from a fresh client address. */
async function sendContactForm(page: Page, lang: string, name: string, address: string): Promise<void> {
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': `192.0.2.${Math.floor(Math.random() * 250)}` })
  await page.goto(`/${lang}#contact`)
  await waitForIsland(page, 'contact-form')
  const form = page.locator('#contact form')
  await form.locator('[name="fullName"]').fill(name)
  await form.locator('[name="email"]').fill(address)
  await form.locator('[name="helpWith"]').selectOption('tech-advice')
  await form.locator('[name="challenge"]').fill('Our front desk answers the same questions all day.\n<b>Can Karla help?</b>')
  const question = form.getByText(/^\d+ \+ \d+ = \?/)
  const [, a = '0', b = '0'] = /^(\d+) \+ (\d+)/.exec((await question.textContent()) ?? '') ?? []
  await form.locator('[name="captchaAnswer"]').fill(String(Number(a) + Number(b)))
  await form.locator('button[type="submit"]').click()
  await expect(page.getByRole('group', { name: inLanguage(lang, 'Thank you!') })).toBeVisible()
  await page.setExtraHTTPHeaders({})
}

/** What a mail outage leaves behind: the message stored, its delivery given up. */
function markUndeliverable(address: string): void {
  execFileSync(
    'npx',
    [
      'wrangler',
      'd1',
      'execute',
      'DB',
      '--local',
      '--command',
      `UPDATE contact_submissions SET delivery_status = 'dead', attempts = 10, notification_sent_at = NULL, last_error = 'notification: E_RELAY_DOWN' WHERE email = '${address}'`,
    ],
    {
      stdio: 'ignore',
    },
  )
}

for (const lang of ['en', 'ar'] as const) {
  test(`the owner works through the admin area in ${lang}`, async ({ page, request }) => {
    const errors = collectConsoleErrors(page)
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`
    const name = `Ludmila Admin ${stamp}`
    const address = `owner-journey-${stamp}@example.cz`
    await sendContactForm(page, 'en', name, address)
    await expect.poll(async () => (await sentMailsFor(request, address)).filter((mail) => mail.to.includes(CONTACT_TO)).length, { timeout: 10_000 }).toBe(1)
    markUndeliverable(address)

    // A wrong password says so and keeps nothing (from an address of its own, so runs never add up to the throttle).
    await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': `198.51.100.${Math.floor(Math.random() * 250)}` })
    await page.goto(`/${lang}/admin`)
    await page.getByLabel(inLanguage(lang, 'Password')).fill('this is not the password')
    await page.getByRole('button', { name: inLanguage(lang, 'Log in') }).click()
    await expect(page.getByRole('alert')).toHaveText(inLanguage(lang, 'Invalid password'))
    await expect(page.getByLabel(inLanguage(lang, 'Password'))).toHaveValue('')

    // The refused login answered 401, which the console reports; from here on, nothing may.
    errors.length = 0
    await page.setExtraHTTPHeaders({})
    await logIn(page, lang)
    expect(await axeViolations(page)).toEqual([])

    // The sitemap: generating, then the count, the instructions and the download.
    await page.route('**/api/admin/sitemap', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500))
      await route.continue()
    })
    const generate = page.getByRole('button', { name: inLanguage(lang, 'Generate Sitemap') })
    await generate.click()
    const busy = page.getByRole('button', { name: inLanguage(lang, 'Generating...') })
    await expect(busy).toBeDisabled()
    await expect(page.getByText(inLanguage(lang, 'Sitemap generated'))).toBeVisible()
    await expect(page.getByTestId('sitemap-url-count')).toContainText('396')
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: inLanguage(lang, 'Download sitemap.xml') }).click()])
    expect(download.suggestedFilename()).toBe('sitemap.xml')
    const xml = readFileSync((await download.path()) ?? '', 'utf8')
    expect(xml).toMatch(/^<\?xml/)
    // The download is /sitemap.xml: an index of one sitemap per language (396 pages in all).
    expect(xml.match(/<sitemap>/g)).toHaveLength(18)
    await page.unroute('**/api/admin/sitemap')

    // The undeliverable message stands out, opens as text, is delivered again and marked handled.
    await page.getByRole('link', { name: inLanguage(lang, 'Open the inbox') }).click()
    await landed(page, /\/admin\/inbox(\?|$)/)
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('link', { name }).click()
    await landed(page, /\/admin\/inbox\/[\w-]+$/)
    expect(await axeViolations(page)).toEqual([])
    await expect(page.getByTestId('submission-message')).toHaveText('Our front desk answers the same questions all day.\n<b>Can Karla help?</b>')
    await page.getByRole('button', { name: inLanguage(lang, 'Retry delivery now') }).click()
    await expect(page.getByRole('status')).toHaveText(inLanguage(lang, 'Delivery retried: the message was sent.'))
    await expect.poll(async () => (await sentMailsFor(request, address)).filter((mail) => mail.to.includes(CONTACT_TO)).length, { timeout: 10_000 }).toBe(2)
    await page.getByRole('button', { name: inLanguage(lang, 'Mark handled') }).click()
    await expect(page.getByRole('status')).toHaveText(inLanguage(lang, 'Marked as handled.'))
    await expect(page.getByRole('button', { name: inLanguage(lang, 'Retry delivery now') })).toHaveCount(0)

    // A Czech string corrected here is on /cs at once; unlocked and restored, it is the shipped one again.
    const english = homeCopy.services.title
    const shipped = inLanguage('cs', english)
    const corrected = `Čtyři způsoby, jak vám AI uleví (${lang} ${stamp})`
    await page.getByRole('link', { name: inLanguage(lang, 'Translations') }).click()
    await landed(page, /\/admin\/translations$/)
    expect(await axeViolations(page)).toEqual([])
    await page.locator('a[href$="/admin/translations/cs"]').first().click()
    await landed(page, /\/admin\/translations\/cs$/)
    await page.getByLabel(inLanguage(lang, 'Search English or translated text')).fill(english)
    await page.getByRole('button', { name: inLanguage(lang, 'Search') }).click()
    await landed(page, /\/admin\/translations\/cs\?q=/)
    expect(await axeViolations(page)).toEqual([])
    const entry = () => page.locator('li', { hasText: english }).first()
    await entry().locator('textarea').fill(corrected)
    await entry()
      .getByRole('button', { name: inLanguage(lang, 'Save and publish') })
      .click()
    await expect(page.getByRole('status')).toHaveText(inLanguage(lang, 'Translation saved. Pages in this language show it now.'))
    const publicPage = await page.context().newPage()
    await publicPage.goto('/cs')
    await expect(publicPage.getByRole('heading', { level: 2, name: corrected })).toBeVisible()
    await entry().locator('textarea').fill(shipped)
    await entry()
      .getByRole('button', { name: inLanguage(lang, 'Save and publish') })
      .click()
    await entry()
      .getByRole('button', { name: inLanguage(lang, 'Unlock') })
      .click()
    await expect(page.getByRole('status')).toHaveText(inLanguage(lang, 'The translation is unlocked: machine translation may replace it again.'))
    await publicPage.reload()
    await expect(publicPage.getByRole('heading', { level: 2, name: shipped })).toBeVisible()
    await publicPage.close()

    // Logout ends the session: the panel is gone, the gate is back.
    await page.getByRole('button', { name: inLanguage(lang, 'Logout') }).click()
    await expect(page.getByLabel(inLanguage(lang, 'Password'))).toBeVisible()
    await page.goto(`/${lang}/admin/inbox`)
    await expect(page.getByLabel(inLanguage(lang, 'Password'))).toBeVisible()
    expect(errors).toEqual([])
  })
}

test('the sitemap manager says what failed, or “Unknown error”', async ({ page }) => {
  await logIn(page, 'en')
  await page.route('**/api/admin/sitemap', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'D1 is read-only' }) }),
  )
  await page.getByRole('button', { name: 'Generate Sitemap' }).click()
  await expect(page.getByRole('alert')).toContainText('Generation Failed')
  await expect(page.getByRole('alert')).toContainText('D1 is read-only')
  await expect(page.getByRole('link', { name: 'Download sitemap.xml' })).toHaveCount(0)
  await page.route('**/api/admin/sitemap', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }))
  await page.getByRole('button', { name: 'Generate Sitemap' }).click()
  await expect(page.getByRole('alert')).toContainText('Unknown error')
})

test('on a slow phone the owner signs in before any script has run, and the panel takes the first tap once it appears', async ({ page }) => {
  const errors = collectConsoleErrors(page)
  await page.setViewportSize(MOBILE)
  const slow = await asImpatientVisitorOnSlowPhone(page, { hold: true })
  // The gate is a plain form: typing and sending need no JavaScript at all.
  await page.goto('/en/admin', { waitUntil: 'commit' })
  await page.getByLabel('Password').fill(ADMIN_TEST_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL(/\/en\/admin$/)
  const panel = page.locator('[data-island="admin-panel"]')
  await expect(panel).toBeAttached()
  await expect(panel).not.toHaveAttribute('data-hydrated', 'true')
  slow.release()
  // The first tap on a control of the panel, as soon as it is there, does what it says.
  const generate = page.getByRole('button', { name: 'Generate Sitemap' })
  await generate.click()
  await expect(page.getByText('Sitemap generated')).toBeVisible()
  await expect(page.getByTestId('sitemap-url-count')).toContainText('396')
  expect(errors).toEqual([])
})
