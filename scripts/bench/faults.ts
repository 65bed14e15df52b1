/**
 * `faults`: the built Worker under wrangler's own server (as `npm start` serves it), with
 * faults injected into its bindings by a thin wrapper module written next to the build
 * for the run (never part of the Worker that is deployed):
 *
 * - D1 fails half of its calls for 10 s while 50 submissions arrive: every submission
 *   answered 200 has its row, and after recovery every row is delivered exactly once.
 * - E-mail is down while 50 submissions arrive: all are delivered within two cron runs
 *   after it is back, none twice.
 * - KV fails (reads throw, writes answer 429 as KV does past one write a second per key)
 *   while pages in languages this isolate has not rendered yet are requested, many at
 *   once: every page 200 and fully translated from D1, no KV write accepted.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { booleanLine, infoLine, numericLine } from './report.ts'
import type { Measurement } from './report.ts'
import { serveWrappedWorker } from './wrangler-dev.ts'

/** The wrapper: the built Worker with its D1, KV and e-mail bindings behind switches, and a control API under /__bench/. */
const WRAPPER_SOURCE = `import worker from './index.js'
const state = { d1FailRate: 0, emailDown: false, kvDown: false, d1Calls: 0, d1Failed: 0, kvReadErrors: 0, kvWritesRefused: 0, emailRefused: 0, sent: [] }
const inner = new WeakMap()
const d1Fault = () => state.d1FailRate > 0 && Math.random() < state.d1FailRate
function statement(target) {
  const proxy = new Proxy(target, {
    get(t, p) {
      const v = Reflect.get(t, p)
      if (typeof v !== 'function') return v
      if (p === 'bind') return (...a) => statement(v.apply(t, a))
      if (p === 'all' || p === 'run' || p === 'raw' || p === 'first')
        return (...a) => {
          state.d1Calls++
          if (d1Fault()) { state.d1Failed++; return Promise.reject(new Error('D1_ERROR: Network connection lost.')) }
          return v.apply(t, a)
        }
      return v.bind(t)
    },
  })
  inner.set(proxy, target)
  return proxy
}
const d1 = (db) => new Proxy(db, {
  get(t, p) {
    if (p === 'prepare') return (q) => statement(t.prepare(q))
    if (p === 'batch') return (list) => {
      state.d1Calls++
      if (d1Fault()) { state.d1Failed++; return Promise.reject(new Error('D1_ERROR: Network connection lost.')) }
      return t.batch(list.map((s) => inner.get(s) ?? s))
    }
    const v = Reflect.get(t, p)
    return typeof v === 'function' ? v.bind(t) : v
  },
})
const kv = (ns) => new Proxy(ns, {
  get(t, p) {
    const v = Reflect.get(t, p)
    if (typeof v !== 'function') return v
    if (p === 'get' || p === 'getWithMetadata' || p === 'list')
      return (...a) => { if (state.kvDown) { state.kvReadErrors++; return Promise.reject(new Error('KV GET failed: 500 Internal Server Error')) } return v.apply(t, a) }
    if (p === 'put' || p === 'delete')
      return (...a) => { if (state.kvDown) { state.kvWritesRefused++; return Promise.reject(new Error('KV PUT failed: 429 Too Many Requests')) } return v.apply(t, a) }
    return v.bind(t)
  },
})
const email = (binding) => ({
  async send(message) {
    if (state.emailDown) { state.emailRefused++; throw Object.assign(new Error('Email delivery failed'), { code: 'E_DELIVERY_FAILED' }) }
    const result = await binding.send(message)
    state.sent.push({ to: String(message.to), replyTo: String(message.replyTo ?? '') })
    return result
  },
})
const wrap = (env) => ({ ...env, DB: d1(env.DB), CACHE: kv(env.CACHE), EMAIL: email(env.EMAIL) })
const json = (value) => new Response(JSON.stringify(value), { headers: { 'Content-Type': 'application/json' } })
export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url)
    if (pathname === '/__bench/faults') { Object.assign(state, await request.json()); return json(state) }
    if (pathname === '/__bench/state') return json(state)
    if (pathname === '/__bench/sql') { const { query } = await request.json(); return json((await env.DB.prepare(query).all()).results) }
    if (pathname === '/__bench/cron') {
      await worker.scheduled({ cron: '*/5 * * * *', scheduledTime: Date.now(), noRetry() {} }, wrap(env), ctx)
      return json(state)
    }
    return worker.fetch(request, wrap(env), ctx)
  },
  scheduled: (controller, env, ctx) => worker.scheduled(controller, wrap(env), ctx),
}
`

