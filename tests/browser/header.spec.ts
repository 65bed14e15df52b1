import { REUSE_CONTEXT, expect, test } from './fixtures'
import { readFileSync } from 'node:fs'
import { LANGUAGES } from '../../src/lib/languages'
import { SPRITE_PATH, siteFlagSprite } from '../../scripts/flag-sprite'
import { DESKTOP, MOBILE, axeViolations, collectConsoleErrors, inLanguage, openPage } from './helpers'

test.use(REUSE_CONTEXT)

test.describe('header on desktop (1280 px)', () => {
  test.use({ viewport: DESKTOP })

  test('the Use Cases dropdown opens on hover and closes 150 ms after the pointer leaves', async ({ page }) => {
    await openPage(page, '/en/privacy-policy')
    const trigger = page.getByRole('button', { name: 'Use Cases' })
    const menu = page.locator('[data-menu="use-cases"] .dropdown-panel')
    await trigger.hover()
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link')).toHaveCount(13)
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')

    // Time the close in the page itself: from the pointer leaving to the panel closing.
    await page.evaluate(() => {
      const dropdown = document.querySelector('[data-menu="use-cases"]')!
      const record: { leftAt?: number; closedAt?: number } = {}
      ;(window as unknown as { closeTiming: typeof record }).closeTiming = record
      dropdown.addEventListener('pointerleave', () => (record.leftAt = performance.now()), { once: true })
      new MutationObserver((_, observer) => {
        if (dropdown.getAttribute('data-open') === 'false') {
          observer.disconnect()
          record.closedAt = performance.now()
        }
      }).observe(dropdown, { attributes: true, attributeFilter: ['data-open'] })
    })
    await page.mouse.move(640, 600)
    await expect(menu).toBeHidden()
    const { leftAt = 0, closedAt = 0 } = await page.evaluate(() => (window as unknown as { closeTiming: { leftAt?: number; closedAt?: number } }).closeTiming)
    expect(leftAt).toBeGreaterThan(0)
    // It waits its 150 ms, then closes on its own (above); how late the timer fires past
    // that depends on the machine's load (497 ms beside two busy processes), so no upper bound.
    expect(closedAt - leftAt).toBeGreaterThanOrEqual(145)
  })

  test('moving back into a dropdown before the delay keeps it open', async ({ page }) => {
    await openPage(page, '/en/privacy-policy')
    const trigger = page.getByRole('button', { name: 'Use Cases' })
    await trigger.hover()
    await page.mouse.move(640, 600)
    await trigger.hover()
    await page.waitForTimeout(300)
    await expect(page.locator('[data-menu="use-cases"] .dropdown-panel')).toBeVisible()
  })

  test('the ServiceNow dropdown lists its six products and opens from the keyboard', async ({ page }) => {
    await openPage(page, '/en/privacy-policy')
    const trigger = page.getByRole('button', { name: 'ServiceNow' })
    await trigger.focus()
    const menu = page.locator('[data-menu="servicenow"] .dropdown-panel')
    await expect(menu).toBeHidden()
    await page.keyboard.press('Enter')
    await expect(menu).toBeVisible()
    for (const label of ['Now Assist', 'ITSM', 'CSM', 'ITOM', 'HRSD', 'Virtual Agent']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible()
    }
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(trigger).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(menu).toBeHidden()
  })

  test('a dropdown link navigates to its page', async ({ page }) => {
    await openPage(page, '/en/privacy-policy')
    await page.getByRole('button', { name: 'Use Cases' }).hover()
    await page.getByRole('banner').getByRole('link', { name: 'Hotels & Hospitality' }).click()
    await expect(page).toHaveURL(/\/en\/use-cases\/hotels$/)
  })

  test('Book a Free Consultation opens the scheduling page in a new tab from the xl breakpoint', async ({ page }) => {
    await openPage(page, '/en/terms-of-service')
    const getStarted = page
      .getByRole('banner')
      .getByRole('link', { name: /Book a Free Consultation/ })
      .first()
    await expect(getStarted).toBeVisible()
    await expect(getStarted).toHaveAttribute('target', '_blank')
    await expect(getStarted).toHaveAttribute('rel', /noopener/)
    await page.setViewportSize({ width: 1024, height: 800 })
    await expect(getStarted).toBeHidden()
  })

  test('the booking link stays on one line inside the header at 1280 px, in the languages with the longest label', async ({ page }) => {
    for (const lang of ['en', 'de', 'ru', 'tr', 'fi']) {
      await page.goto(`/${lang}/terms-of-service`)
      const link = page.getByRole('banner').locator('a.header-xl')
      await expect(link, lang).toBeVisible()
      const { height, lineHeight, right, left } = await link.evaluate((element) => {
        const box = element.getBoundingClientRect()
        const style = getComputedStyle(element)
        return { height: box.height, lineHeight: Number.parseFloat(style.lineHeight), right: box.right, left: box.left }
      })
      expect(height - 2 * 8 - 2, lang).toBeLessThan(lineHeight * 1.5)
      expect(left, lang).toBeGreaterThanOrEqual(0)
      expect(right, lang).toBeLessThanOrEqual(1280)
    }
  })

  test('the moment the visitor sets 200 % text, the header already has its narrow layout: nothing runs off the screen', async ({ page }) => {
    await openPage(page, '/de/terms-of-service')
    // Read in the same task as the change: the first layout the new text size gets. The
    // header's layout is chosen by its own font size; had that been eased in over the
    // header's transition, the wide row would stay for a moment with the larger text
    // (the booking label reached x = 1,677).
    const rights = await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%'
      return [...document.querySelectorAll('header.site-header .header-row a, header.site-header .header-row button')]
        .filter((element) => element.checkVisibility())
        .map((element) => Math.round(element.getBoundingClientRect().right))
    })
    expect(rights.length).toBeGreaterThanOrEqual(3)
    expect(Math.max(...rights)).toBeLessThanOrEqual(1280)
  })

  test('the header turns solid and tighter once the page scrolls past 50 px', async ({ page }) => {
    await openPage(page, '/en/privacy-policy')
    const header = page.locator('header.site-header')
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo(0, 40))
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo(0, 120))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    await expect(header).toHaveClass(/py-2/)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-scrolled', 'false')
  })

  test('switching language keeps the path, replaces the history entry and remembers the choice', async ({ page, context }) => {
    await page.goto('/en/terms-of-service')
    await openPage(page, '/en/use-cases/hotels')
    await page.getByRole('button', { name: /Language/ }).click()
    await page.getByRole('banner').getByRole('link', { name: 'Čeština' }).first().click()
    await expect(page).toHaveURL(/\/cs\/use-cases\/hotels$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs')
    const cookies = await context.cookies()
    expect(cookies.find((cookie) => cookie.name === 'selectedLanguage')?.value).toBe('cs')
    // The English hotels page was replaced, so back returns to the page before it.
    await page.goBack()
    await expect(page).toHaveURL(/\/en\/terms-of-service$/)
  })

  test('switching to Arabic mirrors the layout', async ({ page }) => {
    await openPage(page, '/en/privacy-policy')
    await page.getByRole('button', { name: /Language/ }).click()
    await page.getByRole('banner').getByRole('link', { name: 'العربية' }).first().click()
    await expect(page).toHaveURL(/\/ar\/privacy-policy$/)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  })

  test('section links on another page go to the home page section', async ({ page }) => {
    await openPage(page, '/en/use-cases/hotels')
    await page.getByRole('navigation', { name: 'Main navigation' }).first().getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL(/\/en#about$/)
    await expect(page.locator('#about')).toBeInViewport()
  })

  test('section links on the home page scroll smoothly without reloading', async ({ page }) => {
    await openPage(page, '/en')
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await page.getByRole('navigation', { name: 'Main navigation' }).first().getByRole('link', { name: 'Contact' }).click()
    await expect(page.locator('#contact')).toBeInViewport()
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
  })

  test('the shell has no accessibility violations and no console errors, in English and Arabic', async ({ page }) => {
    test.setTimeout(120_000)
    const errors = collectConsoleErrors(page)
    for (const path of ['/en', '/ar', '/en/use-cases/hotels', '/ar/servicenow/itsm', '/en/missing-page']) {
      await openPage(page, path)
      expect(await axeViolations(page), path).toEqual([])
    }
    expect(errors.filter((error) => !error.includes('404'))).toEqual([])
  })
})

