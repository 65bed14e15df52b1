/**
 * CPU per route in workerd, against the Workers Free plan's 10 ms a request. workerd's
 * clock does not move while code runs, so time cannot be read inside the Worker:
 * instead the bench reads the CPU time of the local workerd process that runs the built
 * Worker (the sum of its threads' scheduler time) across N requests of a route, divides
 * by N and subtracts the same for a trivial Worker request (`/robots.txt`: routing and
 * headers only), so the local server's own cost per request cancels out. What remains is
 * the Worker's code plus the local D1, KV, Cache API and mail simulators it calls, which
 * run in the same process: the figures err on the high side of what Cloudflare counts.
 *
 * The same run counts what each route asks of D1 and KV (see workerd.ts), which the
 * Free-plan section turns into the table of daily use.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { deployCost, freePlanLines } from './free-plan.ts'
import { infoLine, numericLine } from './report.ts'
import type { BudgetLine, Measurement } from './report.ts'
import { ADMIN_SCREENS, BENCH_PASSWORD, benchPasswordHash, drawProblem, getPage, getScreen, logIn, newBuild, postContact } from './visits.ts'
import type { Problem } from './visits.ts'
import { INBOX_NEEDLE, startWorkerd } from './workerd.ts'
import type { Usage, WorkerdServer } from './workerd.ts'

/** The Free plan's CPU limit per request. */
const FREE_PLAN_CPU_MS = 10
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
  /** Per request: what the Worker asked of D1 and KV. */
  usage: Usage
}

export interface CpuResult {
  requests: number
  baselineMs: number
  routes: RouteCost[]
}

/** CPU ms per request of `request` (called with 0…n-1), after `warmup` untimed calls. */
async function cpuPerRequest(server: WorkerdServer, n: number, request: (i: number) => Promise<unknown>, warmup = 5): Promise<number> {
  for (let i = 0; i < warmup; i++) await request(n + i)
  const start = server.cpuNs()
  for (let i = 0; i < n; i++) await request(i)
  return (server.cpuNs() - start) / n / 1e6
}

const perRequest = (usage: Usage, n: number): Usage => Object.fromEntries(Object.entries(usage).map(([name, value]) => [name, value / n])) as unknown as Usage

/** Runs every route through the built Worker in workerd; the CPU lines, and each route's cost for the Free-plan table. */
export async function measureCpu(port: number, quick: boolean): Promise<Measurement<CpuResult>> {
  const n = quick ? 12 : 40
  const server = await startWorkerd(port, { ADMIN_PASSWORD_HASH: benchPasswordHash() })
  try {
    const { origin } = server
    await server.usage()
    const baselineMs = await cpuPerRequest(server, n * 2, () => getPage(origin, '/robots.txt'))
    const routes: RouteCost[] = []
    const route = async (name: string, request: (i: number) => Promise<unknown>, warmup = 5) => {
      await sleep(300)
      await server.usage()
      const ms = (await cpuPerRequest(server, n, request, warmup)) - baselineMs
      // Work left for after the answer (waitUntil) settles before the counts are read.
      await sleep(300)
      const usage = await server.usage()
      routes.push({ route: name, ms, usage: perRequest(usage, n + warmup) })
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

    // The inbox of a site that has been answering for years: a view and a search at 10,000 messages.
    await server.seedMessages(INBOX_MESSAGES)
    try {
      for (const [what, path] of INBOX_SCREENS) await route(`${INBOX_PREFIX}${what}`, () => getScreen(origin, path, cookie))
    } finally {
      await server.unseedMessages()
    }

    const section = 'CPU per route in workerd'
    const lines: BudgetLine[] = [
      infoLine(section, 'method', `workerd process CPU (threads' schedstat) over ${n} requests a route, minus /robots.txt's`),
      infoLine(section, '/robots.txt (subtracted)', `${baselineMs.toFixed(2)} ms`),
      ...routes.map(({ route: name, ms }) => numericLine(section, name, ms, { max: FREE_PLAN_CPU_MS, unit: ' ms', digits: 2 })),
      ...routes
        .filter(({ route: name }) => name.startsWith(INBOX_PREFIX))
        .flatMap(({ route: name, usage }) => [
          numericLine(INBOX_SECTION, `${name.slice(INBOX_PREFIX.length)}: D1 rows read`, usage.d1RowsRead, { max: INBOX_MAX_ROWS_READ, digits: 0 }),
          infoLine(INBOX_SECTION, `${name.slice(INBOX_PREFIX.length)}: D1 statements`, usage.d1Statements.toFixed(0)),
        ]),
    ]
    server.stop()
    lines.push(...freePlanLines(routes, deployCost()))
    return { lines, data: { requests: n, baselineMs, routes } }
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
