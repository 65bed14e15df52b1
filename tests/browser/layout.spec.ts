import { REUSE_CONTEXT, expect, test } from './fixtures'
import type { Locator, Page } from '@playwright/test'
import { SERVICENOW_SLUGS, USE_CASE_SLUGS } from '../../src/lib/routes'
import { DESKTOP, MOBILE, inLanguage, openPage, waitForIsland } from './helpers'

test.use(REUSE_CONTEXT)

/**
 * Layout at a desktop (1280 px) and a phone (375 px), in English and Arabic: nothing
 * breaks mid-label, no panel or half of a band stands empty, and phones are not made
 * to scroll through pages twice as long as they need to be.
 */

/**
 * How many lines an element's text takes: for inline content the distinct lines its boxes
 * sit on (bidirectional text splits one line into several boxes), otherwise its content
 * height over the line height.
 */
function lines(locator: Locator): Promise<number[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element)
      const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5
      if (style.display === 'inline') {
        const tops = [...element.getClientRects()].map((rect) => rect.top).sort((a, b) => a - b)
        return tops.filter((top, index) => index === 0 || top - tops[index - 1]! > lineHeight / 2).length
      }
      const frame = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'].reduce(
        (sum, key) => sum + Number.parseFloat(style[key as 'paddingTop']),
        0,
      )
      return Math.round((element.getBoundingClientRect().height - frame) / lineHeight)
    }),
  )
}

async function openRoiWithResults(page: Page, lang: string): Promise<Locator> {
  await openPage(page, `/${lang}`)
  await waitForIsland(page, 'service-cards')
  await page.locator('button[aria-controls="roi-calculator"]').click()
  const calculator = page.locator('#roi-calculator')
  await calculator.getByRole('button', { name: inLanguage(lang, 'Calculate ROI') }).click()
  await expect(page.getByTestId('roi-payback')).toBeVisible()
  return calculator
}

const PAGES = [...USE_CASE_SLUGS.map((slug) => `/use-cases/${slug}`), ...SERVICENOW_SLUGS.map((slug) => `/servicenow/${slug}`)]

