import { spawnSync } from 'node:child_process'
import { CHILD_ENV } from '../run.ts'
import { STATIC_PATH } from './server.ts'
import { median } from './common.ts'
import { booleanLine, infoLine, numericLine } from './report.ts'
import type { Measurement } from './report.ts'

const CONNECTIONS = 10
const WARM_REQUESTS = 20
/** Seconds of load on each URL before the measured runs, not counted. */
const WARM_SECONDS = 2
/** One block of measured turns: each URL as often first as second, so a drift in the machine's load moves both alike. */
export const BLOCK = ['page', 'static', 'static', 'page'] as const

export interface ThroughputPlan {
  /** Blocks of turns (`BLOCK`), one page/static ratio each. */
  blocks: number
  /** Seconds each turn lasts. */
  turnSeconds: number
}

export interface LoadResult {
  url: string
  requestsPerSecond: number
  latencyP99Ms: number
  non2xx: number
  errors: number
}

export interface ThroughputResult {
  page: LoadResult
  staticAsset: LoadResult
  /** The budget's figure: the median of the blocks' page/static ratios. */
  ratio: number
  /** Each block's page/static ratio, in order. */
  blockRatios: number[]
  pageBytes: number
  staticBytes: number
}

/**
 * Throughput of the warm /en page, answered from the edge cache, against a static file
 * of the same size served by the same local runtime (autocannon, 10 connections).
 * Budget: page ≥ 90% of the static asset. Both URLs get a short unmeasured load first;
 * then short turns in blocks of page, static, static, page. On this machine a turn's
 * requests/s moves by a fifth with what else runs, more than the page and the file differ,
 * so one long turn of each decides little: each block gives a ratio of turns taken seconds
 * apart, and the figure is the median block, which one disturbed block cannot move.
 */
export async function measureThroughput(
  origin: string,
  plan: ThroughputPlan,
  sizes: { pageBytes: number; staticBytes: number },
): Promise<Measurement<ThroughputResult>> {
  const pageUrl = `${origin}/en`
  for (let i = 0; i < WARM_REQUESTS; i++) await (await fetch(pageUrl)).arrayBuffer()
  const staticUrl = `${origin}${STATIC_PATH}`
  console.log(
    `  autocannon ${pageUrl} and ${STATIC_PATH}, ${WARM_SECONDS} s each unmeasured, then ${plan.blocks} blocks of ${plan.turnSeconds} s turns (${BLOCK.join(', ')})`,
  )
  loadTest(pageUrl, WARM_SECONDS)
  loadTest(staticUrl, WARM_SECONDS)
  const pageRuns: LoadResult[] = []
  const staticRuns: LoadResult[] = []
  const blockRatios: number[] = []
  for (let block = 0; block < plan.blocks; block++) {
    const runs = BLOCK.map((which) => ({ which, run: loadTest(which === 'page' ? pageUrl : staticUrl, plan.turnSeconds) }))
    const of = (which: string) => runs.filter((turn) => turn.which === which).map((turn) => turn.run)
    pageRuns.push(...of('page'))
    staticRuns.push(...of('static'))
    blockRatios.push(blockRatio(of('page'), of('static')))
  }
  const page = combined(pageRuns)
  const staticAsset = combined(staticRuns)
  const ratio = median(blockRatios)
  const section = 'Throughput (warm page from the edge cache)'
  const failures = page.non2xx + page.errors + staticAsset.non2xx + staticAsset.errors
  const percent = (value: number) => `${(value * 100).toFixed(0)}`
  return {
    lines: [
      infoLine(section, '/en requests/s', `${page.requestsPerSecond.toFixed(0)} (mean of ${pageRuns.length} turns; p99 ${page.latencyP99Ms} ms)`),
      infoLine(
        section,
        'static twin requests/s',
        `${staticAsset.requestsPerSecond.toFixed(0)} (mean of ${staticRuns.length} turns; p99 ${staticAsset.latencyP99Ms} ms)`,
      ),
      infoLine(section, 'page / static per block', `${blockRatios.map(percent).join(', ')} %`),
      booleanLine(section, 'static twin has the size of /en', sizes.pageBytes === sizes.staticBytes, `${sizes.staticBytes} / ${sizes.pageBytes} B`, 'equal'),
      booleanLine(section, 'non-2xx responses and errors', failures === 0, String(failures), '0'),
      numericLine(section, 'page / static (median block)', ratio * 100, { min: 90, unit: ' %' }),
    ],
    data: { page, staticAsset, ratio, blockRatios, ...sizes },
  }
}

/** A block's page/static ratio: the mean requests/s of its page turns over that of its static turns. */
export function blockRatio(pageRuns: readonly LoadResult[], staticRuns: readonly LoadResult[]): number {
  return combined(pageRuns).requestsPerSecond / combined(staticRuns).requestsPerSecond
}

interface AutocannonJson {
  requests: { average: number }
  latency: { p99: number }
  non2xx: number
  errors: number
}

/** Runs of equal length as one: their mean requests/s, their worst p99, their failures summed. */
export function combined(runs: readonly LoadResult[]): LoadResult {
  const sum = (pick: (run: LoadResult) => number) => runs.reduce((total, run) => total + pick(run), 0)
  return {
    url: runs[0]?.url ?? '',
    requestsPerSecond: runs.length ? sum((run) => run.requestsPerSecond) / runs.length : Number.NaN,
    latencyP99Ms: Math.max(...runs.map((run) => run.latencyP99Ms)),
    non2xx: sum((run) => run.non2xx),
    errors: sum((run) => run.errors),
  }
}

/** One autocannon run through its CLI (`--json`), which needs no type declarations. */
function loadTest(url: string, seconds: number): LoadResult {
  const result = spawnSync('autocannon', ['--json', '-c', String(CONNECTIONS), '-d', String(seconds), url], {
    env: CHILD_ENV,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  })
  if (result.status !== 0) throw new Error(`autocannon failed: ${result.stderr}`)
  const json = JSON.parse(result.stdout) as AutocannonJson
  return { url, requestsPerSecond: json.requests.average, latencyP99Ms: json.latency.p99, non2xx: json.non2xx, errors: json.errors }
}
