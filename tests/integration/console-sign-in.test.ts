import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { ABSOLUTE_MS, IDLE_MS } from '../../src/admin/access/session'
import { adminSessions, loginAttempts } from '../../src/db/schema'
import { clock } from '../../src/platform/clock'
import { sha256Hex } from '../../src/platform/crypto'
import { resetTranslationEngine } from '../../src/translation'
import { upsertTranslations } from '../../src/translation/d1'
import { translationKey } from '../../src/translation/keys'
import {
  ORIGIN,
  OTHER_HASH,
  PASSWORD,
  call,
  consoleEnv,
  db,
  form,
  logIn,
  page,
  post,
  readable,
  resetConsoleTables,
  runCron,
  sessionCookie,
} from './console-helpers'
import { watchedD1 } from './d1-double'

let testEnv: Env

beforeEach(async () => {
  testEnv = consoleEnv().env
  await resetConsoleTables()
})

const signedIn = async (response: Response) => (await response.text()).includes('name="csrf"')

describe('the password gate', () => {
  it('shows one password field and a Log in button in the console’s own frame, never cached, never indexed', async () => {
    const response = await page('/en/admin', null, testEnv)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('X-Robots-Tag')).toContain('noindex')
    const html = await response.text()
    expect(html).toContain('type="password"')
    expect(html).toContain('>Password</label>')
    expect(html).toMatch(/<title>Log in · Admin Panel \| Karlin Labs<\/title>/)
    expect(html).toContain('action="/en/admin"')
    // Not the marketing shell: no site header island, no footer, no "Get Started".
    expect(html).not.toContain('data-island="site-header"')
    expect(html).not.toContain('<footer')
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
    const html = await (await page('/ar/admin', null, testEnv)).text()
    expect(html).toContain('dir="rtl"')
    expect(html).toContain('تسجيل الدخول</button>')
  })

  it('answers a wrong password on the gate itself: 401, the field marked invalid and focused, the title saying so, nothing kept', async () => {
    const response = await call(form('/en/admin', { password: 'not the password at all', lang: 'en' }), testEnv)
    expect(response.status).toBe(401)
    expect(response.headers.get('Set-Cookie')).toBeNull()
    const html = await response.text()
    expect(html).toMatch(/<title>Error: Log in · Admin Panel/)
    expect(html).toMatch(/<input id="admin-password"[^>]*autofocus=""[^>]*aria-invalid="true"[^>]*aria-describedby="admin-password-error"/)
    expect(html).toMatch(/id="admin-password-error"[^>]*>[\s\S]*Invalid password/)
    expect(await db().select().from(adminSessions)).toHaveLength(0)
    const attempts = await db().select().from(loginAttempts)
    expect(attempts).toHaveLength(1)
    expect(attempts[0]?.success).toBe(false)
    expect(attempts[0]?.client).not.toContain('192.0.2.10')
  })

  it('opens a session for the right password, with __Host- cookies whose token is stored only hashed', async () => {
    const response = await call(form('/en/admin', { password: PASSWORD, lang: 'en' }), testEnv)
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/en/admin')
    const header = response.headers.get('Set-Cookie') ?? ''
    expect(header).toMatch(/__Host-admin-session=[A-Za-z0-9_-]{43};/)
    for (const attribute of ['Path=/', 'Secure', 'HttpOnly', 'SameSite=Strict']) expect(header).toContain(attribute)
    expect(header).not.toMatch(/Domain=/i)
    const token = /__Host-admin-session=([^;]+)/.exec(header)?.[1] ?? ''
    const [row] = await db().select().from(adminSessions)
    expect(row?.tokenHash).toBe(await sha256Hex(token))
    expect(JSON.stringify(row)).not.toContain(token)
    expect((await db().select().from(loginAttempts))[0]?.success).toBe(true)
    expect(await signedIn(await page('/en/admin', sessionCookie(response), testEnv))).toBe(true)
  })

  it('returns the owner to the screen they asked for, and only to a console screen', async () => {
    const back = await call(form('/en/admin', { password: PASSWORD, lang: 'en', next: '/en/admin/inbox?view=all' }), testEnv)
    expect(back.headers.get('Location')).toBe('/en/admin/inbox?view=all')
    for (const next of ['https://evil.example/', '//evil.example', '/en/privacy-policy', '/en/admin//evil']) {
      const response = await call(form('/en/admin', { password: PASSWORD, lang: 'en', next }), testEnv)
      expect(response.headers.get('Location')).toBe('/en/admin')
    }
  })

  it('answers /api/admin/login for scripts in JSON', async () => {
    const json = { Accept: 'application/json' }
    expect((await call(form('/api/admin/login', { password: 'wrong', lang: 'en' }, json), testEnv)).status).toBe(401)
    const response = await call(form('/api/admin/login', { password: PASSWORD, lang: 'en' }, json), testEnv)
    expect(await response.json()).toEqual({ ok: true })
  })

  it('refuses every login with a clear message when no hash is configured', async () => {
    const response = await call(form('/en/admin', { password: PASSWORD, lang: 'en' }), consoleEnv({ ADMIN_PASSWORD_HASH: '' }).env)
    expect(response.status).toBe(403)
    expect(await readable(response)).toContain('no administrator password has been configured')
  })

  it('refuses every login in a deploy whose SESSION_SECRET is under 32 characters, as when it is missing', async () => {
    const response = await call(form('/en/admin', { password: PASSWORD, lang: 'en' }), consoleEnv({ SESSION_SECRET: 'too-short-to-sign', ENVIRONMENT: '' }).env)
    expect(response.status).toBe(403)
    expect(response.headers.get('Set-Cookie')).toBeNull()
  })

  it('verifies a hash that does not depend on SESSION_SECRET: a new secret still accepts the password', async () => {
    await logIn(consoleEnv({ SESSION_SECRET: 'a-completely-different-secret-0123456789' }).env)
  })

  it('refuses a login posted from another site', async () => {
    const response = await call(form('/en/admin', { password: PASSWORD, lang: 'en' }, { Origin: 'https://evil.example' }), testEnv)
    expect(response.status).toBe(403)
    expect(response.headers.get('Set-Cookie')).toBeNull()
  })
})

