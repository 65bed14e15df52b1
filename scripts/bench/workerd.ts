/**
 * The built Worker under wrangler's own server (as `npm start` serves it), behind a thin
 * wrapper module written next to the build for the run (never part of the Worker that
 * is deployed), for the sections that measure what a request costs on the platform:
 *
 * - `X-Bench-Build: <id>` on a request stands for a new deploy (`CF_VERSION_METADATA`),
 *   so that request misses the edge cache, as the first one after a deploy does;
 * - the D1 and KV bindings count what the Worker asks of them: D1's own `rows_read` and
 *   `rows_written` of every statement (read from the answers of the D1 binding's
 *   fetcher, so the Worker's calls and their results stay as they are), KV keys read and
 *   written, messages handed to the Email binding, per request kind;
 *   `GET /__bench/usage` answers the counts since the last call and starts new ones;
 * - `X-Bench-Replay` runs a request for the second CPU method (see cpu.ts): D1's answers
 *   recorded once and replayed from the isolate's memory, KV in memory, no mail, no edge
 *   cache, no log lines, or the route's recorded answer given back without the Worker;
 * - the CPU time of the workerd process that runs the Worker (its D1, KV and asset
 *   simulators too, not wrangler's proxy in front of it): the sum of its own threads'
 *   scheduler time (`/proc/<pid>/task/<tid>/schedstat`, nanoseconds). V8's background
 *   threads (named `V8 DefaultWorker`: the optimising compiler and the concurrent
 *   garbage collector) are read apart: they run beside a request, not in it.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { StartFailure, serveWrappedWorker } from './wrangler-dev.ts'

/** The one seeded message a search for `INBOX_NEEDLE` finds. */
export const INBOX_NEEDLE = 'subcontractors'
const INBOX_NEEDLE_MESSAGE = 'Scheduling our subcontractors is chaos every Monday.'