interface Control {
  origin: string
  setFaults: (faults: Partial<{ d1FailRate: number; emailDown: boolean; kvDown: boolean }>) => Promise<void>
  state: () => Promise<{
    d1Calls: number
    d1Failed: number
    kvReadErrors: number
    kvWritesRefused: number
    emailRefused: number
    sent: { to: string; replyTo: string }[]
  }>
  sql: <T>(query: string) => Promise<T[]>
  cron: () => Promise<void>
}

async function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
}

function control(origin: string): Control {
  return {
    origin,
    setFaults: async (faults) => void (await (await post(`${origin}/__bench/faults`, faults)).arrayBuffer()),
    state: async () => (await fetch(`${origin}/__bench/state`)).json(),
    sql: async (query) => (await post(`${origin}/__bench/sql`, { query })).json(),
    cron: async () => void (await (await post(`${origin}/__bench/cron`, {})).arrayBuffer()),
  }
}

async function startFaultServer(port: number): Promise<{ origin: string; stop: () => void }> {
  return serveWrappedWorker('faults', WRAPPER_SOURCE, port, {}, async ({ origin }) => (await fetch(`${origin}/__bench/state`)).ok)
}

let clientSeq = 0
const client = () => `198.19.${(++clientSeq >> 8) & 255}.${clientSeq & 255}`

/** Draws a problem (retrying while D1 is failing) and posts a valid submission from `address`. */
async function drawChallenge(origin: string, address: string): Promise<{ token: string; answer: string }> {
  for (;;) {
    const response = await fetch(`${origin}/api/contact/challenge`, { headers: { 'CF-Connecting-IP': address } })
    if (response.ok) {
      const { a, b, token } = (await response.json()) as { a: number; b: number; token: string }
      return { token, answer: String(a + b) }
    }
    await response.arrayBuffer()
    await sleep(50)
  }
}

async function submit(origin: string, email: string, address: string, problem: { token: string; answer: string }): Promise<number> {
  const response = await fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': address },
    body: JSON.stringify({
      fullName: 'Fault Bench',
      email,
      helpWith: 'tech-advice',
      challenge: 'A message sent while something fails.',
      language: 'en',
      page: '/en',
      captchaToken: problem.token,
      captchaAnswer: problem.answer,
    }),
  })
  await response.arrayBuffer()
  return response.status
}

/** Runs the cron until nothing is pending (at most `maxRuns`), as if each backoff had passed; returns the runs it took. */
async function cronUntilDelivered(api: Control, prefix: string, maxRuns: number): Promise<number> {
  for (let run = 1; run <= maxRuns; run++) {
    await api.sql(`UPDATE contact_submissions SET next_attempt_at = 0, locked_until = NULL WHERE delivery_status = 'pending' AND email LIKE '${prefix}%'`)
    await api.cron()
    const [pending] = await api.sql<{ n: number }>(
      `SELECT count(*) AS n FROM contact_submissions WHERE delivery_status = 'pending' AND email LIKE '${prefix}%'`,
    )
    if ((pending?.n ?? 0) === 0) return run
  }
  return Number.POSITIVE_INFINITY
}

