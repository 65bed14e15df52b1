import { median } from './common.ts'
import { infoLine } from './report.ts'
import type { Measurement } from './report.ts'

const PAGE = '/use-cases/hotels'
const WARM_REQUESTS = 20

export interface LatencyResult {
  page: string
  /** First request of the page in each language: isolate memory and KV miss, one D1 query of the shipped memory. */
  coldMs: Record<string, number>
  /** Later requests of the same pages: isolate memory. */
  warmMs: number[]
}

/**
 * Response time of a page in a language nobody asked for yet, against the same page
 * once it is warm, on the running server. Runs first, so no language is cached: the
 * shipped memory is in D1 and nothing is in isolate memory or KV. The provider is
 * `none` here; a provider's time comes on top of the cold figure (bounded by
 * TRANSLATION_TIMEOUT_MS). Counts of D1, KV and provider calls come from the tests.
 */
export async function measureLatency(origin: string, langs: readonly string[]): Promise<Measurement<LatencyResult>> {
  const section = 'Request time on the local server (translations from the shipped memory)'
  if (!langs.length) return { lines: [infoLine(section, 'languages', 'no shipped translation memory')], data: { page: PAGE, coldMs: {}, warmMs: [] } }
  const coldMs: Record<string, number> = {}
  for (const lang of langs) coldMs[lang] = await timeRequest(`${origin}/${lang}${PAGE}`)
  const warmMs: number[] = []
  for (let i = 0; i < WARM_REQUESTS; i++) warmMs.push(await timeRequest(`${origin}/${langs[i % langs.length]}${PAGE}`))
  const cold = Object.values(coldMs)
  const format = (values: number[]) => `median ${median(values).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`
  return {
    lines: [
      infoLine(section, `cold ${PAGE}, first request in each of ${cold.length} languages`, format(cold)),
      infoLine(section, `warm ${PAGE}, ${warmMs.length} requests`, format(warmMs)),
    ],
    data: { page: PAGE, coldMs, warmMs },
  }
}

async function timeRequest(url: string): Promise<number> {
  const started = performance.now()
  const response = await fetch(url)
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return performance.now() - started
}
