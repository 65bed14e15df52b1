import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'
import { ADMIN_TEST_PASSWORD } from './admin-password'
import { expectNoSidewaysScroll, freshClient, signIn } from './console-helpers'
import { MOBILE, asImpatientVisitorOnSlowPhone, collectConsoleErrors, inLanguage } from './helpers'

/**
 * What a keyboard and screen-reader user meets in the console: where focus is after each
 * action, what the one status region and the alerts say, the title of every screen, focus
 * rings, forced colours and narrow screens. axe sees none of these.
 */

/** Records every text the console's status region is given, as a screen reader would hear it. */
async function listenToStatus(page: Page): Promise<void> {
  await page.evaluate(() => {
    const region = document.getElementById('console-status')
    const heard: string[] = []
    ;(window as unknown as { heard: string[] }).heard = heard
    new MutationObserver(() => heard.push(region?.textContent ?? '')).observe(region as Node, { childList: true, subtree: true, characterData: true })
  })
}

for (const lang of ['en', 'ar'] as const) {
  test(`Generate Sitemap keeps focus while it works, and says “Generating...” then the result through the one status region (${lang})`, async ({ page }) => {
    await signIn(page, lang)
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/admin/sitemap', async (route) => {
      await held
      await route.continue()
    })
    const generate = page.getByRole('button', { name: inLanguage(lang, 'Generate Sitemap') })
    // Focusing it starts loading the island; it keeps the focus once hydrated.
    await generate.focus()
    await expect(page.locator('[data-island="sitemap-manager"]')).toHaveAttribute('data-hydrated', 'true')
    await expect(generate).toBeFocused()
    await listenToStatus(page)
    await page.keyboard.press('Enter')
    const busy = page.getByRole('button', { name: inLanguage(lang, 'Generating...') })
    await expect(busy).toBeFocused()
    await expect(busy).toHaveAttribute('aria-disabled', 'true')
    // Marked busy, never disabled: a disabled button would drop focus to the page.
    await expect(busy).not.toHaveAttribute('disabled')
    release()
    const done = page.getByRole('button', { name: inLanguage(lang, 'Generate Sitemap') })
    await expect(done).toBeFocused()
    await expect(page.getByTestId('sitemap-url-count')).toBeVisible()
    const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard)
    expect(heard[0]).toBe(inLanguage(lang, 'Generating...'))
    expect(heard.at(-1)).toContain(inLanguage(lang, 'Sitemap generated'))
    expect(
      heard.every((text) => text.trim() !== ''),
      'the region never empties on the way',
    ).toBe(true)
  })

  test(`a wrong password is said at the field, which takes focus, is marked invalid and named by the error; the title says so (${lang})`, async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': freshClient() })
    await page.goto(`/${lang}/admin`)
    const before = await page.title()
    const field = page.getByLabel(inLanguage(lang, 'Password'))
    await field.fill('certainly not the password')
    await field.press('Enter')
    await expect(page).not.toHaveTitle(before)
    await expect(page).toHaveTitle(new RegExp(inLanguage(lang, 'Error: {screen} · Admin Panel').split('{screen}')[0] as string))
    await expect(field).toBeFocused()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(inLanguage(lang, 'Invalid password'))
  })
}

test('each console screen has a title of its own', async ({ page }) => {
  await page.goto('/en/admin')
  const titles = [await page.title()]
  await signIn(page, 'en')
  for (const path of ['/en/admin', '/en/admin/inbox', '/en/admin/translations', '/en/admin/translations/de', '/en/admin/privacy']) {
    await page.goto(path)
    titles.push(await page.title())
  }
  expect(new Set(titles).size).toBe(titles.length)
  expect(titles).toContain('Contact inbox · Admin Panel | Karlin Labs')
})

