import { env } from 'cloudflare:test'
import { describe, expect, inject, it } from 'vitest'
import { securityHeaders } from '../../src/platform/headers'
import { ORIGIN, RecordingEmail, VALID, call, envWith, jsonRequest, newClient, submissionsByEmail, validSubmission } from './contact-helpers'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the fake Turnstile siteverify, started by tests/fakes/global-setup.ts. */
    fakeSiteverifyUrl: string
  }
}

/** The secret the fake siteverify accepts (tests/fakes/siteverify.ts). */
const SECRET = 'fake-turnstile-secret'
const SITE_KEY = '0x4AAAAAAAtestsitekey'
const PARAGRAPH = 'we use Cloudflare Turnstile'

function withTurnstile(email = new RecordingEmail()): Env {
  return envWith(email, {
    TURNSTILE_SITE_KEY: SITE_KEY,
    TURNSTILE_SECRET_KEY: SECRET,
    TURNSTILE_VERIFY_URL: `${inject('fakeSiteverifyUrl')}/turnstile/v0/siteverify`,
  })
}

const siteverifyCalls = async () =>
  (await (await fetch(`${inject('fakeSiteverifyUrl')}/__calls`)).json()) as {
    secret: string
    response: string
    remoteip: string | null
    idempotencyKey: string | null
  }[]

const get = (path: string, testEnv: Env) => call(new Request(`${ORIGIN}${path}`, { headers: { 'CF-Connecting-IP': newClient() } }), testEnv)

function turnstilePost(testEnv: Env, token: string, email: string, client = newClient()) {
  return call(jsonRequest({ ...VALID, email, captchaToken: '', captchaAnswer: '', turnstileToken: token }, client), testEnv)
}

describe('without Turnstile keys', () => {
  it('keeps the strict policy, offers only the math problem and says nothing about Turnstile', async () => {
    const page = await get('/fi/privacy-policy', env)
    expect(page.headers.get('Content-Security-Policy')).toBe(securityHeaders()['Content-Security-Policy'])
    expect(page.headers.get('Content-Security-Policy')).not.toContain('challenges.cloudflare.com')
    expect(await page.text()).not.toContain('Turnstile')
    const challenge = await get('/api/contact/challenge', env)
    expect(await challenge.json()).not.toHaveProperty('turnstile')
  })

  it('ignores a widget token and asks for the math problem', async () => {
    const response = await turnstilePost(envWith(new RecordingEmail()), 'pass.ignored', 'noturnstile@example.cz')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'captchaRequired' })
  })
})

describe('with Turnstile keys', () => {
  it('allows Turnstile in the policy on every response type, and only its origin, with every other header unchanged', async () => {
    const strict = securityHeaders()
    for (const path of ['/sk', '/sk/privacy-policy', '/api/contact/challenge', '/nope', '/sitemap.xml', '/robots.txt']) {
      const response = await get(path, withTurnstile())
      const csp = response.headers.get('Content-Security-Policy') ?? ''
      expect(csp, path).toContain("script-src 'self' https://challenges.cloudflare.com")
      expect(csp, path).toContain('frame-src https://challenges.cloudflare.com')
      expect(csp.replace(/ https:\/\/challenges\.cloudflare\.com/g, '').replace('; frame-src', '')).toBe(strict['Content-Security-Policy'])
      for (const [name, value] of Object.entries(strict))
        if (name !== 'Content-Security-Policy') expect(response.headers.get(name), `${path} ${name}`).toBe(value)
    }
  })

  it('hands the island the site key with the problem, and the privacy policy says what Turnstile processes and why', async () => {
    expect(await (await get('/api/contact/challenge', withTurnstile())).json()).toMatchObject({ turnstile: SITE_KEY, token: expect.any(String) })
    const policy = await (await get('/sk/privacy-policy', withTurnstile())).text()
    expect(policy).toContain(PARAGRAPH)
    expect(policy).toContain('Article 6(1)(f) GDPR')
  })

  it('accepts a submission whose widget token siteverify confirms, sending the secret and the client address', async () => {
    const client = '198.51.100.61'
    const response = await turnstilePost(withTurnstile(), 'pass.accepted-1', 'turnstile-ok@example.cz', client)
    expect(response.status).toBe(200)
    expect(await submissionsByEmail('turnstile-ok@example.cz')).toHaveLength(1)
    const last = (await siteverifyCalls()).find((entry) => entry.response === 'pass.accepted-1')
    expect(last).toMatchObject({ secret: SECRET, remoteip: client, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) })
  })

  it.each([
    ['a failed check', 'fail.one'],
    ['a token made for another action', 'other-action.one'],
  ])('refuses %s with a translated message under the security check', async (_name, token) => {
    const response = await turnstilePost(withTurnstile(), token, `refused-${token}@example.cz`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: 'turnstileFailed',
      fields: { captchaAnswer: 'turnstileFailed' },
      message: 'The security check did not succeed. Please try it again.',
    })
  })

  it('accepts a token once', async () => {
    expect((await turnstilePost(withTurnstile(), 'pass.twice', 'twice-1@example.cz')).status).toBe(200)
    const again = await turnstilePost(withTurnstile(), 'pass.twice', 'twice-2@example.cz')
    expect(again.status).toBe(400)
    expect(await submissionsByEmail('twice-2@example.cz')).toHaveLength(0)
  })

  it('answers 503 when siteverify fails, never a false success', async () => {
    const response = await turnstilePost(withTurnstile(), 'down.now', 'siteverify-down@example.cz')
    expect(response.status).toBe(503)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await submissionsByEmail('siteverify-down@example.cz')).toHaveLength(0)
  })

  it('keeps the math problem for visitors without JavaScript', async () => {
    const testEnv = withTurnstile()
    const response = await call(await validSubmission(testEnv, newClient(), { email: 'math-with-turnstile@example.cz' }), testEnv)
    expect(response.status).toBe(200)
  })
})
