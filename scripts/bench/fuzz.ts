/**
 * `fuzz`: generated requests (fast-check, fixed seed) through the full local server,
 * `npm start`, not only through the Worker: any method, paths near the site's own,
 * JSON, form and binary bodies of every shape, hostile headers and client addresses.
 * Budget: no answer of 500 or more and no stack trace in any answer.
 */
import { Agent, request } from 'node:http'
import fc from 'fast-check'
import { numericLine, infoLine } from './report.ts'
import type { Measurement } from './report.ts'

export interface FuzzData extends FuzzRun {
  payloads: number
  seed: number
}

interface Payload {
  method: string
  path: string
  headers: Record<string, string>
  body?: Buffer
}

const STACK_TRACE = /\bat \S+ \(|node:internal|\/node_modules\/|\.tsx?:\d+:\d+/
const PATHS = [
  '/api/contact',
  '/api/contact/challenge',
  '/api/translate',
  '/en',
  '/de/use-cases/hotels',
  '/',
  '/sitemap.xml',
  '/robots.txt',
  '/ar/privacy-policy',
  '/cs/admin',
]

const CONTACT_FIELDS = [
  'fullName',
  'companyName',
  'email',
  'phoneNumber',
  'helpWith',
  'challenge',
  'language',
  'page',
  'captchaToken',
  'captchaAnswer',
  'website',
  'turnstileToken',
]

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(
    '',
    ' ',
    '\u202efdp.exe',
    'a\u200bb',
    '<script>alert(1)</script>',
    '@evil.example/x',
    '//evil.example',
    '../../etc/passwd',
    'x'.repeat(6000),
    '9'.repeat(4),
    '%00',
    '\r\nBcc: a@b.c',
  ),
)
const jsonValue = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(text, text, { maxKeys: 3 }),
)
const contactObject = fc.dictionary(fc.oneof(fc.constantFrom(...CONTACT_FIELDS), text), jsonValue, { maxKeys: 14 })

const body: fc.Arbitrary<{ type: string; bytes: Buffer }> = fc.oneof(
  contactObject.map((value) => ({ type: 'application/json', bytes: Buffer.from(JSON.stringify(value)) })),
  fc.json().map((value) => ({ type: 'application/json', bytes: Buffer.from(value) })),
  contactObject.map((value) => ({
    type: 'application/x-www-form-urlencoded',
    bytes: Buffer.from(new URLSearchParams(Object.entries(value).map(([key, v]) => [key, typeof v === 'string' ? v : JSON.stringify(v)])).toString()),
  })),
  fc.uint8Array({ maxLength: 512 }).map((value) => ({
    type: 'multipart/form-data; boundary=x',
    bytes: Buffer.concat([Buffer.from('--x\r\nContent-Disposition: form-data; name="fullName"\r\n\r\n'), Buffer.from(value), Buffer.from('\r\n--x--\r\n')]),
  })),
  fc.uint8Array({ maxLength: 2048 }).map((value) => ({ type: 'application/octet-stream', bytes: Buffer.from(value) })),
  fc.integer({ min: 30_000, max: 200_000 }).map((size) => ({ type: 'application/json', bytes: Buffer.alloc(size, 'a') })),
  fc.string({ maxLength: 200 }).map((value) => ({ type: 'text/plain', bytes: Buffer.from(value) })),
)

export const payload: fc.Arbitrary<Payload> = fc
  .record({
    method: fc.constantFrom('GET', 'GET', 'POST', 'POST', 'POST', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'),
    path: fc.oneof(
      fc.constantFrom(...PATHS),
      fc.tuple(fc.constantFrom(...PATHS), fc.string({ maxLength: 30 })).map(([path, tail]) => `${path}${encodeURI(tail).replace(/#/g, '%23')}`),
      fc
        .tuple(fc.constantFrom(...PATHS), fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 3 }))
        .map(([path, query]) => `${path}?${new URLSearchParams(query).toString()}`),
    ),
    client: fc.oneof(fc.ipV4(), fc.ipV6(), fc.constantFrom('unknown', '', 'not-an-ip', '::ffff:1.2.3.4')),
    language: fc.oneof(fc.constantFrom('en', 'de-DE,de;q=0.9', 'ar', '*', 'xx-YY', ''), fc.string({ maxLength: 30 })),
    origin: fc.constantFrom(undefined, 'https://evil.example', 'null', 'http://localhost'),
    fetchSite: fc.constantFrom(undefined, 'same-origin', 'cross-site', 'none'),
    body: fc.option(body, { nil: undefined }),
  })
  .map(({ method, path, client, language, origin, fetchSite, body: content }) => {
    const headers: Record<string, string> = { 'CF-Connecting-IP': client, 'Accept-Language': language }
    if (origin) headers.Origin = origin
    if (fetchSite) headers['Sec-Fetch-Site'] = fetchSite
    const withBody = content && method !== 'GET' && method !== 'HEAD'
    if (withBody) {
      headers['Content-Type'] = content.type
      // Node frames a body of DELETE, OPTIONS or TRACE only when told its length; unframed, the server reads it as the next request.
      headers['Content-Length'] = String(content.bytes.length)
    }
    return { method, path, headers, body: withBody ? content.bytes : undefined }
  })

