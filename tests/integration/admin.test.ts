import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ABSOLUTE_MS, IDLE_MS } from '../../src/admin/session'
import { csvCell } from '../../src/admin/inbox'
import { saveSubmission } from '../../src/contact/store'
import { homeCopy, roiCopy } from '../../src/copy/home'
import { database } from '../../src/db'
import { adminSessions, contactSubmissions, loginAttempts, providerUsage, sitemapGenerations, translations } from '../../src/db/schema'
import worker from '../../src/index'
import { clock } from '../../src/platform/clock'
import { sha256Hex } from '../../src/platform/crypto'
import { resetTranslationEngine } from '../../src/translation'
import { upsertTranslations } from '../../src/translation/d1'
import { translationKey } from '../../src/translation/keys'
import { fakeProvider } from '../fakes/translation-provider-client'
import { ORIGIN, RecordingEmail, VALID, call, envWith } from './contact-helpers'

/** Made by `printf '%s\n' "$PASSWORD" | npm run -s hash-password`: two hashes of the same password, different salts. */
const PASSWORD = 'correct horse battery staple'
const HASH = 'pbkdf2-sha256$100000$YeoCCR2OAt2Ta_KPeZ_Bkw$nF4t3wCB4efF0B3F0oj3grHeqkHuQrjCeRi8pwKOZtg'
const OTHER_HASH = 'pbkdf2-sha256$100000$51DpFtOm1OLhHAqq5Z0QNA$vZDMtbxRx7ntHLicCXzW7Vj5KSTLlHcfYcIzk031Ua0'

let email: RecordingEmail
let adminEnv: Env
let clientCounter = 0
const newClient = () => `198.51.100.${++clientCounter % 250}`
const db = () => database(env.DB)

beforeEach(async () => {
  email = new RecordingEmail()
  adminEnv = envWith(email, { ADMIN_PASSWORD_HASH: HASH })
  await env.DB.exec('DELETE FROM admin_sessions; DELETE FROM login_attempts; DELETE FROM contact_submissions; DELETE FROM sitemap_generations')
})

afterEach(() => {
  clock.now = () => Date.now()
})

function form(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, 'CF-Connecting-IP': '192.0.2.10', ...headers },
    body: new URLSearchParams(fields),
  })
}

function sessionCookie(response: Response): string {
  const header = response.headers.get('Set-Cookie') ?? ''
  const match = /__Host-admin-session=([^;]+)/.exec(header)
  if (!match?.[1]) throw new Error(`no session cookie in ${response.status} ${header}`)
  return `__Host-admin-session=${match[1]}`
}

async function logIn(testEnv = adminEnv, client = '192.0.2.10'): Promise<string> {
  const response = await call(form('/api/admin/login', { password: PASSWORD, lang: 'en' }, { 'CF-Connecting-IP': client }), testEnv)
  expect(response.status).toBe(303)
  return sessionCookie(response)
}

async function page(path: string, cookie: string | null, testEnv = adminEnv): Promise<Response> {
  return call(new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} }), testEnv)
}

/** The admin panel island's props (the screen's data and the session's CSRF token). */
async function panelProps(response: Response): Promise<{ csrf: string; view: { screen: string; data?: Record<string, unknown> }; banner?: { text: string } }> {
  const html = await response.text()
  const match = /data-island="admin-panel"[^>]*><script type="application\/json">(.*?)<\/script>/s.exec(html)
  if (!match?.[1]) throw new Error('no admin panel on the page')
  return JSON.parse(match[1].replace(/\\u003c/g, '<')) as never
}

async function csrfFor(cookie: string): Promise<string> {
  return (await panelProps(await page('/en/admin', cookie))).csrf
}

async function post(
  path: string,
  cookie: string,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
  testEnv = adminEnv,
): Promise<Response> {
  const csrf = fields.csrf ?? (await csrfFor(cookie))
  return call(form(path, { lang: 'en', ...fields, csrf }, { Cookie: cookie, ...headers }), testEnv)
}

