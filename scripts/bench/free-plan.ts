/**
 * The Workers Free plan's daily limits against what the site uses: the cost of each kind
 * of visit as the CPU section measured it (requests, D1 rows read and written as D1
 * counts them, KV keys read and written), a deploy with nothing changed (the memory
 * import's own count), and a day of 5,000 page views and 20 contact posts.
 *
 * Limits: https://developers.cloudflare.com/workers/platform/limits/ ,
 * https://developers.cloudflare.com/d1/platform/limits/ , https://developers.cloudflare.com/kv/platform/limits/
 */
import { spawnSync } from 'node:child_process'
import { CHILD_ENV } from '../run.ts'
import type { RouteCost } from './cpu.ts'
import { infoLine, numericLine } from './report.ts'
import type { BudgetLine } from './report.ts'
import type { Usage } from './workerd.ts'

export const FREE_PLAN_DAY = { requests: 100_000, d1RowsRead: 5_000_000, d1RowsWritten: 100_000, kvReads: 100_000, kvWrites: 1_000 } as const
const PAGE_VIEWS = 5_000
const CONTACT_POSTS = 20

interface Visit {
  name: string
  requests: number
  /** The Worker's own CPU of its dearest request, and the whole local process's. */
  cpuMs: number
  processMs: number
  usage: Usage
}

/** KV keys an isolate reads for a page's language version, at most once a minute (none for English). */
const VERSION_READ = 1

const NONE: Usage = {
  d1Calls: 0,
  d1WriteCalls: 0,
  d1Statements: 0,
  d1RowsRead: 0,
  d1RowsWritten: 0,
  kvReads: 0,
  kvWrites: 0,
  mailSends: 0,
  cacheMatches: 0,
  cachePuts: 0,
  logLines: 0,
}

function sum(parts: readonly RouteCost[]): Visit['usage'] {
  const total = { ...NONE }
  for (const part of parts) for (const name of Object.keys(total) as (keyof Usage)[]) total[name] += part.usage[name]
  return total
}

/** What a deploy with nothing changed asks of D1 and KV: the import's own count, from a run of it. */
export function deployCost(): Usage | undefined {
  const run = spawnSync('node', ['scripts/translations.ts', 'import', '--local', '--force'], { env: CHILD_ENV, encoding: 'utf8' })
  const found = /D1: (\d+) rows read, (\d+) rows written; KV: (\d+) read, (\d+) written/.exec(run.stdout ?? '')
  if (!found) return undefined
  const [, read, written, kvReads, kvWrites] = found.map(Number) as number[]
  return {
    d1Calls: 0,
    d1WriteCalls: 0,
    d1Statements: 0,
    mailSends: 0,
    cacheMatches: 0,
    cachePuts: 0,
    logLines: 0,
    d1RowsRead: read ?? 0,
    d1RowsWritten: written ?? 0,
    kvReads: kvReads ?? 0,
    kvWrites: kvWrites ?? 0,
  }
}

const describe = (visit: Visit) =>
  `${visit.requests} req, CPU ${visit.cpuMs.toFixed(1)} ms/req (whole local process ${visit.processMs.toFixed(1)}), D1 ${Math.round(visit.usage.d1RowsRead)} read / ${Math.round(visit.usage.d1RowsWritten)} written, KV ${Math.round(visit.usage.kvReads)} read / ${Math.round(visit.usage.kvWrites)} written`

