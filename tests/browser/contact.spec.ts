import { REUSE_CONTEXT, expect, test } from './fixtures'
import type { APIRequestContext, Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { collectConsoleErrors, inLanguage, sentMailsFor, waitForIsland } from './helpers'

test.use(REUSE_CONTEXT)

/**
 * The contact form on the home page, with and without JavaScript. Each test posts
 * from its own client address, so the per-address rate limit never interferes.
 * Fields are found by name: the copy may be translated.
 */
/** The business inbox the notifications go to (`CONTACT_TO` in wrangler.toml). */
const CONTACT_TO = /^CONTACT_TO\s*=\s*"([^"]+)"/m.exec(readFileSync('wrangler.toml', 'utf8'))?.[1] ?? ''

/** An address no earlier run used, so the e-mail simulator's list shows only this test's mail. */
const freshAddress = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.cz`

/**
 * What the local e-mail simulator received for a visitor: exactly one notification to
 * the business inbox (Reply-To the visitor) and one confirmation to the visitor, in
 * the language of the page.
 */
async function expectMailed(request: APIRequestContext, email: string, lang: string): Promise<void> {
  await expect.poll(async () => (await sentMailsFor(request, email)).length, { timeout: 10_000 }).toBe(2)
  const mails = await sentMailsFor(request, email)
  const notification = mails.find((mail) => mail.to.includes(CONTACT_TO))
  expect(notification?.replyTo).toContain(email)
  expect(notification?.text).toContain('Jana Nováková')
  expect(notification?.text).toContain('We answer the same questions every day.')
  expect(notification?.html).toContain('Nováková s.r.o.')
  const confirmation = mails.find((mail) => mail.to.some((to) => to.includes(email)))
  expect(confirmation?.subject).toBe(inLanguage(lang, 'We received your message | Karlin Labs'))
  expect(confirmation?.text).toContain(inLanguage(lang, 'Hello,'))
  // The acknowledgement is fixed text: nothing the visitor typed is repeated to the address they gave.
  expect(confirmation?.text).not.toContain('Nováková')
  expect(confirmation?.text).not.toContain('We answer the same questions every day.')
}

async function asNewClient(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': `192.0.2.${Math.floor(Math.random() * 250)}-${Date.now()}` })
}

async function fillFields(page: Page, email: string): Promise<void> {
  const form = page.locator('#contact form')
  await form.locator('[name="fullName"]').fill('Jana Nováková')
  await form.locator('[name="companyName"]').fill('Nováková s.r.o.')
  await form.locator('[name="email"]').fill(email)
  await form.locator('[name="phoneNumber"]').fill('+420 777 123 456')
  await form.locator('[name="helpWith"]').selectOption('tech-advice')
  await form.locator('[name="challenge"]').fill('We answer the same questions every day.\nCan a chatbot help?')
}

/** Reads 'a + b = ?' from the form and answers it. */
async function solveProblem(page: Page): Promise<void> {
  const question = page.locator('#contact form').getByText(/^\d+ \+ \d+ = \?/)
  await expect(question).toBeVisible()
  const [, a = '0', b = '0'] = /^(\d+) \+ (\d+)/.exec((await question.textContent()) ?? '') ?? []
  await page.locator('#contact [name="captchaAnswer"]').fill(String(Number(a) + Number(b)))
}

for (const lang of ['en', 'de'] as const) {
  test(`a visitor sends the form in ${lang} with JavaScript on, and it is mailed once to the inbox and to them`, async ({ page, request }) => {
    const errors = collectConsoleErrors(page)
    const address = freshAddress(`browser-${lang}`)
    await asNewClient(page)
    await page.goto(`/${lang}#contact`)
    await waitForIsland(page, 'contact-form')
    const form = page.locator('#contact form')
    const submit = form.locator('button[type="submit"]')

    // Never a disabled button: sending without an answer says what is missing.
    await fillFields(page, address)
    await expect(submit).toBeEnabled()
    await submit.click()
    const answer = form.locator('[name="captchaAnswer"]')
    await expect(answer).toBeFocused()
    await expect(page.locator(`[id="${await answer.getAttribute('aria-describedby')}"]`)).toHaveText(inLanguage(lang, 'Please solve the math problem'))

    // A new problem clears the old answer; the button stays where focus is.
    await solveProblem(page)
    const newProblem = form.getByRole('button', { name: inLanguage(lang, 'New Problem') })
    await newProblem.click()
    await expect(answer).toHaveValue('')
    await expect(newProblem).toBeFocused()
    await solveProblem(page)

    // A field error shows under its field and blocks sending.
    await form.locator('[name="email"]').fill('not-an-email')
    await submit.click()
    const email = form.locator('[name="email"]')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    const describedBy = (await email.getAttribute('aria-describedby')) ?? ''
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(inLanguage(lang, 'Please enter a valid email address'))
    await email.fill(address)

    // Slow the answer down a little, to see the button while sending.
    await page.route('**/api/contact?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400))
      await route.continue()
    })
    const reply = page.waitForResponse((response) => response.url().includes('/api/contact?') && response.request().method() === 'POST')
    await submit.click()
    await expect(submit).toHaveText(inLanguage(lang, 'Sending...'))
    await expect(submit).toBeEnabled()
    const response = await reply
    expect(response.status()).toBe(200)
    expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({ language: lang, page: `/${lang}`, fullName: 'Jana Nováková' })

    // The confirmation takes focus and stays; success resets the form and draws a new problem.
    const confirmation = page.getByRole('group', { name: inLanguage(lang, 'Thank you!') })
    await expect(confirmation).toBeFocused()
    await expect(confirmation).toContainText(
      inLanguage(lang, "We've received your message and will get back to you soon. Check your email for a confirmation."),
    )
    await expect(form.locator('[name="fullName"]')).toHaveValue('')
    await expect(form.locator('[name="challenge"]')).toHaveValue('')
    await expect(form.getByText(/^\d+ \+ \d+ = \?/)).toBeVisible()
    expect(errors).toEqual([])
    await expectMailed(request, address, lang)
  })
}