async function storedSubmission(
  overrides: Partial<Record<'fullName' | 'companyName' | 'email' | 'challenge', string>> = {},
  createdAt = Date.now(),
): Promise<string> {
  return saveSubmission(db(), { ...VALID, page: '/', userAgent: 'test', ...overrides }, createdAt)
}

async function runCron(testEnv: Env): Promise<void> {
  const ctx = createExecutionContext()
  await worker.scheduled(createScheduledController({ cron: '*/5 * * * *', scheduledTime: Date.now() }), testEnv, ctx)
  await waitOnExecutionContext(ctx)
}

describe('the password gate', () => {
  it('shows one password field and a Log in button, never cached, never indexed', async () => {
    const response = await page('/en/admin', null)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('X-Robots-Tag')).toContain('noindex')
    const html = await response.text()
    expect(html).toContain('type="password"')
    expect(html).toContain('>Password</label>')
    expect(html).toContain('>Log in</button>')
    expect(html).not.toContain('data-island="admin-panel"')
  })

  it('speaks the visitor’s language, right to left in Arabic', async () => {
    resetTranslationEngine()
    await upsertTranslations(db(), [
      {
        key: await translationKey('Log in', 'ar'),
        originalText: 'Log in',
        targetLanguage: 'ar',
        translatedText: 'تسجيل الدخول',
        provider: 'ai-draft',
        reviewed: false,
      },
    ])
    const html = await (await page('/ar/admin', null)).text()
    expect(html).toContain('dir="rtl"')
    expect(html).toContain('>تسجيل الدخول</button>')
  })

  it('answers a wrong password with “Invalid password”, no cookie and no session', async () => {
    const response = await call(form('/api/admin/login', { password: 'not the password at all', lang: 'en' }), adminEnv)
    expect(response.status).toBe(401)
    expect(response.headers.get('Set-Cookie')).toBeNull()
    expect(await response.text()).toContain('Invalid password')
    expect(await db().select().from(adminSessions)).toHaveLength(0)
    const attempts = await db().select().from(loginAttempts)
    expect(attempts).toHaveLength(1)
    expect(attempts[0]?.success).toBe(false)
    expect(attempts[0]?.client).not.toContain('192.0.2.10')
  })

  it('opens the panel for the right password, with a __Host- cookie whose token is stored only hashed', async () => {
    const response = await call(form('/api/admin/login', { password: PASSWORD, lang: 'en' }), adminEnv)
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/en/admin')
    const header = response.headers.get('Set-Cookie') ?? ''
    expect(header).toMatch(/^__Host-admin-session=[A-Za-z0-9_-]{43};/)
    for (const attribute of ['Path=/', 'Secure', 'HttpOnly', 'SameSite=Strict']) expect(header).toContain(attribute)
    expect(header).not.toMatch(/Domain=/i)
    const token = /=([^;]+)/.exec(header)?.[1] ?? ''
    const [row] = await db().select().from(adminSessions)
    expect(row?.tokenHash).toBe(await sha256Hex(token))
    expect(JSON.stringify(row)).not.toContain(token)

    const panel = await page('/en/admin', sessionCookie(response))
    expect(panel.headers.get('Cache-Control')).toBe('no-store')
    const props = await panelProps(panel)
    expect(props.view.screen).toBe('overview')
    expect(props.csrf).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('refuses every login with a clear message when no hash is configured, and logs why', async () => {
    const response = await call(form('/api/admin/login', { password: PASSWORD, lang: 'en' }), envWith(email, { ADMIN_PASSWORD_HASH: '' }))
    expect(response.status).toBe(503)
    expect(await response.text()).toContain('no administrator password has been configured')
  })

  it('verifies a hash that does not depend on SESSION_SECRET: a new secret still accepts the password', async () => {
    await logIn(envWith(email, { ADMIN_PASSWORD_HASH: HASH, SESSION_SECRET: 'a-completely-different-secret-0123456789' }))
  })

  it('refuses a login posted from another site', async () => {
    const response = await call(form('/api/admin/login', { password: PASSWORD, lang: 'en' }, { Origin: 'https://evil.example' }), adminEnv)
    expect(response.status).toBe(403)
    expect(response.headers.get('Set-Cookie')).toBeNull()
  })
})

describe('throttling', () => {
  it('answers the 11th failure within 15 minutes with 429 and Retry-After, without checking the password or recording it', async () => {
    const client = '2001:db8:abcd:12::1'
    for (let i = 0; i < 10; i++) {
      const response = await call(form('/api/admin/login', { password: `wrong password ${i}`, lang: 'en' }, { 'CF-Connecting-IP': client }), adminEnv)
      expect(response.status).toBe(401)
    }
    // Another address of the same IPv6 /64, with the right password: still refused before any PBKDF2 work.
    const blocked = await call(form('/api/admin/login', { password: PASSWORD, lang: 'en' }, { 'CF-Connecting-IP': '2001:db8:abcd:12:ffff::9' }), adminEnv)
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await blocked.text()).toMatch(/Try again in (1 minute|([2-9]|1\d) minutes)\./)
    expect(blocked.headers.get('Set-Cookie')).toBeNull()
    expect(await db().select().from(loginAttempts)).toHaveLength(10)
    // A different client is unaffected.
    await logIn(adminEnv, '2001:db8:ffff:1::1')
  })

  it('says how long to wait with the plural form of the page language', async () => {
    const start = Date.now()
    clock.now = () => start
    for (let i = 0; i < 10; i++) await call(form('/api/admin/login', { password: 'wrong', lang: 'cs' }, { 'CF-Connecting-IP': '192.0.2.61' }), adminEnv)
    const wait = async (lang: string, minutesLeft: number) => {
      clock.now = () => start + (15 - minutesLeft) * 60_000
      return (await call(form('/api/admin/login', { password: 'wrong', lang }, { 'CF-Connecting-IP': '192.0.2.61' }), adminEnv)).text()
    }
    expect(await wait('cs', 15)).toContain('Zkuste to znovu za 15 minut.')
    expect(await wait('cs', 3)).toContain('Zkuste to znovu za 3 minuty.')
    expect(await wait('en', 1)).toContain('Try again in 1 minute.')
    expect(await wait('ar', 2)).toContain('بعد دقيقتين.')
    expect(await wait('ar', 5)).toContain('بعد 5 دقائق.')
    clock.now = () => Date.now()
  })

  it('lets the client try again once the failures are older than 15 minutes, and the cron prunes old attempts', async () => {
    const start = Date.now()
    clock.now = () => start
    for (let i = 0; i < 10; i++) await call(form('/api/admin/login', { password: 'wrong', lang: 'en' }, { 'CF-Connecting-IP': '192.0.2.77' }), adminEnv)
    clock.now = () => start + 15 * 60 * 1000 + 1000
    await logIn(adminEnv, '192.0.2.77')
    clock.now = () => start + 31 * 24 * 60 * 60 * 1000
    await runCron(adminEnv)
    expect(await db().select().from(loginAttempts)).toHaveLength(0)
  })
})