const WRAPPER_SOURCE = `import worker from './index.js'
const NO_USAGE = { d1Calls: 0, d1WriteCalls: 0, d1Statements: 0, d1RowsRead: 0, d1RowsWritten: 0, kvReads: 0, kvWrites: 0, mailSends: 0, cacheMatches: 0, cachePuts: 0, logLines: 0 }
let usage = { ...NO_USAGE }
// The edge cache's calls, counted on the one Cache object the Worker uses.
const edgeCache = caches.default
const cacheMatch = edgeCache.match.bind(edgeCache)
const cachePut = edgeCache.put.bind(edgeCache)
// A replayed request's keys (its build id starts with 'replay-') never reach the simulator: every lookup misses, a store only reads its answer.
const replayKey = (key) => String(key?.url ?? key).includes('/__edge-cache/replay-')
edgeCache.match = (...a) => { if (replayKey(a[0])) return Promise.resolve(undefined); usage.cacheMatches++; return cacheMatch(...a) }
edgeCache.put = (...a) => { if (replayKey(a[0])) return a[1].arrayBuffer().then(() => undefined); usage.cachePuts++; return cachePut(...a) }
// Replayed requests in flight, with the work they left for later: their log lines are dropped, not written.
let quiet = 0
// Lines the Worker logs: locally each one is written to workerd's output for wrangler to read.
for (const level of ['log', 'warn', 'error']) {
  const write = console[level].bind(console)
  console[level] = (...a) => { if (quiet) return; usage.logLines++; return write(...a) }
}
// A line the size of the Worker's own (an event, an id, a count).
const LOG_LINE = JSON.stringify({ event: 'contact_delivered', id: '00000000-0000-4000-8000-000000000000', attempt: 1 })
// One row written, on the same ten keys every time (removed again by /__bench/unsimulate).
const CALIBRATION_WRITE = 'INSERT INTO rate_limits (key, window_start, count) VALUES (?, 0, 1) ON CONFLICT (key) DO UPDATE SET count = count + 1'
// No larger than the smallest answer the Worker stores (the sitemap index): a store's cost grows with its size.
const SMALL_ANSWER = 'x'.repeat(2 * 1024)
// A message the size of the notification a bench contact post sends (text about 460 bytes, HTML about 1,050).
const NOTIFICATION_TEXT = 'New message from the website contact form.\\n'.repeat(10)
const NOTIFICATION_HTML = '<p dir="auto">New message from the website contact form.</p>\\n'.repeat(17)
// D1's own counts of every statement, read from the answers of the binding's fetcher: the
// Worker's calls (prepare, batch, exec, raw, joins) and their results stay exactly as they are.
function d1(db) {
  const inner = db.fetcher
  if (typeof inner?.fetch !== 'function') throw new Error('the D1 binding has no fetcher to count its answers at: wrangler changed how D1 is bound')
  const fetcher = {
    async fetch(url, init) {
      const response = await inner.fetch(url, init)
      usage.d1Calls++
      try {
        let wrote = false
        for (const result of [await response.clone().json()].flat()) {
          usage.d1Statements++
          usage.d1RowsRead += result?.meta?.rows_read ?? 0
          usage.d1RowsWritten += result?.meta?.rows_written ?? 0
          wrote ||= (result?.meta?.rows_written ?? 0) > 0
        }
        if (wrote) usage.d1WriteCalls++
      } catch {
        // Not an answer with counts (an error page): nothing to add.
      }
      return response
    },
  }
  return new db.constructor(fetcher)
}
const kv = (ns) => new Proxy(ns, {
  get(t, p) {
    const v = Reflect.get(t, p)
    if (typeof v !== 'function') return v
    if (p === 'get' || p === 'getWithMetadata') return (key, ...a) => { usage.kvReads += Array.isArray(key) ? key.length : 1; return v.call(t, key, ...a) }
    if (p === 'put' || p === 'delete') return (...a) => { usage.kvWrites++; return v.apply(t, a) }
    return v.bind(t)
  },
})
// Delivered messages for the inbox lines, numbered and indexed by the migrations' triggers; one holds the searched word.
async function seed(db, n) {
  for (let start = 0; start < n; start += 500) {
    const rows = []
    for (let i = start; i < Math.min(n, start + 500); i++) {
      const text = i === 0 ? '${INBOX_NEEDLE_MESSAGE}' : 'An ordinary question about automation, number ' + i
      rows.push("('bench-seed-" + i + "', " + (Date.now() - (n - i) * 60000) + ", 'Sender " + i + "', 'sender" + i + "@example.com', 'other', '" + text + "', 'en', 'sent', 0)")
    }
    await db.exec('INSERT INTO contact_submissions (id, created_at, full_name, email, help_with, challenge, language, delivery_status, next_attempt_at) VALUES ' + rows.join(','))
  }
}
// The second CPU method: a route's D1 answers recorded from the local D1 once (X-Bench-Replay:
// record:<tape>), then replayed from the isolate's memory (replay:<tape>), so the D1 simulator
// does no work in a timed request; KV is a map in the isolate, mail is dropped, the edge cache
// misses (as on *.workers.dev). answer:<tape> answers with a stored copy of the route's last
// answer without running the Worker: the same request and response through the same server,
// which the bench subtracts.
const tapes = new Map()
const tapeOf = (name) => { let tape = tapes.get(name); if (!tape) { tape = { answers: new Map(), misses: 0, answer: undefined }; tapes.set(name, tape) } return tape }
// A D1 call's keys: its statements with their values, and without (a new id or time each request).
// The exact key is a concatenation; the loose one parses the body, so a replay builds it only when
// the exact key misses: the bench's own bookkeeping is work the Worker would not do.
const exactKey = (url, init) => String(url?.url ?? url) + ' ' + (typeof init?.body === 'string' ? init.body : '')
function looseKey(url, init) {
  const body = typeof init?.body === 'string' ? init.body : ''
  let statements = ''
  try { statements = JSON.stringify([JSON.parse(body)].flat().map((query) => query?.sql)) } catch { statements = body }
  return String(url?.url ?? url) + ' ' + statements
}
function recordingD1(db, tape) {
  const inner = db.fetcher
  return new db.constructor({
    async fetch(url, init) {
      const response = await inner.fetch(url, init)
      const answer = { status: response.status, headers: [...response.headers], text: await response.text() }
      tape.answers.set(exactKey(url, init), answer)
      tape.answers.set(looseKey(url, init), answer)
      return new Response(answer.text, answer)
    },
  })
}
function replayingD1(db, tape) {
  return new db.constructor({
    async fetch(url, init) {
      const answer = tape.answers.get(exactKey(url, init)) ?? tape.answers.get(looseKey(url, init))
      if (!answer) { tape.misses++; return Response.json({ success: false, error: 'a statement the recording did not make' }, { status: 500 }) }
      return new Response(answer.text, answer)
    },
  })
}
const memoryEntries = new Map()
const typed = (value, type) => {
  if (value === undefined) return null
  const kind = typeof type === 'string' ? type : (type?.type ?? 'text')
  if (kind === 'json') return JSON.parse(value)
  if (kind === 'arrayBuffer') return new TextEncoder().encode(value).buffer
  return value
}
const memoryKv = {
  async get(key, type) { return Array.isArray(key) ? new Map(key.map((k) => [k, typed(memoryEntries.get(k)?.value, type)])) : typed(memoryEntries.get(key)?.value, type) },
  async getWithMetadata(key, type) { const entry = memoryEntries.get(key); return { value: typed(entry?.value, type), metadata: entry?.metadata ?? null, cacheStatus: null } },
  async put(key, value, options) { memoryEntries.set(key, { value: typeof value === 'string' ? value : new TextDecoder().decode(value), metadata: options?.metadata ?? null }) },
  async delete(key) { memoryEntries.delete(key) },
  async list(options) { return { keys: [...memoryEntries.keys()].filter((name) => name.startsWith(options?.prefix ?? '')).map((name) => ({ name })), list_complete: true, cacheStatus: null } },
}
async function replayed(request, env, ctx, header) {
  const mode = header.slice(0, header.indexOf(':'))
  const tape = tapeOf(header.slice(mode.length + 1))
  if (mode === 'answer') {
    if (!tape.answer) return new Response('nothing recorded on this tape', { status: 500 })
    return new Response(tape.answer.body, { status: tape.answer.status, headers: tape.answer.headers })
  }
  const later = []
  const context = { waitUntil: (promise) => { later.push(promise); ctx.waitUntil(promise) }, passThroughOnException: () => ctx.passThroughOnException(), props: ctx.props }
  // The header names the mode and the tape: one env for each.
  const stand = envFor(header, () => ({ ...env, DB: (mode === 'record' ? recordingD1 : replayingD1)(env.DB, tape), CACHE: memoryKv, EMAIL: { send: async () => undefined } }))
  quiet++
  try {
    const response = await worker.fetch(request, versioned(header, stand, 'replay-' + (request.headers.get('X-Bench-Build') ?? 'bench')), context)
    if (mode === 'record') tape.answer = { status: response.status, headers: [...response.headers], body: await response.clone().arrayBuffer() }
    return response
  } finally {
    ctx.waitUntil(Promise.allSettled(later).then(() => { quiet-- }))
  }
}
const mail = (binding) => ({ send: (message) => { usage.mailSends++; return binding.send(message) } })
// On Cloudflare every request of a deploy gets the same env object, and the Worker keeps what
// it builds from it (its parsed settings, its database handle) for that object, once per
// isolate; an env made anew for each request would have every request redo that work, and
// reading a binding off workerd's env builds a new wrapper of it. So the env the Worker is
// given is made once per kind of request (counted, or a tape's recording or replay) and
// once per deploy (build id) from that.
const envs = new Map()
function envFor(key, make) {
  let found = envs.get(key)
  if (!found) {
    // A build id per request (a miss after each deploy) would otherwise keep one for every request of a run.
    if (envs.size > 512) envs.clear()
    found = make()
    envs.set(key, found)
  }
  return found
}
const counted = (env) => envFor('counted', () => ({ ...env, DB: d1(env.DB), CACHE: kv(env.CACHE), EMAIL: mail(env.EMAIL) }))
const versioned = (key, base, build) => envFor(key + ' ' + build, () => ({ ...base, CF_VERSION_METADATA: { id: build, tag: '', timestamp: '' } }))
// What one call to a local simulator costs the process: n calls in one request, against
// the same request with none (the Worker's own part of the request then cancels). The
// calls go through the same counting as the Worker's, so the counting cancels too.
async function simulated(env, op, n) {
  for (let i = 0; i < n; i++) {
    if (op === 'd1') await env.DB.prepare('SELECT 1').first()
    else if (op === 'd1-write') await env.DB.prepare(CALIBRATION_WRITE).bind('bench-calibration:' + i).run()
    else if (op === 'log') console.log(LOG_LINE)
    else if (op === 'kv') await env.CACHE.get('__bench-absent-key')
    else if (op === 'mail') await env.EMAIL.send({ from: env.CONTACT_FROM, to: env.CONTACT_TO, subject: 'New message from the website contact form', text: NOTIFICATION_TEXT, html: NOTIFICATION_HTML })
    else if (op === 'cache-match') await edgeCache.match(new Request('https://bench.invalid/absent/' + i))
    else if (op === 'cache-put') await edgeCache.put(new Request('https://bench.invalid/page/' + i), new Response(SMALL_ANSWER, { headers: { 'Cache-Control': 'max-age=60' } }))
    else throw new Error('unknown simulator: ' + op)
  }
}
export default {
  async fetch(request, env, ctx) {
    const path = new URL(request.url).pathname
    if (path === '/__bench/usage') { const answer = Response.json(usage); usage = { ...NO_USAGE }; return answer }
    if (path === '/__bench/unsimulate') { await env.DB.exec("DELETE FROM rate_limits WHERE key LIKE 'bench-calibration:%'"); return new Response('removed') }
    if (path === '/__bench/simulated') { const q = new URL(request.url).searchParams; await simulated(counted(env), q.get('op'), Number(q.get('n'))); return new Response('done') }
    if (path === '/__bench/seed') { await seed(env.DB, Number(new URL(request.url).searchParams.get('n'))); return new Response('seeded') }
    if (path === '/__bench/unseed') { await env.DB.exec("DELETE FROM contact_submissions WHERE id LIKE 'bench-seed-%'"); return new Response('removed') }
    if (path === '/__bench/tapes') return Response.json(Object.fromEntries([...tapes].map(([name, tape]) => [name, { misses: tape.misses, answers: tape.answers.size }])))
    const replay = request.headers.get('X-Bench-Replay')
    if (replay) return replayed(request, env, ctx, replay)
    const build = request.headers.get('X-Bench-Build')
    return worker.fetch(request, build ? versioned('counted', counted(env), build) : counted(env), ctx)
  },
  scheduled: (controller, env, ctx) => worker.scheduled(controller, counted(env), ctx),
}
`

