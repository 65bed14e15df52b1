import { env } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { saveSubmission } from '../../src/messages/store'
import { database } from '../../src/db'
import { sha256Hex } from '../../src/platform/crypto'
import { HASH, PASSWORD, form, logIn, post } from './console-helpers'
import { RecordingEmail, VALID, call, envWith } from './contact-helpers'
import { watchedD1 } from './d1-double'

/** How D1 answers while its database is locked by another writer. */
const LOCKED = 'D1_ERROR: database is locked: SQLITE_BUSY'

/**
 * The D1 binding with its statements failing as a locked database does, at run time
 * (where drizzle catches the failure and wraps it with the query's values), for the
 * statements `fails` picks, and every batch. Records every value bound to a statement run.
 */
function lockedD1(db: D1Database, fails: (query: string) => boolean): { binding: D1Database; bound: unknown[] } {
  const bound: unknown[] = []
  const binding = watchedD1(db, {
    run: (query, values) => {
      bound.push(...values)
      return fails(query) ? new Error(LOCKED) : undefined
    },
    batch: () => new Error(LOCKED),
  })
  return { binding, bound }
}

let lines: string[] = []

beforeEach(async () => {
  lines = []
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')))
  }
  await env.DB.exec('DELETE FROM admin_sessions; DELETE FROM login_attempts; DELETE FROM contact_submissions')
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** Every text value a failed statement was run with, and the secrets named, that appear in a log line. */
function leaked(values: readonly unknown[]): string[] {
  const secrets = values.filter((value): value is string => typeof value === 'string' && value.length >= 6)
  return lines.flatMap((line) => secrets.filter((secret) => line.toLowerCase().includes(secret.toLowerCase())).map((secret) => `${secret} in ${line}`))
}

describe('logs when D1 fails', () => {
  const person = 'Private.Person@example.cz'

  it('a privacy export that fails names its error code, never the address asked for', async () => {
    await saveSubmission(database(env.DB), { ...VALID, email: person, page: '/en', userAgent: null })
    const healthy = envWith(new RecordingEmail(), { ADMIN_PASSWORD_HASH: HASH })
    const cookie = await logIn(healthy)
    lines = []
    // The session is read; the export's own query finds the database locked.
    const d1 = lockedD1(env.DB, (query) => /from "contact_submissions"/.test(query))
    const response = await post('/api/admin/people/export', cookie, { ...healthy, DB: d1.binding }, { email: person })
    expect(response.status).toBe(503)
    expect(await response.text()).not.toContain(person)
    expect(d1.bound.map(String)).toContain(person.toLowerCase())
    expect(leaked([person, ...d1.bound])).toEqual([])
    expect(lines.join('\n')).not.toMatch(/@example\.cz/i)
    // What failed is still there to read: the event and D1's error code.
    expect(lines.some((line) => line.includes('"event":"admin_failed"') && line.includes(`"error":"D1_ERROR:SQLITE_BUSY"`))).toBe(true)
  })

  it('a session that cannot be read leaves neither the token nor its hash in the log', async () => {
    const healthy = envWith(new RecordingEmail(), { ADMIN_PASSWORD_HASH: HASH })
    const cookie = await logIn(healthy)
    const token = cookie.split('=')[1] ?? ''
    lines = []
    const d1 = lockedD1(env.DB, () => true)
    const response = await post('/api/admin/people/export', cookie, { ...healthy, DB: d1.binding }, { email: person, csrf: 'unread' })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(d1.bound).toContain(await sha256Hex(token))
    expect(lines.length).toBeGreaterThan(0)
    expect(leaked([token, person, ...d1.bound])).toEqual([])
  })

  it('a sign-in that cannot be counted leaves no client key in the log', async () => {
    const healthy = envWith(new RecordingEmail(), { ADMIN_PASSWORD_HASH: HASH })
    const d1 = lockedD1(env.DB, () => true)
    const response = await call(form('/api/admin/login', { password: PASSWORD, lang: 'en' }, { 'CF-Connecting-IP': '203.0.113.99' }), {
      ...healthy,
      DB: d1.binding,
    })
    expect(response.status).toBeGreaterThanOrEqual(400)
    // The client key (an HMAC of the network) was bound to the failed query.
    expect(d1.bound.some((value) => typeof value === 'string' && /^[0-9a-f]{32,}$/.test(value))).toBe(true)
    expect(lines.length).toBeGreaterThan(0)
    expect(leaked([PASSWORD, '203.0.113.99', ...d1.bound])).toEqual([])
  })
})

describe('settings', () => {
  it('a bad one is logged once by name, never its value, and the site still answers', async () => {
    const misconfigured = envWith(new RecordingEmail(), { CONTACT_TO: 'owner-at-example.cz', TRANSLATION_TIMEOUT_MS: 'soon' })
    for (let i = 0; i < 2; i++) expect((await call(new Request('https://karlinlabs.com/en'), misconfigured)).status).toBe(200)
    const logged = lines.filter((line) => line.includes('"event":"config_invalid"'))
    expect(logged).toHaveLength(2)
    expect(logged.join('\n')).toContain('"name":"CONTACT_TO"')
    expect(logged.join('\n')).toContain('"name":"TRANSLATION_TIMEOUT_MS"')
    expect(logged.join('\n')).not.toMatch(/owner-at-example|soon/)
  })
})
