import { REUSE_CONTEXT, expect, test } from './fixtures'
import type { Locator, Page } from '@playwright/test'
import { DESKTOP, MOBILE, asImpatientVisitorOnSlowPhone, axeViolations, inLanguage, openPage, waitForIsland } from './helpers'

test.use(REUSE_CONTEXT)

/**
 * What a manual WCAG pass of the public pages found and axe does not see: covered
 * links, the header at 200 % text and before its script runs, a cut brand name,
 * errors and results a screen reader never hears, and buttons that vanish in forced
 * colours. Each is checked in English and Arabic.
 */

/** Records every text a live region or alert receives from now on. */
async function recordAnnouncements(page: Page, selector: string): Promise<void> {
  await page.evaluate((target) => {
    const said: string[] = []
    ;(window as unknown as { said: string[] }).said = said
    const region = document.querySelector(target)!
    new MutationObserver(() => {
      const text = region.textContent?.trim()
      if (text) said.push(text)
    }).observe(region, { childList: true, characterData: true, subtree: true })
  }, selector)
}

const announcements = (page: Page) => page.evaluate(() => (window as unknown as { said: string[] }).said)

/** The header's controls a pointer or the keyboard can reach, with their boxes. */
function headerControls(page: Page) {
  return page
    .locator('header.site-header > div')
    .first()
    .evaluate((bar) =>
      [...bar.querySelectorAll<HTMLElement>('a[href], button')]
        .filter((element) => element.checkVisibility() && !element.closest('.dropdown-panel'))
        .map((element) => {
          const box = element.getBoundingClientRect()
          return {
            name: element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName,
            left: box.left,
            right: box.right,
            top: box.top,
            bottom: box.bottom,
          }
        }),
    )
}

for (const lang of ['en', 'ar'] as const) {
  const t = (english: string) => inLanguage(lang, english)

  test.describe(`the header, ${lang}`, () => {
    test('on a phone, the language list opened from the bar is never covered by the menu panel', async ({ page }) => {
      await page.setViewportSize(MOBILE)
      await openPage(page, `/${lang}/privacy-policy`)
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('Menu'), exact: true })
        .click()
      await expect(page.locator('#mobile-menu')).toBeVisible()
      // From the menu button back to the language button, and open it from the keyboard.
      await page.keyboard.press('Shift+Tab')
      await expect(page.locator('[data-menu="language"] > button')).toBeFocused()
      await page.keyboard.press('Enter')
      const links = page.locator('[data-menu="language"] .dropdown-panel a')
      await expect(links.first()).toBeVisible()
      // Tab walks the list: each link it reaches is what a tap at its centre reaches.
      const covered: string[] = []
      for (let index = 0; index < (await links.count()); index++) {
        await page.keyboard.press('Tab')
        const hit = await page.evaluate(() => {
          const link = document.activeElement as HTMLElement
          link.scrollIntoView({ block: 'nearest' })
          const box = link.getBoundingClientRect()
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
          return { inList: !!link.closest('[data-menu="language"]'), reached: !!top && link.contains(top), text: link.textContent ?? '' }
        })
        if (!hit.inList) break
        if (!hit.reached) covered.push(hit.text)
      }
      expect(covered).toEqual([])
    })

    test('at 200 % text on a desktop, nothing runs off the screen and no control covers another', async ({ page }) => {
      await page.setViewportSize(DESKTOP)
      await openPage(page, `/${lang}`)
      await page.evaluate(() => (document.documentElement.style.fontSize = '200%'))
      const controls = await headerControls(page)
      expect(controls.length).toBeGreaterThanOrEqual(3)
      for (const control of controls) {
        expect(control.left, control.name).toBeGreaterThanOrEqual(0)
        expect(control.right, control.name).toBeLessThanOrEqual(DESKTOP.width)
      }
      for (const [index, a] of controls.entries()) {
        for (const b of controls.slice(index + 1)) {
          const overlap = a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1
          expect(overlap, `${a.name} and ${b.name} overlap`).toBe(false)
        }
      }
      // The rest of the navigation is in the menu, which opens and shows its links.
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('Menu'), exact: true })
        .click()
      const about = page.locator('#mobile-menu').getByRole('link', { name: t('About') })
      await about.scrollIntoViewIfNeeded()
      await expect(about).toBeInViewport()
    })

    test('at 320 px the brand name is shown whole', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 })
      await openPage(page, `/${lang}`)
      const brand = page.locator('header.site-header a[href] .header-brand')
      await expect(brand).toBeVisible()
      const { cut, right, left } = await brand.evaluate((element) => {
        const box = element.getBoundingClientRect()
        return { cut: element.scrollWidth > element.clientWidth, left: box.left, right: box.right }
      })
      expect(cut).toBe(false)
      expect(left).toBeGreaterThanOrEqual(0)
      expect(right).toBeLessThanOrEqual(320)
    })
  })

  test.describe(`the header before its script runs, ${lang}`, () => {
    test.use({ viewport: DESKTOP })

    test('Tab walks the header’s handful of controls, not the links of every closed menu', async ({ page }) => {
      await asImpatientVisitorOnSlowPhone(page, { hold: true })
      await page.goto(`/${lang}/privacy-policy`)
      let stops = 0
      const inMenus: string[] = []
      for (; stops < 60; stops++) {
        await page.keyboard.press('Tab')
        const where = await page.evaluate(() => {
          const active = document.activeElement
          return { inHeader: !!active?.closest('header'), inMenu: !!active?.closest('.dropdown-panel'), text: active?.textContent?.trim() ?? '' }
        })
        if (where.inMenu) inMenus.push(where.text)
        // Past the skip link, the header, then the page.
        if (stops > 0 && !where.inHeader) break
      }
      expect(await page.locator('[data-island="site-header"]').getAttribute('data-hydrated')).toBeNull()
      expect(inMenus).toEqual([])
      expect(stops).toBeLessThanOrEqual(10)
    })
  })

  test.describe(`announcements, ${lang}`, () => {
    test('Enter in an empty Full Name says what is wrong, though focus does not move', async ({ page }) => {
      await page.goto(`/${lang}#contact`)
      await waitForIsland(page, 'contact-form')
      const name = page.locator('#contact [name="fullName"]')
      await recordAnnouncements(page, '#contact [role="alert"][data-field-alert]')
      await name.focus()
      await page.keyboard.press('Enter')
      await expect(name).toHaveAttribute('aria-invalid', 'true')
      await expect(name).toBeFocused()
      await expect.poll(() => announcements(page)).toEqual([t('Full name is required')])
      await page.keyboard.press('Enter')
      await expect.poll(() => announcements(page)).toEqual([t('Full name is required'), t('Full name is required')])
    })

    test('the ROI calculator announces a short summary, again for the same inputs, and names its slider without its value', async ({ page }) => {
      await openPage(page, `/${lang}`)
      await waitForIsland(page, 'service-cards')
      await page.locator('button[aria-controls="roi-calculator"]').click()
      const calculator = page.locator('#roi-calculator')
      await expect(calculator.getByRole('slider', { name: t('Expected time savings'), exact: true })).toHaveCount(1)
      await expect(calculator.locator('[aria-live]:not([role="status"])')).toHaveCount(0)
      await recordAnnouncements(page, '#roi-calculator [role="status"]')
      const calculate: Locator = calculator.getByRole('button', { name: t('Calculate ROI') })
      await calculate.click()
      await expect.poll(async () => (await announcements(page)).length).toBe(1)
      const [first = ''] = await announcements(page)
      expect(first.length).toBeLessThan(160)
      expect(first).toContain(t('Payback period'))
      await calculate.click()
      await expect.poll(async () => (await announcements(page)).length).toBe(2)
      expect((await announcements(page))[1]).toBe(first)
    })
  })

  test.describe(`forced colours, ${lang}`, () => {
    test('Send Message and Calculate ROI keep an outline', async ({ page }) => {
      await page.emulateMedia({ forcedColors: 'active' })
      await openPage(page, `/${lang}`)
      await waitForIsland(page, 'service-cards')
      await page.locator('button[aria-controls="roi-calculator"]').click()
      const buttons = [
        page.locator('#contact form button[type="submit"]'),
        page.locator('#roi-calculator').getByRole('button', { name: t('Calculate ROI') }),
        page.locator('main [data-menu="use-cases"] > button').first(),
      ]
      for (const button of buttons) {
        const border = await button.evaluate((element) => {
          const style = getComputedStyle(element)
          return { width: Number.parseFloat(style.borderTopWidth), style: style.borderTopStyle }
        })
        const name = (await button.textContent()) ?? ''
        expect(border.style, name).not.toBe('none')
        expect(border.width, name).toBeGreaterThanOrEqual(1)
      }
    })
  })
}

