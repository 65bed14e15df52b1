/**
 * CPU per route that is the Worker's own, by a method with no local simulator in it: the
 * built Worker's fetch handler in Node 22 (see node-worker.ts: D1 is `node:sqlite` in the
 * same thread, KV and mail are in memory), each request's CPU read around the handler and
 * the work it leaves for later as the process's CPU less its helper threads' (see
 * `workerCpuMs`): the thread that runs the Worker, and libuv's threadpool, where Node runs
 * Web Crypto's jobs (the password's PBKDF2, HMAC, digests) that workerd runs in the
 * isolate's thread; V8's compiler and collector threads work beside it, as in workerd, and
 * do not count. D1's own work is taken out (SQLite answering and writing its JSON answer:
 * on Cloudflare D1 answers from its own process); reading the answer back stays in. Each
 * route: warm-up requests, then batches; the figure is the median of the batches' means.
 *
 * Cold isolates: a fresh Node process per sample loads the Worker's modules (startup,
 * reported apart) and answers one request; that first request's CPU, median of the samples.
 *
 * Run alone: `node scripts/bench/cpu-node.ts` prints the lines (the build must exist).
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { median } from './common.ts'
import { loadNodeWorker } from './node-worker.ts'
import type { NodeWorker } from './node-worker.ts'
import { infoLine, numericLine } from './report.ts'
import type { BudgetLine } from './report.ts'
import { ADMIN_SCREENS, BENCH_PASSWORD, benchPasswordHash, drawProblem, getPage, getScreen, logIn, newBuild, postContact } from './visits.ts'
import type { Problem } from './visits.ts'

/** The Free plan's CPU limit per request. */
export const FREE_PLAN_CPU_MS = 10
/** Two methods of the Worker's own CPU agree when their figures are this close. */
export const AGREEMENT_MS = 1
const ENTRY = 'dist/worker/index.js'
const ORIGIN = 'https://karlinlabs.com'
const BATCHES = 5
export const COLD_ROUTES = ['public page', 'contact post', 'wrong login'] as const
export type ColdRoute = (typeof COLD_ROUTES)[number]
export const NODE_METHOD = `the built Worker's fetch handler in Node against node:sqlite and in-memory KV and mail, the process's CPU (process.cpuUsage) less its V8 and Node helper threads' (schedstat), so the thread running it and the threadpool doing its Web Crypto work, less the time inside SQLite (D1's own work), per request, median of ${BATCHES} batches' means`

/** A route's figure from its requests' CPU in order: the median of `batches` consecutive batches' means. */
export function batchFigure(samples: readonly number[], batches = BATCHES): { ms: number; spread: [number, number] } {
  if (!samples.length) return { ms: Number.NaN, spread: [Number.NaN, Number.NaN] }
  const size = Math.max(1, Math.floor(samples.length / batches))
  const means: number[] = []
  for (let start = 0; start + size <= samples.length && means.length < batches; start += size) {
    const batch = samples.slice(start, start + size)
    means.push(batch.reduce((sum, value) => sum + value, 0) / batch.length)
  }
  return { ms: median(means), spread: [Math.min(...means), Math.max(...means)] }
}

/** Whether two methods' figures for a route agree within AGREEMENT_MS. */
export function methodsAgree(a: number, b: number): boolean {
  return Math.abs(a - b) <= AGREEMENT_MS
}

/** Node's threadpool (libuv) threads: Web Crypto's jobs (PBKDF2, HMAC, digests) run there, where workerd runs them in the isolate's thread. */
const THREADPOOL = 'libuv-worker'

/**
 * CPU ms so far of the process's helper threads: V8's compiler and collector and Node's
 * own, which work beside a request as in workerd (and are not counted there either), but
 * not the thread that runs the Worker or the threadpool. Each is read from its scheduler
 * time (`/proc/self/task/<tid>/schedstat`); 0 where /proc cannot say.
 */
