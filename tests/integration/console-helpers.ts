/**
 * What the console's integration tests share: the owner's password and its hashes, signing
 * in, reading a screen, posting a form the way the console's own forms do (same origin,
 * the session's CSRF token read from the screen) and storing messages.
 */
import { Hono } from 'hono/tiny'
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test'
import { expect } from 'vitest'
import { adminCredentials } from '../../src/admin/access/credentials'
import { openSession } from '../../src/admin/access/session'
import type { AdminEnv } from '../../src/admin/env'
import { saveSubmission } from '../../src/messages/store'
import { database } from '../../src/db'
import type { LanguageCode } from '../../src/lib/languages'
import worker from '../../src/index'
import { ORIGIN, RecordingEmail, VALID, call, envWith } from './contact-helpers'

/** Made by `printf '%s\n' "$PASSWORD" | npm run -s hash-password`: two hashes of the same password, different salts. */
export const PASSWORD = 'correct horse battery staple'
export const HASH = 'pbkdf2-sha256$100000$YeoCCR2OAt2Ta_KPeZ_Bkw$nF4t3wCB4efF0B3F0oj3grHeqkHuQrjCeRi8pwKOZtg'
export const OTHER_HASH = 'pbkdf2-sha256$100000$51DpFtOm1OLhHAqq5Z0QNA$vZDMtbxRx7ntHLicCXzW7Vj5KSTLlHcfYcIzk031Ua0'

export { ORIGIN, call }
export const db = () => database(env.DB)

/** The Worker's env with the owner's password set and a recording mail binding. */
export function consoleEnv(overrides: Partial<Env> = {}): { env: Env; email: RecordingEmail } {
  const email = new RecordingEmail()
  return { env: envWith(email, { ADMIN_PASSWORD_HASH: HASH, ...overrides }), email }
}

export async function resetConsoleTables(): Promise<void> {
  await env.DB.exec('DELETE FROM admin_sessions; DELETE FROM login_attempts; DELETE FROM contact_submissions; DELETE FROM sitemap_generations')
}

/** A test's start on a signed-in console: the console's tables emptied (then `alsoDelete`, SQL, run), the owner signed in. */
export async function ownerSignedIn(alsoDelete?: string): Promise<{ env: Env; email: RecordingEmail; cookie: string }> {
  const { env: testEnv, email } = consoleEnv()
  await resetConsoleTables()
  if (alsoDelete) await env.DB.exec(alsoDelete)
  return { env: testEnv, email, cookie: await logIn(testEnv) }
}

/** A form post as a browser sends it from one of the site's pages. */
export function form(path: string, fields: Record<string, string | string[]>, headers: Record<string, string> = {}): Request {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(name, item)
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, 'CF-Connecting-IP': '192.0.2.10', ...headers },
    body,
  })
}

export function sessionCookie(response: Response): string {
  const header = response.headers.get('Set-Cookie') ?? ''
  const match = /__Host-admin-session=([^;]+)/.exec(header)
  if (!match?.[1]) throw new Error(`no session cookie in ${response.status} ${header}`)
  return `__Host-admin-session=${match[1]}`
}

/** Signs in through the gate's own form and returns the session cookie. */
export async function logIn(testEnv: Env, client = '192.0.2.10'): Promise<string> {
  const response = await call(form('/en/admin', { password: PASSWORD, lang: 'en' }, { 'CF-Connecting-IP': client }), testEnv)
  expect(response.status).toBe(303)
  return sessionCookie(response)
}

export function page(path: string, cookie: string | null, testEnv: Env): Promise<Response> {
  return call(new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} }), testEnv)
}

/** The session's CSRF token, as the console's forms carry it. */
export async function csrfFor(cookie: string, testEnv: Env): Promise<string> {
  const html = await (await page('/en/admin/inbox', cookie, testEnv)).text()
  const token = /name="csrf" value="([^"]+)"/.exec(html)?.[1]
  if (!token) throw new Error('no CSRF token on the inbox screen')
  return token
}

/** Posts a console form with the session and its token (unless `fields.csrf` says otherwise). */
export async function post(
  path: string,
  cookie: string,
  testEnv: Env,
  fields: Record<string, string | string[]> = {},
  headers: Record<string, string> = {},
): Promise<Response> {
  const csrf = fields.csrf ?? (await csrfFor(cookie, testEnv))
  return call(form(path, { lang: 'en', ...fields, csrf }, { Cookie: cookie, ...headers }), testEnv)
}

export function storedSubmission(
  overrides: Partial<Record<'fullName' | 'companyName' | 'email' | 'challenge', string>> & { language?: LanguageCode } = {},
  createdAt = Date.now(),
): Promise<string> {
  return saveSubmission(db(), { ...VALID, page: '/', userAgent: 'test', ...overrides }, createdAt)
}

export async function runCron(testEnv: Env): Promise<void> {
  const ctx = createExecutionContext()
  await worker.scheduled(createScheduledController({ cron: '*/5 * * * *', scheduledTime: Date.now() }), testEnv, ctx)
  await waitOnExecutionContext(ctx)
}

/** The text of an HTML answer with tags removed and whitespace folded: what a person reads. */
export async function readable(response: Response): Promise<string> {
  return (await response.text())
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
}

/** A tiny app for the console's access middleware: the console language set, and `POST /open` opening a session with the env's password. */
export function sessionApp(lang: LanguageCode): Hono<AdminEnv> {
  const app = new Hono<AdminEnv>()
  app.use('*', async (c, next) => {
    c.set('lang', lang)
    await next()
  })
  app.post('/open', async (c) => {
    const access = adminCredentials(c.env)
    if (!access.ok) throw new Error(access.reason)
    await openSession(c, access.credentials)
    return c.text('opened')
  })
  return app
}