/** The table: cost per kind of visit (CPU: the Worker's own, `ownMs`, of its dearest request), then a day's use of each limit. */
export function freePlanLines(routes: readonly RouteCost[], deploy: Usage | undefined, ownMs: (route: RouteCost) => number): BudgetLine[] {
  const find = (prefix: string) => routes.filter((route) => route.route.startsWith(prefix))
  const visit = (name: string, parts: readonly RouteCost[]): Visit => ({
    name,
    requests: parts.length,
    cpuMs: Math.max(0, ...parts.map(ownMs)),
    processMs: Math.max(0, ...parts.map((part) => part.ms)),
    usage: sum(parts),
  })
  const fromCache = find('pages from the edge cache')
  const rendered = routes.filter((route) => route.route.includes('rendered (edge-cache miss)'))
  const worstRendered = rendered.reduce<RouteCost[]>((worst, route) => (!worst[0] || route.usage.kvReads > worst[0].usage.kvReads ? [route] : worst), [])
  const problem = find('GET /api/contact/challenge')
  const post = find('POST /api/contact')
  const session = [...find('POST /api/admin/login, right'), ...find('/en/admin')]
  const visits = [
    visit('page view, from the edge cache', fromCache),
    visit('page view, rendered (first after a deploy or a translation change)', worstRendered),
    visit('contact form problem (drawn when the form is shown)', problem),
    visit('contact post, stored and mailed', post),
    visit('admin session: login, overview, inbox, translations, one language', session),
  ]
  const costSection = 'Free plan: cost of each visit (measured)'
  const lines: BudgetLine[] = visits.map((item) => infoLine(costSection, item.name, describe(item)))
  if (deploy)
    lines.push(
      infoLine(
        costSection,
        'deploy, nothing changed (memory import)',
        `D1 ${deploy.d1RowsRead} read / ${deploy.d1RowsWritten} written, KV ${deploy.kvReads} read / ${deploy.kvWrites} written`,
      ),
    )

  // A day: every page view shows the contact form (an upper bound: only the home page has it)
  // and lands in an isolate that has not read its language's version this minute; one admin
  // session and one deploy. Renders (a few per page and language after a deploy) are left out.
  const [cached, renderedVisit, problemVisit, postVisit, sessionVisit] = visits as [Visit, Visit, Visit, Visit, Visit]
  const day = {
    requests: PAGE_VIEWS * (cached.requests + problemVisit.requests) + CONTACT_POSTS * postVisit.requests + sessionVisit.requests,
    d1RowsRead:
      PAGE_VIEWS * problemVisit.usage.d1RowsRead + CONTACT_POSTS * postVisit.usage.d1RowsRead + sessionVisit.usage.d1RowsRead + (deploy?.d1RowsRead ?? 0),
    d1RowsWritten: PAGE_VIEWS * problemVisit.usage.d1RowsWritten + CONTACT_POSTS * postVisit.usage.d1RowsWritten + sessionVisit.usage.d1RowsWritten,
    kvReads: PAGE_VIEWS * (cached.usage.kvReads + VERSION_READ) + sessionVisit.usage.kvReads + (deploy?.kvReads ?? 0),
    kvWrites: renderedVisit.usage.kvWrites + sessionVisit.usage.kvWrites + (deploy?.kvWrites ?? 0),
  }
  const daySection = `Free plan: a day of ${PAGE_VIEWS.toLocaleString('en')} page views and ${CONTACT_POSTS} contact posts`
  const share = (value: number, limit: number) => `${Math.round(value).toLocaleString('en')} (${((100 * value) / limit).toFixed(1)} %)`
  const limitLine = (what: string, value: number, limit: number) => ({
    ...numericLine(daySection, what, value, { max: limit }),
    value: share(value, limit),
    budget: `≤ ${limit.toLocaleString('en')}`,
  })
  lines.push(
    infoLine(daySection, 'assumed', 'every page view draws a contact problem and reads its language version from KV; 1 admin session, 1 deploy'),
    limitLine('Worker requests', day.requests, FREE_PLAN_DAY.requests),
    limitLine('D1 rows read', day.d1RowsRead, FREE_PLAN_DAY.d1RowsRead),
    limitLine('D1 rows written', day.d1RowsWritten, FREE_PLAN_DAY.d1RowsWritten),
    limitLine('KV reads', day.kvReads, FREE_PLAN_DAY.kvReads),
    limitLine('KV writes', day.kvWrites, FREE_PLAN_DAY.kvWrites),
  )
  return lines
}
