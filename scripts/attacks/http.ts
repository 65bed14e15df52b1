/**
 * What every attack shares: a browser-like client with its own cookies and address, raw
 * requests whose path no client library tidies (`..`, `%2f`, `//`), the console's forms,
 * and the one line per attack the pass prints.
 */
import { request } from 'node:http'
import { ADMIN_TEST_PASSWORD } from '../../tests/browser/admin-password.ts'

/** One attack's outcome: what was tried, what was seen, and whether it held. */
export interface AttackResult {
  name: string
  held: boolean
  summary: string
  /** What did not hold, a few examples. */
  failures?: string[]
}

/** Something unique to this run, so its own names, addresses and tokens can be found again. */
export const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

let nextAddress = 0
/** A client address no earlier run used, so no throttle of a run before counts against this one. */
export function freshAddress(): string {
  const n = (Number.parseInt(RUN.slice(-4), 36) * 97 + nextAddress++) % 60_000
  return `198.18.${n >> 8}.${n & 255}`
}

/** A browser's cookies and requests from one address, redirects not followed. */
export class Client {
  readonly jar = new Map<string, string>()
  csrf = ''
  readonly origin: string
  readonly address: string

  constructor(origin: string, address = freshAddress()) {
    this.origin = origin
    this.address = address
  }

  cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** A GET, or a same-origin form post of `fields`; `headers` replace the defaults. */
  async send(path: string, fields?: Record<string, string> | URLSearchParams, headers: Record<string, string> = {}): Promise<Response> {
    const defaults: Record<string, string> = { Cookie: this.cookie(), 'CF-Connecting-IP': this.address }
    if (fields) Object.assign(defaults, { 'Content-Type': 'application/x-www-form-urlencoded', Origin: this.origin })
    const response = await fetch(`${this.origin}${path}`, {
      method: fields ? 'POST' : 'GET',
      headers: { ...defaults, ...headers },
      body: fields ? new URLSearchParams(fields) : undefined,
      redirect: 'manual',
    })
    this.keep(response.headers.getSetCookie())
    return response
  }

  keep(lines: readonly string[]): void {
    for (const line of lines) {
      const [name = '', value = ''] = (line.split(';')[0] ?? '').split(/=(.*)/s)
      if (value && !/max-age=0/i.test(line)) this.jar.set(name, value)
      else this.jar.delete(name)
    }
  }

  /** Reads the session's CSRF token from a console screen. */
  async readCsrf(path: string): Promise<string> {
    this.csrf = /name="csrf" value="([^"]+)"/.exec(await (await this.send(path)).text())?.[1] ?? ''
    if (!this.csrf) throw new Error(`no CSRF token on ${path}`)
    return this.csrf
  }
}

/** A path sent exactly as written (no URL normalisation), with a client's cookies. */
export function raw(
  client: Client,
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; location?: string }> {
  const base = new URL(client.origin)
  return new Promise((resolve) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        headers: {
          Cookie: client.cookie(),
          'CF-Connecting-IP': client.address,
          ...(body !== undefined ? { 'Content-Length': String(Buffer.byteLength(body)) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), location: res.headers.location }))
        res.on('error', () => resolve({ status: -1, body: '' }))
      },
    )
    req.on('error', () => resolve({ status: -1, body: '' }))
    req.end(body)
  })
}

/** The owner, signed in through the gate. */
export async function signInOwner(origin: string): Promise<Client> {
  const owner = new Client(origin)
  const response = await owner.send('/en/admin', { password: ADMIN_TEST_PASSWORD, lang: 'en' })
  if (response.status !== 303) throw new Error(`the owner could not sign in (${response.status})`)
  await owner.readCsrf('/en/admin/inbox')
  return owner
}

export interface Reviewer {
  client: Client
  name: string
  /** The invitation link's path, used up by the join. */
  link: string
  token: string
}

/** Invites a reviewer for `language` through the console's form and joins through the link's POST. */
export async function inviteReviewer(owner: Client, language: string): Promise<Reviewer> {
  const name = `Reviewer Attackson ${RUN}`
  const page = await (await owner.send('/en/admin/translations', { csrf: owner.csrf, lang: 'en', intent: 'invite', name, language, days: '14' })).text()
  const link = new URL(/id="invitation-link"[^>]*value="([^"]+)"/.exec(page)?.[1] ?? 'http://x/').pathname
  const token = link.split('/').at(-1) ?? ''
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new Error('the invitation form gave no link')
  const client = new Client(owner.origin)
  const joined = await client.send(link, { lang: 'en' })
  if (joined.status !== 303) throw new Error(`joining through the invitation link answered ${joined.status}`)
  await client.readCsrf(`/en/admin/translations/${language}`)
  return { client, name, link, token }
}

/** Runs `work` over `items`, `parallel` at a time. */
export async function pool<T, R>(items: readonly T[], parallel: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) {
        const i = next++
        results[i] = await work(items[i] as T)
      }
    }),
  )
  return results
}

export function countBy<T>(items: readonly T[], key: (item: T) => string | number): string {
  const counts = new Map<string, number>()
  for (const item of items) counts.set(String(key(item)), (counts.get(String(key(item))) ?? 0) + 1)
  return [...counts].map(([value, count]) => `${value}×${count}`).join(' ')
}

export interface ContactFields {
  fullName: string
  email: string
  challenge: string
  companyName?: string
}

/** A message through the contact endpoint as the form's island sends it (drawing and answering its problem); the status. */
export async function sendContact(origin: string, fields: ContactFields, address = freshAddress()): Promise<number> {
  const headers = { 'CF-Connecting-IP': address }
  const { a, b, token } = (await (await fetch(`${origin}/api/contact/challenge?lang=en`, { headers })).json()) as { a: number; b: number; token: string }
  const response = await fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { ...headers, Origin: origin, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      helpWith: 'tech-advice',
      phoneNumber: '',
      companyName: '',
      ...fields,
      language: 'en',
      page: '/en',
      captchaToken: token,
      captchaAnswer: String(a + b),
      website: '',
    }),
  })
  await response.arrayBuffer()
  return response.status
}
