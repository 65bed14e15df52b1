import type { Browser } from 'playwright-core'
import { KB, gzipSize, pageUrl } from './common.ts'
import type { Template } from './common.ts'
import { booleanLine, numericLine } from './report.ts'
import type { BudgetLine, Measurement } from './report.ts'

/** Templates whose HTML is public and must stay cacheable (the admin page may opt out). */
const PUBLIC_TEMPLATES = new Set(['home', 'industry', 'servicenow', 'privacy', 'terms'])

export interface HtmlResult {
  template: string
  url: string
  status: number
  bytes: number
  gzipBytes: number
  elements: number
  cacheControl: string | null
}

/**
 * The HTML each template serves: gzip size (≤ 30 KB), element count as parsed by the
 * browser (≤ 1,500), and `Cache-Control` without `no-store` on public pages.
 */
export async function measureHtml(
  browser: Browser,
  origin: string,
  templates: readonly Template[],
  langs: readonly string[],
): Promise<Measurement<HtmlResult[]>> {
  const context = await browser.newContext()
  const parser = await context.newPage()
  const results: HtmlResult[] = []
  try {
    for (const lang of langs) {
      for (const template of templates) {
        const url = pageUrl(origin, lang, template.path)
        const response = await fetch(url)
        const html = await response.text()
        const elements = await parser.evaluate((source) => new DOMParser().parseFromString(source, 'text/html').getElementsByTagName('*').length, html)
        results.push({
          template: template.name,
          url,
          status: response.status,
          bytes: Buffer.byteLength(html),
          gzipBytes: gzipSize(html),
          elements,
          cacheControl: response.headers.get('cache-control'),
        })
      }
    }
  } finally {
    await context.close()
  }
  return { lines: results.flatMap(htmlLines), data: results }
}

function htmlLines(result: HtmlResult): BudgetLine[] {
  const section = 'HTML'
  const page = new URL(result.url).pathname
  const lines = [
    numericLine(section, `${page} gzip (raw ${(result.bytes / KB).toFixed(1)} KB, HTTP ${result.status})`, result.gzipBytes / KB, {
      max: 30,
      unit: ' KB',
      digits: 1,
    }),
    numericLine(section, `${page} elements`, result.elements, { max: 1500 }),
  ]
  if (PUBLIC_TEMPLATES.has(result.template)) {
    const cacheable = !/no-store/i.test(result.cacheControl ?? '')
    lines.push(booleanLine(section, `${page} cacheable`, cacheable, result.cacheControl ?? 'none', 'no no-store'))
  }
  return lines
}