export interface Usage {
  /** Round trips to D1 (a batch is one), and those of them that wrote a row. */
  d1Calls: number
  d1WriteCalls: number
  d1Statements: number
  d1RowsRead: number
  d1RowsWritten: number
  kvReads: number
  kvWrites: number
  /** Messages handed to the Email binding. */
  mailSends: number
  /** Edge-cache (Cache API) lookups and stores. */
  cacheMatches: number
  cachePuts: number
  /** Lines logged (console.log, warn, error). */
  logLines: number
}

/** Calls to a local simulator whose process CPU the bench calibrates (see `simulatorCost`). */
export type SimulatedOp = 'd1' | 'd1-write' | 'kv' | 'mail' | 'cache-match' | 'cache-put' | 'log'

export interface WorkerdServer {
  origin: string
  /** CPU nanoseconds the Worker's workerd process has used so far, in its own threads. */
  cpuNs: () => number
  /** The same in V8's background threads (compiler, collector). */
  helperCpuNs: () => number
  /** What the Worker asked of D1, KV and the Email binding since the last call. */
  usage: () => Promise<Usage>
  /** Makes `n` calls of one kind to a local simulator, in one request and outside the Worker. */
  simulate: (op: SimulatedOp, n: number) => Promise<void>
  /** Removes what the calibration of D1 writes left. */
  unsimulate: () => Promise<void>
  /** Per tape of the second CPU method: statements it had no recorded answer for, and answers recorded. */
  tapes: () => Promise<Record<string, { misses: number; answers: number }>>
  /** Stores `n` delivered messages in the local D1, one of them holding `INBOX_NEEDLE`. */
  seedMessages: (n: number) => Promise<void>
  /** Removes the seeded messages again. */
  unseedMessages: () => Promise<void>
  stop: () => void
}

