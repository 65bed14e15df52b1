import { REUSE_CONTEXT, expect, test } from './fixtures'
import type { Locator, Page } from '@playwright/test'
import { DESKTOP, MOBILE, inLanguage, openPage, waitForIsland } from './helpers'

test.use(REUSE_CONTEXT)

/**
 * Every control works from the keyboard alone (Tab, Shift+Tab, Enter, Space, Escape),
 * focus is always visible and never lost, at 1280 and 375 px, in English and Arabic.
 */

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return presses
  }
  throw new Error(`Tab never reached ${target.toString()}`)
}

/** WCAG contrast ratio of two CSS colours, resolved by the page itself. */
async function contrast(page: Page, foreground: string, background: string): Promise<number> {
  return page.evaluate(
    ([a = '', b = '']) => {
      const context = document.createElement('canvas').getContext('2d')!
      const luminance = (color: string) => {
        context.clearRect(0, 0, 1, 1)
        context.fillStyle = '#fff'
        context.fillRect(0, 0, 1, 1)
        context.fillStyle = color
        context.fillRect(0, 0, 1, 1)
        const [r = 0, g = 0, bl = 0] = [...context.getImageData(0, 0, 1, 1).data]
          .map((v) => v / 255)
          .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        return 0.2126 * r + 0.7152 * g + 0.0722 * bl
      }
      const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x)
      return (l1! + 0.05) / (l2! + 0.05)
    },
    [foreground, background],
  )
}

const focusedInside = (page: Page, selector: string) => page.evaluate((s) => !!document.activeElement?.closest(s), selector)

