/**
 * Draws the brand's pictures from the logo in public/favicon.svg:
 *
 * - public/og-image.png, the 1200 × 630 picture that link previews (Open Graph,
 *   X/Twitter, LinkedIn, Slack) show for every page. It holds only language-neutral
 *   things: the logo, the brand and the site's address, so one image serves all 18
 *   languages.
 * - public/favicon-32.png and public/apple-touch-icon.png, the icons pages link to.
 *   A bitmap icon costs the browser a cheap decode; an SVG icon costs it a whole SVG
 *   document (10–25 ms of main thread on a slow phone, right after the first paint).
 *
 * Run it again after the logo, the brand or the address changes:
 *
 *   node scripts/brand-images.ts
 */
import { existsSync, readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { runnerImport } from 'vite'

interface Site {
  SITE: { brand: string; assistant: string; platform: string; defaultUrl: string }
}

const OG_IMAGE = 'public/og-image.png'
// iOS rounds the touch icon's corners itself and shows transparent ones as black,
// so that one is drawn on a full square of the logo's blue.
const ICONS = [
  { path: 'public/favicon-32.png', size: 32, background: 'transparent' },
  { path: 'public/apple-touch-icon.png', size: 180, background: '#1d4ed8' },
]
const logo = readFileSync('public/favicon.svg', 'utf8').trim()
const { module } = await runnerImport<Site>('./src/lib/site.ts', { configFile: false, logLevel: 'error' })
const { brand, defaultUrl } = module.SITE
const host = new URL(defaultUrl).host

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`)

// The logo is the favicon itself; the bubbles stand for the conversations the agents hold.
const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: 1200px; height: 630px; font-family: 'Noto Sans', system-ui, sans-serif; color: #0f172a;
    background: linear-gradient(135deg, #eff6ff 0%, #ffffff 55%, #dbeafe 100%); display: flex; align-items: center; padding: 0 88px; gap: 64px; }
  .brand { display: flex; align-items: center; gap: 36px; }
  .brand svg { width: 168px; height: 168px; filter: drop-shadow(0 18px 30px rgba(29, 78, 216, .25)); }
  h1 { font-size: 80px; font-weight: 800; letter-spacing: -2px; }
  p { margin-top: 14px; font-size: 36px; font-weight: 600; color: #1d4ed8; }
  .bubbles { margin-left: auto; display: grid; gap: 18px; width: 240px; }
  .bubble { height: 54px; border-radius: 27px; background: #e2e8f0; }
  .bubble.me { background: #1d4ed8; width: 80%; justify-self: end; }
  .bubble.short { width: 62%; }
</style></head><body>
  <div class="brand">
    ${logo}
    <div><h1>${escape(brand)}</h1><p>${escape(host)}</p></div>
  </div>
  <div class="bubbles"><div class="bubble me"></div><div class="bubble"></div><div class="bubble me short"></div><div class="bubble short"></div></div>
</body></html>`

const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
const browser = await chromium.launch({
  executablePath,
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
  await page.setContent(html)
  await page.screenshot({ path: OG_IMAGE })
  console.log(OG_IMAGE)
  for (const { path, size, background } of ICONS) {
    await page.setViewportSize({ width: size, height: size })
    await page.setContent(
      `<!DOCTYPE html><style>* { margin: 0 } body { background: ${background} } svg { display: block; width: ${size}px; height: ${size}px }</style>${logo}`,
    )
    await page.screenshot({ path, omitBackground: true })
    console.log(path)
  }
} finally {
  await browser.close()
}