test.describe('the 404 page', () => {
  test.use({ viewport: MOBILE })

  for (const lang of ['en', 'ar']) {
    test(`Karla's exchange passes axe and fits a phone, ${lang}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(`/${lang}/no-such-page`)
      const turns = page.locator('[data-exchange] [data-from]')
      await expect(turns).toHaveCount(3)
      // Less motion: every turn is there at once, nothing is typed out.
      const animations = await page.evaluate(() => [...document.querySelectorAll('.exchange-text')].map((element) => getComputedStyle(element).animationName))
      expect(animations).toEqual(['none', 'none', 'none'])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width)
      expect(await axeViolations(page)).toEqual([])
    })
  }
})

test.describe('industry page layouts', () => {
  test.use({ viewport: MOBILE })

  for (const lang of ['en', 'ar']) {
    for (const [slug, layout] of [
      ['real-estate', 'split'],
      ['healthcare', 'conversation'],
    ] as const) {
      test(`the ${layout} layout passes axe and fits a phone, ${lang}`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await page.goto(`/${lang}/use-cases/${slug}`)
        await expect(page.locator(`[data-layout="${layout}"]`)).toHaveCount(1)
        // Less motion: the exchange's turns are all there at once.
        const animations = await page.evaluate(() =>
          [...document.querySelectorAll('[data-layout] .exchange-text')].map((element) => getComputedStyle(element).animationName),
        )
        expect(animations).toEqual(layout === 'conversation' ? ['none', 'none', 'none', 'none'] : [])
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width)
        // The footer, far below the first screen, is drawn only near the viewport (content-visibility):
        // brought into view first, so axe reads its colours as a visitor who reaches it sees them.
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
        expect(await axeViolations(page)).toEqual([])
      })
    }
  }
})
