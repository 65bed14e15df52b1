import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/chromium.ts'
import { median, pageUrl } from './common.ts'
import { numericLine } from './report.ts'
import type { BudgetLine, Measurement } from './report.ts'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]

export interface LighthouseScores {
  url: string
  /** Successful runs (failed runs are retried, up to two extra). */
  runs: number
  /** 0–100 per category, median over the runs. */
  scores: Record<Category, number>
  lcpSeconds: number
  tbtMs: number
  cls: number
  /** Every run's numbers, and anything Lighthouse warned about. */
  samples: { scores: Record<Category, number>; lcpSeconds: number; tbtMs: number; cls: number }[]
  warnings: string[]
}

export const LIGHTHOUSE_PAGES = [
  { name: 'home', path: '' },
  { name: 'industry', path: '/use-cases/hotels' },
  { name: 'privacy', path: '/privacy-policy' },
]

/**
 * Lighthouse, mobile (the default config), the median of `runs` runs per page. Budget:
 * performance ≥ 98; accessibility, best practices and SEO 100; LCP ≤ 1.8 s,
 * TBT ≤ 50 ms, CLS ≤ 0.02.
 */
export async function measureLighthouse(
  origin: string,
  pages: readonly { name: string; path: string }[],
  langs: readonly string[],
  runs: number,
): Promise<Measurement<LighthouseScores[]>> {
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS })
  const results: LighthouseScores[] = []
  try {
    for (const lang of langs) {
      for (const page of pages) {
        const url = pageUrl(origin, lang, page.path)
        console.log(`  lighthouse ${url} (${runs}×)`)
        results.push(await lighthousePage(url, chrome.port, runs))
      }
    }
  } finally {
    chrome.kill()
  }
  return { lines: results.flatMap(lighthouseLines), data: results }
}

/** Extra attempts when a run fails outright (e.g. NO_NAVSTART on a busy machine). */
const RETRIES = 2

async function lighthousePage(url: string, port: number, runs: number): Promise<LighthouseScores> {
  const samples: LighthouseScores['samples'] = []
  const warnings = new Set<string>()
  for (let attempt = 0; samples.length < runs && attempt < runs + RETRIES; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    for (const warning of lhr.runWarnings) warnings.add(String(warning))
    if (lhr.runtimeError) {
      // A failed run has no performance score: retry it rather than let it drag the median.
      warnings.add(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
      continue
    }
    const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100)
    const metric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN
    samples.push({
      scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(category)])) as Record<Category, number>,
      lcpSeconds: metric('largest-contentful-paint') / 1000,
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    })
  }
  const middle = (pick: (sample: LighthouseScores['samples'][number]) => number) => median(samples.map(pick).filter(Number.isFinite))
  return {
    url,
    runs: samples.length,
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, middle((sample) => sample.scores[category])])) as Record<Category, number>,
    lcpSeconds: middle((sample) => sample.lcpSeconds),
    tbtMs: middle((sample) => sample.tbtMs),
    cls: middle((sample) => sample.cls),
    samples,
    warnings: [...warnings],
  }
}

function lighthouseLines(result: LighthouseScores): BudgetLine[] {
  const section = 'Lighthouse (mobile, median)'
  const page = new URL(result.url).pathname
  return [
    numericLine(section, `${page} performance`, result.scores.performance, { min: 98 }),
    numericLine(section, `${page} accessibility`, result.scores.accessibility, { min: 100 }),
    numericLine(section, `${page} best practices`, result.scores['best-practices'], { min: 100 }),
    numericLine(section, `${page} SEO`, result.scores.seo, { min: 100 }),
    numericLine(section, `${page} LCP`, result.lcpSeconds, { max: 1.8, unit: ' s', digits: 2 }),
    numericLine(section, `${page} TBT`, result.tbtMs, { max: 50, unit: ' ms' }),
    numericLine(section, `${page} CLS`, result.cls, { max: 0.02, digits: 3 }),
  ]
}
