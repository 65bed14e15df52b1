/**
 * CPU per route in workerd, against the Workers Free plan's 10 ms a request. workerd's
 * clock does not move while code runs, so time cannot be read inside the Worker:
 * instead the bench reads the CPU time of the local workerd process that runs the built
 * Worker (the sum of its own threads' scheduler time; V8's background compiler and
 * collector threads work beside a request, not in it, and are reported apart) across N
 * requests of a route, in five batches, each less a batch of a trivial Worker request
 * (`/robots.txt`: routing and headers only) run just before it, so the local server's own
 * cost per request cancels out, and so does the process's drift over a run; the figure
 * is the median of the five differences. What remains is the Worker's code plus the
 * local D1, KV, Cache API and mail simulators it calls, which run in the same process;
 * on Cloudflare their work is not the Worker's CPU, and subtracting a calibrated cost per
 * call (a `SELECT 1`, a one-row upsert) left 6–8 ms of the D1 simulator in a route.
 *
 * So the figure held to the 10 ms budget is taken by two methods with no simulator in
 * them, which must agree within 1 ms: in the same workerd (`replayCpu`), each route's D1
 * answers recorded once and replayed from the isolate's memory, KV in memory, no mail,
 * cache or log transport, less the same request answered with a stored copy of its
 * answer without the Worker; and the built Worker's fetch handler in Node against
 * `node:sqlite` (cpu-node.ts). The whole process's figures are printed beside them. The
 * cold-isolate rows come from the Node method.
 *
 * The same run counts what each route asks of D1 and KV (see workerd.ts), which the
 * Free-plan section turns into the table of daily use.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { median } from './common.ts'
import { REPLAY_BATCHES, measureColdNode, measureNodeCpu, methodsAgree, nodeCpuLines } from './cpu-node.ts'
import type { NodeRouteCost, ReplayRouteCost } from './cpu-node.ts'
import { deployCost, freePlanLines } from './free-plan.ts'
import { infoLine, numericLine } from './report.ts'
import type { BudgetLine, Measurement } from './report.ts'
import { ADMIN_SCREENS, BENCH_PASSWORD, benchPasswordHash, drawProblem, getPage, getScreen, logIn, newBuild, postContact } from './visits.ts'
import type { Problem } from './visits.ts'
import { INBOX_NEEDLE, startWorkerd } from './workerd.ts'
import type { Usage, WorkerdServer } from './workerd.ts'

const PAGES = [
  { name: 'home', path: '' },
  { name: 'landing page', path: '/use-cases/hotels' },
  { name: 'privacy policy', path: '/privacy-policy' },
] as const
const LANGS = ['en', 'cs', 'ar'] as const

/** The inbox measured at this many messages: its views and search must not read them all. */
const INBOX_MESSAGES = 10_000
const INBOX_SECTION = `Inbox at ${INBOX_MESSAGES.toLocaleString('en')} messages, per screen`
const INBOX_PREFIX = `inbox at ${INBOX_MESSAGES.toLocaleString('en')} messages: `
/** Rows a screen may read: the page shown, the running counts and the pending messages, never the whole table. */
const INBOX_MAX_ROWS_READ = 200
const INBOX_SCREENS = [
  ['the view that needs attention', '/en/admin/inbox'],
  ['all messages', '/en/admin/inbox?view=all'],
  [`a search for one message's word`, `/en/admin/inbox?view=all&q=${INBOX_NEEDLE}`],
] as const

export interface RouteCost {
  route: string
  ms: number
  /** The lowest and highest of the batches' figures, `ms` being their median. */
  spread?: readonly [number, number]
  /** Per request: what the Worker asked of D1 and KV. */
  usage: Usage
}

export interface CpuResult {
  requests: number
  baselineMs: number
  routes: RouteCost[]
  /** The Worker's own CPU per route, in Node against node:sqlite. */
  nodeRoutes: NodeRouteCost[]
  /** The same routes by the second method: in workerd, D1's answers replayed. */
  replayRoutes: ReplayRouteCost[]
  /** Both methods' figures per route, side by side, and whether they agree within 1 ms. */
  ownCpu: { route: string; nodeMs: number; replayMs: number; methodsAgree: boolean }[]
  cold: ReturnType<typeof measureColdNode>
}

/** The route whose Node figure is a workerd route's own; the Cache API's lookup is the platform's work, the rest is the isolate-memory hit's path. */
const NODE_TWIN: Record<string, string> = { 'pages from the edge cache (Cache API)': '/cs from the edge cache (isolate memory)' }