test('console fields and buttons show the site’s focus ring, at least 3:1 against the white around them', async ({ page }) => {
  await signIn(page, 'en')
  await page.goto('/en/admin/inbox')
  const search = page.getByRole('searchbox')
  await search.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  const ring = await search.evaluate((element) => {
    const style = getComputedStyle(element)
    return { width: Number.parseFloat(style.outlineWidth), style: style.outlineStyle, color: style.outlineColor }
  })
  expect(ring.style).toBe('solid')
  expect(ring.width).toBeGreaterThanOrEqual(2)
  // The old ring was a pale blue at 1.4:1 against white.
  expect(contrastOnWhite(ring.color)).toBeGreaterThanOrEqual(3)
})

/** WCAG contrast of an `rgb(r, g, b)` colour against white. */
function contrastOnWhite(color: string): number {
  const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
    const channel = Number(part) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05)
}

test('in forced colours, Log in and Generate Sitemap still read as buttons: each keeps a visible border', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' })
  await page.goto('/en/admin')
  const border = (name: string) =>
    page.getByRole('button', { name }).evaluate((element) => {
      const style = getComputedStyle(element)
      return { width: Number.parseFloat(style.borderTopWidth), style: style.borderTopStyle }
    })
  const login = await border('Log in')
  expect(login.style).toBe('solid')
  expect(login.width).toBeGreaterThanOrEqual(1)
  await signIn(page, 'en')
  expect((await border('Generate Sitemap')).width).toBeGreaterThanOrEqual(1)
})

test('at 320 px the translations overview, its counts and a long sitemap address fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await signIn(page, 'en')
  await expectNoSidewaysScroll(page)
  await page.getByRole('button', { name: 'Generate Sitemap' }).click()
  await expect(page.getByTestId('sitemap-url-count')).toBeVisible()
  await expectNoSidewaysScroll(page)
  for (const lang of ['en', 'ar']) {
    await page.goto(`/${lang}/admin/translations`)
    await expectNoSidewaysScroll(page)
    const counts = page.locator('ol li').first().locator('p').nth(1)
    const box = await counts.boundingBox()
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 320).toBe(true)
  }
})

test('the sitemap manager says what failed, or “Unknown error”, as an alert', async ({ page }) => {
  await signIn(page, 'en')
  await page.route('**/api/admin/sitemap', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'D1 is read-only' }) }),
  )
  await page.getByRole('button', { name: 'Generate Sitemap' }).click()
  await expect(page.getByRole('alert')).toContainText('Generation Failed')
  await expect(page.getByRole('alert')).toContainText('D1 is read-only')
  await expect(page.getByRole('link', { name: 'Download sitemap.xml' })).toHaveCount(0)
  await page.route('**/api/admin/sitemap', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }))
  await page.getByRole('button', { name: 'Generate Sitemap' }).click()
  await expect(page.getByRole('alert')).toContainText('Unknown error')
})

test('on a slow phone the owner signs in before any script has run, and the first tap on Generate Sitemap works', async ({ page }) => {
  const errors = collectConsoleErrors(page)
  await page.setViewportSize(MOBILE)
  const slow = await asImpatientVisitorOnSlowPhone(page, { hold: true })
  // The gate is a plain form: typing and sending need no JavaScript at all.
  await page.goto('/en/admin', { waitUntil: 'commit' })
  await page.getByLabel('Password').fill(ADMIN_TEST_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL(/\/en\/admin$/)
  const manager = page.locator('[data-island="sitemap-manager"]')
  await expect(manager).toBeAttached()
  await expect(manager).not.toHaveAttribute('data-hydrated', 'true')
  // The tap comes before the island's code: it is held, shown as pending, and carried out once it has loaded.
  const tapped = page.getByRole('button', { name: 'Generate Sitemap' }).click()
  slow.release()
  await tapped
  await expect(page.getByText('Sitemap generated')).toBeVisible()
  await expect(page.getByTestId('sitemap-url-count')).toContainText('396')
  expect(page.url()).not.toContain('/api/')
  expect(errors).toEqual([])
})

test('without JavaScript, Generate Sitemap comes back to the overview with the outcome', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await signIn(page, 'en')
  await page.getByRole('button', { name: 'Generate Sitemap' }).click()
  await expect(page).toHaveURL(/\/en\/admin\?notice=sitemapGenerated/)
  await expect(page.getByRole('status')).toContainText('Sitemap generated')
  await context.close()
})