describe('throttling', () => {
  it('answers the 11th failure within 15 minutes with 429 and Retry-After, before any password check', async () => {
    const client = '2001:db8:abcd:12::1'
    for (let i = 0; i < 10; i++) {
      const response = await call(form('/en/admin', { password: `wrong password ${i}`, lang: 'en' }, { 'CF-Connecting-IP': client }), testEnv)
      expect(response.status).toBe(401)
    }
    // Another address of the same IPv6 /64, with the right password: still refused before any PBKDF2 work.
    const blocked = await call(form('/en/admin', { password: PASSWORD, lang: 'en' }, { 'CF-Connecting-IP': '2001:db8:abcd:12:ffff::9' }), testEnv)
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(blocked.headers.get('Set-Cookie')).toBeNull()
    expect(await readable(blocked)).toMatch(/Try again in 1[45] minutes/)
    expect(await db().select().from(loginAttempts)).toHaveLength(10)
    // A different client is unaffected.
    await logIn(testEnv, '2001:db8:ffff:1::1')
  })

  it('lets 50 guesses sent at once check at most 10 passwords', async () => {
    const guesses = Array.from({ length: 50 }, (_, i) =>
      call(form('/en/admin', { password: `parallel guess ${i}`, lang: 'en' }, { 'CF-Connecting-IP': '198.51.100.50' }), testEnv),
    )
    const statuses = (await Promise.all(guesses)).map((response) => response.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(40)
    expect(await db().select().from(loginAttempts)).toHaveLength(10)
  })

  it('keeps a browser the owner signed in from before out of its network’s lock-out', async () => {
    const first = await call(form('/en/admin', { password: PASSWORD, lang: 'en' }, { 'CF-Connecting-IP': '203.0.113.9' }), testEnv)
    const device = /__Host-admin-device=[^;]+/.exec(first.headers.get('Set-Cookie') ?? '')?.[0]
    expect(device).toBeTruthy()
    // A neighbour behind the same address runs out the network's attempts…
    for (let i = 0; i < 10; i++) await call(form('/en/admin', { password: `neighbour ${i}`, lang: 'en' }, { 'CF-Connecting-IP': '203.0.113.9' }), testEnv)
    expect((await call(form('/en/admin', { password: PASSWORD, lang: 'en' }, { 'CF-Connecting-IP': '203.0.113.9' }), testEnv)).status).toBe(429)
    // …and the owner's browser still signs in; a forged device cookie counts as the network.
    const owner = await call(form('/en/admin', { password: PASSWORD, lang: 'en' }, { 'CF-Connecting-IP': '203.0.113.9', Cookie: device ?? '' }), testEnv)
    expect(owner.status).toBe(303)
    const forged = await call(
      form('/en/admin', { password: PASSWORD, lang: 'en' }, { 'CF-Connecting-IP': '203.0.113.9', Cookie: '__Host-admin-device=AAAAAAAAAAAAAAAAAAAAAA.AAAA' }),
      testEnv,
    )
    expect(forged.status).toBe(429)
  })

  it('says how long to wait with the plural form of the page language', async () => {
    resetTranslationEngine()
    const english = 'Too many failed attempts from your network. Try again in {minutes, plural, one {# minute} other {# minutes}}.'
    // The shipped memory's drafts, as the deploy loads them.
    const drafts = {
      cs: 'Příliš mnoho neúspěšných pokusů z vaší sítě. Zkuste to znovu za {minutes, plural, one {# minutu} few {# minuty} many {# minuty} other {# minut}}.',
      ar: 'محاولات فاشلة كثيرة جدًا من شبكتك. يُرجى المحاولة مرة أخرى بعد {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.',
    }
    await upsertTranslations(
      db(),
      await Promise.all(
        Object.entries(drafts).map(async ([lang, translatedText]) => ({
          key: await translationKey(english, lang),
          originalText: english,
          targetLanguage: lang,
          translatedText,
          provider: 'ai-draft',
          reviewed: false,
        })),
      ),
    )
    const start = Date.now()
    clock.now = () => start
    for (let i = 0; i < 10; i++) await call(form('/cs/admin', { password: 'wrong', lang: 'cs' }, { 'CF-Connecting-IP': '192.0.2.61' }), testEnv)
    const wait = async (lang: string, minutesLeft: number) => {
      clock.now = () => start + (15 - minutesLeft) * 60_000
      return readable(await call(form(`/${lang}/admin`, { password: 'wrong', lang }, { 'CF-Connecting-IP': '192.0.2.61' }), testEnv))
    }
    expect(await wait('cs', 15)).toContain('Zkuste to znovu za 15 minut.')
    expect(await wait('cs', 3)).toContain('Zkuste to znovu za 3 minuty.')
    expect(await wait('en', 1)).toContain('Try again in 1 minute.')
    expect(await wait('ar', 2)).toContain('بعد دقيقتين.')
    expect(await wait('ar', 5)).toContain('بعد 5 دقائق.')
  })

  it('lets the client try again once the failures are older than 15 minutes, and the cron prunes old attempts', async () => {
    const start = Date.now()
    clock.now = () => start
    for (let i = 0; i < 10; i++) await call(form('/en/admin', { password: 'wrong', lang: 'en' }, { 'CF-Connecting-IP': '192.0.2.77' }), testEnv)
    clock.now = () => start + 15 * 60 * 1000 + 1000
    await logIn(testEnv, '192.0.2.77')
    clock.now = () => start + 31 * 24 * 60 * 60 * 1000
    await runCron(testEnv)
    expect(await db().select().from(loginAttempts)).toHaveLength(0)
  })
})

describe('sessions', () => {
  it('end after 30 idle minutes', async () => {
    const start = Date.now()
    clock.now = () => start
    const cookie = await logIn(testEnv)
    clock.now = () => start + IDLE_MS - 1000
    expect(await signedIn(await page('/en/admin', cookie, testEnv))).toBe(true)
    clock.now = () => start + 2 * IDLE_MS - 2000
    expect(await signedIn(await page('/en/admin', cookie, testEnv))).toBe(true)
    clock.now = () => start + 3 * IDLE_MS
    expect(await signedIn(await page('/en/admin', cookie, testEnv))).toBe(false)
    expect(await db().select().from(adminSessions)).toHaveLength(0)
  })

  it('end 12 hours after login however active the owner is', async () => {
    const start = Date.now()
    clock.now = () => start
    const cookie = await logIn(testEnv)
    let now = start
    const step = IDLE_MS - 60 * 1000
    while (now + step < start + ABSOLUTE_MS) {
      now += step
      clock.now = () => now
      expect(await signedIn(await page('/en/admin', cookie, testEnv))).toBe(true)
    }
    clock.now = () => start + ABSOLUTE_MS + 1
    expect(await signedIn(await page('/en/admin', cookie, testEnv))).toBe(false)
  }, 30_000)

  it('end at logout: the row is deleted, the cookie cleared, and the gate says so', async () => {
    const cookie = await logIn(testEnv)
    const response = await post('/api/admin/logout', cookie, testEnv)
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/en/admin?notice=signedOut')
    expect(response.headers.get('Set-Cookie')).toMatch(/__Host-admin-session=;.*Max-Age=0/)
    expect(await db().select().from(adminSessions)).toHaveLength(0)
    const gate = await page('/en/admin?notice=signedOut', cookie, testEnv)
    expect(await readable(gate)).toContain('You have logged out.')
  })

  it('all end when the password hash changes', async () => {
    const cookie = await logIn(testEnv)
    expect(await signedIn(await page('/en/admin', cookie, consoleEnv({ ADMIN_PASSWORD_HASH: OTHER_HASH }).env))).toBe(false)
    expect(await db().select().from(adminSessions)).toHaveLength(0)
  })

  it('treat a tampered or unknown cookie as none', async () => {
    const cookie = await logIn(testEnv)
    const tampered = cookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))
    for (const value of [tampered, '__Host-admin-session=nonsense', `__Host-admin-session=${'A'.repeat(43)}`]) {
      expect(await signedIn(await page('/en/admin', value, testEnv))).toBe(false)
    }
  })
})