test('a failed send keeps the values and shows the error until the next send', async ({ page }) => {
  await asNewClient(page)
  await page.goto('/en#contact')
  await waitForIsland(page, 'contact-form')
  await fillFields(page, 'failure@example.cz')
  await solveProblem(page)
  await page.route('**/api/contact?*', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            ok: false,
            error: 'unavailable',
            message: 'There was a problem sending your message. Please try again or contact us directly.',
          }),
        })
      : route.continue(),
  )
  await page.locator('#contact form').getByRole('button', { name: 'Send Message' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'Error' })
  await expect(alert).toContainText('There was a problem sending your message. Please try again or contact us directly.')
  await expect(page.locator('#contact [name="fullName"]')).toHaveValue('Jana Nováková')
})

test('a wrong answer the server refuses brings a new problem, the error under the answer box', async ({ page }) => {
  await asNewClient(page)
  await page.goto('/en#contact')
  await waitForIsland(page, 'contact-form')
  await fillFields(page, freshAddress('wrong-answer'))
  const question = page.locator('#contact form').getByText(/^\d+ \+ \d+ = \?/)
  await expect(question).toBeVisible()
  const [, a = '0', b = '0'] = /^(\d+) \+ (\d+)/.exec((await question.textContent()) ?? '') ?? []
  const answer = page.locator('#contact [name="captchaAnswer"]')
  await answer.fill(String(Number(a) + Number(b) + 1))
  const refused = page.waitForResponse((response) => response.url().includes('/api/contact?') && response.request().method() === 'POST')
  await page.locator('#contact form').getByRole('button', { name: 'Send Message' }).click()
  expect((await refused).status()).toBe(400)
  await expect(answer).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator(`[id="${await answer.getAttribute('aria-describedby')}"]`)).toHaveText('Please solve the math problem correctly')
  // The refused problem is spent: a new one is drawn and its answer box starts empty.
  await expect(answer).toHaveValue('')
  await expect(question).toBeVisible()
  await expect(page.locator('#contact [name="fullName"]')).toHaveValue('Jana Nováková')
})

