import { existsSync, readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect } from './fixtures'
import type { APIRequestContext, Page } from '@playwright/test'

export const MOBILE = { width: 375, height: 812 }
export const DESKTOP = { width: 1280, height: 800 }

/**
 * The console's long journeys walk twice, English on a desktop and Arabic (right to left) on
 * a phone: each direction and each layout once. What is about the layout itself (nothing
 * scrolls sideways) still runs in all four.
 */
export const JOURNEY_SETTINGS = [
  ['en', '1280', DESKTOP],
  ['ar', '375', MOBILE],
] as const

/** Whether a language and width are one of the journeys' two settings. */
export const isJourneySetting = (lang: string, size: string): boolean => JOURNEY_SETTINGS.some(([l, s]) => l === lang && s === size)

/**
 * Waits until the islands that load on their own (eager and idle) have hydrated;
 * islands that wait for visibility or interaction are awaited with `waitForIsland`.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator('[data-island]:is([data-load="eager"], [data-load="idle"]):not([data-hydrated="true"])')).toHaveCount(0)
}

/** Waits until the named island has hydrated (scroll it into view first if it loads when visible). */
export async function waitForIsland(page: Page, name: string): Promise<void> {
  const island = page.locator(`[data-island="${name}"]`).first()
  const content = island.locator('[data-island-root] > *').first()
  await content.scrollIntoViewIfNeeded()
  if ((await island.getAttribute('data-load')) === 'interaction') await content.dispatchEvent('pointerover')
  await expect(island).toHaveAttribute('data-hydrated', 'true')
}

/**
 * Opens a page and makes it interactive the way a visitor would: the header island
 * loads on the first interaction, so point at the header and wait for it to hydrate.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForIslands(page)
  await page.locator('header.site-header').dispatchEvent('pointerover')
  await expect(page.locator('[data-island="site-header"]')).toHaveAttribute('data-hydrated', 'true')
}

/** Collects console errors and page errors; assert it is empty at the end. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(String(error)))
  return errors
}

/** Runs axe with the WCAG 2.2 A/AA rules and returns the violations. */
export async function axeViolations(page: Page) {
  // Bands below the first screen are laid out only as they come near it (content-visibility): axe
  // scrolls to each element it checks and reads the colours behind it at once, which on a busy
  // machine met a footer not yet painted and its links "on white". Lay the whole page out first.
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible'
    await new Promise(requestAnimationFrame)
  })
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  return results.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5) }))
}

/**
 * What a page in `lang` shows for an English catalog string: its translation in the
 * shipped memory (which `npm start` loads), or the English when there is none.
 */
export function inLanguage(lang: string, english: string): string {
  const file = `translations/${lang}.json`
  if (lang === 'en' || !existsSync(file)) return english
  const memory = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { translation: string } | undefined>
  return memory[english]?.translation ?? english
}

/** A message the local e-mail binding sent, as the local explorer of workerd lists it. */
export interface SentMail {
  from: string
  to: string[]
  replyTo?: string
  subject: string
  text?: string
  html?: string
}

const SENT_MAIL_API = '/cdn-cgi/explorer/api/local/email/sending'

/**
 * The messages the Worker's `EMAIL` binding sent to or on behalf of `address`, read from
 * the local e-mail simulator (the explorer API of the local workerd), with their bodies.
 */
export async function sentMailsFor(request: APIRequestContext, address: string): Promise<SentMail[]> {
  const list = (await (await request.get(`${SENT_MAIL_API}?per_page=100`)).json()) as { result: (SentMail & { messageId: string; worker: string })[] }
  const mine = list.result.filter((mail) => mail.to.some((to) => to.includes(address)) || mail.replyTo?.includes(address))
  return Promise.all(
    mine.map(async ({ messageId, worker }) => {
      const detail = await request.get(SENT_MAIL_API, { params: { email_id: messageId, worker } })
      return ((await detail.json()) as { result: SentMail }).result
    }),
  )
}

/** Every script but the tiny entry module: the islands, React and what they share. */
const ISLAND_CODE = /\/assets\/(?!main-)[\w-]+\.js$/

/**
 * Makes the page behave like a slow phone on a slow network for a visitor who does not
 * wait: the CPU slowed 4× through the DevTools protocol and every chunk of island code
 * held back about 2 s, so each island hydrates well after the visitor acts. A journey
 * with many steps before hydration can hold the code until it calls `release()`
 * (and 2 s at least), so a busy machine cannot let an island hydrate in the middle.
 */
export async function asImpatientVisitorOnSlowPhone(page: Page, { hold = false } = {}): Promise<{ release: () => void }> {
  let release = () => {}
  const released = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.route(ISLAND_CODE, async (route) => {
    await Promise.all([released, new Promise((resolve) => setTimeout(resolve, 2000))])
    await route.continue()
  })
  return { release }
}
