import { test as base } from '@playwright/test'
import type { Dialog } from '@playwright/test'

export { expect } from '@playwright/test'

/** For `test.use` at the top of a spec whose tests share the worker's context and page. */
export const REUSE_CONTEXT = { reuseContext: true }

/**
 * The browser tests' `test`: Playwright's, with each test's page left clean for the next.
 *
 * The public site's specs that load many pages, each checking a thing or two
 * (`REUSE_CONTEXT` in them), keep a worker's browser context and its page from one test to
 * the next (Playwright's `reuseContext`): Playwright clears cookies and storage, routes,
 * init scripts, the viewport and emulated media in between, and starts a new context where
 * a test asks for other settings (touch, no JavaScript). A fresh context for each of those
 * tests cost about a third of their CPU: a new renderer, and the islands' code compiled
 * cold. What Playwright does not reset, this does after each of them: the CPU slowed
 * through the DevTools protocol, the listeners a test put on the page, and a page that asks
 * before it is left. The console's journeys keep a context of their own each.
 */
export const test = base.extend({
  // Only a test that takes the page cleans it: an auto fixture would open a page (and, without
  // reuse, a context) for tests that use only `request` or contexts of their own.
  page: async ({ page, reuseContext }, provide) => {
    await provide(page)
    if (!reuseContext) return
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    await cdp.detach()
    for (const event of ['console', 'pageerror', 'request', 'response', 'dialog'] as const) page.removeAllListeners(event)
    const leave = (dialog: Dialog) => void dialog.accept()
    page.on('dialog', leave)
    await page.goto('about:blank')
    page.off('dialog', leave)
  },
})