describe('sessions', () => {
  it('end after 30 idle minutes', async () => {
    const start = Date.now()
    clock.now = () => start
    const cookie = await logIn()
    clock.now = () => start + IDLE_MS - 1000
    expect(await page('/en/admin', cookie).then((response) => response.text())).toContain('data-island="admin-panel"')
    clock.now = () => start + 2 * IDLE_MS - 2000
    expect(await page('/en/admin', cookie).then((response) => response.text())).toContain('data-island="admin-panel"')
    clock.now = () => start + 3 * IDLE_MS
    expect(await page('/en/admin', cookie).then((response) => response.text())).not.toContain('data-island="admin-panel"')
    expect(await db().select().from(adminSessions)).toHaveLength(0)
  })

  it('end 12 hours after login however active the owner is', async () => {
    const start = Date.now()
    clock.now = () => start
    const cookie = await logIn()
    let now = start
    const step = IDLE_MS - 60 * 1000
    while (now + step < start + ABSOLUTE_MS) {
      now += step
      clock.now = () => now
      expect(await page('/en/admin', cookie).then((response) => response.text())).toContain('data-island="admin-panel"')
    }
    clock.now = () => start + ABSOLUTE_MS + 1
    expect(await page('/en/admin', cookie).then((response) => response.text())).not.toContain('data-island="admin-panel"')
  }, 30_000)

  it('end at logout: the row is deleted and the cookie cleared', async () => {
    const cookie = await logIn()
    const response = await post('/api/admin/logout', cookie)
    expect(response.status).toBe(303)
    expect(response.headers.get('Set-Cookie')).toMatch(/__Host-admin-session=;.*Max-Age=0/)
    expect(await db().select().from(adminSessions)).toHaveLength(0)
    expect(await (await page('/en/admin', cookie)).text()).not.toContain('data-island="admin-panel"')
  })

  it('all end when the password hash changes', async () => {
    const cookie = await logIn()
    const response = await page('/en/admin', cookie, envWith(email, { ADMIN_PASSWORD_HASH: OTHER_HASH }))
    expect(await response.text()).not.toContain('data-island="admin-panel"')
    expect(await db().select().from(adminSessions)).toHaveLength(0)
  })

  it('treat a tampered or unknown cookie as none', async () => {
    const cookie = await logIn()
    const tampered = cookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))
    for (const value of [tampered, '__Host-admin-session=nonsense', '__Host-admin-session=' + 'A'.repeat(43)]) {
      expect(await (await page('/en/admin', value)).text()).not.toContain('data-island="admin-panel"')
    }
    expect(await (await page('/en/admin/inbox', null)).status).toBe(303)
  })
})

