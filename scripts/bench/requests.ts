import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { CHILD_ENV } from '../run.ts'
import { booleanLine, infoLine } from './report.ts'
import type { BudgetLine, Measurement } from './report.ts'

const TEST_DIR = 'tests/integration'
const TEST_FILES = /^translation.*\.test\.ts$/
/** The integration tests that count D1 round trips, KV reads and provider requests are named "costs …". */
const COST_TESTS = 'costs'

interface CostFigures {
  d1: number
  kvReads: number
  providerRequests: number
  ms: number
}

/** What the cost tests record in their task meta (tests/integration/translation.test.ts). */
interface RequestCost {
  page: string
  lang: string
  strings: number
  missing?: number
  cold?: CostFigures
  warm?: CostFigures
  freshIsolate?: CostFigures
}

export interface RequestCostResult {
  files: string[]
  tests: { title: string; status: string; failure?: string; cost?: RequestCost }[]
  /** The end of vitest's output when it ran no cost test. */
  error?: string
}

interface VitestJson {
  testResults: { assertionResults: { title: string; status: string; failureMessages?: string[]; meta?: { requestCost?: RequestCost } }[] }[]
}

/**
 * Warm and cold request costs (0 D1 queries and ≤ 1 KV read warm; ≤ 2 D1 round trips and
 * ⌈missing / 50⌉ provider requests cold). The Worker does not expose these counts, so
 * the bench runs the integration tests that count them (in workerd, against real local
 * D1 and KV and a fake provider over HTTP) and reports the figures they record.
 */
export function measureRequestCosts(outputFile: string): Measurement<RequestCostResult> {
  const section = 'Request costs (D1, KV, provider)'
  const files = existsSync(TEST_DIR)
    ? readdirSync(TEST_DIR)
        .filter((file) => TEST_FILES.test(file))
        .map((file) => join(TEST_DIR, file))
    : []
  const pointer = infoLine(section, 'counted by', `${TEST_DIR}/translation*.test.ts`)
  if (!files.length) return { lines: [pointer], data: { files, tests: [] } }
  console.log(`  vitest ${files.join(' ')} -t "${COST_TESTS}"`)
  let tests: RequestCostResult['tests'] = []
  let error = ''
  // One retry: a vitest started while another workerd test run holds shared state can exit at once.
  for (let attempt = 0; attempt < 2 && !tests.length; attempt++) {
    rmSync(outputFile, { force: true })
    const run = spawnSync('vitest', ['run', ...files, '-t', COST_TESTS, '--reporter=json', `--outputFile=${outputFile}`], { env: CHILD_ENV, encoding: 'utf8' })
    tests = existsSync(outputFile) ? costTests(JSON.parse(readFileSync(outputFile, 'utf8')) as VitestJson) : []
    error = `${run.stderr ?? ''}`.trim().split('\n').slice(-3).join(' ')
  }
  if (!tests.length) return { lines: [pointer, infoLine(section, 'tests', `vitest ran no cost test: ${error}`.slice(0, 160))], data: { files, tests, error } }
  return {
    lines: [
      pointer,
      ...tests.flatMap((test) => [
        booleanLine(section, test.title, test.status === 'passed', test.failure ?? test.status, 'passes'),
        ...costLines(section, test.cost),
      ]),
    ],
    data: { files, tests },
  }
}

/** The figures behind a cost test: one line per request kind, checked against the budgets in docs/architecture.md. */
function costLines(section: string, cost: RequestCost | undefined): BudgetLine[] {
  if (!cost) return []
  const page = `/${cost.lang}${cost.page === 'home' ? '' : cost.page}`
  const describe = (figures: CostFigures) =>
    `${figures.d1} D1, ${figures.kvReads} KV reads, ${figures.providerRequests} provider requests, ${figures.ms.toFixed(1)} ms`
  const lines: BudgetLine[] = []
  if (cost.cold) {
    const missing = cost.missing ?? 0
    const allowed = Math.ceil(missing / 50)
    const ok = cost.cold.d1 <= 2 && cost.cold.providerRequests <= allowed
    lines.push(booleanLine(section, `cold ${page}: ${cost.strings} strings, ${missing} to translate`, ok, describe(cost.cold), `≤ 2 D1, ≤ ${allowed} provider`))
  }
  if (cost.warm)
    lines.push(booleanLine(section, `warm ${page} (isolate memory)`, cost.warm.d1 === 0 && cost.warm.kvReads <= 1, describe(cost.warm), '0 D1, ≤ 1 KV'))
  if (cost.freshIsolate) {
    const ok = cost.freshIsolate.d1 === 0 && cost.freshIsolate.kvReads <= 1
    lines.push(booleanLine(section, `warm ${page} (fresh isolate, from KV)`, ok, describe(cost.freshIsolate), '0 D1, ≤ 1 KV'))
  }
  return lines
}

function costTests(json: VitestJson): RequestCostResult['tests'] {
  return json.testResults
    .flatMap((file) => file.assertionResults)
    .filter((test) => test.status !== 'skipped' && test.status !== 'pending')
    .map((test) => ({ title: test.title, status: test.status, failure: test.failureMessages?.[0]?.split('\n')[0], cost: test.meta?.requestCost }))
}