function helperThreadsMs(): number {
  let total = 0
  try {
    for (const task of readdirSync('/proc/self/task')) {
      if (Number(task) === process.pid) continue
      try {
        let helper = helperThreads.get(task)
        if (helper === undefined) {
          helper = readFileSync(`/proc/self/task/${task}/comm`, 'utf8').trim() !== THREADPOOL
          helperThreads.set(task, helper)
        }
        if (helper) total += Number(readFileSync(`/proc/self/task/${task}/schedstat`, 'utf8').split(' ')[0]) / 1e6
      } catch {
        // The thread ended while it was read.
      }
    }
  } catch {
    // Not Linux: the whole process.
  }
  return total
}

/** Whether each thread (by id) is a helper, read once from its name. */
const helperThreads = new Map<string, boolean>()

/**
 * CPU ms so far of the thread that runs the Worker and the threadpool that does its Web
 * Crypto work: the process's CPU less its helper threads'. Not `process.threadCpuUsage()`:
 * Linux advances a running thread's own figure only at the scheduler's tick (4 ms here),
 * so a 2 ms request read 0 or 4; the process's figure is exact for the calling thread.
 * A helper running at the moment of a reading is itself a tick behind, in either part
 * alike, so a window read the same way at both ends (helpers, then the process) is off by
 * the tick that fell between, either way, and not one way on average; its cost is the
 * closing reading of /proc, some tens of microseconds.
 */
export function workerCpuMs(): number {
  const helpers = helperThreadsMs()
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000 - helpers
}

/**
 * Lets the visit helpers (which call `fetch` on an origin) reach the Worker in this
 * thread, and adds each request's CPU in the handler to `spent`, less the time SQLite took
 * to answer its statements (D1's work, done outside the Worker on Cloudflare).
 */
function routeFetch(worker: NodeWorker, spent: number[]): () => void {
  const real = globalThis.fetch
  const write = { log: console.log, warn: console.warn, error: console.error }
  // On Cloudflare, Workers Logs collects a line outside the request; here it would be a write to stdout.
  for (const level of ['log', 'warn', 'error'] as const) console[level] = () => undefined
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    if (!request.url.startsWith(ORIGIN)) return real(input, init)
    const start = workerCpuMs()
    const sqlite = worker.db.sqliteMs
    const response = await worker.fetch(request)
    spent.push(workerCpuMs() - start - (worker.db.sqliteMs - sqlite))
    return response
  }
  return () => {
    globalThis.fetch = real
    Object.assign(console, write)
  }
}

export interface NodeRouteCost {
  route: string
  ms: number
  spread: [number, number]
}

/**
 * Each route's CPU in Node; `n` timed requests a route after `warmup` untimed, enough for V8 to
 * have optimised the route's code (with 10, the first landing page measured about 1 ms above
 * the same page in the next language).
 */
export async function measureNodeCpu(n: number, warmup = 30): Promise<NodeRouteCost[]> {
  const worker = await loadNodeWorker(ENTRY, { SESSION_SECRET: 'b'.repeat(64), ADMIN_PASSWORD_HASH: benchPasswordHash() })
  const spent: number[] = []
  const restore = routeFetch(worker, spent)
  const routes: NodeRouteCost[] = []
  const route = async (name: string, request: (i: number) => Promise<unknown>) => {
    for (let i = 0; i < warmup; i++) await request(n + i)
    spent.length = 0
    for (let i = 0; i < n; i++) await request(i)
    routes.push({ route: name, ...batchFigure(spent) })
  }
  try {
    // The pages and languages the workerd section renders, under the same names, so the Free-plan table finds each.
    for (const lang of ['en', 'cs', 'ar'])
      for (const page of ['', '/use-cases/hotels', '/privacy-policy'])
        await route(`/${lang}${page} rendered (edge-cache miss)`, () => getPage(ORIGIN, `/${lang}${page}`, newBuild()))
    const hitBuild = newBuild()
    await route('/cs from the edge cache (isolate memory)', () => getPage(ORIGIN, '/cs', hitBuild))
    await route('GET /api/contact/challenge', () => drawProblem(ORIGIN))
    const problems: Problem[] = []
    for (let i = 0; i < n + warmup; i++) problems.push(await drawProblem(ORIGIN))
    await route('POST /api/contact (stored, then mailed)', (i) => postContact(ORIGIN, problems[i] as Problem))
    await route('POST /api/admin/login, wrong password', () => logIn(ORIGIN, `not the ${BENCH_PASSWORD}`))
    let cookie: string | undefined
    await route('POST /api/admin/login, right password', async () => {
      cookie = await logIn(ORIGIN, BENCH_PASSWORD)
      if (!cookie) throw new Error('the bench password was refused')
    })
    for (const screen of ADMIN_SCREENS) await route(`${screen} (signed in)`, () => getScreen(ORIGIN, screen, cookie))
  } finally {
    restore()
  }
  return routes
}