describe('state-changing requests', () => {
  it('need the session’s CSRF token and a same-origin request, else 403 and nothing changes', async () => {
    const cookie = await logIn()
    const id = await storedSubmission()
    const path = `/api/admin/submissions/${id}/handled`
    expect((await post(path, cookie, { csrf: '' })).status).toBe(403)
    expect((await post(path, cookie, { csrf: 'A'.repeat(43) })).status).toBe(403)
    expect((await post(path, cookie, {}, { Origin: 'https://evil.example' })).status).toBe(403)
    const noOrigin = new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' },
      body: new URLSearchParams({ csrf: await csrfFor(cookie), lang: 'en' }),
    })
    expect((await call(noOrigin, adminEnv)).status).toBe(403)
    // Another session's token does not work either.
    const otherToken = await csrfFor(await logIn())
    expect((await post(path, cookie, { csrf: otherToken })).status).toBe(403)
    expect((await db().select().from(contactSubmissions).where(eq(contactSubmissions.id, id)).get())?.handled).toBe(false)
    expect((await post(path, cookie)).status).toBe(303)
    expect((await db().select().from(contactSubmissions).where(eq(contactSubmissions.id, id)).get())?.handled).toBe(true)
  })

  it('without a session get 401 and change nothing', async () => {
    const id = await storedSubmission()
    const response = await call(form(`/api/admin/submissions/${id}/delete`, { confirm: 'yes', csrf: 'x', lang: 'en' }), adminEnv)
    expect(response.status).toBe(401)
    expect(await db().select().from(contactSubmissions)).toHaveLength(1)
  })

  it('answer no-store and noindex on every admin endpoint, and refuse oversized bodies with 413', async () => {
    const cookie = await logIn()
    const responses = [
      await page('/api/admin/sitemap.xml', cookie),
      await page('/api/admin/submissions.csv', cookie),
      await page('/api/admin/people/export?email=jana@example.cz', cookie),
      await page('/api/admin/translations/cs/export', cookie),
      await post('/api/admin/sitemap', cookie),
      await page('/en/admin/inbox', cookie),
    ]
    for (const response of responses) {
      expect(response.headers.get('Cache-Control')).toBe('no-store')
      expect(response.headers.get('X-Robots-Tag')).toContain('noindex')
    }
    const big = await post('/api/admin/translations/cs/save', cookie, { english: 'x', translation: 'y'.repeat(70_000) })
    expect(big.status).toBe(413)
  })
})