/** A workerd route's own CPU: the Node method's figure for the same route (NaN when Node does not run it). */
export function ownCpuMs(route: string, nodeRoutes: readonly NodeRouteCost[]): number {
  const name = NODE_TWIN[route] ?? route
  return nodeRoutes.find((cost) => cost.route === name)?.ms ?? Number.NaN
}

/** Batches a route's timed requests are split into; the figure is the median batch's. */
const BATCHES = 5
/** How long the work a request leaves for after its answer (waitUntil) is given to settle. */
const SETTLE_MS = 300

/** Process CPU ms per request of `size` calls of `request` (numbered from `first`), read after their later work settled. */
async function batchCpu(server: WorkerdServer, size: number, first: number, request: (i: number) => Promise<unknown>, settleMs = SETTLE_MS): Promise<number> {
  await sleep(settleMs)
  const start = server.cpuNs()
  for (let i = 0; i < size; i++) await request(first + i)
  await sleep(settleMs)
  return (server.cpuNs() - start) / size / 1e6
}

/**
 * CPU ms per request of `request` beyond `baseline` (each called with 0…n-1, after
 * `warmup` untimed calls): five batches of the baseline, each followed by a batch of the
 * request, every one read after the work its requests left for later (waitUntil) has
 * settled; the figure is the median of the five differences, and `baselineMs` the median
 * baseline. Drift in the process (its heap, the database file) moves both sides of a
 * difference alike, and something it does once in a while (a collection, a database
 * checkpoint) lands in one batch and does not move the figure.
 */
async function cpuBeyond(
  server: WorkerdServer,
  n: number,
  request: (i: number) => Promise<unknown>,
  baseline: (i: number) => Promise<unknown>,
  warmup = 5,
  settleMs = SETTLE_MS,
  batches = BATCHES,
): Promise<{ ms: number; spread: [number, number]; baselineMs: number }> {
  for (let i = 0; i < warmup; i++) {
    await baseline(n + i)
    await request(n + i)
  }
  const size = Math.max(1, Math.floor(n / batches))
  const differences: number[] = []
  const baselines: number[] = []
  for (let batch = 0; batch < batches; batch++) {
    const base = await batchCpu(server, size, batch * size, baseline, settleMs)
    differences.push((await batchCpu(server, size, batch * size, request, settleMs)) - base)
    baselines.push(base)
  }
  return { ms: median(differences), spread: [Math.min(...differences), Math.max(...differences)], baselineMs: median(baselines) }
}

/** The header the next requests carry to the workerd wrapper (`record:`, `replay:` or `answer:` and a tape), while set. */
let replayHeader: string | undefined

/** Adds `X-Bench-Replay` to the bench's requests while `replayHeader` is set; answers the function that stops it. */
function sendReplayHeader(): () => void {
  const real = globalThis.fetch
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    if (!replayHeader) return real(input, init)
    const headers = new Headers(init?.headers)
    headers.set('X-Bench-Replay', replayHeader)
    return real(input, { ...init, headers })
  }
  return () => {
    globalThis.fetch = real
  }
}

/** Requests a route's replay figure records before it is timed: the first fills the isolate's memory (KV, hot answers), the second asks what a warm one asks. */
const RECORDINGS = 2
/**
 * Warm-up requests of each kind before the replay batches: enough for V8 to have optimised the
 * route's code, so the first route of a kind (the first landing page) is not timed while its
 * components are still compiling and the routes after it are.
 */
const REPLAY_WARMUP = 15
/** Nothing but the isolate is left working after a replayed answer: a short settle is enough. */
const REPLAY_SETTLE_MS = 50

/**
 * The second method, in workerd: `request` (called with indexes 0…n+RECORDINGS+REPLAY_WARMUP-1)
 * recorded, then timed with D1's answers replayed against the same request answered with a
 * stored copy of its answer (no Worker run), in batches as `cpuBeyond`.
 */
async function replayCpu(server: WorkerdServer, name: string, n: number, request: (i: number) => Promise<unknown>): Promise<ReplayRouteCost> {
  const as = (mode: 'record' | 'replay' | 'answer') => async (i: number) => {
    replayHeader = `${mode}:${name}`
    try {
      await request(i)
    } finally {
      replayHeader = undefined
    }
  }
  for (let i = 0; i < RECORDINGS; i++) await as('record')(n + REPLAY_WARMUP + i)
  const { ms, spread } = await cpuBeyond(server, n, as('replay'), as('answer'), REPLAY_WARMUP, REPLAY_SETTLE_MS, REPLAY_BATCHES)
  const misses = (await server.tapes())[name]?.misses ?? 0
  return { route: name, ms, spread, misses }
}