/** The workerd processes of a process group, but the one serving the public port (wrangler's proxy). */
function workerdProcesses(group: number, port: number): number[] {
  const pids: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      if (command !== 'workerd' || Number(fields[2]) !== group) continue
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(`localhost:${port}`)) continue
      pids.push(Number(entry))
    } catch {
      // The process ended while it was read.
    }
  }
  return pids
}

/** CPU nanoseconds of a process's own threads, or of V8's background threads in it. */
function cpuNanoseconds(pid: number, threads: 'own' | 'v8-helpers'): number {
  let total = 0
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      const helper = readFileSync(`/proc/${pid}/task/${task}/comm`, 'utf8').startsWith('V8 ')
      if (helper !== (threads === 'v8-helpers')) continue
      total += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0])
    } catch {
      // The thread ended while it was read.
    }
  }
  return total
}

/** Starts the wrapped build on `port` with `vars`, waiting until it answers. */
export async function startWorkerd(port: number, vars: Record<string, string> = {}): Promise<WorkerdServer> {
  let pid = 0
  const worker = await serveWrappedWorker('workerd', WRAPPER_SOURCE, port, vars, async ({ child, origin }) => {
    if (!(await fetch(`${origin}/__bench/usage`)).ok) return false
    const pids = workerdProcesses(child.pid ?? 0, port)
    if (pids.length !== 1) throw new StartFailure(`expected one workerd process running the Worker, found ${pids.length}`)
    pid = pids[0] as number
    return true
  })
  const { origin, stop } = worker
  const call = async (path: string) => {
    const response = await fetch(`${origin}${path}`)
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
    return response
  }
  return {
    origin,
    cpuNs: () => cpuNanoseconds(pid, 'own'),
    helperCpuNs: () => cpuNanoseconds(pid, 'v8-helpers'),
    usage: async () => (await call('/__bench/usage')).json() as Promise<Usage>,
    simulate: async (op, n) => void (await call(`/__bench/simulated?op=${op}&n=${n}`)),
    unsimulate: async () => void (await call('/__bench/unsimulate')),
    tapes: async () => (await call('/__bench/tapes')).json() as Promise<Record<string, { misses: number; answers: number }>>,
    seedMessages: async (n) => void (await call(`/__bench/seed?n=${n}`)),
    unseedMessages: async () => void (await call('/__bench/unseed')),
    stop,
  }
}