/** Notifications per visitor address with the prefix: how many times each went out. */
async function sendsPerAddress(api: Control, prefix: string): Promise<number[]> {
  const counts = new Map<string, number>()
  for (const mail of (await api.state()).sent) if (mail.replyTo.startsWith(prefix)) counts.set(mail.replyTo, (counts.get(mail.replyTo) ?? 0) + 1)
  return [...counts.values()]
}

export interface FaultsData {
  d1: {
    answered200: number
    answered503: number
    other: number
    rowsFor200: number
    rowsWithout200: number
    delivered: number
    duplicates: number
    d1CallsFailed: number
  }
  email: { answered200: number; cronRuns: number; delivered: number; duplicates: number; refusedSends: number }
  kv: { pages: number; ok: number; fullyTranslated: number; kvReadErrors: number; kvWritesRefused: number; afterRecoveryOk: number }
}

export async function measureFaults(port: number): Promise<Measurement<FaultsData>> {
  const server = await startFaultServer(port)
  const api = control(server.origin)
  const run = Date.now().toString(36)
  try {
    // 1. D1 failing half its calls for 10 s while 50 submissions arrive.
    const d1Prefix = `faults-d1-${run}-`
    const problems = []
    for (let i = 0; i < 50; i++) {
      const address = client()
      problems.push({ address, problem: await drawChallenge(api.origin, address) })
    }
    console.log('  D1 failing half its calls for 10 s, 50 submissions')
    await api.setFaults({ d1FailRate: 0.5 })
    const started = Date.now()
    const d1Statuses = await Promise.all(
      problems.map(async ({ address, problem }, i) => {
        await sleep(i * 200)
        return { email: `${d1Prefix}${i}@example.com`, status: await submit(api.origin, `${d1Prefix}${i}@example.com`, address, problem) }
      }),
    )
    await sleep(Math.max(0, 10_000 - (Date.now() - started)))
    const d1Failed = (await api.state()).d1Failed
    await api.setFaults({ d1FailRate: 0 })
    // Deliveries still retrying their record finish first (about 16 s at most).
    await sleep(17_000)
    const rows = await api.sql<{ email: string }>(`SELECT email FROM contact_submissions WHERE email LIKE '${d1Prefix}%'`)
    const stored = new Set(rows.map((row) => row.email))
    const ok = d1Statuses.filter((entry) => entry.status === 200)
    await cronUntilDelivered(api, d1Prefix, 6)
    const d1Sends = await sendsPerAddress(api, d1Prefix)
    const d1: FaultsData['d1'] = {
      answered200: ok.length,
      answered503: d1Statuses.filter((entry) => entry.status === 503).length,
      other: d1Statuses.filter((entry) => entry.status !== 200 && entry.status !== 503).length,
      rowsFor200: ok.filter((entry) => stored.has(entry.email)).length,
      rowsWithout200: rows.filter((row) => !ok.some((entry) => entry.email === row.email)).length,
      delivered: d1Sends.length,
      duplicates: d1Sends.filter((count) => count > 1).length,
      d1CallsFailed: d1Failed,
    }

    // 2. E-mail down while 50 submissions arrive; back up, then the cron.
    console.log('  e-mail down, 50 submissions, then the cron')
    const mailPrefix = `faults-mail-${run}-`
    await api.setFaults({ emailDown: true })
    const mailStatuses: number[] = []
    for (let i = 0; i < 50; i++) {
      const address = client()
      mailStatuses.push(await submit(api.origin, `${mailPrefix}${i}@example.com`, address, await drawChallenge(api.origin, address)))
    }
    const refusedSends = (await api.state()).emailRefused
    await api.setFaults({ emailDown: false })
    const cronRuns = await cronUntilDelivered(api, mailPrefix, 5)
    const mailSends = await sendsPerAddress(api, mailPrefix)
    const email: FaultsData['email'] = {
      answered200: mailStatuses.filter((status) => status === 200).length,
      cronRuns,
      delivered: mailSends.length,
      duplicates: mailSends.filter((count) => count > 1).length,
      refusedSends,
    }

    // 3. KV failing while many requests render languages this isolate has not rendered yet.
    console.log('  KV failing, pages in fresh languages, 4 at once')
    await api.setFaults({ kvDown: true })
    const langs = ['de', 'fr', 'cs', 'ar', 'es', 'it', 'nl', 'sv', 'tr']
    const paths = langs.flatMap((lang) => [`/${lang}`, `/${lang}/use-cases/hotels`, `/${lang}/privacy-policy`])
    const requests = [...paths, ...paths]
    const answers: { status: number; complete: boolean }[] = []
    for (let i = 0; i < requests.length; i += 4) {
      answers.push(
        ...(await Promise.all(
          requests.slice(i, i + 4).map(async (path) => {
            const response = await fetch(`${api.origin}${path}`)
            await response.arrayBuffer()
            // A page every string of which was translated is cacheable for five minutes; one with English fallbacks for one.
            return { status: response.status, complete: (response.headers.get('Cache-Control') ?? '').includes('max-age=300') }
          }),
        )),
      )
    }
    const kvState = await api.state()
    await api.setFaults({ kvDown: false })
    let afterRecoveryOk = 0
    for (const path of paths) {
      const response = await fetch(`${api.origin}${path}`)
      await response.arrayBuffer()
      if (response.status === 200) afterRecoveryOk++
    }
    const kv: FaultsData['kv'] = {
      pages: answers.length,
      ok: answers.filter((answer) => answer.status === 200).length,
      fullyTranslated: answers.filter((answer) => answer.complete).length,
      kvReadErrors: kvState.kvReadErrors,
      kvWritesRefused: kvState.kvWritesRefused,
      afterRecoveryOk,
    }

    const data: FaultsData = { d1, email, kv }
    const section = 'Faults (built Worker, faults in its bindings)'
    return {
      data,
      lines: [
        infoLine(
          section,
          'D1 half failing: answers',
          `${d1.answered200} × 200, ${d1.answered503} × 503, ${d1.other} other (${d1.d1CallsFailed} D1 calls failed)`,
        ),
        booleanLine(
          section,
          'D1: every 200 has its row',
          d1.rowsFor200 === d1.answered200 && d1.rowsWithout200 === 0,
          `${d1.rowsFor200} / ${d1.answered200}`,
          'all',
        ),
        booleanLine(section, 'D1: rows delivered after recovery', d1.delivered === rows.length, `${d1.delivered} / ${rows.length}`, 'all'),
        numericLine(section, 'D1: delivered twice', d1.duplicates, { max: 0 }),
        booleanLine(section, 'e-mail down: submissions answered 200', email.answered200 === 50, `${email.answered200} / 50`, '50'),
        numericLine(section, 'e-mail down: cron runs to deliver all', email.cronRuns, { max: 2 }),
        booleanLine(
          section,
          'e-mail down: delivered once each',
          email.delivered === 50 && email.duplicates === 0,
          `${email.delivered} delivered, ${email.duplicates} twice`,
          '50, 0',
        ),
        booleanLine(section, 'KV failing: pages 200', kv.ok === kv.pages, `${kv.ok} / ${kv.pages}`, 'all'),
        booleanLine(section, 'KV failing: fully translated from D1', kv.fullyTranslated === kv.pages, `${kv.fullyTranslated} / ${kv.pages}`, 'all'),
        infoLine(section, 'KV failing: reads failed, writes refused (429)', `${kv.kvReadErrors}, ${kv.kvWritesRefused}`),
        booleanLine(section, 'KV back: pages 200', kv.afterRecoveryOk === paths.length, `${kv.afterRecoveryOk} / ${paths.length}`, 'all'),
      ],
    }
  } finally {
    server.stop()
  }
}