export function send(agent: Agent, base: URL, item: Payload): Promise<{ status: number; body: string } | null> {
  return new Promise((resolve) => {
    let settled = false
    const finish = (value: { status: number; body: string } | null) => {
      if (!settled) {
        settled = true
        resolve(value)
      }
    }
    try {
      const req = request({ agent, host: base.hostname, port: base.port, method: item.method, path: item.path, headers: item.headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => finish({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
        res.on('error', () => finish({ status: -1, body: '' }))
      })
      req.on('error', () => finish({ status: -1, body: '' }))
      req.end(item.body)
    } catch {
      // Node refuses to send it (an invalid character in a header): nothing reached the server.
      finish(null)
    }
  })
}

/** What a fuzz run met: each answer's status, and what broke the budget. */
export interface FuzzRun {
  sent: number
  statuses: Record<string, number>
  /** Answers of 500 or more. */
  serverErrors: number
  /** Connections reset (or otherwise broken) before an answer arrived. */
  resets: number
  stackTraces: number
  /** Requests Node itself would not send (an invalid header value it refuses to write). */
  notSent: number
  examples: string[]
}

/**
 * Sends `count` generated requests (seed `seed`) to `origin`, `connections` at a time
 * over keep-alive connections, as browsers and proxies do: a server that mishandles an
 * unread body under concurrency shows it only this way.
 */
export async function fuzzServer(origin: string, count: number, seed: number, connections = 8): Promise<FuzzRun> {
  const payloads = fc.sample(payload, { numRuns: count, seed })
  const base = new URL(origin)
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const run: FuzzRun = { sent: 0, statuses: {}, serverErrors: 0, resets: 0, stackTraces: 0, notSent: 0, examples: [] }
  let next = 0
  const worker = async () => {
    while (next < payloads.length) {
      const item = payloads[next++] as Payload
      const answer = await send(agent, base, item)
      if (!answer) {
        run.notSent++
        continue
      }
      run.sent++
      run.statuses[answer.status] = (run.statuses[answer.status] ?? 0) + 1
      const reset = answer.status < 0
      const trace = STACK_TRACE.test(answer.body)
      if (reset) run.resets++
      else if (answer.status >= 500) run.serverErrors++
      if (trace) run.stackTraces++
      if ((reset || answer.status >= 500 || trace) && run.examples.length < 5) {
        run.examples.push(`${item.method} ${item.path.slice(0, 80)} (${item.body?.length ?? 0} bytes) → ${reset ? 'reset' : answer.status}`)
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, worker))
  agent.destroy()
  return run
}

export async function measureFuzz(origin: string, count: number, seed = 1616): Promise<Measurement<FuzzData>> {
  console.log(`  ${count} generated requests (seed ${seed}) to ${origin}, 8 at a time`)
  const run = await fuzzServer(origin, count, seed)
  const data: FuzzData = { payloads: count, seed, ...run }
  const section = 'Fuzz (fast-check through npm start)'
  return {
    data,
    lines: [
      infoLine(section, 'payloads', `${run.sent} sent (seed ${seed}; ${run.notSent} refused by the client itself)`),
      infoLine(
        section,
        'statuses',
        Object.entries(run.statuses)
          .map(([code, n]) => `${code}: ${n}`)
          .join(', '),
      ),
      numericLine(section, 'responses >= 500', run.serverErrors, { max: 0 }),
      numericLine(section, 'connections reset', run.resets, { max: 0 }),
      numericLine(section, 'stack traces in answers', run.stackTraces, { max: 0 }),
      ...run.examples.map((example) => infoLine(section, 'example', example)),
    ],
  }
}
