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
 * - public/favicon.ico, the same 32 px picture in an ICO container, for the browsers,
 *   feed readers and crawlers that ask for /favicon.ico whatever the page links.
 *
 * Run it again after the logo, the brand or the address changes:
 *
 *   node scripts/brand-images.ts
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { runnerImport } from 'vite'

interface Site {
  SITE: { brand: string; assistant: string; platform: string; defaultUrl: string }
}

const OG_IMAGE = 'public/og-image.png'
const FAVICON_ICO = 'public/favicon.ico'
/** The brand face for the link preview, embedded so the page needs no server. */
const FONT = readFileSync('node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2').toString('base64')
// iOS rounds the touch icon's corners itself and shows transparent ones as black,
// so that one is drawn on a full square of the logo's blue.
const ICONS = [
  { path: 'public/favicon-32.png', size: 32, background: 'transparent' },
  { path: 'public/apple-touch-icon.png', size: 180, background: '#3d37c8' },
]
const logo = readFileSync('public/favicon.svg', 'utf8').trim()
const { module } = await runnerImport<Site>('./src/lib/site.ts', { configFile: false, logLevel: 'error' })
const { brand, defaultUrl } = module.SITE
const host = new URL(defaultUrl).host

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`)

// The logo is the favicon itself; the bubbles stand for the conversations the agents hold.
const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><style>
  @font-face { font-family: Manrope; font-weight: 200 800; src: url(data:font/woff2;base64,${FONT}) format('woff2'); }
  * { box-sizing: border-box; margin: 0; }
  body { width: 1200px; height: 630px; font-family: Manrope, system-ui, sans-serif; color: #f8fafc;
    background: radial-gradient(circle at 85% 20%, #3d37c8 0%, transparent 45%), radial-gradient(circle at 10% 110%, #9c2f18 0%, transparent 40%), #0b1020;
    display: flex; align-items: center; padding: 0 88px; gap: 64px; }
  .brand { display: flex; align-items: center; gap: 36px; }
  .brand svg { width: 168px; height: 168px; filter: drop-shadow(0 18px 30px rgba(0, 0, 0, .35)); }
  h1 { font-size: 84px; font-weight: 800; letter-spacing: -3px; }
  p { margin-top: 14px; font-size: 36px; font-weight: 600; color: #ffad93; }
  .bubbles { margin-left: auto; display: grid; gap: 18px; width: 240px; }
  .bubble { height: 54px; border-radius: 27px; background: #2a3557; }
  .bubble.me { background: #4b47e4; width: 80%; justify-self: end; }
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
  writeFileSync(FAVICON_ICO, icoOf(readFileSync(ICONS[0]!.path), ICONS[0]!.size))
  console.log(FAVICON_ICO)
} finally {
  await browser.close()
}

/** An ICO file holding one PNG image (ICO allows PNG entries since Windows Vista; every current browser reads them). */
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(size, 6) // width
  header.writeUInt8(size, 7) // height
  header.writeUInt8(0, 8) // no palette
  header.writeUInt8(0, 9) // reserved
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(png.length, 14) // size of the image data
  header.writeUInt32LE(header.length, 18) // where it starts
  return Buffer.concat([header, png])
}
