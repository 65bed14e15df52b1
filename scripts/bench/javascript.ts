import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Response } from 'playwright-core'
import { DESKTOP, KB, MOBILE, gzipSize, pageUrl } from './common.ts'
import type { Template } from './common.ts'
import { booleanLine, infoLine, numericLine } from './report.ts'
import type { BudgetLine, Measurement } from './report.ts'

/** Present in React's core and in react-dom, in no other code. */
const REACT_MARKER = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'
const ROI_CHUNK = /\/roi-calculator-[\w-]+\.js$/
/** Idle islands hydrate in `requestIdleCallback`; this leaves them time to. */
const SETTLE_MS = 2000

export interface ScriptLoad {
  url: string
  bytes: number
  gzipBytes: number
  /** The encoding the server used, if any; sizes are always recomputed with gzip -9. */
  servedEncoding: string | null
  react: boolean
}

export interface PageScripts {
  template: string
  url: string
  viewport: 'mobile' | 'desktop'
  gzipBytes: number
  scripts: ScriptLoad[]
}

export interface JavaScriptResult {
  pages: PageScripts[]
  reactChunks: string[]
  roiOnHome: boolean
}

/**
 * JavaScript loaded before any interaction: every script response after network idle
 * plus 2 s, gzip -9. Budget: ≤ 1.5 KB on any page (the island loader alone; 80 KB was
 * the first budget, before islands waited for the visitor), one React chunk with the same URL on
 * every page and language, and the ROI calculator not loaded on home until opened.
 */
/** What any page may load before interaction: the island loader, and nothing else. */
const BEFORE_INTERACTION_MAX_BYTES = 1536

export async function measureJavaScript(
  browser: Browser,
  origin: string,
  templates: readonly Template[],
  langs: readonly string[],
): Promise<Measurement<JavaScriptResult>> {
  const pages: PageScripts[] = []
  for (const lang of langs) {
    for (const template of templates) {
      // Islands that load when visible differ by viewport: measure both and judge the larger.
      for (const viewport of ['mobile', 'desktop'] as const) {
        pages.push({ template: template.name, ...(await pageScripts(browser, pageUrl(origin, lang, template.path), viewport)) })
      }
    }
  }
  const reactSets = new Set(pages.map((page) => reactUrls(page).join(' ')))
  const reactChunks = [...new Set(pages.flatMap(reactUrls))]
  const homes = pages.filter((page) => page.template === 'home')
  const roiOnHome = homes.some((page) => page.scripts.some((script) => ROI_CHUNK.test(script.url)))
  const section = 'JavaScript before interaction (gzip)'
  const lines: BudgetLine[] = []
  for (let i = 0; i < pages.length; i += 2) {
    const [mobile, desktop] = [pages[i], pages[i + 1]]
    if (!mobile || !desktop) continue
    const worst = Math.max(mobile.gzipBytes, desktop.gzipBytes)
    lines.push(
      numericLine(section, `${new URL(mobile.url).pathname} (mobile ${mobile.gzipBytes} B, desktop ${desktop.gzipBytes} B)`, worst, {
        max: BEFORE_INTERACTION_MAX_BYTES,
        unit: ' B',
        digits: 0,
      }),
    )
  }
  // Islands hydrate on interaction or visibility, so a page that is only read may load no
  // React at all; whether React is one shared chunk is a property of the build.
  const builtReact = reactChunksInBuild()
  lines.push(
    booleanLine(
      section,
      'React before interaction: none, or the same URLs on every page',
      reactSets.size === 1,
      reactChunks.map(fileName).join(' + ') || 'none',
      'shared',
    ),
    booleanLine(section, 'React in one content-hashed chunk (build)', builtReact.length === 1, builtReact.join(' + ') || 'none', '1'),
    booleanLine(section, 'ROI calculator on home before interaction', !roiOnHome, roiOnHome ? 'loaded' : 'not loaded', 'not loaded'),
    infoLine(section, 'scripts on home (desktop)', describeScripts(homes.find((page) => page.viewport === 'desktop'))),
  )
  return { lines, data: { pages, reactChunks, roiOnHome } }
}

async function pageScripts(browser: Browser, url: string, viewport: 'mobile' | 'desktop'): Promise<Omit<PageScripts, 'template'>> {
  const context = await browser.newContext({ viewport: viewport === 'mobile' ? MOBILE : DESKTOP })
  const loads: Promise<ScriptLoad | null>[] = []
  try {
    const page = await context.newPage()
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') loads.push(scriptLoad(response))
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.waitForTimeout(SETTLE_MS)
    await page.waitForLoadState('networkidle')
    const scripts = (await Promise.all(loads)).filter((load): load is ScriptLoad => load !== null)
    return { url, viewport, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0), scripts }
  } finally {
    await context.close()
  }
}

async function scriptLoad(response: Response): Promise<ScriptLoad | null> {
  try {
    const body = await response.body()
    const text = body.toString('utf8')
    return {
      url: response.url(),
      bytes: body.length,
      gzipBytes: gzipSize(body),
      servedEncoding: (await response.headerValue('content-encoding')) ?? null,
      react: text.includes(REACT_MARKER),
    }
  } catch {
    // A response without a body (redirect, aborted): nothing was executed.
    return null
  }
}

/** Files of the client build that contain React's internals. */
function reactChunksInBuild(): string[] {
  const dir = 'dist/client/assets'
  return readdirSync(dir).filter((file) => file.endsWith('.js') && readFileSync(join(dir, file), 'utf8').includes(REACT_MARKER))
}

function reactUrls(page: PageScripts): string[] {
  return page.scripts
    .filter((script) => script.react)
    .map((script) => script.url)
    .sort()
}

/** "10 scripts, largest hydrate-….js 55.2 KB": the full list is in the JSON report. */
function describeScripts(page: PageScripts | undefined): string {
  if (!page?.scripts.length) return 'none'
  const largest = page.scripts.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a))
  return `${page.scripts.length} scripts, largest ${fileName(largest.url)} ${kb(largest.gzipBytes)}`
}

function fileName(url: string): string {
  return new URL(url).pathname.split('/').pop() ?? url
}

function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`
}