test.describe('header on mobile (375 px)', () => {
  test.use({ viewport: MOBILE, hasTouch: true })

  test('the menu opens a panel with both groups expanded and closes when a route is chosen', async ({ page }) => {
    await openPage(page, '/en/privacy-policy')
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).first()).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Menu', exact: true })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    const panel = page.locator('#mobile-menu')
    await expect(panel).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(panel.getByRole('link', { name: 'Restaurants' })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Virtual Agent' })).toBeVisible()
    await expect(panel.locator('a[href^="/en/use-cases/"]')).toHaveCount(13)
    await expect(panel.locator('a[href^="/en/servicenow/"]')).toHaveCount(6)
    await expect(panel.getByRole('link', { name: /Book a Free Consultation/ })).toBeVisible()

    await panel.getByRole('link', { name: 'Solar Companies' }).click()
    await expect(page).toHaveURL(/\/en\/use-cases\/solar-companies$/)
    await expect(page.locator('#mobile-menu')).toBeHidden()
  })

  test('a section link in the panel closes it', async ({ page }) => {
    await openPage(page, '/en')
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await page.locator('#mobile-menu').getByRole('link', { name: 'About' }).click()
    await expect(page.locator('#mobile-menu')).toBeHidden()
    await expect(page.locator('#about')).toBeInViewport()
  })

  test('the language selector in the bar switches language', async ({ page }) => {
    await openPage(page, '/en/use-cases/restaurants')
    await page.getByRole('button', { name: /Language/ }).tap()
    await page.getByRole('banner').getByRole('link', { name: 'Deutsch' }).tap()
    await expect(page).toHaveURL(/\/de\/use-cases\/restaurants$/)
  })

  test('the mobile shell has no accessibility violations in English and Arabic', async ({ page }) => {
    for (const path of ['/en/use-cases/hotels', '/ar/use-cases/hotels']) {
      await openPage(page, path)
      await page
        .getByRole('banner')
        .getByRole('button', { name: inLanguage(path.split('/')[1] ?? 'en', 'Menu'), exact: true })
        .click()
      await expect(page.locator('#mobile-menu')).toBeVisible()
      // Contrast is measured on the open panel, not on a frame of its fade-in (once read as too pale on a busy machine).
      await page.locator('#mobile-menu').evaluate((menu) => Promise.all(menu.getAnimations({ subtree: true }).map((animation) => animation.finished)))
      expect(await axeViolations(page), path).toEqual([])
    }
  })
})