/** Every route the Node method runs, by the second method in workerd, under the same names. */
async function measureReplayCpu(server: WorkerdServer, n: number, cookie: string | undefined): Promise<ReplayRouteCost[]> {
  const { origin } = server
  const routes: ReplayRouteCost[] = []
  const stop = sendReplayHeader()
  const route = async (name: string, request: (i: number) => Promise<unknown>) => routes.push(await replayCpu(server, name, n, request))
  try {
    for (const lang of LANGS)
      for (const page of PAGES) await route(`/${lang}${page.path} rendered (edge-cache miss)`, () => getPage(origin, `/${lang}${page.path}`, newBuild()))
    const hitBuild = newBuild()
    await route('/cs from the edge cache (isolate memory)', () => getPage(origin, '/cs', hitBuild))
    await route('GET /api/contact/challenge', () => drawProblem(origin))
    // Drawn as a visitor draws them (no replay): each post's problem is a real one.
    const problems: Problem[] = []
    for (let i = 0; i < n + REPLAY_WARMUP + RECORDINGS; i++) problems.push(await drawProblem(origin))
    await route('POST /api/contact (stored, then mailed)', (i) => postContact(origin, problems[i] as Problem))
    await route('POST /api/admin/login, wrong password', () => logIn(origin, `not the ${BENCH_PASSWORD}`))
    await route('POST /api/admin/login, right password', async () => {
      if (!(await logIn(origin, BENCH_PASSWORD))) throw new Error('the bench password was refused')
    })
    for (const screen of ADMIN_SCREENS) await route(`${screen} (signed in)`, () => getScreen(origin, screen, cookie))
  } finally {
    stop()
  }
  return routes
}

const perRequest = (usage: Usage, n: number): Usage => Object.fromEntries(Object.entries(usage).map(([name, value]) => [name, value / n])) as unknown as Usage