test('a visitor sends the form with JavaScript off, and it is mailed', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const address = freshAddress('nojs')
  await asNewClient(page)
  await page.goto('/en#contact')
  await fillFields(page, address)
  await page.locator('#contact form').getByRole('button', { name: 'Send Message' }).click()

  // The server answers with the form again: values kept, a math problem to solve.
  await expect(page.getByText('Please solve the math problem', { exact: true })).toBeVisible()
  await expect(page.locator('#contact [name="fullName"]')).toHaveValue('Jana Nováková')
  await expect(page.locator('#contact [name="helpWith"]')).toHaveValue('tech-advice')
  await solveProblem(page)
  await page.locator('#contact form').getByRole('button', { name: 'Send Message' }).click()

  await expect(page).toHaveURL(/\/en#contact-sent$/)
  await expect(page.locator('#contact-sent')).toBeVisible()
  await expect(page.locator('#contact-sent')).toContainText('Thank you!')
  await context.close()
  await expectMailed(request, address, 'en')
})

test('after a successful send the hidden alert holds no error of an earlier attempt', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': `203.0.113.${Math.floor(Math.random() * 250)}-${Date.now()}` })
  await page.goto('/en#contact')
  await waitForIsland(page, 'contact-form')
  const form = page.locator('#contact form')
  const alert = form.locator('[data-field-alert]')
  // Enter in the empty first field: focus stays there, so the error is said through the alert.
  await form.locator('[name="fullName"]').press('Enter')
  await expect(alert).not.toBeEmpty()
  await form.locator('[name="fullName"]').fill('Jana Nováková')
  await form.locator('[name="email"]').fill('jana@example.cz')
  await form.locator('[name="helpWith"]').selectOption('tech-advice')
  await form.locator('[name="challenge"]').fill('We answer the same questions every day.')
  const question = form.getByText(/^\d+ \+ \d+ = \?/)
  const [, a = '0', b = '0'] = /^(\d+) \+ (\d+)/.exec((await question.textContent()) ?? '') ?? []
  await form.locator('[name="captchaAnswer"]').fill(String(Number(a) + Number(b)))
  await form.locator('button[type="submit"]').click()
  await expect(page.locator('#contact [role="group"]').getByText('Thank you!', { exact: true })).toBeVisible()
  await expect(alert).toBeEmpty()
})

/**
 * Records, from the first script on the page, every text a live region (status, alert,
 * aria-live) is given, as a screen reader would hear it.
 */
async function listenToLiveRegions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard: string[] = []
    ;(window as unknown as { heard: string[] }).heard = heard
    const live = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]'
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          const node = mutation.target instanceof Element ? mutation.target : mutation.target.parentElement
          const region = node?.closest(live)
          const text = region?.textContent?.trim()
          if (text) heard.push(text)
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true })
    })
  })
}

test('the math problem is said only while the visitor is in the security check: not as it loads, not after the thank-you', async ({ page }) => {
  await asNewClient(page)
  await listenToLiveRegions(page)
  await page.goto('/en#contact')
  await waitForIsland(page, 'contact-form')
  const form = page.locator('#contact form')
  const question = form.getByText(/^\d+ \+ \d+ = \?$/)
  await expect(question).toBeVisible()
  await fillFields(page, freshAddress('live'))
  await solveProblem(page)
  const first = await question.textContent()
  await form.locator('button[type="submit"]').click()
  await expect(page.getByRole('group', { name: 'Thank you!' })).toBeFocused()
  // The next problem is drawn after the send; wait until it shows.
  await expect(question).not.toHaveText(first ?? '')
  const heard = () => page.evaluate(() => (window as unknown as { heard: string[] }).heard)
  expect((await heard()).filter((text) => /math problem…|\d+ \+ \d+ = \?/.test(text))).toEqual([])

  // In the security check, a new problem is said.
  const shown = await question.textContent()
  await form.getByRole('button', { name: 'New Problem' }).click()
  await expect(question).not.toHaveText(shown ?? '')
  const next = await question.textContent()
  await expect.poll(heard).toContain(next)
})