describe('the sitemap manager', () => {
  it('generates with the same code as /sitemap.xml, records the run, and offers the download', async () => {
    const cookie = await logIn()
    const csrf = await csrfFor(cookie)
    const response = await call(
      new Request(`${ORIGIN}/api/admin/sitemap`, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, Cookie: cookie },
        body: new URLSearchParams({ csrf, lang: 'en' }),
      }),
      adminEnv,
    )
    const body = await response.json<{ success: boolean; urlCount: number; generatedAt: string }>()
    const publicSitemap = await (await call(new Request(`${ORIGIN}/sitemap.xml`), adminEnv)).text()
    expect(body.success).toBe(true)
    expect(body.urlCount).toBe(publicSitemap.match(/<url>/g)?.length)
    const [row] = await db().select().from(sitemapGenerations)
    expect(row).toMatchObject({ success: true, urlCount: body.urlCount, error: null })

    const props = await panelProps(await page('/en/admin', cookie))
    expect(props.view.data?.lastGeneration).toMatchObject({ success: true, urlCount: body.urlCount })

    const download = await page('/api/admin/sitemap.xml', cookie)
    expect(download.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
    expect(download.headers.get('Content-Disposition')).toBe('attachment; filename="sitemap.xml"')
    expect(await download.text()).toBe(publicSitemap)
    expect((await page('/api/admin/sitemap.xml', null)).status).toBe(401)
  })
})

