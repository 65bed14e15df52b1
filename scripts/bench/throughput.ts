import { spawnSync } from 'node:child_process'
import { CHILD_ENV } from '../run.ts'
import { STATIC_PATH } from './server.ts'
import { booleanLine, infoLine, numericLine } from './report.ts'
import type { Measurement } from './report.ts'

const CONNECTIONS = 10
const WARM_REQUESTS = 20
/** Seconds of load on each URL before the measured runs, not counted. */
const WARM_SECONDS = 2
/** The measured runs, in turns: each URL as often first as second, so a drift in the machine's load moves both alike. */
export const TURNS = ['page', 'static', 'static', 'page'] as const

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
  ratio: number
  /** The measured turns of each, in order. */
  pageRuns: LoadResult[]
  staticRuns: LoadResult[]
  pageBytes: number
  staticBytes: number
}

/**
 * Throughput of the warm /en page, answered from the edge cache, against a static file
 * of the same size served by the same local runtime (autocannon, 10 connections).
 * Budget: page ≥ 90% of the static asset; absolute numbers drift on a shared machine,
 * the ratio less so. Both URLs get a short unmeasured load first, then the measured
 * seconds are split into turns in the order page, static, static, page: one run of each,
 * page first, left the page the local server's warm-up (its first connections, its request
 * path compiled) and any drift in the machine's load.
 */
export async function measureThroughput(
  origin: string,
  seconds: number,
  sizes: { pageBytes: number; staticBytes: number },
): Promise<Measurement<ThroughputResult>> {
  const pageUrl = `${origin}/en`
  for (let i = 0; i < WARM_REQUESTS; i++) await (await fetch(pageUrl)).arrayBuffer()
  const staticUrl = `${origin}${STATIC_PATH}`
  console.log(`  autocannon ${pageUrl} and ${STATIC_PATH}, ${WARM_SECONDS} s each unmeasured, then ${seconds} s each in turns (${TURNS.join(', ')})`)
  loadTest(pageUrl, WARM_SECONDS)
  loadTest(staticUrl, WARM_SECONDS)
  const turn = Math.max(1, Math.round(seconds / 2))
  const pageRuns: LoadResult[] = []
  const staticRuns: LoadResult[] = []
  for (const which of TURNS) {
    if (which === 'page') pageRuns.push(loadTest(pageUrl, turn))
    else staticRuns.push(loadTest(staticUrl, turn))
  }
  const page = combined(pageRuns)
  const staticAsset = combined(staticRuns)
  const ratio = page.requestsPerSecond / staticAsset.requestsPerSecond
  const turns = (runs: readonly LoadResult[]) => runs.map((run) => run.requestsPerSecond.toFixed(0)).join(', ')
  const section = 'Throughput (warm page from the edge cache)'
  const failures = page.non2xx + page.errors + staticAsset.non2xx + staticAsset.errors
  return {
    lines: [
      infoLine(section, '/en requests/s', `${page.requestsPerSecond.toFixed(0)} (turns ${turns(pageRuns)}; p99 ${page.latencyP99Ms} ms)`),
      infoLine(
        section,
        `static twin requests/s`,
        `${staticAsset.requestsPerSecond.toFixed(0)} (turns ${turns(staticRuns)}; p99 ${staticAsset.latencyP99Ms} ms)`,
      ),
      booleanLine(section, 'static twin has the size of /en', sizes.pageBytes === sizes.staticBytes, `${sizes.staticBytes} / ${sizes.pageBytes} B`, 'equal'),
      booleanLine(section, 'non-2xx responses and errors', failures === 0, String(failures), '0'),
      numericLine(section, 'page / static', ratio * 100, { min: 90, unit: ' %' }),
    ],
    data: { page, staticAsset, ratio, pageRuns, staticRuns, ...sizes },
  }
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