for (const lang of ['en', 'ar'] as const) {
  const t = (english: string) => inLanguage(lang, english)
  /** Opens the home page, tabs to a section link of the main navigation and follows it with Enter. */
  const followSectionLink = async (page: Page, english: string) => {
    await openPage(page, `/${lang}`)
    await tabTo(
      page,
      page
        .getByRole('navigation', { name: t('Main navigation') })
        .first()
        .getByRole('link', { name: t(english), exact: true }),
    )
    await page.keyboard.press('Enter')
  }

  test.describe(`keyboard on a phone (375 px), ${lang}`, () => {
    test.use({ viewport: MOBILE })

    test('the menu button opens the panel with Space and Enter, Escape closes it onto the button, and Tab never leaves the open panel', async ({ page }) => {
      await openPage(page, `/${lang}/privacy-policy`)
      const toggle = page.getByRole('banner').getByRole('button', { name: t('Menu'), exact: true })
      const panel = page.locator('#mobile-menu')
      await tabTo(page, toggle)
      await page.keyboard.press('Space')
      await expect(panel).toBeVisible()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await page.keyboard.press('Tab')
      await expect(panel.getByRole('link').first()).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
      await expect(toggle).toBeFocused()
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')

      await page.keyboard.press('Enter')
      await expect(panel).toBeVisible()
      const stops = await panel.locator('a[href]').count()
      for (let i = 0; i < stops + 1; i++) {
        await page.keyboard.press('Tab')
        expect(await focusedInside(page, 'header'), 'focus stays in the header and its open panel').toBe(true)
      }
      await expect(toggle).toBeFocused()
    })

    test('the panel names its groups of links, and a section link in it closes it and moves focus to the section', async ({ page }) => {
      await openPage(page, `/${lang}`)
      await tabTo(page, page.getByRole('banner').getByRole('button', { name: t('Menu'), exact: true }))
      await page.keyboard.press('Enter')
      const panel = page.locator('#mobile-menu')
      await test.step('the panel names its groups of links', async () => {
        await expect(panel.getByRole('list', { name: t('Use Cases'), exact: true }).getByRole('link')).toHaveCount(13)
        await expect(panel.getByRole('list', { name: 'ServiceNow', exact: true }).getByRole('link')).toHaveCount(6)
      })
      await test.step('a section link in the panel closes it and moves focus to the section', async () => {
        await tabTo(page, panel.getByRole('link', { name: t('About'), exact: true }))
        await page.keyboard.press('Enter')
        await expect(panel).toBeHidden()
        await expect(page.locator('#about')).toBeFocused()
        await expect(page.locator('#about')).toBeInViewport()
      })
    })

    test('at 320 px the header shows its menu button whole', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 })
      await openPage(page, `/${lang}`)
      for (const control of [page.getByRole('banner').getByRole('button', { name: t('Menu'), exact: true }), page.locator('[data-menu="language"] button')]) {
        const box = (await control.boundingBox())!
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(320)
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    })

    test('the hero menu and the language menu open with Enter and close with Escape onto their trigger', async ({ page }) => {
      await openPage(page, `/${lang}`)
      for (const root of [page.locator('[data-menu="language"]'), page.locator('main [data-menu="use-cases"]').first()]) {
        const trigger = root.locator('button').first()
        await tabTo(page, trigger, { max: 80 })
        await expect(root.locator('.dropdown-panel')).toBeHidden()
        await page.keyboard.press('Enter')
        await expect(trigger).toHaveAttribute('aria-expanded', 'true')
        await page.keyboard.press('Tab')
        expect(await focusedInside(page, '.dropdown-panel')).toBe(true)
        await page.keyboard.press('Escape')
        await expect(root.locator('.dropdown-panel')).toBeHidden()
        await expect(trigger).toBeFocused()
      }
    })
  })

  test.describe(`keyboard on a desktop (1280 px), ${lang}`, () => {
    test.use({ viewport: DESKTOP })

    test('header menus open on Enter or Space, not on focus; the trigger toggles; Escape closes onto the trigger; Tab skips closed menus', async ({ page }) => {
      await openPage(page, `/${lang}/privacy-policy`)
      const banner = page.getByRole('banner')
      const useCases = banner.getByRole('button', { name: t('Use Cases'), exact: true })
      const panel = page.locator('[data-menu="use-cases"] .dropdown-panel')
      await tabTo(page, useCases)
      await expect(panel).toBeHidden()
      await page.keyboard.press('Enter')
      await expect(panel).toBeVisible()
      await expect(useCases).toHaveAttribute('aria-expanded', 'true')
      await page.keyboard.press('Tab')
      expect(await focusedInside(page, '[data-menu="use-cases"] .dropdown-panel')).toBe(true)
      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
      await expect(useCases).toBeFocused()
      await expect(useCases).toHaveAttribute('aria-expanded', 'false')
      await page.keyboard.press('Space')
      await expect(panel).toBeVisible()
      await page.keyboard.press('Space')
      await expect(panel).toBeHidden()
      // A closed menu's items are not Tab stops: the next stop is the next trigger.
      await page.keyboard.press('Tab')
      await expect(banner.getByRole('button', { name: 'ServiceNow', exact: true })).toBeFocused()
    })

    test('the whole header is a handful of Tab stops, and the language menu works like the others', async ({ page }) => {
      await openPage(page, `/${lang}/privacy-policy`)
      const banner = page.getByRole('banner')
      await tabTo(page, banner.getByRole('link').first())
      const stops = await tabTo(page, banner.getByRole('link', { name: new RegExp(t('Book a Free Consultation')) }))
      expect(stops).toBeLessThanOrEqual(8)
      const language = page.locator('[data-menu="language"] button')
      await tabTo(page, language, { back: true })
      await page.keyboard.press('Enter')
      await expect(page.locator('[data-menu="language"] .dropdown-panel')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.locator('[data-menu="language"] .dropdown-panel')).toBeHidden()
      await expect(language).toBeFocused()
    })

    test('a menu opened by pointing at it closes on Escape wherever focus is, and a click on its trigger keeps it, the next closes it', async ({ page }) => {
      await openPage(page, `/${lang}/privacy-policy`)
      const trigger = page.getByRole('banner').getByRole('button', { name: t('Use Cases'), exact: true })
      const panel = page.locator('[data-menu="use-cases"] .dropdown-panel')
      await trigger.hover()
      await expect(panel).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
      await page.mouse.move(10, 400)
      await trigger.hover()
      await expect(panel).toBeVisible()
      await trigger.click()
      await page.mouse.move(640, 700)
      await expect(trigger).toHaveAttribute('aria-expanded', 'true')
      await trigger.click()
      await expect(panel).toBeHidden()
    })

    test('a section link moves focus to its section', async ({ page }) => {
      await followSectionLink(page, 'Contact')
      await expect(page.locator('#contact')).toBeFocused()
      await expect(page.locator('#contact')).toBeInViewport()
      await page.keyboard.press('Tab')
      expect(await focusedInside(page, '#contact')).toBe(true)
    })

    test('at 768 px the navigation stays on one line and the language button stays in view', async ({ page }) => {
      await page.setViewportSize({ width: 768, height: 800 })
      await openPage(page, `/${lang}`)
      const nav = page.getByRole('navigation', { name: t('Main navigation') }).first()
      const navBox = (await nav.boundingBox())!
      expect(navBox.height).toBeLessThan(48)
      const language = (await page.locator('[data-menu="language"] button').boundingBox())!
      expect(language.x).toBeGreaterThanOrEqual(0)
      expect(language.x + language.width).toBeLessThanOrEqual(768)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768)
    })
  })

  for (const [size, viewport] of [
    ['375', MOBILE],
    ['1280', DESKTOP],
  ] as const) {
    test.describe(`keyboard at ${size} px, ${lang}`, () => {
      test.use({ viewport })

      test('Read more buttons are named after their cards and work with Enter', async ({ page }) => {
        await openPage(page, `/${lang}`)
        const first = page.locator('#services button[aria-expanded]').first()
        await tabTo(page, first, { max: 80 })
        await waitForIsland(page, 'service-cards')
        const names = await page.locator('#services button[aria-controls^="service-rest-"]').evaluateAll((buttons) =>
          buttons.map((button) =>
            (button.getAttribute('aria-labelledby') ?? '')
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent?.trim())
              .join(' '),
          ),
        )
        expect(new Set(names).size).toBe(4)
        const titles = await page.locator('#services h3').allTextContents()
        names.forEach((name, index) => expect(name).toContain(titles[index]))
        await page.keyboard.press('Enter')
        await expect(first).toHaveAttribute('aria-expanded', 'true')
      })

      test('the ROI calculator opens from the keyboard, explains an empty field, and its price note opens on focus and closes on Escape', async ({ page }) => {
        await openPage(page, `/${lang}`)
        const toggle = page.locator('button[aria-controls="roi-calculator"]')
        await tabTo(page, toggle, { max: 90 })
        await page.keyboard.press('Enter')
        await expect(toggle).toHaveAttribute('aria-expanded', 'true')
        const calculator = page.locator('#roi-calculator')
        const employees = calculator.getByLabel(t('Number of employees on the process'))
        await expect(employees).toBeVisible()
        await tabTo(page, employees)
        await page.keyboard.press('ControlOrMeta+A')
        await page.keyboard.press('Backspace')
        await tabTo(page, calculator.getByRole('button', { name: t('Calculate ROI') }))
        await page.keyboard.press('Enter')
        await expect(
          calculator.getByText(t('To calculate, enter a number greater than zero for the employees, the hourly wage and the hours per week.')),
        ).toBeVisible()
        await expect(employees).toBeFocused()

        const note = calculator.getByRole('button', { name: t('Pricing example') }).first()
        await tabTo(page, note)
        const tooltip = page.getByRole('tooltip').first()
        await expect(tooltip).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(tooltip).toBeHidden()
        await expect(note).toBeFocused()
      })

      test('focus rings are visible with at least 3:1 contrast, on white and on the closing band, and form fields are readable', async ({ page }) => {
        await page.goto(`/${lang}#contact`)
        await waitForIsland(page, 'contact-form')
        const name = page.locator('#contact [name="fullName"]')
        await tabTo(page, name, { max: 120 })
        const style = await name.evaluate((element) => {
          const s = getComputedStyle(element)
          return { outline: s.outlineStyle, width: parseFloat(s.outlineWidth), color: s.outlineColor, border: s.borderTopColor }
        })
        expect(style.outline).not.toBe('none')
        expect(style.width).toBeGreaterThanOrEqual(2)
        expect(await contrast(page, style.color, '#fff')).toBeGreaterThanOrEqual(3)
        expect(await contrast(page, style.border, '#fff'), 'input border').toBeGreaterThanOrEqual(3)
        const placeholder = await page.locator('#contact textarea').evaluate((element) => getComputedStyle(element, '::placeholder').color)
        expect(await contrast(page, placeholder, '#fff'), 'placeholder').toBeGreaterThanOrEqual(4.5)

        await openPage(page, `/${lang}/use-cases/hotels`)
        const band = page.locator('[data-section="closing"]')
        const link = band.getByRole('link').first()
        await tabTo(page, link, { max: 150 })
        const onBand = await link.evaluate((element) => getComputedStyle(element).outlineColor)
        const bandColor = await band.evaluate((element) => getComputedStyle(element).backgroundColor)
        expect(await contrast(page, onBand, bandColor), 'focus ring on the closing band').toBeGreaterThanOrEqual(3)
      })

      test('the contact form keeps focus: New Problem stays put and its question is announced, Send Message is never disabled, and the confirmation takes focus until dismissed', async ({
        page,
      }) => {
        await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': `192.0.2.${Math.floor(Math.random() * 250)}-${Date.now()}` })
        await page.goto(`/${lang}#contact`)
        await waitForIsland(page, 'contact-form')
        const form = page.locator('#contact form')
        const question = form.getByText(/^\d+ \+ \d+ = \?$/)
        await expect(question).toBeVisible()

        // The question is live only while focus is in the security check.
        const newProblem = form.getByRole('button', { name: t('New Problem') })
        await tabTo(page, newProblem, { max: 120 })
        await page.keyboard.press('Enter')
        await expect(newProblem).toBeFocused()
        await expect(question).toBeVisible()
        await expect(form.locator('[aria-live="polite"]', { hasText: /^\d+ \+ \d+ = \?$/ })).toHaveCount(1)

        const submit = form.getByRole('button', { name: t('Send Message') })
        await page.keyboard.press('Tab')
        await expect(submit).toBeFocused()
        await page.keyboard.press('Enter')
        await expect(form.locator('[name="fullName"]')).toBeFocused()
        await expect(form.locator('[name="captchaAnswer"]')).toHaveAttribute('aria-invalid', 'true')

        await page.keyboard.type('Jana Nováková')
        await page.keyboard.press('Tab')
        await page.keyboard.type('Nováková s.r.o.')
        await page.keyboard.press('Tab')
        await page.keyboard.type(`keyboard-${lang}-${Date.now()}@example.cz`)
        await page.keyboard.press('Tab')
        await page.keyboard.press('Tab')
        await page.keyboard.press('ArrowDown')
        await page.keyboard.press('Tab')
        await page.keyboard.type('We answer the same questions every day.')
        await page.keyboard.press('Tab')
        const [, a = '0', b = '0'] = /^(\d+) \+ (\d+)/.exec((await question.textContent()) ?? '') ?? []
        await page.keyboard.type(String(Number(a) + Number(b)))
        await tabTo(page, submit)
        await page.keyboard.press('Enter')
        const confirmation = page.getByRole('group', { name: t('Thank you!') })
        await expect(confirmation).toBeFocused()
        // It stays: the new problem arrives, and the confirmation is still there.
        await expect(question).toBeVisible()
        await expect(confirmation).toBeVisible()
        await page.keyboard.press('Tab')
        await expect(confirmation.getByRole('button', { name: t('Dismiss') })).toBeFocused()
        await page.keyboard.press('Enter')
        await expect(confirmation).toBeHidden()
        await expect(form.locator('[name="fullName"]')).toBeFocused()
      })
    })
  }

  test.describe(`reduced motion, ${lang}`, () => {
    test.use({ viewport: DESKTOP, reducedMotion: 'reduce' })

    test('section links jump instead of scrolling smoothly when the visitor asks for less motion', async ({ page }) => {
      await page.addInitScript(() => {
        const original = Element.prototype.scrollIntoView
        Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
          ;(window as unknown as { scrolls: unknown[] }).scrolls = [...((window as unknown as { scrolls?: unknown[] }).scrolls ?? []), options]
          original.call(this, options)
        }
      })
      await followSectionLink(page, 'About')
      await expect(page.locator('#about')).toBeFocused()
      expect(await page.evaluate(() => (window as unknown as { scrolls: ScrollIntoViewOptions[] }).scrolls.map((options) => options.behavior))).toEqual([
        'auto',
      ])
    })
  })

  test.describe(`without JavaScript, ${lang}`, () => {
    test.use({ javaScriptEnabled: false })

    for (const viewport of [MOBILE, DESKTOP]) {
      test(`at ${viewport.width} px the rest of each service card can be read and no CSS-opened panel claims to be collapsed`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.goto(`/${lang}`)
        await expect(page.locator('[id^="service-rest-"]').first()).toBeVisible()
        await expect(page.locator('#services button[aria-controls^="service-rest-"]')).toHaveCount(4)
        await expect(page.locator('#services button[aria-controls^="service-rest-"]').first()).toBeHidden()
        await expect(page.locator('.dropdown > button[aria-expanded]')).toHaveCount(0)
        await expect(page.locator('[popovertarget="mobile-menu"][aria-expanded]')).toHaveCount(0)
        // The rest of a card is reachable by reading on from its lead.
        const rest = page.locator('[id^="service-rest-"]').first()
        expect(await rest.evaluate((element) => element.getClientRects().length)).toBeGreaterThan(0)
      })
    }
  })
}