describe('the contact inbox', () => {
  it('lists every submission newest first, filters by state, and counts what needs attention', async () => {
    const now = Date.now()
    const old = await storedSubmission({ fullName: 'Old Pending' }, now - 2 * 60 * 60 * 1000)
    const fresh = await storedSubmission({ fullName: 'Fresh Pending' }, now - 60 * 1000)
    const dead = await storedSubmission({ fullName: 'Dead Letter' }, now - 30 * 60 * 1000)
    await db().update(contactSubmissions).set({ deliveryStatus: 'dead', attempts: 10 }).where(eq(contactSubmissions.id, dead))
    const cookie = await logIn()
    const all = await panelProps(await page('/en/admin/inbox', cookie))
    expect((all.view.data?.rows as { id: string }[]).map((row) => row.id)).toEqual([fresh, dead, old])
    const attention = await panelProps(await page('/en/admin/inbox?state=attention', cookie))
    expect((attention.view.data?.rows as { id: string }[]).map((row) => row.id)).toEqual([dead, old])
    const overview = await panelProps(await page('/en/admin', cookie))
    expect(overview.view.data?.counts).toEqual({ dead: 1, stale: 1, unhandled: 3 })
  })

  it('shows a message as text, with its retention date, and 404 for an unknown id', async () => {
    const id = await storedSubmission({ challenge: '<script>alert(1)</script> & <b>bold</b>' })
    const cookie = await logIn()
    const response = await page(`/en/admin/inbox/${id}`, cookie)
    const html = await response.clone().text()
    expect(html).not.toContain('<script>alert(1)</script>')
    const props = await panelProps(response)
    expect((props.view.data?.row as { challenge: string }).challenge).toBe('<script>alert(1)</script> & <b>bold</b>')
    expect(props.view.data?.deletesAt).toBeGreaterThan(Date.now() + 700 * 24 * 60 * 60 * 1000)
    expect((await page('/en/admin/inbox/no-such-id', cookie)).status).toBe(404)
    expect((await post('/api/admin/submissions/no-such-id/handled', cookie)).status).toBe(404)
    expect((await post(`/api/admin/submissions/${id}/explode`, cookie)).status).toBe(404)
  })

  it('retries delivery now, marks handled, keeps, and deletes only with confirmation', async () => {
    const id = await storedSubmission()
    await db().update(contactSubmissions).set({ deliveryStatus: 'dead', attempts: 10, lastError: 'notification: E_DOWN' }).where(eq(contactSubmissions.id, id))
    const cookie = await logIn()
    const retried = await post(`/api/admin/submissions/${id}/retry`, cookie)
    expect(retried.headers.get('Location')).toBe(`/en/admin/inbox/${id}?notice=retried`)
    expect(email.sent.length).toBeGreaterThan(0)
    const row = () => db().select().from(contactSubmissions).where(eq(contactSubmissions.id, id)).get()
    expect((await row())?.deliveryStatus).toBe('sent')

    await post(`/api/admin/submissions/${id}/handled`, cookie)
    await post(`/api/admin/submissions/${id}/keep`, cookie)
    expect(await row()).toMatchObject({ handled: true, keep: true })

    expect((await post(`/api/admin/submissions/${id}/delete`, cookie)).status).toBe(400)
    expect(await row()).toBeTruthy()
    const deleted = await post(`/api/admin/submissions/${id}/delete`, cookie, { confirm: 'yes' })
    expect(deleted.headers.get('Location')).toBe('/en/admin/inbox?notice=deleted')
    expect(await row()).toBeUndefined()
  })

  it('reports a retry that fails again, and leaves the message pending for the cron', async () => {
    const id = await storedSubmission()
    await db().update(contactSubmissions).set({ deliveryStatus: 'dead', attempts: 3 }).where(eq(contactSubmissions.id, id))
    email.failing = 'E_RELAY_DOWN'
    const cookie = await logIn()
    const response = await post(`/api/admin/submissions/${id}/retry`, cookie)
    expect(response.headers.get('Location')).toMatch(/notice=retryFailed&error=notification/)
    expect((await db().select().from(contactSubmissions).where(eq(contactSubmissions.id, id)).get())?.deliveryStatus).toBe('pending')
  })

  it('exports the filtered list as CSV with formula cells neutralised', async () => {
    await storedSubmission({ fullName: '=HYPERLINK("https://evil.example","Click")', companyName: '+cmd', challenge: '-2+3\n@SUM(A1)' })
    const cookie = await logIn()
    const response = await page('/api/admin/submissions.csv?state=all', cookie)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    const csv = await response.text()
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""Click"")"`)
    expect(csv).toContain(`"'+cmd"`)
    expect(csv).toContain(`"'-2+3\n@SUM(A1)"`)
    for (const dangerous of ['=1', '+1', '-1', '@x', '\tx', '\rx']) expect(csvCell(dangerous)).toBe(`"'${dangerous}"`)
    expect(csvCell('plain')).toBe('"plain"')
  })
})

