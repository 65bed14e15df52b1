/**
 * CPU per route that is the Worker's own, by a method with no local simulator in it: the
 * built Worker's fetch handler in Node 22 (see node-worker.ts: D1 is `node:sqlite` in the
 * same thread, KV and mail are in memory), each request's CPU read with
 * `process.threadCpuUsage()` around the handler and the work it leaves for later, so only
 * the thread that runs the Worker counts (V8's compiler and collector threads work beside
 * it, as in workerd). Each route: warm-up requests, then batches; the figure is the median
 * of the batches' means.
 *
 * Cold isolates: a fresh Node process per sample loads the Worker's modules (startup,
 * reported apart) and answers one request; that first request's CPU, median of the samples.
 *
 * Run alone: `node scripts/bench/cpu-node.ts` prints the lines (the build must exist).
 */
import { spawnSync } from 'node:child_process'
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
export const NODE_METHOD = `the built Worker's fetch handler in Node against node:sqlite and in-memory KV and mail, the running thread's CPU (process.threadCpuUsage) per request, median of ${BATCHES} batches' means`

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

const threadMs = () => {
  const { user, system } = process.threadCpuUsage()
  return (user + system) / 1000
}

/**
 * Lets the visit helpers (which call `fetch` on an origin) reach the Worker in this
 * thread, and adds each request's CPU in the handler to `spent`.
 */
function routeFetch(worker: NodeWorker, spent: number[]): () => void {
  const real = globalThis.fetch
  const write = { log: console.log, warn: console.warn, error: console.error }
  // On Cloudflare, Workers Logs collects a line outside the request; here it would be a write to stdout.
  for (const level of ['log', 'warn', 'error'] as const) console[level] = () => undefined
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    if (!request.url.startsWith(ORIGIN)) return real(input, init)
    const start = threadMs()
    const response = await worker.fetch(request)
    spent.push(threadMs() - start)
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

/** Each route's CPU in Node; `n` timed requests a route after `warmup` untimed. */
export async function measureNodeCpu(n: number, warmup = 10): Promise<NodeRouteCost[]> {
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
  let start = threadMs()
  const worker = await loadNodeWorker(ENTRY, { SESSION_SECRET: 'c'.repeat(64), ADMIN_PASSWORD_HASH: hash })
  const startupMs = threadMs() - start
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
  start = threadMs()
  if (route === 'public page') await getPage(ORIGIN, '/en')
  else if (route === 'contact post') await postContact(ORIGIN, problem as Problem)
  else await logIn(ORIGIN, 'not the password')
  restore()
  console.log(JSON.stringify({ startupMs, firstMs: spent[0] ?? threadMs() - start }))
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

/** The Node method's lines: each route against the Free plan's 10 ms, and the cold isolates. */
export function nodeCpuLines(routes: readonly NodeRouteCost[], cold: ReturnType<typeof measureColdNode>): BudgetLine[] {
  const section = "CPU per route in Node (node:sqlite): the Worker's own"
  const coldSection = 'Cold isolates in Node: the first request in a fresh process'
  return [
    infoLine(section, 'method', NODE_METHOD),
    ...routes.map(({ route, ms, spread }) =>
      numericLine(section, `${route} (batches ${spread[0].toFixed(1)}–${spread[1].toFixed(1)})`, ms, { max: FREE_PLAN_CPU_MS, unit: ' ms', digits: 2 }),
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
