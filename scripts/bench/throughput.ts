import { spawnSync } from 'node:child_process'
import { CHILD_ENV } from '../run.ts'
import { STATIC_PATH } from './server.ts'
import { booleanLine, infoLine, numericLine } from './report.ts'
import type { Measurement } from './report.ts'

const CONNECTIONS = 10
const WARM_REQUESTS = 20

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
  pageBytes: number
  staticBytes: number
}

/**
 * Throughput of the warm /en page, answered from the edge cache, against a static file
 * of the same size served by the same local runtime (autocannon, 10 connections).
 * Budget: page ≥ 90% of the static asset; absolute numbers drift on a shared machine,
 * the ratio does not.
 */
export async function measureThroughput(
  origin: string,
  seconds: number,
  sizes: { pageBytes: number; staticBytes: number },
): Promise<Measurement<ThroughputResult>> {
  const pageUrl = `${origin}/en`
  for (let i = 0; i < WARM_REQUESTS; i++) await (await fetch(pageUrl)).arrayBuffer()
  console.log(`  autocannon ${pageUrl} and ${STATIC_PATH}, ${seconds} s each`)
  const page = loadTest(pageUrl, seconds)
  const staticAsset = loadTest(`${origin}${STATIC_PATH}`, seconds)
  const ratio = page.requestsPerSecond / staticAsset.requestsPerSecond
  const section = 'Throughput (warm page from the edge cache)'
  const failures = page.non2xx + page.errors + staticAsset.non2xx + staticAsset.errors
  return {
    lines: [
      infoLine(section, '/en requests/s', `${page.requestsPerSecond.toFixed(0)} (p99 ${page.latencyP99Ms} ms)`),
      infoLine(section, `static twin requests/s`, `${staticAsset.requestsPerSecond.toFixed(0)} (p99 ${staticAsset.latencyP99Ms} ms)`),
      booleanLine(section, 'static twin has the size of /en', sizes.pageBytes === sizes.staticBytes, `${sizes.staticBytes} / ${sizes.pageBytes} B`, 'equal'),
      booleanLine(section, 'non-2xx responses and errors', failures === 0, String(failures), '0'),
      numericLine(section, 'page / static', ratio * 100, { min: 90, unit: ' %' }),
    ],
    data: { page, staticAsset, ratio, ...sizes },
  }
}

interface AutocannonJson {
  requests: { average: number }
  latency: { p99: number }
  non2xx: number
  errors: number
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
