/**
 * The requests the CPU and Free-plan sections make of the Worker, as a visitor, a
 * crawler and the owner make them: pages (from the edge cache or rendered anew), the
 * contact form's problem and post, the admin login and screens.
 */
import { spawnSync } from 'node:child_process'
import { CHILD_ENV } from '../run.ts'

/** The password the bench signs in with; its hash is made by `npm run hash-password` for the run. */
export const BENCH_PASSWORD = 'bench password for the cpu section'

/** `ADMIN_PASSWORD_HASH` for BENCH_PASSWORD, printed by the project's own tool (the last line). */
export function benchPasswordHash(): string {
  const result = spawnSync('node', ['scripts/hash-password.ts'], { input: `${BENCH_PASSWORD}\n`, encoding: 'utf8', env: CHILD_ENV })
  const hash = result.stdout.trim().split('\n').at(-1) ?? ''
  if (result.status !== 0 || !hash) throw new Error(`hash-password failed: ${result.stderr}`)
  return hash
}

let clientSeq = 0
/** A new client network per call: the rate limits and the login throttle count per client. */
export const newClient = () => `198.18.${(++clientSeq >> 8) & 255}.${clientSeq & 255}`

let buildSeq = 0
/** A new build id per call: the request misses the edge cache, as the first one after a deploy. */
export const newBuild = () => `bench-${process.pid}-${++buildSeq}`

async function drained(response: Response, expected: number | number[], what: string): Promise<Response> {
  await response.arrayBuffer()
  const allowed = Array.isArray(expected) ? expected : [expected]
  if (!allowed.includes(response.status)) throw new Error(`${what} answered ${response.status}`)
  return response
}

export async function getPage(origin: string, path: string, build?: string): Promise<Response> {
  const headers: Record<string, string> = {}
  if (build) headers['X-Bench-Build'] = build
  return drained(await fetch(`${origin}${path}`, { headers }), 200, path)
}

export interface Problem {
  client: string
  token: string
  answer: string
}

export async function drawProblem(origin: string, client = newClient()): Promise<Problem> {
  const response = await fetch(`${origin}/api/contact/challenge`, { headers: { 'CF-Connecting-IP': client, Accept: 'application/json' } })
  if (!response.ok) throw new Error(`the challenge answered ${response.status}`)
  const { a, b, token } = (await response.json()) as { a: number; b: number; token: string }
  return { client, token, answer: String(a + b) }
}

export async function postContact(origin: string, problem: Problem): Promise<void> {
  const response = await fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': problem.client, Origin: origin },
    body: JSON.stringify({
      fullName: 'Bench Visitor',
      email: `bench+${problem.client.replaceAll('.', '-')}@example.com`,
      helpWith: 'tech-advice',
      challenge: 'How much of our support inbox could an assistant answer on its own?',
      language: 'en',
      page: '/en',
      captchaToken: problem.token,
      captchaAnswer: problem.answer,
    }),
  })
  await drained(response, 200, 'the contact post')
}

/** One login attempt from a new client; answers the session cookie when the password was right. */
export async function logIn(origin: string, password: string): Promise<string | undefined> {
  const response = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, 'CF-Connecting-IP': newClient() },
    body: new URLSearchParams({ password, lang: 'en' }),
  })
  await drained(response, [302, 303, 401], 'the login')
  return response.headers.get('Set-Cookie')?.split(';')[0]
}

/** A console screen, signed in with `cookie`: anything but the screen itself (a redirect to the gate) is an error. */
export async function getScreen(origin: string, path: string, cookie: string | undefined): Promise<Response> {
  const response = await fetch(`${origin}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' })
  return drained(response, 200, `${path} (signed in)`)
}

/** The admin screens a session opens. */
export const ADMIN_SCREENS = ['/en/admin', '/en/admin/inbox', '/en/admin/translations', '/en/admin/translations/cs'] as const