describe('the privacy policy’s promises', () => {
  it('the cron deletes the messages of people silent for 24 months, unless kept', async () => {
    const now = Date.now()
    const month = 31 * 24 * 60 * 60 * 1000
    const gone = await storedSubmission({ email: 'gone@example.com' }, now - 25 * month)
    const kept = await storedSubmission({ email: 'kept@example.com' }, now - 25 * month)
    await db().update(contactSubmissions).set({ keep: true }).where(eq(contactSubmissions.id, kept))
    const returning = await storedSubmission({ email: 'Back@Example.com' }, now - 25 * month)
    await storedSubmission({ email: 'back@example.com' }, now - month)
    await db().update(contactSubmissions).set({ deliveryStatus: 'sent' })
    // Still waiting for delivery: never deleted unread.
    const undelivered = await storedSubmission({ email: 'waiting@example.com' }, now - 25 * month)
    await db()
      .update(contactSubmissions)
      .set({ nextAttemptAt: now + month })
      .where(eq(contactSubmissions.id, undelivered))
    await runCron(adminEnv)
    const ids = (await db().select({ id: contactSubmissions.id }).from(contactSubmissions)).map((row) => row.id)
    expect(ids).not.toContain(gone)
    expect(ids).toContain(kept)
    expect(ids).toContain(returning)
    expect(ids).toContain(undelivered)
  })

  it('exports everything about one address as JSON, and erases it on request', async () => {
    await storedSubmission({ email: 'jana@example.cz', fullName: 'Jana One' })
    await storedSubmission({ email: 'JANA@example.cz', fullName: 'Jana Two' })
    const other = await storedSubmission({ email: 'petr@example.cz' })
    const cookie = await logIn()
    const exported = await page('/api/admin/people/export?email=jana%40example.cz', cookie)
    expect(exported.headers.get('Content-Disposition')).toContain('attachment')
    const body = await exported.json<{ submissions: { fullName: string }[] }>()
    expect(body.submissions.map((row) => row.fullName)).toEqual(['Jana One', 'Jana Two'])
    expect((await page('/api/admin/people/export?email=not-an-address', cookie)).status).toBe(400)

    expect((await post('/api/admin/people/erase', cookie, { email: 'jana@example.cz' })).status).toBe(400)
    const erased = await post('/api/admin/people/erase', cookie, { email: 'jana@example.cz', confirm: 'yes' })
    expect(erased.status).toBe(200)
    expect(await erased.text()).toContain('Messages deleted: 2')
    expect((await db().select().from(contactSubmissions)).map((row) => row.id)).toEqual([other])
  })
})