test.describe('navigation without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('dropdowns open on hover and on keyboard focus, claim no state they cannot keep, and their links work', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/en/privacy-policy')
    const menu = page.locator('[data-menu="use-cases"] .dropdown-panel')
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Use Cases' }).hover()
    await expect(menu).toBeVisible()
    await page.mouse.move(640, 600)
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'ServiceNow' }).focus()
    await expect(page.locator('[data-menu="servicenow"] .dropdown-panel')).toBeVisible()
    // Opened by CSS, so the trigger does not say it is collapsed.
    await expect(page.getByRole('button', { name: 'ServiceNow' })).not.toHaveAttribute('aria-expanded', /.*/)
    await page.getByRole('banner').getByRole('link', { name: 'ITOM' }).click()
    await expect(page).toHaveURL(/\/en\/servicenow\/itom$/)
  })

  test('language links are real links', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/en/use-cases/insurance')
    await page.getByRole('button', { name: /Language/ }).hover()
    await page.getByRole('banner').getByRole('link', { name: 'Français' }).first().click()
    await expect(page).toHaveURL(/\/fr\/use-cases\/insurance$/)
  })

  test('closed menus and the rest of each service card are hidden by the HTML itself, before any stylesheet', async ({ page }) => {
    // A layout the browser forces before the stylesheet arrives then skips their text.
    await page.route('**/*.css', (route) => route.abort())
    await page.setViewportSize(MOBILE)
    await page.goto('/en')
    const closed = page.locator('.dropdown-panel, #mobile-menu, [id^="service-rest-"]')
    expect(await closed.count()).toBeGreaterThan(8)
    expect(await closed.evaluateAll((elements) => elements.filter((element) => element.getClientRects().length > 0).map((element) => element.id))).toEqual([])
  })

  test('the menu button opens the phone panel, and Escape closes it', async ({ page }) => {
    await page.setViewportSize(MOBILE)
    await page.goto('/en/privacy-policy')
    const toggle = page.getByRole('button', { name: 'Menu', exact: true })
    await toggle.click()
    const panel = page.locator('#mobile-menu')
    await expect(panel).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await toggle.click()
    await expect(panel).toBeVisible()
    await panel.getByRole('link', { name: 'Hotels & Hospitality' }).click()
    await expect(page).toHaveURL(/\/en\/use-cases\/hotels$/)
  })
})