/** Runs every route through the built Worker in workerd; the CPU lines, and each route's cost for the Free-plan table. */
export async function measureCpu(port: number, quick: boolean): Promise<Measurement<CpuResult>> {
  const n = quick ? 15 : 60
  // The two methods of the Worker's own CPU are held to 1 ms of each other: batches of at least six requests even in a quick run.
  const ownN = quick ? 30 : 60
  const server = await startWorkerd(port, { ADMIN_PASSWORD_HASH: benchPasswordHash() })
  try {
    const { origin } = server
    await server.usage()
    const robots = () => getPage(origin, '/robots.txt')
    const baselines: number[] = []
    const routes: RouteCost[] = []
    const helpersStart = server.helperCpuNs()
    let requests = 0
    const route = async (name: string, request: (i: number) => Promise<unknown>, warmup = 5) => {
      await sleep(SETTLE_MS)
      await server.usage()
      const { ms, spread, baselineMs } = await cpuBeyond(server, n, request, robots, warmup)
      baselines.push(baselineMs)
      // Work left for after the answer (waitUntil) has settled (cpuBeyond waits for it) before the counts are read.
      const usage = await server.usage()
      routes.push({ route: name, ms, spread, usage: perRequest(usage, n + warmup) })
      requests += n + warmup
    }

    for (const lang of LANGS) {
      for (const page of PAGES) await route(`/${lang}${page.path} rendered (edge-cache miss)`, () => getPage(origin, `/${lang}${page.path}`, newBuild()))
    }
    const hitBuild = newBuild()
    await route('/cs from the edge cache (isolate memory)', () => getPage(origin, '/cs', hitBuild))
    // More pages than the isolate keeps in memory, in turn: every answer comes from the Cache API.
    const many = await sitemapPaths(origin, LANGS)
    for (const path of many) await getPage(origin, path, hitBuild)
    await route('pages from the edge cache (Cache API)', (i) => getPage(origin, many[i % many.length] ?? '/en', hitBuild), 0)
    await route('/sitemap.xml built (miss)', () => getPage(origin, '/sitemap.xml', newBuild()))
    await route('/sitemap-cs.xml built (miss)', () => getPage(origin, '/sitemap-cs.xml', newBuild()))

    const problems: Problem[] = []
    await route('GET /api/contact/challenge', async () => problems.push(await drawProblem(origin)))
    await route('POST /api/contact (stored, then mailed)', (i) => postContact(origin, problems[i] as Problem), 0)

    await route('POST /api/admin/login, wrong password', () => logIn(origin, `not the ${BENCH_PASSWORD}`))
    const sessions: string[] = []
    await route('POST /api/admin/login, right password', async () => {
      const cookie = await logIn(origin, BENCH_PASSWORD)
      if (!cookie) throw new Error('the bench password was refused')
      sessions.push(cookie)
    })
    const cookie = sessions.at(-1)
    for (const screen of ADMIN_SCREENS) await route(`${screen} (signed in)`, () => getScreen(origin, screen, cookie))

    // The second method, before the inbox is seeded, so its screens are the ones Node measures.
    // Twelve requests a batch in a full run (six in a quick one): a batch of three or six moved by ±3 ms with the machine.
    const replayRoutes = await measureReplayCpu(server, ownN * 4, cookie)

    // The inbox of a site that has been answering for years: a view and a search at 10,000 messages.
    await server.seedMessages(INBOX_MESSAGES)
    try {
      for (const [what, path] of INBOX_SCREENS) await route(`${INBOX_PREFIX}${what}`, () => getScreen(origin, path, cookie))
    } finally {
      await server.unseedMessages()
    }

    const helpersMs = (server.helperCpuNs() - helpersStart) / Math.max(1, requests) / 1e6
    const baselineMs = median(baselines)
    const processSection = 'CPU per route in workerd: the whole process (with the local simulators)'
    const calls = ({ usage }: RouteCost) =>
      [
        `${usage.d1Calls.toFixed(1)} D1 (${usage.d1WriteCalls.toFixed(1)} writing ${usage.d1RowsWritten.toFixed(1)} rows)`,
        `${usage.kvReads.toFixed(1)} KV`,
        `${usage.mailSends.toFixed(1)} mail`,
        `${usage.cacheMatches.toFixed(1)} cache lookups`,
        `${usage.cachePuts.toFixed(1)} stores`,
        `${usage.logLines.toFixed(1)} log lines`,
      ].join(', ')
    server.stop()
    // The Worker's own, with no simulator under it: after workerd has stopped, so the two do not share the cores.
    const nodeRoutes = await measureNodeCpu(ownN)
    const cold = measureColdNode(quick ? 3 : 7)
    const lines: BudgetLine[] = [
      ...nodeCpuLines(nodeRoutes, cold, replayRoutes),
      infoLine(
        processSection,
        'method',
        `workerd process CPU (its own threads' schedstat) per request beyond /robots.txt's: the median of ${BATCHES} batches of ${n / BATCHES} a route, each less a batch of /robots.txt run just before it; its D1, KV, cache and mail simulators are in it, so it is not held to the budget`,
      ),
      infoLine(processSection, '/robots.txt (subtracted; the median over the routes)', `${baselineMs.toFixed(2)} ms`),
      infoLine(processSection, "V8's background threads (compiler, collector; not counted)", `${helpersMs.toFixed(2)} ms a request on average over the routes`),
      ...routes.map((cost) => {
        const batches = cost.spread ? `, batches ${cost.spread[0].toFixed(1)}–${cost.spread[1].toFixed(1)}` : ''
        return infoLine(processSection, cost.route, `${cost.ms.toFixed(2)} ms${batches} (calls per request: ${calls(cost)})`)
      }),
      ...routes
        .filter(({ route: name }) => name.startsWith(INBOX_PREFIX))
        .flatMap(({ route: name, usage }) => [
          numericLine(INBOX_SECTION, `${name.slice(INBOX_PREFIX.length)}: D1 rows read`, usage.d1RowsRead, { max: INBOX_MAX_ROWS_READ, digits: 0 }),
          infoLine(INBOX_SECTION, `${name.slice(INBOX_PREFIX.length)}: D1 statements`, usage.d1Statements.toFixed(0)),
        ]),
    ]
    lines.push(...freePlanLines(routes, deployCost(), (cost) => ownCpuMs(cost.route, nodeRoutes)))
    const ownCpu = nodeRoutes.map(({ route: name, ms }) => {
      const replayMs = replayRoutes.find((cost) => cost.route === name)?.ms ?? Number.NaN
      return { route: name, nodeMs: ms, replayMs, methodsAgree: methodsAgree(ms, replayMs) }
    })
    return { lines, data: { requests: n, baselineMs, routes, nodeRoutes, replayRoutes, ownCpu, cold } }
  } finally {
    server.stop()
  }
}

/** Every listed page of the languages, as the Worker's own sitemaps name them. */
async function sitemapPaths(origin: string, langs: readonly string[]): Promise<string[]> {
  const paths: string[] = []
  for (const lang of langs) {
    const xml = await (await fetch(`${origin}/sitemap-${lang}.xml`)).text()
    for (const [, loc = ''] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.push(new URL(loc).pathname)
  }
  return paths
}