for (const lang of ['en', 'ar'] as const) {
  const t = (english: string) => inLanguage(lang, english)
  for (const viewport of [DESKTOP, MOBILE]) {
    test.describe(`layout at ${viewport.width} px, ${lang}`, () => {
      test.use({ viewport })

      test('ROI results break no label or amount in the middle, their panel has no empty part, and they say they are for earlier numbers as soon as an input changes', async ({
        page,
      }) => {
        const calculator = await openRoiWithResults(page, lang)
        await test.step('no label or amount breaks in the middle, and the panel has no empty part', async () => {
          const labels = calculator.locator('[data-roi-results] dt')
          expect(await labels.count()).toBe(10)
          expect(await lines(labels), 'each label on one line').toEqual(Array(10).fill(1))
          const pieces = calculator.locator('[data-roi-results] dd > span')
          expect(await lines(pieces), 'each amount, hours and working days on one line').toEqual(Array(await pieces.count()).fill(1))
          // The panel is as tall as what it shows: no grey block under the results.
          const gap = await calculator.locator('[data-roi-results]').evaluate((results) => {
            const panel = results.closest('[data-roi-panel]') ?? results.closest('[aria-live]') ?? results.parentElement!
            return panel.getBoundingClientRect().bottom - results.getBoundingClientRect().bottom
          })
          expect(gap).toBeLessThanOrEqual(32)
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
        })
        await test.step('results of earlier numbers say so as soon as an input changes', async () => {
          await expect(calculator.locator('[data-roi-stale]')).toHaveCount(0)
          await calculator.locator('input[type="number"]').first().fill('2.7')
          await expect(calculator.getByText(t('These results are for the numbers you entered before. Press Calculate ROI to update them.'))).toBeVisible()
          await calculator.locator('input[type="number"]').first().fill('5')
          await expect(calculator.locator('[data-roi-stale]')).toHaveCount(0)
        })
      })

      test('opened service cards leave no empty space inside a card', async ({ page }) => {
        await openPage(page, `/${lang}`)
        await waitForIsland(page, 'service-cards')
        await page.locator('#services button[aria-controls^="service-rest-"]').first().click()
        await expect(page.locator('#service-rest-0')).toBeVisible()
        const empty = await page.locator('#services ul > li:has(h3)').evaluateAll((cards) =>
          cards.map((card) => {
            const content = [...card.children].map((child) => child.getBoundingClientRect().bottom)
            return Math.round(card.getBoundingClientRect().bottom - Math.max(...content))
          }),
        )
        // What is left is the card's own padding (32 px at most).
        for (const space of empty) expect(space).toBeLessThanOrEqual(34)
      })

      const phone = viewport === MOBILE
      test(`the integrations fill their band instead of leaving half of it empty, on every landing page${phone ? ', and none is more than about 7,000 px long on a phone' : ''}`, async ({
        page,
      }) => {
        test.setTimeout(120_000)
        const short: string[] = []
        const heights: Record<string, number> = {}
        for (const path of PAGES) {
          await page.goto(`/${lang}${path}`)
          const { width, far } = await page.locator('[data-section="integrations"] > div').evaluate((element, rtl) => {
            const box = element.getBoundingClientRect()
            const pills = [...element.querySelectorAll('ul li')].map((pill) => pill.getBoundingClientRect())
            // Measured from the band's start edge (the right one in Arabic).
            const fromStart = (x: number) => (rtl ? box.right - x : x - box.left)
            return { width: box.width, far: Math.max(...pills.map((pill) => Math.max(fromStart(pill.left), fromStart(pill.right)))) }
          }, lang === 'ar')
          // The pills reach into the far quarter of the band.
          if (far < width * 0.75) short.push(`${path}: ${Math.round((far / width) * 100)}%`)
          // Sections not drawn yet hold a placeholder's room: draw them all to measure the page itself.
          if (phone)
            heights[path] = await page.evaluate(() => {
              for (const section of document.querySelectorAll<HTMLElement>('#main > section, #main ~ footer')) section.style.contentVisibility = 'visible'
              return document.documentElement.scrollHeight
            })
        }
        expect(short).toEqual([])
        // About 7,000 px: the longest, CSM with its voice add-on and the case it draws, is 7,050 in English.
        expect(Object.entries(heights).filter(([, height]) => height > 7100)).toEqual([])
      })

      test('the hero label stays on one line and each figure’s label on at most two; the first screen is drawn with the page and the sections below it as they come near, on home and a landing page', async ({
        page,
      }) => {
        for (const path of ['', '/use-cases/hotels']) {
          await openPage(page, `/${lang}${path}`)
          if (path === '')
            await test.step('the hero label stays on one line and each figure’s label on at most two', async () => {
              expect(await lines(page.locator('main section').first().locator('p').first())).toEqual([1])
              const figures = await lines(page.locator('main dl').first().locator('dt'))
              expect(figures).toHaveLength(3)
              for (const count of figures) expect(count).toBeLessThanOrEqual(2)
            })
          await test.step(`the first screen is drawn with the page and the sections below it as they come near, ${path || 'home'}`, async () => {
            const sections = await page
              .locator('main > section')
              .evaluateAll((elements) =>
                elements.map((element) => ({ top: element.getBoundingClientRect().top + window.scrollY, skips: getComputedStyle(element).contentVisibility })),
              )
            expect(sections.length, path).toBeGreaterThan(2)
            expect(
              sections.slice(0, 2).map((section) => section.skips),
              path,
            ).toEqual(['visible', 'visible'])
            for (const section of sections.slice(2)) expect(section.skips, path).toBe('auto')
            // The first section skipped starts below the first screen, so the visitor never sees a blank band.
            expect(sections[2]?.top ?? 0, path).toBeGreaterThanOrEqual(viewport.height)
            expect(await page.locator('#main ~ footer').evaluate((footer) => getComputedStyle(footer).contentVisibility), path).toBe('auto')
          })
        }
      })

      test('the use-case menus are at most 24rem high on a desktop and a full-width 20rem list on a phone, and scroll', async ({ page }) => {
        await openPage(page, `/${lang}`)
        for (const menu of [page.locator('main [data-menu="use-cases"]').first(), page.locator('#services [data-menu="use-cases"]')]) {
          await menu.scrollIntoViewIfNeeded()
          await menu.locator('button').first().click()
          const card = menu.locator('.dropdown-panel > div')
          await expect(card).toBeVisible()
          const box = (await card.boundingBox())!
          if (viewport === MOBILE) {
            expect(box.height).toBeCloseTo(20 * 16, 0)
            expect(box.width).toBeGreaterThan(MOBILE.width - 40)
          } else {
            expect(box.height).toBeLessThanOrEqual(24 * 16)
          }
          expect(await card.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true)
          // The click is what loads the menu's code; CSS holds it open until then, and an
          // Escape pressed before the code arrives has nothing to close it.
          await expect(menu.locator('xpath=ancestor::*[@data-island][1]')).toHaveAttribute('data-hydrated', 'true')
          await page.keyboard.press('Escape')
          await expect(card).toBeHidden()
        }
      })

      test('a wrong answer to the math problem is said once, under the field', async ({ page }) => {
        await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': `203.0.113.${Math.floor(Math.random() * 250)}-${Date.now()}` })
        await page.goto(`/${lang}#contact`)
        await waitForIsland(page, 'contact-form')
        const form = page.locator('#contact form')
        await form.locator('[name="fullName"]').fill('Jana Nováková')
        await form.locator('[name="email"]').fill('jana@example.cz')
        await form.locator('[name="helpWith"]').selectOption('tech-advice')
        await form.locator('[name="challenge"]').fill('We answer the same questions every day.')
        const question = form.getByText(/^\d+ \+ \d+ = \?/)
        await expect(question).toBeVisible()
        const [, a = '0', b = '0'] = /^(\d+) \+ (\d+)/.exec((await question.textContent()) ?? '') ?? []
        await form.locator('[name="captchaAnswer"]').fill(String(Number(a) + Number(b) + 1))
        const answered = page.waitForResponse((response) => response.url().includes('/api/contact?') && response.request().method() === 'POST')
        await form.locator('button[type="submit"]').click()
        expect((await answered).status()).toBe(400)
        const message = form.getByText(t('Please solve the math problem correctly'), { exact: true })
        await expect(message).toHaveCount(1)
        await expect(message).toBeVisible()
        await expect(form.locator('[name="captchaAnswer"]')).toHaveAttribute('aria-invalid', 'true')
      })
    })
  }
}

