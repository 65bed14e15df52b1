/**
 * Full-page screenshots of pages at desktop (1280 px) and phone (375 px) widths, for
 * looking at what visitors see. Needs a running site (`npm start`).
 *
 *   node scripts/screenshots.ts /en /ar /en/use-cases/hotels
 *
 * Writes PNG files to screenshots/ (not committed) and prints each page's height and how
 * many distinct colours its elements use (text, backgrounds, borders, SVG fills and
 * strokes, transparent ones left out). With `--slices`, also writes the page in
 * screen-high slices, which are easier to look at on a phone-sized page.
 */
import { mkdirSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium.ts'

const base = process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? '8787'}`
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'))
const slices = process.argv.includes('--slices')
const sizes = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 812 },
]

mkdirSync('screenshots', { recursive: true })
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS })
for (const size of sizes) {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, deviceScaleFactor: 1 })
  const page = await context.newPage()
  for (const path of paths.length ? paths : ['/en', '/ar']) {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
    // A full-page capture does not scroll, so sections drawn only near the viewport
    // (content-visibility) would come out blank: draw them all first.
    await page.evaluate(() => {
      for (const section of document.querySelectorAll<HTMLElement>('#main > section, #main ~ footer')) section.style.contentVisibility = 'visible'
    })
    const file = `screenshots/${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${size.name}.png`
    await page.screenshot({ path: file, fullPage: true })
    const { height: pageHeight, colours } = await page.evaluate(() => {
      const used = new Set<string>()
      const properties = ['color', 'background-color', 'border-top-color', 'border-bottom-color', 'border-left-color', 'border-right-color', 'fill', 'stroke']
      for (const element of document.querySelectorAll('body, body *')) {
        const style = getComputedStyle(element)
        for (const property of properties) {
          const value = style.getPropertyValue(property)
          if (value && value !== 'none' && !/^rgba\(.*, 0\)$/.test(value) && value !== 'transparent') used.add(value)
        }
      }
      return { height: document.documentElement.scrollHeight, colours: used.size }
    })
    console.log(`${file}  ${pageHeight} px high, ${colours} colours`)
    if (!slices) continue
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    for (let index = 0; index * size.height * 2 < height; index++) {
      const slice = file.replace('.png', `-${index + 1}.png`)
      const clip = { x: 0, y: index * size.height * 2, width: size.width, height: Math.min(size.height * 2, height - index * size.height * 2) }
      await page.screenshot({ path: slice, fullPage: true, clip })
      console.log(slice)
    }
  }
  await context.close()
}
await browser.close()