test.describe('language list and footer', () => {
  test.use({ viewport: DESKTOP })

  test('every language shows its flag from the one sprite, the same picture on every system', async ({ page }) => {
    expect(readFileSync(SPRITE_PATH, 'utf8'), 'public/flags.svg is what scripts/flag-sprite.ts draws').toBe(siteFlagSprite())
    await openPage(page, '/en/privacy-policy')
    await page.getByRole('button', { name: /Language/ }).click()
    const flags = page.locator('[data-menu="language"] .dropdown-panel img')
    await expect(flags).toHaveCount(LANGUAGES.length)
    expect(await flags.evaluateAll((images) => images.map((image) => image.getAttribute('src')))).toEqual(
      LANGUAGES.map((language) => `/flags.svg#${language.flag}`),
    )
    await expect.poll(() => flags.evaluateAll((images) => (images as HTMLImageElement[]).every((image) => image.complete && image.naturalWidth > 0))).toBe(true)
    const sprite = await (await page.request.get('/flags.svg')).text()
    for (const language of LANGUAGES) expect(sprite).toContain(`<view id="${language.flag}"`)
  })

  for (const lang of ['en', 'ar']) {
    test(`the footer lists the use cases in the same A–Z order as the menus, in ${lang}`, async ({ page }) => {
      await openPage(page, `/${lang}/privacy-policy`)
      const footer = await page.getByRole('contentinfo').locator('a[href*="/use-cases/"]').allTextContents()
      const menu = await page.getByRole('banner').locator('[data-menu="use-cases"] a').allTextContents()
      expect(footer).toHaveLength(13)
      expect(footer).toEqual(menu)
      expect(footer).toEqual([...footer].sort((a, b) => a.localeCompare(b, lang)))
    })
  }
})

/** Text spaced out as WCAG 1.4.12 lets a reader ask for, with a user style sheet or a bookmarklet. */
const TEXT_SPACING =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }'

test.describe('header at 320 px with text spacing applied', () => {
  // The site's own policy allows no inline style; a reader's own style sheet is not bound by it.
  test.use({ viewport: { width: 320, height: 640 }, bypassCSP: true })

  test('the brand shows its whole name in every language', async ({ page }) => {
    for (const language of LANGUAGES) {
      await page.goto(`/${language.code}`)
      await page.addStyleTag({ content: TEXT_SPACING })
      const brand = page.locator('.header-brand')
      const { scroll, client } = await brand.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }))
      expect(scroll, `the brand on /${language.code} needs ${scroll} px and has ${client}`).toBeLessThanOrEqual(client)
      const page320 = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(page320, `/${language.code} scrolls sideways`).toBeLessThanOrEqual(320)
    }
  })
})
