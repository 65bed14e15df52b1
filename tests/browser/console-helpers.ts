import { expect } from './fixtures'
import type { APIRequestContext, Cookie, Page } from '@playwright/test'
import { SESSION_COOKIE } from '../../src/admin/access/session'
import { ADMIN_TEST_PASSWORD } from './admin-password'
import { inLanguage } from './helpers'

/** A fresh client address, so tests never add up to a rate limit or the login throttle. */
export function freshClient(): string {
  return `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
}

/** Something unique to a test run, to find its own messages among everyone's. */
export function stamp(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
}

/**
 * The owner's session cookie from this worker's first sign-in. A worker runs one test at a
 * time and no journey logs the owner out, so the tests after it start from this session
 * instead of typing the password again: the gate, the password's hash and the redirect once
 * per worker rather than once per test. Journeys about signing in use the gate themselves.
 */
let ownerSession: Cookie | undefined

/**
 * Signs in as the owner and waits for the overview: with the worker's session when it still
 * opens the console, otherwise through the gate as the owner does (and keeps that session).
 */
export async function signIn(page: Page, lang: string): Promise<void> {
  const overview = page.getByRole('heading', { level: 1, name: inLanguage(lang, 'Overview') })
  if (ownerSession) {
    await page.context().addCookies([ownerSession])
    await page.goto(`/${lang}/admin`)
    // The console is drawn on the server: once the page has loaded, it shows the overview or the gate.
    if ((await overview.count()) === 1) return
  } else {
    await page.goto(`/${lang}/admin`)
  }
  await page.getByLabel(inLanguage(lang, 'Password')).fill(ADMIN_TEST_PASSWORD)
  await page.getByRole('button', { name: inLanguage(lang, 'Log in') }).click()
  await expect(overview).toBeVisible()
  ownerSession = (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE)
}

/**
 * Publishes a language's waiting changes from its strings screen, as the owner signed in on
 * `page`: edits go out in batches, so one made soon after another waits for "Publish now".
 * Nothing to do when none wait (the screen is rendered on the server, whole, when it loads).
 */
export async function publishWaiting(page: Page, lang: string, target: string): Promise<void> {
  await page.goto(`/${lang}/admin/translations/${target}`)
  const button = page.getByRole('button', { name: inLanguage(lang, 'Publish now') })
  if ((await button.count()) === 0) return
  await button.click()
  await expect(page.getByRole('status')).toHaveText(inLanguage(lang, 'Published: pages in this language show the changes now.'))
}

/** Searches the inbox through its form (a POST: the search stays out of the address) and waits for the results. */
/** The owner, signed in, invites `name` to review `target` from the translations screen; the invitation link. */
export async function inviteReviewer(page: Page, lang: string, name: string, target: string): Promise<string> {
  await page.goto(`/${lang}/admin/translations`)
  await page.getByRole('textbox', { name: inLanguage(lang, 'Name'), exact: true }).fill(name)
  await page.getByRole('combobox', { name: inLanguage(lang, 'Language') }).selectOption(target)
  await page.getByRole('button', { name: inLanguage(lang, 'Create the invitation link') }).click()
  return page.getByRole('textbox', { name: inLanguage(lang, 'Invitation link') }).inputValue()
}

/** A string of the page under review, as the review panel's props list it. */
export interface PanelString {
  id: number
  entry: string
  english: string
  translation: string | null
  reviewed: boolean
  visible: boolean
  places: string[]
}

export async function searchInbox(page: Page, lang: string, text: string, view = 'attention'): Promise<void> {
  await page.goto(`/${lang}/admin/inbox${view === 'attention' ? '' : `?view=${view}`}`)
  await page.locator('#inbox-search').fill(text)
  await page.locator('#inbox-search').press('Enter')
  await page.waitForURL(/[?&]search=1/)
}

/** Looks one person up on the privacy screen through its form (a POST: the address stays out of the URL). */
export async function findPerson(page: Page, lang: string, email: string): Promise<void> {
  await page.goto(`/${lang}/admin/privacy`)
  await page.locator('#person-email').fill(email)
  await page.locator('#person-email').press('Enter')
  await expect(page.locator('#person-heading')).toBeVisible()
}

export interface MessageFields {
  fullName: string
  email: string
  challenge: string
  companyName?: string
  language?: string
}

/** Sends a message through the contact endpoint the way the form's island does (drawing and answering its problem). */
export async function sendMessage(request: APIRequestContext, fields: MessageFields): Promise<void> {
  const client = freshClient()
  const language = fields.language ?? 'en'
  const challenge = await request.get(`/api/contact/challenge?lang=${language}`, { headers: { 'CF-Connecting-IP': client } })
  const { a, b, token } = (await challenge.json()) as { a: number; b: number; token: string }
  const response = await request.post('/api/contact', {
    headers: { 'CF-Connecting-IP': client, Origin: new URL(challenge.url()).origin },
    data: {
      helpWith: 'tech-advice',
      phoneNumber: '',
      companyName: '',
      ...fields,
      language,
      page: `/${language}`,
      captchaToken: token,
      captchaAnswer: String(a + b),
      website: '',
    },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** The page is no wider than its window: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }))
  expect(scroll, `${page.url()} is ${scroll} px wide in a ${client} px window`).toBeLessThanOrEqual(client)
}