describe('every console answer', () => {
  it('for an address no room answers is the 404 page of the site, private, after the session check', async () => {
    const cookie = await logIn(testEnv)
    const signedIn = await page('/cs/admin/no-such-room', cookie, testEnv)
    expect(signedIn.status).toBe(404)
    expect(await signedIn.text()).toContain('<html lang="cs"')
    expect(signedIn.headers.get('Cache-Control')).toBe('no-store')
    expect(signedIn.headers.get('X-Console-Unmatched')).toBeNull()
    expect((await page('/cs/admin/no-such-room', null, testEnv)).status).toBe(303)
  })

  it('is private, redirects to the gate included', async () => {
    const cookie = await logIn(testEnv)
    const answers = [
      await page('/en/admin/inbox', null, testEnv),
      await page('/en/admin/translations', null, testEnv),
      await page('/api/admin/submissions.csv', null, testEnv),
      await call(form('/en/admin/inbox', { intent: 'handled' }), testEnv),
      await page('/en/admin/inbox', cookie, testEnv),
      await page('/api/admin/sitemap.xml', cookie, testEnv),
      await page('/en/admin/inbox/no-such-message', cookie, testEnv),
      await post('/api/admin/logout', cookie, testEnv),
    ]
    expect(answers.filter((response) => response.status === 303).length).toBeGreaterThanOrEqual(4)
    for (const response of answers) {
      expect(response.headers.get('Cache-Control')).toBe('no-store')
      expect(response.headers.get('X-Robots-Tag')).toContain('noindex')
    }
  })

  it('refuses an oversized form with 413 on a console page, never a bare one', async () => {
    const cookie = await logIn(testEnv)
    const big = await post('/en/admin/translations/cs', cookie, testEnv, { intent: 'save', english: 'x', translation: 'y'.repeat(70_000) })
    expect(big.status).toBe(413)
    expect(await big.text()).toContain('The request is too large.')
  })

  it('keeps a screen that cannot reach D1 in the console, with a 503 and nothing but a code in the log', async () => {
    const cookie = await logIn(testEnv)
    const broken = {
      ...testEnv,
      DB: watchedD1(env.DB, { prepare: () => new Error('D1_ERROR: jana@example.cz token abc') }),
    }
    const response = await call(new Request(`${ORIGIN}/en/admin/inbox`, { headers: { Cookie: cookie } }), broken as Env)
    expect(response.status).toBe(503)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })
})