/**
 * Node loads its web platform (undici's Request and Response, Web Crypto, the encoders)
 * lazily, on first use; workerd has it built in. Used once before the Worker loads, so a
 * cold sample counts the Worker's first request and not Node's own set-up.
 */
async function warmNode(): Promise<void> {
  const request = new Request('https://example.com/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
  await request.json()
  await new Response(new TextEncoder().encode('warm'), { headers: new Headers({ 'X-A': 'b' }) }).text()
  await crypto.subtle.digest('SHA-256', new Uint8Array(1))
  const key = await crypto.subtle.importKey('raw', new Uint8Array(32), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  await crypto.subtle.sign('HMAC', key, new Uint8Array(1))
  new URL('https://example.com/a?b=c').searchParams.get('b')
  new TextDecoder().decode(new Uint8Array(1))
}

/** In a fresh process: loads the Worker, answers `route` once, prints `{ startupMs, firstMs }`. */
async function coldSample(route: ColdRoute): Promise<void> {
  const hash = process.env.BENCH_HASH ?? ''
  await warmNode()
  let start = workerCpuMs()
  const worker = await loadNodeWorker(ENTRY, { SESSION_SECRET: 'c'.repeat(64), ADMIN_PASSWORD_HASH: hash })
  const startupMs = workerCpuMs() - start
  const spent: number[] = []
  const problem =
    route === 'contact post'
      ? await (async () => {
          const { origin } = new URL(ORIGIN)
          const response = await worker.fetch(
            new Request(`${origin}/api/contact/challenge`, { headers: { 'CF-Connecting-IP': '198.18.9.9', Accept: 'application/json' } }),
          )
          const { a, b, token } = (await response.json()) as { a: number; b: number; token: string }
          return { client: '198.18.9.9', token, answer: String(a + b) }
        })()
      : undefined
  const restore = routeFetch(worker, spent)
  start = workerCpuMs()
  if (route === 'public page') await getPage(ORIGIN, '/en')
  else if (route === 'contact post') await postContact(ORIGIN, problem as Problem)
  else await logIn(ORIGIN, 'not the password')
  restore()
  console.log(JSON.stringify({ startupMs, firstMs: spent[0] ?? workerCpuMs() - start }))
}

/** The first request's CPU in fresh processes, median of `samples`, per cold route. */
export function measureColdNode(samples: number): { route: ColdRoute; firstMs: number; startupMs: number; runs: number[] }[] {
  const hash = benchPasswordHash()
  return COLD_ROUTES.map((route) => {
    const firsts: number[] = []
    const startups: number[] = []
    for (let i = 0; i < samples; i++) {
      const result = spawnSync(process.execPath, ['--no-warnings', import.meta.filename, '--cold', route], {
        encoding: 'utf8',
        env: { ...process.env, BENCH_HASH: hash },
      })
      if (result.status !== 0) throw new Error(`a cold ${route} failed: ${result.stderr}`)
      const { startupMs, firstMs } = JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}') as { startupMs: number; firstMs: number }
      firsts.push(firstMs)
      startups.push(startupMs)
    }
    return { route, firstMs: median(firsts), startupMs: median(startups), runs: firsts }
  })
}

/** A route's CPU by the second method (cpu.ts): in workerd, D1's answers replayed. */
export interface ReplayRouteCost {
  route: string
  ms: number
  spread: [number, number]
  /** Statements a timed request made that the recording had no answer for (0, or the figure is not the route's). */
  misses: number
}

/**
 * Batches of a route by the second method: a replayed request costs the process a few
 * milliseconds, and on a shared machine one batch in a few is off by a millisecond or
 * more (a collection, a timer, a neighbour on the core); the median of twenty differences
 * holds against that where five did not.
 */
export const REPLAY_BATCHES = 20
export const REPLAY_METHOD = `the built Worker in workerd (wrangler's local server) with each route's D1 answers recorded once and replayed from the isolate's memory, KV in memory, no mail, cache or log transport: the workerd process's own threads' CPU (schedstat) per request less the same request answered with a stored copy of its answer without the Worker, median of ${REPLAY_BATCHES} batch differences`

/** A route's line: both methods' figures side by side, PASS when both are within 10 ms and they agree within 1 ms. */
export function twoMethodLine(section: string, node: NodeRouteCost, replay: ReplayRouteCost | undefined): BudgetLine {
  const ms = (value: number) => `${value.toFixed(2)} ms`
  const batches = ([low, high]: readonly [number, number]) => `batches ${low.toFixed(1)}–${high.toFixed(1)}`
  const budget = `≤ ${FREE_PLAN_CPU_MS} ms each, agree within ${AGREEMENT_MS} ms`
  if (!replay) return { section, what: node.route, value: `Node ${ms(node.ms)} (${batches(node.spread)}) | workerd replay n/a`, budget, status: 'FAIL' }
  const agree = methodsAgree(node.ms, replay.ms)
  const missed = replay.misses ? `, ${replay.misses} statements not on the tape` : ''
  const value = `Node ${ms(node.ms)} (${batches(node.spread)}) | workerd replay ${ms(replay.ms)} (${batches(replay.spread)}${missed}) | methodsAgree ${agree ? 'yes' : 'no'}`
  const ok = agree && !replay.misses && Math.max(node.ms, replay.ms) <= FREE_PLAN_CPU_MS
  return { section, what: node.route, value, budget, status: ok ? 'PASS' : 'FAIL' }
}

/**
 * The Worker's own CPU lines: each route by both methods against the Free plan's 10 ms and
 * each other (with no second-method figures, the Node figure alone), and the cold isolates.
 */
export function nodeCpuLines(
  routes: readonly NodeRouteCost[],
  cold: ReturnType<typeof measureColdNode>,
  replay: readonly ReplayRouteCost[] = [],
): BudgetLine[] {
  const section = "CPU per route: the Worker's own, by two methods"
  const coldSection = 'Cold isolates in Node: the first request in a fresh process'
  return [
    infoLine(section, 'method 1 (Node)', NODE_METHOD),
    infoLine(section, 'method 2 (workerd, D1 replayed)', REPLAY_METHOD),
    ...routes.map((node) =>
      replay.length
        ? twoMethodLine(
            section,
            node,
            replay.find(({ route }) => route === node.route),
          )
        : numericLine(section, `${node.route} (batches ${node.spread[0].toFixed(1)}–${node.spread[1].toFixed(1)})`, node.ms, {
            max: FREE_PLAN_CPU_MS,
            unit: ' ms',
            digits: 2,
          }),
    ),
    infoLine(
      coldSection,
      'method',
      `a fresh Node process per sample loads the built Worker and answers one request (its startup is the Worker upload's wrangler check startup line); the thread's CPU in that request, median of ${cold[0]?.runs.length ?? 0}`,
    ),
    // Loading the modules is startup, measured in workerd by `wrangler check startup` (Worker upload).
    ...cold.map(({ route, firstMs, runs }) =>
      numericLine(coldSection, `${route}: first request (runs ${runs.map((ms) => ms.toFixed(1)).join(', ')} ms)`, firstMs, {
        max: FREE_PLAN_CPU_MS,
        unit: ' ms',
        digits: 1,
      }),
    ),
  ]
}

if (process.argv[2] === '--cold') await coldSample(process.argv[3] as ColdRoute)
else if (import.meta.filename === process.argv[1]) {
  const { formatTable } = await import('./report.ts')
  const routes = await measureNodeCpu(Number(process.env.BENCH_N ?? 60))
  console.log(formatTable(nodeCpuLines(routes, measureColdNode(Number(process.env.BENCH_COLD ?? 7)))))
}
