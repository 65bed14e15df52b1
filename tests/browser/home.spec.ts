import { REUSE_CONTEXT, expect, test } from './fixtures'
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { SITE } from '../../src/lib/site'
import { DESKTOP, MOBILE, axeViolations, collectConsoleErrors, inLanguage, openPage, waitForIsland } from './helpers'

test.use(REUSE_CONTEXT)

const heroMenu = (page: Page) => page.locator('main [data-menu="use-cases"]').first()

/** Opens the calculator by its toggle, whatever the page's language. */
async function openRoi(page: Page) {
  await waitForIsland(page, 'service-cards')
  const toggle = page.locator('button[aria-controls="roi-calculator"]')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
}

/** The calculator's figures for one period (annual or monthly), each checked by its field. */
async function expectFigures(period: Locator, figures: Record<string, string>) {
  for (const [field, text] of Object.entries(figures)) await expect(period.locator(`[data-field="${field}"]`)).toHaveText(text)
}

test.describe('home page on desktop (1280 px)', () => {
  test.use({ viewport: DESKTOP })

  test('the hero Explore Use Cases menu opens on hover, lists 13 use cases and closes after a delay', async ({ page }) => {
    await openPage(page, '/en')
    const menu = heroMenu(page)
    await menu.getByRole('button', { name: 'Explore Use Cases' }).hover()
    const panel = menu.locator('.dropdown-panel')
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('link')).toHaveCount(13)
    const box = await panel.locator('> div').boundingBox()
    expect(box!.height).toBeLessThanOrEqual(24 * 16)
    await page.mouse.move(1200, 700)
    await expect(panel).toBeHidden()
  })

  test('the hero menu works from the keyboard', async ({ page }) => {
    await openPage(page, '/en')
    const trigger = heroMenu(page).getByRole('button', { name: 'Explore Use Cases' })
    await trigger.focus()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(heroMenu(page).getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/use-cases\/finance$/)
  })

  test('Book a Free Consultation and the founder profile open in a new tab, contact offers mail and phone, and the stylesheet carries the theme values themselves', async ({
    page,
  }) => {
    // Read-only checks of one load of the page.
    await openPage(page, '/en')
    await test.step('Book a Free Consultation opens the scheduling page in a new tab', async () => {
      const links = page.getByRole('main').getByRole('link', { name: /Book a Free Consultation/ })
      await expect(links).toHaveCount(2)
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('href', /^https:\/\//)
      }
    })
    await test.step('about links the founder profile in a new tab, and contact offers mail and phone', async () => {
      const about = page.locator('#about')
      await expect(about).toContainText('20+ years of IT experience')
      await expect(about).toContainText('8+ years')
      await expect(about.getByRole('link', { name: /professional profile/ })).toHaveAttribute('target', '_blank')
      const contact = page.locator('#contact')
      await expect(contact.getByRole('heading', { name: 'What to Expect' })).toBeVisible()
      await expect(contact).toContainText('within 1 business day')
      await expect(contact.locator('a[href^="mailto:"]')).toBeVisible()
      await expect(contact.locator('a[href^="tel:"]')).toBeVisible()
    })
    await test.step('the stylesheet carries the theme values themselves, not variables the browser resolves per element', async () => {
      const href = await page.locator('link[rel="stylesheet"]').getAttribute('href')
      const css = await (await page.request.get(href ?? '')).text()
      expect(css).toContain('.text-slate-800{color:#1a2340}')
      expect(css).not.toMatch(/var\(--(colors-[\w-]+|spacing|un-text-opacity|un-bg-opacity)\)/)
    })
  })

  test('Read more expands all four service cards together, and Read less collapses them', async ({ page }) => {
    await openPage(page, '/en')
    await waitForIsland(page, 'service-cards')
    const cards = page.locator('#services li.rounded-2xl')
    await expect(cards).toHaveCount(4)
    await expect(page.getByText('Chatbots that answer your customers on your website')).toBeVisible()
    const hiddenRest = page.getByText('When a question needs a person, the agent hands the conversation')
    await expect(hiddenRest).toBeHidden()
    await expect(page.getByText('The agent speaks naturally')).toBeHidden()

    await page.getByRole('button', { name: 'Read more' }).first().click()
    await expect(hiddenRest).toBeVisible()
    await expect(page.getByText('The agent speaks naturally')).toBeVisible()
    await expect(page.getByText('We map the process with you first')).toBeVisible()
    await expect(page.getByText('Our founder has more than eight years')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Read less' })).toHaveCount(4)

    await page.getByRole('button', { name: 'Read less' }).nth(2).click()
    await expect(hiddenRest).toBeHidden()
    await expect(page.getByRole('button', { name: 'Read more' })).toHaveCount(4)
  })

  test('the ROI calculator is not part of the page, its code comes once the services are in view, and it computes the default example', async ({ page }) => {
    const roiChunks: string[] = []
    page.on('request', (request) => {
      if (/roi-calculator/.test(request.url())) roiChunks.push(request.url())
    })
    await openPage(page, '/en')
    await page.waitForLoadState('networkidle')
    expect(roiChunks).toEqual([])
    await expect(page.locator('#roi-calculator form')).toHaveCount(0)

    // Fetched ahead while the visitor reads the services, so the calculator opens at once.
    await waitForIsland(page, 'service-cards')
    await expect.poll(() => roiChunks.length).toBeGreaterThan(0)
    await openRoi(page)
    const calculator = page.locator('#roi-calculator')
    await expect(calculator.getByText('Fill in the form to see your ROI calculation')).toBeVisible()
    await expect(calculator.getByLabel('Number of employees on the process')).toHaveValue('5')
    await expect(calculator.getByLabel('Average hourly wage (USD)')).toHaveValue('25')
    await expect(calculator.getByLabel('Hours per week each spends on the process')).toHaveValue('40')
    await expect(calculator.getByLabel('Monthly retainer (USD)')).toHaveValue('200')
    await expect(calculator.getByLabel('One-time setup fee (USD)')).toHaveValue('1250')
    await expect(calculator.getByLabel('Current tools cost per month (USD)')).toHaveValue('200')
    await expect(calculator.getByLabel('Expected time savings')).toHaveValue('30')

    await calculator.getByRole('button', { name: 'Calculate ROI' }).click()
    // 5 people × 40 h × 30% saved = 60 h a week; $25/h; $1,250 + 12 × $200 first-year cost.
    await expect(page.getByTestId('roi-percent')).toHaveText('2,037%')
    await expect(page.locator('[data-badge]')).toHaveText('Outstanding ROI (200%+)')
    await expect(page.locator('[data-badge]')).toHaveAttribute('data-badge', 'excellent-high')
    await expect(page.getByTestId('roi-payback')).toHaveText('0.6 months')
    await expectFigures(page.getByTestId('roi-annual'), {
      currentCosts: '$262,400',
      costSavings: '$78,000',
      solutionCost: '$3,650',
      netSavings: '$74,350',
      timeSavingsHours: '3,120 hours (390 working days)',
    })
    await expectFigures(page.getByTestId('roi-monthly'), {
      currentCosts: '$21,867',
      costSavings: '$6,500',
      solutionCost: '$200',
      netSavings: '$6,300',
      timeSavingsHours: '260 hours (32.5 working days)',
    })

    await expect(page.getByRole('button', { name: 'Hide ROI Calculator' })).toBeVisible()
    await page.getByRole('button', { name: 'Hide ROI Calculator' }).click()
    await expect(calculator).toBeHidden()
  })

  test('the calculator says which inputs it needs instead of calculating, and shows the badge colours', async ({ page }) => {
    await openPage(page, '/en')
    await openRoi(page)
    const calculator = page.locator('#roi-calculator')
    const employees = calculator.getByLabel('Number of employees on the process')
    await employees.fill('')
    await calculator.getByRole('button', { name: 'Calculate ROI' }).click()
    const message = calculator.getByText('To calculate, enter a number greater than zero for the employees, the hourly wage and the hours per week.')
    await expect(message).toBeVisible()
    await expect(employees).toHaveAttribute('aria-invalid', 'true')
    await expect(employees).toBeFocused()
    await expect(page.getByTestId('roi-percent')).toHaveCount(0)

    await calculator.getByLabel('Number of employees on the process').fill('1')
    await calculator.getByLabel('Hours per week each spends on the process').fill('2')
    await calculator.getByRole('button', { name: 'Calculate ROI' }).click()
    await expect(page.locator('[data-badge]')).toHaveText('Needs Optimization (negative)')

    await calculator.getByLabel('Monthly retainer (USD)').fill('0')
    await calculator.getByLabel('One-time setup fee (USD)').fill('0')
    await calculator.getByRole('button', { name: 'Calculate ROI' }).click()
    await expect(page.locator('[data-badge]')).toHaveText('Unlimited ROI')
  })

  test('the example-price tooltip explains that prices are estimated later', async ({ page }) => {
    await openPage(page, '/en')
    await openRoi(page)
    await page.getByRole('button', { name: 'Pricing example' }).first().hover()
    await expect(page.getByRole('tooltip').first()).toBeVisible()
    await expect(page.getByRole('tooltip').first()).toContainText('The setup fee of $1,250 and the retainer of $200 a month are examples')
  })

  test('money is formatted for the page language in German and Arabic', async ({ page }) => {
    for (const lang of ['de', 'ar']) {
      await openPage(page, `/${lang}`)
      await openRoi(page)
      await page.locator('#roi-calculator form button[type="submit"]').click()
      const expected = await page.evaluate(
        (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(74350),
        lang,
      )
      expect(expected).not.toBe('$74,350')
      // In Arabic the amount is isolated from the text around it, and so is its Latin sign: it reads "US$ 74,350", never "$US".
      const shown = lang === 'ar' ? `\u2068${expected.replace('US$', '\u2066US$\u2069')}\u2069` : expected
      await expect(page.getByTestId('roi-annual').locator('[data-field="netSavings"]')).toHaveText(shown)
    }
  })

  test('home has no accessibility violations or console errors with the calculator open, in English and Arabic', async ({ page }) => {
    test.setTimeout(120_000)
    const errors = collectConsoleErrors(page)
    for (const lang of ['en', 'ar']) {
      await openPage(page, `/${lang}`)
      await openRoi(page)
      await page.locator('#roi-calculator form button[type="submit"]').click()
      expect(await axeViolations(page), lang).toEqual([])
    }
    expect(errors).toEqual([])
  })
})

test.describe('home page on mobile (375 px)', () => {
  test.use({ viewport: MOBILE, hasTouch: true })

  test('the hero menu is a full-width list 20rem high that scrolls', async ({ page }) => {
    await openPage(page, '/en')
    const menu = heroMenu(page)
    await menu.getByRole('button', { name: 'Explore Use Cases' }).tap()
    const card = menu.locator('.dropdown-panel > div')
    await expect(card).toBeVisible()
    const box = (await card.boundingBox())!
    expect(box.height).toBeCloseTo(20 * 16, 0)
    expect(box.width).toBeGreaterThan(MOBILE.width - 40)
    expect(await card.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true)
    await menu.getByRole('link', { name: 'Travel Agencies' }).tap()
    await expect(page).toHaveURL(/\/en\/use-cases\/travel-agencies$/)
  })

  test('Read more and the ROI calculator work by touch', async ({ page }) => {
    await openPage(page, '/en')
    await waitForIsland(page, 'service-cards')
    await page.getByRole('button', { name: 'Read more' }).first().tap()
    await expect(page.getByText('The agent speaks naturally')).toBeVisible()
    await page.getByRole('button', { name: 'ROI Calculator' }).tap()
    await page.getByRole('button', { name: 'Calculate ROI' }).tap()
    await expect(page.getByTestId('roi-percent')).toHaveText('2,037%')
  })

  test('the home page is at most 6,500 px long in English, Arabic and German, and every link to the booking page, there and on the other pages, says the same thing', async ({
    page,
  }) => {
    const heights: Record<string, number> = {}
    for (const lang of ['en', 'ar', 'de']) {
      await page.goto(`/${lang}`)
      // Sections not drawn yet hold a placeholder's room: draw them all to measure the page itself.
      heights[lang] = await page.evaluate(() => {
        for (const section of document.querySelectorAll<HTMLElement>('#main > section, #main ~ footer')) section.style.contentVisibility = 'visible'
        return document.documentElement.scrollHeight
      })
    }
    expect.soft(Object.entries(heights).filter(([, height]) => height > 6500)).toEqual([])

    for (const lang of ['en', 'de']) {
      for (const path of ['', '/use-cases/hotels', '/servicenow/itsm', '/privacy-policy']) {
        await page.goto(`/${lang}${path}`)
        // Each link's own words, without the hint that it opens in a new tab.
        const labels = await page.locator(`a[href="${SITE.schedulingUrl}"]`).evaluateAll((links) =>
          links.map((link) => {
            const copy = link.cloneNode(true) as HTMLElement
            for (const hint of copy.querySelectorAll('.sr-only')) hint.remove()
            return copy.textContent!.trim()
          }),
        )
        expect(labels.length, `${lang}${path}`).toBeGreaterThan(1)
        expect(new Set(labels), `${lang}${path}`).toEqual(new Set([inLanguage(lang, 'Book a Free Consultation')]))
      }
    }
  })

  test('the mobile home page has no accessibility violations in English and Arabic', async ({ page }) => {
    for (const lang of ['en', 'ar']) {
      await openPage(page, `/${lang}`)
      expect(await axeViolations(page), lang).toEqual([])
    }
  })
})

test.describe('home page typography', () => {
  test.use({ viewport: MOBILE })

  /** Every `font-size font-weight` pair the visible text is drawn in, and the weights alone. */
  const typeInUse = (page: Page) =>
    page.evaluate(() => {
      const pairs = new Set<string>()
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement
        if (!node.textContent?.trim() || !element?.getClientRects().length) continue
        const style = getComputedStyle(element)
        pairs.add(`${style.fontSize} ${style.fontWeight}`)
      }
      return { pairs: [...pairs].sort(), weights: [...new Set([...pairs].map((pair) => pair.split(' ')[1]))].sort() }
    })

  // Three weights keep the type scale disciplined. With system fonts every size-weight pair
  // also cost a lookup in the browser process (decision 6); the brand face is one variable
  // file per script (decision 13), so the limit on pairs follows the type scale instead.
  test('a phone draws home in three weights and at most twelve size-weight pairs, also with the calculator open', async ({ page }) => {
    for (const lang of ['en', 'ar']) {
      await openPage(page, `/${lang}`)
      const atLoad = await typeInUse(page)
      expect(atLoad.pairs.length, `${lang}: ${atLoad.pairs.join(', ')}`).toBeLessThanOrEqual(12)
      await openRoi(page)
      await page.locator('#roi-calculator form button[type="submit"]').click()
      await expect(page.getByTestId('roi-payback')).toBeVisible()
      expect((await typeInUse(page)).weights, lang).toEqual(['400', '600', '700'])
    }
  })
})

