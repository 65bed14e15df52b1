import type { Browser } from 'playwright-core'
import { KB, MOBILE, pageUrl } from './common.ts'
import type { Template } from './common.ts'
import { infoLine, numericLine } from './report.ts'
import type { BudgetLine, Measurement } from './report.ts'

/** One language per script the site is set in: Latin, Latin with Central-European letters, Cyrillic, Arabic. */
export const MEDIA_LANGS = ['en', 'cs', 'ru', 'ar'] as const

export interface MediaLoad {
  url: string
  type: 'font' | 'image'
  bytes: number
}

export interface PageMedia {
  template: string
  lang: string
  url: string
  fonts: MediaLoad[]
  images: MediaLoad[]
}

/**
 * Fonts and images a page loads on a phone before any interaction, by script: the
 * brand face is split by unicode-range, so each language should fetch only the files
 * its letters need (budget: at most 100 KB of fonts on any page). Sizes are the bytes
 * on the wire; fonts are already compressed (woff2).
 */
export async function measureMedia(browser: Browser, origin: string, templates: readonly Template[]): Promise<Measurement<PageMedia[]>> {
  const pages: PageMedia[] = []
  for (const lang of MEDIA_LANGS) {
    for (const template of templates.filter((entry) => entry.name !== 'admin' && entry.name !== '404')) {
      pages.push({ template: template.name, lang, ...(await pageMedia(browser, pageUrl(origin, lang, template.path))) })
    }
  }
  const section = 'Fonts and images before interaction (phone)'
  const lines: BudgetLine[] = []
  for (const page of pages) {
    const fontBytes = page.fonts.reduce((sum, font) => sum + font.bytes, 0)
    const names = page.fonts.map((font) => fileName(font.url).replace(/-[\w-]{8}\.woff2$/, '')).join(' + ') || 'none'
    lines.push(numericLine(section, `${new URL(page.url).pathname} fonts (${names})`, fontBytes / KB, { max: 100, unit: ' KB', digits: 1 }))
    const imageBytes = page.images.reduce((sum, image) => sum + image.bytes, 0)
    lines.push(infoLine(section, `${new URL(page.url).pathname} images`, `${page.images.length} (${(imageBytes / KB).toFixed(1)} KB)`))
  }
  return { lines, data: pages }
}

async function pageMedia(browser: Browser, url: string): Promise<Omit<PageMedia, 'template' | 'lang'>> {
  const context = await browser.newContext({ viewport: MOBILE })
  const loads: Promise<MediaLoad | null>[] = []
  try {
    const page = await context.newPage()
    page.on('response', (response) => {
      const type = response.request().resourceType()
      if (type !== 'font' && type !== 'image') return
      loads.push(
        response.body().then(
          (body) => ({ url: response.url(), type, bytes: body.length }),
          () => null,
        ),
      )
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.evaluate(() => document.fonts.ready)
    const all = (await Promise.all(loads)).filter((load): load is MediaLoad => load !== null)
    return { url, fonts: all.filter((load) => load.type === 'font'), images: all.filter((load) => load.type === 'image') }
  } finally {
    await context.close()
  }
}

function fileName(url: string): string {
  return new URL(url).pathname.split('/').pop() ?? url
}