test('/favicon.ico answers with the icon', async ({ request }) => {
  const response = await request.get('/favicon.ico')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/icon/)
  const body = await response.body()
  // An ICO header (reserved 0, type 1) holding a PNG image.
  expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0])
  expect(body.subarray(22, 26).toString('latin1')).toBe('\x89PNG')
})

test('the founder’s initials stand on a tile of their own, not on the dark card', async ({ page }) => {
  await page.goto('/en#about')
  const tile = page.locator('#about figcaption > span[aria-hidden="true"]')
  const [own, card] = await tile.evaluate((element) => [
    getComputedStyle(element).backgroundColor,
    getComputedStyle(element.closest('figure')!).backgroundColor,
  ])
  expect(own).not.toBe('rgba(0, 0, 0, 0)')
  expect(own).not.toBe(card)
})

/** Whether a mark (an icon, an asterisk) stands on the last line of the text before it, not beside or under it. */
function markWithText(mark: Locator): Promise<boolean> {
  return mark.evaluate((element) => {
    const walker = document.createTreeWalker(element.closest('a, label')!, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    let last: DOMRect | undefined
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement!.closest('.sr-only')) continue
      if (element.contains(node) || element.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) break
      range.selectNodeContents(node)
      last = [...range.getClientRects()].at(-1) ?? last
    }
    const box = element.getBoundingClientRect()
    return last !== undefined && box.top >= last.top - 1 && box.top < last.bottom
  })
}

for (const width of [320, 375]) {
  test(`icons and required marks stay on the line of their last word at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    for (const lang of ['en', 'cs', 'de', 'fi']) {
      await page.goto(`/${lang}#contact`)
      await page.evaluate(() => {
        for (const section of document.querySelectorAll<HTMLElement>('#main > section, #main ~ footer')) section.style.contentVisibility = 'visible'
      })
      for (const mark of await page.locator('footer a[target="_blank"] svg, #contact label span[aria-hidden="true"]').all()) {
        expect(await markWithText(mark), `${lang}: ${await mark.evaluate((element) => element.closest('a, label')!.textContent)}`).toBe(true)
      }
    }
  })
}

test('“Learn More About Voice AI” leads to the voice agents on the home page, not to the booking page', async ({ page }) => {
  for (const lang of ['en', 'de']) {
    await page.goto(`/${lang}/use-cases/hotels`)
    const link = page.locator('[data-section="add-on"] a')
    await expect(link).toHaveAttribute('href', `/${lang}#voice-ai`)
    await link.click()
    await expect(page).toHaveURL(new RegExp(`/${lang}#voice-ai$`))
    await expect(page.locator('#voice-ai h3')).toHaveText(inLanguage(lang, 'Voice AI agents'))
  }
})

test('no landing page ends in a run of dark bands: the closing call to action is light between the dark figures and the dark footer', async ({ page }) => {
  const runs: string[] = []
  for (const path of PAGES) {
    await page.goto(`/en${path}`)
    const surfaces = await page
      .locator('#main > :not(script), #main ~ footer')
      .evaluateAll((bands) => bands.map((band) => (band.getAttribute('data-surface') === 'dark' ? 'dark' : 'light')))
    if (surfaces.some((surface, index) => surface === 'dark' && surfaces[index + 1] === 'dark')) runs.push(`${path}: ${surfaces.join(' ')}`)
  }
  expect(runs).toEqual([])
})

test('the privacy policy and the terms are set in a column of about 65 characters', async ({ page }) => {
  for (const path of ['/en/privacy-policy', '/en/terms-of-service', '/de/privacy-policy']) {
    await page.goto(path)
    const { width, ch } = await page
      .locator('article section p')
      .first()
      .evaluate((paragraph) => {
        const probe = document.createElement('span')
        probe.style.width = '65ch'
        probe.style.display = 'inline-block'
        paragraph.appendChild(probe)
        const ch = probe.getBoundingClientRect().width
        probe.remove()
        return { width: paragraph.getBoundingClientRect().width, ch }
      })
    expect(width, path).toBeLessThanOrEqual(ch + 1)
    expect(width, path).toBeGreaterThan(ch * 0.9)
  }
})
