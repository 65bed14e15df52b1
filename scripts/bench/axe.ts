import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { DESKTOP, pageUrl } from './common.ts'
import type { Template } from './common.ts'
import { booleanLine } from './report.ts'
import type { BudgetLine, Measurement } from './report.ts'

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** Islands that hydrate on their own; the rest wait for visibility or interaction. */
const PENDING_ISLANDS = '[data-island]:is([data-load="eager"], [data-load="idle"]):not([data-hydrated="true"])'

export interface AxePageResult {
  url: string
  violations: { id: string; impact: string | null; nodes: string[] }[]
  consoleErrors: string[]
}

/**
 * axe with the WCAG 2.2 A/AA rules on every template, and the browser console on the
 * same load. Budget: 0 violations; no console errors or page errors (a hydration
 * mismatch is reported by React as a console error).
 */
export async function measureAxe(
  browser: Browser,
  origin: string,
  templates: readonly Template[],
  langs: readonly string[],
): Promise<Measurement<AxePageResult[]>> {
  const results: AxePageResult[] = []
  for (const lang of langs) {
    for (const template of templates) {
      const context = await browser.newContext({ viewport: DESKTOP })
      try {
        results.push(await axePage(await context.newPage(), pageUrl(origin, lang, template.path)))
      } finally {
        await context.close()
      }
    }
  }
  return { lines: results.flatMap(axeLines), data: results }
}

async function axePage(page: Page, url: string): Promise<AxePageResult> {
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    // The 404 template answers 404 on purpose, and Chromium logs that about the document itself.
    const documentStatus = message.location().url === url && /status of 404/.test(message.text())
    if (message.type() === 'error' && !documentStatus) consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(String(error)))
  await page.goto(url, { waitUntil: 'networkidle' })
  await page
    .waitForFunction((selector) => !document.querySelector(selector), PENDING_ISLANDS, { timeout: 10_000 })
    .catch(() => {
      consoleErrors.push('islands did not hydrate within 10 s')
    })
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  return {
    url,
    violations: results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    })),
    consoleErrors,
  }
}

function axeLines(result: AxePageResult): BudgetLine[] {
  const page = new URL(result.url).pathname
  const violations = result.violations.map((violation) => `${violation.id}(${violation.nodes.length})`).join(', ')
  return [
    booleanLine('axe (WCAG 2.2 A/AA)', `${page} violations`, result.violations.length === 0, violations || '0', '0'),
    booleanLine(
      'Browser console',
      `${page} errors`,
      result.consoleErrors.length === 0,
      result.consoleErrors.length ? result.consoleErrors.join(' | ').slice(0, 120) : '0',
      '0',
    ),
  ]
}