describe('the translation manager', () => {
  const english = homeCopy.hero.title

  beforeEach(async () => {
    resetTranslationEngine()
    await env.DB.exec('DELETE FROM translations; DELETE FROM provider_usage')
    const { keys } = await env.CACHE.list()
    await Promise.all(keys.map((key) => env.CACHE.delete(key.name)))
  })

  it('publishes an edit at once, marks it reviewed by a person, and never lets a machine overwrite it', async () => {
    const key = await translationKey(english, 'cs')
    await upsertTranslations(db(), [
      { key, originalText: english, targetLanguage: 'cs', translatedText: 'Strojový návrh titulku', provider: 'ai-draft', reviewed: false },
    ])
    expect(await (await page('/cs', null)).text()).toContain('Strojový návrh titulku')

    const cookie = await logIn()
    const saved = await post('/api/admin/translations/cs/save', cookie, { english, translation: 'Ruční překlad titulku' })
    expect(saved.status).toBe(303)
    expect(saved.headers.get('Location')).toContain('notice=saved')
    expect(await (await page('/cs', null)).text()).toContain('Ruční překlad titulku')
    const row = await db().select().from(translations).where(eq(translations.key, key)).get()
    expect(row).toMatchObject({ reviewed: true, provider: 'human', translatedText: 'Ruční překlad titulku' })

    await upsertTranslations(db(), [
      { key, originalText: english, targetLanguage: 'cs', translatedText: 'Strojový přepis', provider: 'deepl', reviewed: false },
    ])
    expect((await db().select().from(translations).where(eq(translations.key, key)).get())?.translatedText).toBe('Ruční překlad titulku')

    const unlocked = await post('/api/admin/translations/cs/unlock', cookie, { english })
    expect(unlocked.headers.get('Location')).toContain('notice=unlocked')
    expect((await db().select().from(translations).where(eq(translations.key, key)).get())?.reviewed).toBe(false)
  })

  it('refuses an edit that drops a brand term or a slot, or is not a site string, with the reason', async () => {
    const cookie = await logIn()
    const withBrand = homeCopy.meta.title
    expect(withBrand).toContain('Karlin Labs')
    const brand = await post('/api/admin/translations/cs/save', cookie, { english: withBrand, translation: 'Automatizace s umělou inteligencí pro firmy' })
    expect(brand.status).toBe(400)
    expect(await brand.text()).toContain('Karlin Labs')
    const slot = await post('/api/admin/translations/cs/save', cookie, { english: roiCopy.workingDays, translation: 'pracovních dnů' })
    expect(slot.status).toBe(400)
    expect(await slot.text()).toContain('keep the plural block of the English and give each form this language needs (one, few, many, other)')
    const stranger = await post('/api/admin/translations/cs/save', cookie, { english: 'Not a string of this site', translation: 'Cizí text' })
    expect(stranger.status).toBe(400)
    expect(await stranger.text()).toContain('not one of the site’s strings')
    expect((await post('/api/admin/translations/xx/save', cookie, { english, translation: 'x' })).status).toBe(404)
    expect(await db().select().from(translations)).toHaveLength(0)
  })

  it('shows coverage per language and exports a language in the shipped file format', async () => {
    const key = await translationKey(english, 'de')
    await upsertTranslations(db(), [{ key, originalText: english, targetLanguage: 'de', translatedText: 'Überschrift', provider: 'human', reviewed: true }])
    const cookie = await logIn()
    const props = await panelProps(await page('/en/admin/translations', cookie))
    const coverage = props.view.data?.coverage as { lang: string; total: number; reviewed: number; missing: number }[]
    expect(coverage).toHaveLength(17)
    const de = coverage.find((row) => row.lang === 'de')
    expect(de).toMatchObject({ reviewed: 1, missing: (de?.total ?? 0) - 1 })
    const exported = await page('/api/admin/translations/de/export', cookie)
    expect(await exported.text()).toBe(`${JSON.stringify({ [english]: { translation: 'Überschrift', provider: 'human', reviewed: true } }, null, 2)}\n`)
    expect((await page('/api/admin/translations/xx/export', cookie)).status).toBe(404)
  })

  it('translates again with the provider, counts its characters, and shows its health', async () => {
    const fake = fakeProvider()
    const providerEnv = envWith(email, { ADMIN_PASSWORD_HASH: HASH, TRANSLATION_PROVIDER: 'deepl', TRANSLATION_API_URL: fake.url })
    const cookie = await logIn(providerEnv)
    const response = await post('/api/admin/translations/cs/retranslate', cookie, { english }, {}, providerEnv)
    expect(response.headers.get('Location')).toContain('notice=retranslated')
    const row = await db()
      .select()
      .from(translations)
      .where(eq(translations.key, await translationKey(english, 'cs')))
      .get()
    expect(row).toMatchObject({ translatedText: `[CS] ${english}`, reviewed: false })
    const [usage] = await db().select().from(providerUsage)
    expect(usage?.provider).toBe('deepl')
    expect(usage?.characters).toBeGreaterThanOrEqual(english.length)
    const props = await panelProps(await page('/en/admin/translations', cookie, providerEnv))
    expect(props.view.data?.providers).toEqual([expect.objectContaining({ name: 'deepl', paused: false, characters: usage?.characters })])
  })
})

describe('POST /api/translate with an admin session', () => {
  it('translates arbitrary text, without storing it as the site’s memory', async () => {
    resetTranslationEngine()
    const fake = fakeProvider()
    const providerEnv = envWith(email, { ADMIN_PASSWORD_HASH: HASH, TRANSLATION_PROVIDER: 'deepl', TRANSLATION_API_URL: fake.url })
    const cookie = await logIn(providerEnv)
    const request = (headers: Record<string, string>) =>
      new Request(`${ORIGIN}/api/translate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': newClient(), ...headers },
        body: JSON.stringify({ text: 'Translate my essay please', targetLanguage: 'cs', sourceLanguage: 'en' }),
      })
    expect((await call(request({}), providerEnv)).status).toBe(403)
    const response = await call(request({ Cookie: cookie }), providerEnv)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ translatedText: '[CS] Translate my essay please' })
    expect(await db().select().from(translations).where(eq(translations.originalText, 'Translate my essay please'))).toHaveLength(0)
  })
})