test.describe('the example-price note (1280 px)', () => {
  test.use({ viewport: DESKTOP })

  test('opens after the pointer rests 700 ms on it, 300 ms when moving from the other note, and stays while the pointer moves onto its text', async ({
    page,
  }) => {
    await openPage(page, '/en')
    await openRoi(page)
    await expect(page.getByRole('button', { name: 'Pricing example' })).toHaveCount(2)
    // Time each note in the page itself: from the pointer entering to the note opening.
    await page.evaluate(() => {
      const delays: number[] = []
      ;(window as unknown as { noteDelays: number[] }).noteDelays = delays
      for (const note of document.querySelectorAll('.tooltip')) {
        let enteredAt = 0
        note.addEventListener('pointerenter', () => (enteredAt = performance.now()))
        new MutationObserver(() => note.getAttribute('data-open') === 'true' && delays.push(performance.now() - enteredAt)).observe(note, {
          attributes: true,
          attributeFilter: ['data-open'],
        })
      }
    })
    const delays = () => page.evaluate(() => (window as unknown as { noteDelays: number[] }).noteDelays)
    const notes = page.getByRole('button', { name: 'Pricing example' })
    // The calculator's own notes: the service cards have notes of their own.
    const tooltips = page.locator('#roi-calculator [role="tooltip"]')
    await notes.nth(0).hover()
    await expect(tooltips.nth(0)).toBeVisible()
    expect((await delays())[0]).toBeGreaterThanOrEqual(690)

    // No gap between the button and its text: the pointer can move onto the text.
    const text = (await tooltips.nth(0).boundingBox())!
    await page.mouse.move(text.x + text.width / 2, text.y + text.height - 2, { steps: 5 })
    await page.mouse.move(text.x + text.width / 2, text.y + text.height / 2, { steps: 5 })
    await expect(tooltips.nth(0)).toBeVisible()

    await notes.nth(1).hover()
    await expect(tooltips.nth(1)).toBeVisible()
    await expect(tooltips.nth(0)).toBeHidden()
    const second = (await delays())[1] ?? 0
    expect(second).toBeGreaterThanOrEqual(290)
    expect(second).toBeLessThan(690)
    await page.keyboard.press('Escape')
    await expect(tooltips.nth(1)).toBeHidden()
  })
})

test('results out of date while the visitor changes the inputs keep their full contrast', async ({ page }) => {
  await openPage(page, '/en')
  await openRoi(page)
  const calculator = page.locator('#roi-calculator')
  await calculator.getByRole('button', { name: 'Calculate ROI' }).click()
  await expect(page.getByTestId('roi-percent')).toBeVisible()
  await calculator.getByLabel('Number of employees on the process').fill('7')
  await expect(calculator.getByText('These results are for the numbers you entered before. Press Calculate ROI to update them.')).toBeVisible()
  const results = await new AxeBuilder({ page }).include('#roi-calculator [data-roi-panel]').withRules(['color-contrast']).analyze()
  expect(results.violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`))).toEqual([])
})

test('the home page draws from the palette: at most 28 colours in text, surfaces, borders and icons', async ({ page }) => {
  await page.goto('/en')
  const colours = await page.evaluate(() => {
    // Colours part-way through a transition (a link the pointer rests on as the page loads, a
    // colour changing as styles settle) are not the palette's: each transition is taken to its
    // end. Waiting for them instead can last for ever where `content-visibility` skips a section.
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish()
    const seen = new Set<string>()
    const add = (value: string) => {
      if (value && value !== 'none' && value !== 'rgba(0, 0, 0, 0)' && !value.startsWith('url(')) seen.add(value)
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('script, style, template, noscript')) continue
      const style = getComputedStyle(element)
      add(style.color)
      add(style.backgroundColor)
      for (const side of ['top', 'right', 'bottom', 'left']) {
        if (Number.parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 && style.getPropertyValue(`border-${side}-style`) !== 'none') {
          add(style.getPropertyValue(`border-${side}-color`))
        }
      }
      if (element.matches('path, rect, circle, ellipse, line, polyline, polygon, text')) {
        add(style.fill)
        add(style.stroke)
      }
    }
    return [...seen]
  })
  // The framework's own values are written as oklch(); the palette's are plain colours.
  expect(colours.filter((colour) => colour.startsWith('oklch('))).toEqual([])
  expect(colours.length, colours.join('\n')).toBeLessThanOrEqual(28)
})
