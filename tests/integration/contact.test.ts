import { SELF, createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { createChallenge } from '../../src/contact/captcha'
import { MAX_DELIVERY_ATTEMPTS } from '../../src/messages/store'
import { CONTACT_RATE_LIMIT } from '../../src/contact/limits'
import worker from '../../src/index'
import { remember } from './memory-helpers'
import {
  ORIGIN,
  RecordingEmail,
  VALID,
  call,
  drawChallenge,
  envWith,
  inOneWindow,
  jsonRequest,
  newClient,
  submissionsByEmail,
  validSubmission,
} from './contact-helpers'
import { watchedD1 } from './d1-double'

async function runCron(testEnv: Env): Promise<void> {
  const ctx = createExecutionContext()
  await worker.scheduled(createScheduledController({ cron: '*/5 * * * *', scheduledTime: Date.now() }), testEnv, ctx)
  await waitOnExecutionContext(ctx)
}

/** Makes every pending submission due now, as if the backoff had passed. */
async function makeAllDue(): Promise<void> {
  await env.DB.prepare("UPDATE contact_submissions SET next_attempt_at = 0 WHERE delivery_status = 'pending'").run()
}

describe('GET /api/contact/challenge', () => {
  it('draws a fresh a + b problem with operands from 1 to 10, never cached', async () => {
    const response = await call(new Request(`${ORIGIN}/api/contact/challenge`, { headers: { 'CF-Connecting-IP': newClient() } }), envWith(new RecordingEmail()))
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const body = await response.json<{ a: number; b: number; token: string; expiresAt: number }>()
    for (const operand of [body.a, body.b]) {
      expect(Number.isInteger(operand)).toBe(true)
      expect(operand).toBeGreaterThanOrEqual(1)
      expect(operand).toBeLessThanOrEqual(10)
    }
    expect(body.token).toMatch(/^[\w-]{22}\.\d{13}\.[\w-]{43}\.[\w-]{22}$/)
    expect(body.expiresAt).toBeGreaterThan(Date.now())
  })

  it('is refused with 503 in production when SESSION_SECRET is missing', async () => {
    const response = await call(
      new Request(`${ORIGIN}/api/contact/challenge`, { headers: { 'CF-Connecting-IP': newClient() } }),
      envWith(new RecordingEmail(), { SESSION_SECRET: '', ENVIRONMENT: '' }),
    )
    expect(response.status).toBe(503)
  })

  it('works on a local run without SESSION_SECRET, with a secret made up for the isolate', async () => {
    const local = envWith(new RecordingEmail(), { SESSION_SECRET: '', ENVIRONMENT: 'development' })
    const draw = () => call(new Request('http://localhost:8787/api/contact/challenge', { headers: { 'CF-Connecting-IP': newClient() } }), local)
    const first = await draw()
    expect(first.status).toBe(200)
    const { a, b, token } = await first.json<{ a: number; b: number; token: string }>()
    const client = newClient()
    const response = await call(
      new Request('http://localhost:8787/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': client },
        body: JSON.stringify({ ...VALID, email: 'local@example.cz', captchaToken: token, captchaAnswer: String(a + b) }),
      }),
      local,
    )
    expect(response.status).toBe(200)
  })
})

describe('POST /api/contact, a valid submission', () => {
  it('is stored with its context, answered with the thank-you message, and mailed to the business and the visitor', async () => {
    const email = new RecordingEmail()
    const testEnv = envWith(email)
    const client = newClient()
    const request = await validSubmission(testEnv, client, { email: 'valid@example.cz' })
    request.headers.set('User-Agent', 'Test Browser/1.0')
    const response = await call(request, testEnv)

    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual({
      ok: true,
      message: "We've received your message and will get back to you soon. Check your email for a confirmation.",
    })

    const [row] = await submissionsByEmail('valid@example.cz')
    expect(row).toMatchObject({
      fullName: VALID.fullName,
      language: 'en',
      page: '/en',
      userAgent: 'Test Browser/1.0',
      deliveryStatus: 'sent',
      attempts: 0,
      lockedUntil: null,
    })
    expect(row?.notificationSentAt).toEqual(expect.any(Number))
    expect(row?.confirmationSentAt).toEqual(expect.any(Number))

    expect(email.sent).toHaveLength(2)
    const [notification, confirmation] = email.sent
    expect(notification).toMatchObject({ to: env.CONTACT_TO, replyTo: 'valid@example.cz', from: { email: env.CONTACT_FROM } })
    expect(notification?.subject).toContain(VALID.fullName)
    expect(notification?.text).toContain('\u2068We answer the same 40 questions every day.\u2069\n\u2068Can a chatbot help?\u2069')
    expect(notification?.html).toContain('<div dir="auto">We answer the same 40 questions every day.</div>\n<div dir="auto">Can a chatbot help?</div>')
    expect(confirmation).toMatchObject({ to: 'valid@example.cz', replyTo: env.CONTACT_TO, subject: 'We received your message | Karlin Labs' })
    expect(confirmation?.text).toMatch(/^Hello,\n/)
  })

  it('is stored already claimed by the request that mails it: two writes in all, and a cron run meanwhile leaves it alone', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const email = new (class extends RecordingEmail {
      override async send(message: EmailMessage | EmailMessageBuilder): Promise<EmailSendResult> {
        await held
        return super.send(message)
      }
    })()
    const testEnv = envWith(email, { CONTACT_CONFIRMATION: 'off' })
    const request = await validSubmission(testEnv, newClient(), { email: 'claimed@example.cz' })
    const writes: string[] = []
    const watched = {
      ...testEnv,
      DB: watchedD1(env.DB, { run: (query) => void (/^\s*(insert|update)[^(]*"contact_submissions"/i.test(query) && writes.push(query)) }),
    }
    const ctx = createExecutionContext()
    expect((await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, watched, ctx)).status).toBe(200)
    const [stored] = await submissionsByEmail('claimed@example.cz')
    expect(stored?.lockedUntil).toBeGreaterThan(Date.now())

    const cronEmail = new RecordingEmail()
    await runCron(envWith(cronEmail, { CONTACT_CONFIRMATION: 'off' }))
    expect(cronEmail.sent).toHaveLength(0)

    release()
    await waitOnExecutionContext(ctx)
    expect(email.sent).toHaveLength(1)
    expect((await submissionsByEmail('claimed@example.cz'))[0]).toMatchObject({ deliveryStatus: 'sent', lockedUntil: null })
    // Stored (and claimed), then marked delivered: no claim of its own in between.
    expect(writes).toHaveLength(2)
  })

  it('confirms with fixed text only: nothing the visitor typed reaches the recipient', async () => {
    const email = new RecordingEmail()
    const testEnv = envWith(email)
    const typed = {
      fullName: 'Invoice overdue',
      companyName: 'Pay here evil.example',
      challenge: 'Click https://evil.example/login now',
      email: 'victim@example.cz',
    }
    await call(await validSubmission(testEnv, newClient(), typed), testEnv)
    const confirmation = email.sent.find((message) => message.to === 'victim@example.cz')
    expect(confirmation).toBeDefined()
    for (const value of [typed.fullName, typed.companyName, typed.challenge, 'evil.example', 'chatbot']) {
      expect(`${confirmation?.subject}\n${confirmation?.text}\n${confirmation?.html}`).not.toContain(value)
    }
  })

  it('mails one address at most one confirmation a day, however it is spelled', async () => {
    const email = new RecordingEmail()
    const testEnv = envWith(email)
    for (const address of ['daily@example.cz', 'Daily@Example.cz', 'daily+again@example.cz']) {
      expect((await call(await validSubmission(testEnv, newClient(), { email: address }), testEnv)).status).toBe(200)
    }
    expect(email.sent.filter((message) => message.to === env.CONTACT_TO)).toHaveLength(3)
    expect(email.sent.filter((message) => message.to !== env.CONTACT_TO)).toHaveLength(1)
    const rows = await submissionsByEmail('Daily@Example.cz')
    expect(rows[0]).toMatchObject({ deliveryStatus: 'sent', confirmationSentAt: null })
    // Only a keyed hash of the address is kept for the daily limit, never the address.
    const keys = await env.DB.prepare("SELECT key FROM rate_limits WHERE key LIKE 'confirmation:%'").all<{ key: string }>()
    expect(keys.results.length).toBeGreaterThan(0)
    expect(keys.results.some((row) => row.key.includes('daily'))).toBe(false)
  })

  it("refuses bidi and zero-width characters in a name with the field's message", async () => {
    const email = new RecordingEmail()
    const testEnv = envWith(email)
    const response = await call(await validSubmission(testEnv, newClient(), { email: 'bidi@example.cz', fullName: 'Invoice \u202efdp.exe' }), testEnv)
    expect(response.status).toBe(400)
    const body = await response.json<{ error: string; fieldMessages: Record<string, string> }>()
    expect(body.error).toBe('controlCharacters')
    expect(body.fieldMessages.fullName).toBe('Please remove the special control characters from this field')
    expect(email.sent).toHaveLength(0)
  })

  it('shows direction controls in a message as visible marks, flagged, each line isolated, and stores the text as it was', async () => {
    const email = new RecordingEmail()
    const testEnv = envWith(email)
    const challenge = 'Please open the attached invoice \u202Efdp.exe\nand pay \u2067today\u2069.\n\nThanks'
    expect((await call(await validSubmission(testEnv, newClient(), { email: 'rlo@example.cz', challenge }), testEnv)).status).toBe(200)
    const [notification] = email.sent
    const text = notification?.text ?? ''
    const html = notification?.html ?? ''
    expect(text).toContain('Warning: 3 hidden character(s) that can reorder the text are shown as [U+202E]-style marks.')
    expect(text).toContain(
      '\u2068Please open the attached invoice [U+202E]fdp.exe\u2069\n\u2068and pay [U+2067]today[U+2069].\u2069\n\u2068\u2069\n\u2068Thanks\u2069',
    )
    // The only controls left are the isolates the mail puts around typed text: each closed on its own line.
    for (const line of text.split('\n')) expect(line.replace(/\u2068[^\u202A-\u202E\u2066-\u2069]*\u2069/g, '')).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/)
    expect(html).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/)
    expect(html).toContain('<p><strong>Warning: 3 hidden character(s) that can reorder the text are shown as [U+202E]-style marks.</strong></p>')
    expect(html).toContain('<div dir="auto">Please open the attached invoice [U+202E]fdp.exe</div>\n<div dir="auto">and pay [U+2067]today[U+2069].</div>')
    const [row] = await submissionsByEmail('rlo@example.cz')
    expect(row?.challenge).toBe(challenge)
  })

  it('says nothing of direction controls when a message has none', async () => {
    const email = new RecordingEmail()
    const testEnv = envWith(email)
    await call(await validSubmission(testEnv, newClient(), { email: 'ltr@example.cz', challenge: 'مرحبا، نحتاج مساعدًا للحجوزات.\nThank you' }), testEnv)
    const [notification] = email.sent
    expect(notification?.text).not.toContain('Warning')
    expect(notification?.text).toContain('\u2068مرحبا، نحتاج مساعدًا للحجوزات.\u2069\n\u2068Thank you\u2069')
  })

  it("drops a page that is not one of the site's, so the notification links only into the site", async () => {
    const email = new RecordingEmail()
    const testEnv = envWith(email)
    await call(await validSubmission(testEnv, newClient(), { email: 'page@example.cz', page: '@evil.example/x' }), testEnv)
    const [row] = await submissionsByEmail('page@example.cz')
    expect(row?.page).toBeNull()
    expect(email.sent[0]?.text).toContain('Page: —')
    expect(email.sent[0]?.text).not.toContain('evil.example')
  })

  it('ships with confirmations off: only the inbox is mailed', async () => {
    expect(env.CONTACT_CONFIRMATION).toBe('off')
    const email = new RecordingEmail()
    const testEnv = { ...env, EMAIL: email }
    const response = await call(await validSubmission(testEnv, newClient(), { email: 'default-off@example.cz' }), testEnv)
    expect(response.status).toBe(200)
    // Nobody is told to look for a confirmation that is not coming.
    expect(await response.json()).toEqual({ ok: true, message: "We've received your message and will get back to you soon." })
    expect(email.sent.map((message) => message.to)).toEqual([env.CONTACT_TO])
    const home = await (await call(new Request(`${ORIGIN}/da`), testEnv)).text()
    expect(home).not.toContain('Check your email for a confirmation')
  })

  it('says a confirmation is on its way, on the home page, only where one is mailed', async () => {
    for (const [setting, mailed] of [
      ['on', true],
      ['off', false],
    ] as const) {
      // A build of its own each, so the edge cache (which the setting does not key) keeps the two answers apart.
      const build = { id: `confirmation-${setting}`, tag: '', timestamp: '' }
      const testEnv = envWith(new RecordingEmail(), { CONTACT_CONFIRMATION: setting, CF_VERSION_METADATA: build })
      const home = await (await call(new Request(`${ORIGIN}/en`), testEnv)).text()
      expect(home).toContain('id="contact-sent"')
      expect(home.includes('Check your email for a confirmation'), `CONTACT_CONFIRMATION=${setting}`).toBe(mailed)
    }
  })

  it('sends no confirmation when CONTACT_CONFIRMATION is off', async () => {
    const email = new RecordingEmail()
    const testEnv = envWith(email, { CONTACT_CONFIRMATION: 'off' })
    const response = await call(await validSubmission(testEnv, newClient(), { email: 'noconfirm@example.cz' }), testEnv)
    expect(response.status).toBe(200)
    expect(email.sent.map((message) => message.to)).toEqual([env.CONTACT_TO])
    const [row] = await submissionsByEmail('noconfirm@example.cz')
    expect(row).toMatchObject({ deliveryStatus: 'sent', confirmationSentAt: null })
  })

  it('escapes HTML and keeps header values on one line in the notification', async () => {
    const email = new RecordingEmail()
    const testEnv = envWith(email)
    await call(await validSubmission(testEnv, newClient(), { email: 'html@example.cz', challenge: '<script>alert(1)</script> & "quotes"' }), testEnv)
    const notification = email.sent[0]
    expect(notification?.html).not.toContain('<script>')
    expect(notification?.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;quotes&#34;')
    expect(notification?.subject).not.toMatch(/[\r\n]/)
  })

  it('is delivered through the real local e-mail binding', async () => {
    const client = newClient()
    const challenge = await SELF.fetch(`${ORIGIN}/api/contact/challenge`, { headers: { 'CF-Connecting-IP': client } })
    const { a, b, token } = await challenge.json<{ a: number; b: number; token: string }>()
    const response = await SELF.fetch(jsonRequest({ ...VALID, email: 'simulator@example.cz', captchaToken: token, captchaAnswer: String(a + b) }, client))
    expect(response.status).toBe(200)
    let status = ''
    for (let i = 0; i < 50 && status !== 'sent'; i++) {
      status = (await submissionsByEmail('simulator@example.cz'))[0]?.deliveryStatus ?? ''
      if (status !== 'sent') await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(status).toBe('sent')
  })
})

describe('POST /api/contact, a form post without JavaScript', () => {
  const formRequest = (fields: Record<string, string>, client: string, headers: Record<string, string> = {}) =>
    new Request(`${ORIGIN}/api/contact?lang=de`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': client, Origin: ORIGIN, ...headers },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    })

  it('hands the form again the confirmation message that fits the setting', async () => {
    for (const [setting, mailed] of [
      ['on', true],
      ['off', false],
    ] as const) {
      const testEnv = envWith(new RecordingEmail(), { CONTACT_CONFIRMATION: setting })
      const response = await call(formRequest({ ...VALID, email: 'not-an-address', captchaToken: '', captchaAnswer: '' }, newClient()), testEnv)
      expect(response.status).toBe(400)
      const html = await response.text()
      expect(html).toContain('"successBodyNoConfirmation"')
      expect(html.includes('Check your email for a confirmation'), `CONTACT_CONFIRMATION=${setting}`).toBe(mailed)
    }
  })

  it('answers the first post with the form again, the values kept and a math problem to solve', async () => {
    const testEnv = envWith(new RecordingEmail())
    const { captchaAnswer: _a, ...fields } = { ...VALID, language: 'de', captchaAnswer: '' }
    const response = await call(formRequest({ ...fields, captchaToken: '', captchaAnswer: '' }, newClient()), testEnv)
    expect(response.status).toBe(400)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const html = await response.text()
    expect(html).toContain('Please solve the math problem')
    expect(html).toContain(`value="${VALID.fullName}"`)
    expect(html).toMatch(/name="captchaToken" value="[\w-]{22}\.\d{13}\.[\w-]{43}\.[\w-]{22}"/)
    expect(html).toMatch(/\d+ \+ \d+ = \?/)
  })

  it('keeps a visitor’s markup inert in the page it answers with, island props included', async () => {
    const fullName = 'Jana</script><script>alert(1)</script>'
    const response = await call(
      formRequest({ ...VALID, fullName, email: 'not-an-address', language: 'de', captchaToken: '', captchaAnswer: '' }, newClient()),
      envWith(new RecordingEmail()),
    )
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).not.toContain('</script><script>alert(1)')
    const props = [...html.matchAll(/<script type="application\/json">([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '') as { values?: { fullName?: string } },
    )
    expect(props.some((block) => block.values?.fullName === fullName)).toBe(true)
  })

  it('redirects a solved post to the home page thank-you anchor', async () => {
    const email = new RecordingEmail()
    const testEnv = envWith(email)
    const client = newClient()
    const { a, b, token } = await drawChallenge(testEnv, client)
    const response = await call(
      formRequest({ ...VALID, email: 'nojs@example.cz', language: 'de', captchaToken: token, captchaAnswer: String(a + b) }, client),
      testEnv,
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/de#contact-sent')
    expect((await submissionsByEmail('nojs@example.cz'))[0]?.language).toBe('de')
    expect(email.sent).toHaveLength(2)
  })

  it('refuses a form post from another site', async () => {
    const response = await call(formRequest({ ...VALID }, newClient(), { Origin: 'https://evil.example' }), envWith(new RecordingEmail()))
    expect(response.status).toBe(403)
    expect(await response.text()).toContain('This form can only be sent from our website.')
  })
})

describe('POST /api/contact, refused with a 4xx and the right message', () => {
  const invalidFields: [string, Record<string, unknown>, string, string][] = [
    ['an empty name', { fullName: '  ' }, 'fullName', 'Full name is required'],
    ['a missing name', { fullName: undefined }, 'fullName', 'Full name is required'],
    ['a name over 100 characters', { fullName: 'x'.repeat(101) }, 'fullName', 'Please shorten this to at most 100 characters'],
    ['a name with a line break', { fullName: 'Jana\r\nBcc: x@example.com' }, 'fullName', 'Please remove the special control characters from this field'],
    ['a company over 200 characters', { companyName: 'x'.repeat(201) }, 'companyName', 'Please shorten this to at most 200 characters'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['an e-mail over 254 characters', { email: `${'a'.repeat(250)}@example.cz` }, 'email', 'Please shorten this to at most 254 characters'],
    ['a phone number with letters', { phoneNumber: '+420 call me' }, 'phoneNumber', 'Please use only digits, spaces and + ( ) - in the phone number'],
    ['a phone number over 40 characters', { phoneNumber: '1'.repeat(41) }, 'phoneNumber', 'Please shorten this to at most 40 characters'],
    ['an unknown topic', { helpWith: 'world-domination' }, 'helpWith', 'Please select what we can help you with'],
    ['an empty challenge', { challenge: '' }, 'challenge', 'Please describe the challenge we can help you solve'],
    ['a challenge over 5,000 characters', { challenge: 'x'.repeat(5001) }, 'challenge', 'Please shorten this to at most 5,000 characters'],
    ['a control character in the challenge', { challenge: 'hello\u0000world' }, 'challenge', 'Please remove the special control characters from this field'],
    ['a missing captcha answer', { captchaAnswer: '' }, 'captchaAnswer', 'Please solve the math problem'],
    ['a number where text belongs', { fullName: 42 }, 'fullName', 'Full name is required'],
  ]

  for (const [name, overrides, field, message] of invalidFields) {
    it(`refuses ${name} with 400`, async () => {
      const testEnv = envWith(new RecordingEmail())
      const client = newClient()
      const response = await call(await validSubmission(testEnv, client, { email: `field-${field}@example.cz`, ...overrides }), testEnv)
      expect(response.status).toBe(400)
      const body = await response.json<{ ok: boolean; message: string; fieldMessages: Record<string, string> }>()
      expect(body.ok).toBe(false)
      expect(body.fieldMessages[field]).toBe(message)
      expect(body.message).toBe(message)
    })
  }

  it('stores nothing for an invalid submission', async () => {
    const testEnv = envWith(new RecordingEmail())
    await call(await validSubmission(testEnv, newClient(), { email: 'stored-nothing@example.cz', fullName: '' }), testEnv)
    expect(await submissionsByEmail('stored-nothing@example.cz')).toHaveLength(0)
  })

  // Each refusal about the problem names the answer's field: that is how the form knows to draw a new one.
  it('refuses a wrong answer to the math problem', async () => {
    const testEnv = envWith(new RecordingEmail())
    const client = newClient()
    const { a, b, token } = await drawChallenge(testEnv, client)
    const response = await call(jsonRequest({ ...VALID, captchaToken: token, captchaAnswer: String(a + b + 1) }, client), testEnv)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: 'captchaWrong',
      message: 'Please solve the math problem correctly',
      fields: { captchaAnswer: 'captchaWrong' },
    })
  })

  it('refuses an expired problem', async () => {
    const testEnv = envWith(new RecordingEmail())
    const client = newClient()
    const old = await createChallenge(env.SESSION_SECRET, Date.now() - 31 * 60 * 1000)
    const response = await call(jsonRequest({ ...VALID, captchaToken: old.token, captchaAnswer: String(old.a + old.b) }, client), testEnv)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: 'captchaExpired',
      message: 'This math problem has expired. Please solve the new one.',
      fields: { captchaAnswer: 'captchaExpired' },
    })
  })

  it('refuses a problem signed with another secret', async () => {
    const testEnv = envWith(new RecordingEmail())
    const forged = await createChallenge('not-the-secret')
    const response = await call(jsonRequest({ ...VALID, captchaToken: forged.token, captchaAnswer: String(forged.a + forged.b) }, newClient()), testEnv)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'captchaExpired' })
  })

  it('accepts a solved problem once and refuses it the second time', async () => {
    const testEnv = envWith(new RecordingEmail())
    const client = newClient()
    const { a, b, token } = await drawChallenge(testEnv, client)
    const body = { ...VALID, email: 'reuse@example.cz', captchaToken: token, captchaAnswer: String(a + b) }
    expect((await call(jsonRequest(body, client), testEnv)).status).toBe(200)
    const again = await call(jsonRequest(body, client), testEnv)
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({
      error: 'captchaUsed',
      message: 'This math problem was already used. Please solve the new one.',
      fields: { captchaAnswer: 'captchaUsed' },
    })
    expect(await submissionsByEmail('reuse@example.cz')).toHaveLength(1)
  })

  it('spends a problem on a wrong answer, so it cannot be tried again with another sum', async () => {
    const testEnv = envWith(new RecordingEmail())
    const client = newClient()
    const { a, b, token } = await drawChallenge(testEnv, client)
    await call(jsonRequest({ ...VALID, captchaToken: token, captchaAnswer: String(a + b + 1) }, client), testEnv)
    const retry = await call(jsonRequest({ ...VALID, captchaToken: token, captchaAnswer: String(a + b) }, client), testEnv)
    expect(await retry.json()).toMatchObject({ error: 'captchaUsed' })
  })

  it('refuses a filled honeypot', async () => {
    const email = new RecordingEmail()
    const testEnv = envWith(email)
    const response = await call(await validSubmission(testEnv, newClient(), { email: 'bot@example.cz', website: 'https://spam.example' }), testEnv)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'rejected' })
    expect(await submissionsByEmail('bot@example.cz')).toHaveLength(0)
    expect(email.sent).toHaveLength(0)
  })

  it('refuses a body over 32 KB with 413', async () => {
    const response = await call(jsonRequest({ ...VALID, challenge: 'x'.repeat(40_000) }, newClient()), envWith(new RecordingEmail()))
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ error: 'tooLarge', message: 'Your message is too long. Please shorten it and try again.' })
  })

  it('refuses a streamed body over 32 KB with 413', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(8192))
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(chunk)
        controller.close()
      },
    })
    const request = new Request(`${ORIGIN}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': newClient(), 'Transfer-Encoding': 'chunked' },
      body: stream,
    })
    const response = await call(request, envWith(new RecordingEmail()))
    expect(response.status).toBe(413)
  })

  for (const type of ['text/plain', 'application/xml', '']) {
    it(`refuses content type "${type}" with 415`, async () => {
      const request = new Request(`${ORIGIN}/api/contact`, {
        method: 'POST',
        headers: type ? { 'Content-Type': type, 'CF-Connecting-IP': newClient() } : { 'CF-Connecting-IP': newClient() },
        body: JSON.stringify(VALID),
      })
      if (!type) request.headers.delete('Content-Type')
      const response = await call(request, envWith(new RecordingEmail()))
      expect(response.status).toBe(415)
      expect(await response.json()).toMatchObject({ error: 'unsupportedType' })
    })
  }

  it('refuses malformed JSON with 400', async () => {
    const response = await call(jsonRequest('{"fullName": ', newClient()), envWith(new RecordingEmail()))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'invalidRequest' })
  })

  it('limits submissions per client address with 429 and a clear message', () =>
    inOneWindow(async () => {
      const testEnv = envWith(new RecordingEmail())
      const client = newClient()
      const statuses: number[] = []
      for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) {
        statuses.push((await call(jsonRequest({ ...VALID, fullName: '' }, client), testEnv)).status)
      }
      expect(statuses.every((status) => status === 400)).toBe(true)
      const limited = await call(jsonRequest({ ...VALID, fullName: '' }, client), testEnv)
      expect(limited.status).toBe(429)
      expect(await limited.json()).toMatchObject({
        error: 'rateLimited',
        message: 'You have sent several messages in a short time. Please wait a few minutes and try again, or contact us directly.',
      })
      // Another client is not affected.
      expect((await call(jsonRequest({ ...VALID, fullName: '' }, newClient()), testEnv)).status).toBe(400)
    }))

  it('answers in the language the request names (English until the engine translates)', async () => {
    const response = await call(jsonRequest({ ...VALID, language: 'de', fullName: '' }, newClient()), envWith(new RecordingEmail()))
    expect(await response.json()).toMatchObject({ message: 'Full name is required' })
  })

  it('answers a refusal in the visitor’s language once the memory has it, from the body or from ?lang=', async () => {
    const german = {
      'Full name is required': 'Bitte geben Sie Ihren vollständigen Namen an.',
      'Please send the form as JSON or as a regular web form.': 'Bitte senden Sie das Formular als JSON oder als normales Webformular.',
    }
    await remember('de', german)
    const fromBody = await call(jsonRequest({ ...VALID, language: 'de', fullName: '' }, newClient()), envWith(new RecordingEmail()))
    expect(await fromBody.json()).toMatchObject({ message: german['Full name is required'] })
    const fromQuery = await call(
      new Request(`${ORIGIN}/api/contact?lang=de`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', 'CF-Connecting-IP': newClient() },
        body: 'hello',
      }),
      envWith(new RecordingEmail()),
    )
    expect(fromQuery.status).toBe(415)
    expect(await fromQuery.json()).toMatchObject({ message: german['Please send the form as JSON or as a regular web form.'] })
  })

  it('answers a refusal that names no language in the one the visitor chose in the selector, before the browser’s', async () => {
    await remember('de', { 'Please send the form as JSON or as a regular web form.': 'Bitte senden Sie das Formular als JSON oder als normales Webformular.' })
    const response = await call(
      new Request(`${ORIGIN}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', 'CF-Connecting-IP': newClient(), Cookie: 'selectedLanguage=de', 'Accept-Language': 'fr-FR,fr;q=0.9' },
        body: 'hello',
      }),
      envWith(new RecordingEmail()),
    )
    expect(response.status).toBe(415)
    expect(await response.json()).toMatchObject({ message: 'Bitte senden Sie das Formular als JSON oder als normales Webformular.' })
  })
})

describe('text that is not well-formed Unicode', () => {
  it('is refused with the field’s message in the visitor’s language, never stored as U+FFFD', async () => {
    const unreadable = 'This field contains an unreadable character, often left over from copied text. Please type that part again.'
    const czech = { [unreadable]: 'Toto pole obsahuje nečitelný znak, často pozůstatek zkopírovaného textu. Napište prosím tuto část znovu.' }
    await remember('cs', czech)
    const email = new RecordingEmail()
    const testEnv = envWith(email)
    // JSON carries half of a surrogate pair as an escape (`"\ud83d"`), which JSON.stringify writes for it.
    const overrides = { email: 'surrogate@example.cz', language: 'cs', challenge: 'Broken paste: \ud83d' }
    const response = await call(await validSubmission(testEnv, newClient(), overrides), testEnv)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: 'unreadableCharacter',
      fields: { challenge: 'unreadableCharacter' },
      fieldMessages: { challenge: czech[unreadable] },
    })
    expect(await submissionsByEmail('surrogate@example.cz')).toHaveLength(0)
    expect(email.sent).toHaveLength(0)
  })
})

describe('store first', () => {
  it('answers 503 and the error message, never success, when D1 cannot store the submission', async () => {
    const email = new RecordingEmail()
    const client = newClient()
    const healthy = envWith(email)
    const { a, b, token } = await drawChallenge(healthy, client)
    // D1 answers the rate limit and the captcha, then fails on the statement that stores the submission.
    const failingDb = watchedD1(env.DB, {
      prepare: (query) => (/^insert into "contact_submissions"/i.test(query) ? new Error('D1_ERROR: database unavailable') : undefined),
    })
    const response = await call(
      jsonRequest({ ...VALID, email: 'd1-down@example.cz', captchaToken: token, captchaAnswer: String(a + b) }, client),
      envWith(email, { DB: failingDb }),
    )
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({
      ok: false,
      message: 'There was a problem sending your message. Please try again or contact us directly.',
    })
    expect(email.sent).toHaveLength(0)
    expect(await submissionsByEmail('d1-down@example.cz')).toHaveLength(0)
  })
})

describe('delivery retries', () => {
  it('keeps a submission pending while e-mail fails, and the cron sends it exactly once after recovery', async () => {
    const email = new RecordingEmail()
    email.failing = 'E_INTERNAL_SERVER_ERROR'
    const testEnv = envWith(email)
    const response = await call(await validSubmission(testEnv, newClient(), { email: 'outage@example.cz' }), testEnv)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ ok: true })

    let [row] = await submissionsByEmail('outage@example.cz')
    expect(row).toMatchObject({ deliveryStatus: 'pending', attempts: 1, notificationSentAt: null, lockedUntil: null })
    expect(row?.lastError).toBe('notification: E_INTERNAL_SERVER_ERROR')
    expect(row?.nextAttemptAt).toBeGreaterThan(Date.now())

    // Not due yet: the cron leaves it alone.
    email.failing = null
    await runCron(testEnv)
    expect(email.sent).toHaveLength(0)

    await makeAllDue()
    await runCron(testEnv)
    await runCron(testEnv)
    ;[row] = await submissionsByEmail('outage@example.cz')
    expect(row).toMatchObject({ deliveryStatus: 'sent', lastError: null })
    expect(email.sent.filter((message) => message.to === env.CONTACT_TO)).toHaveLength(1)
    expect(email.sent.filter((message) => message.to === 'outage@example.cz')).toHaveLength(1)
  })

  it('never sends the notification twice when only the confirmation failed', async () => {
    const email = new RecordingEmail()
    const testEnv = envWith(email)
    const flaky: SendEmail = {
      async send(message: EmailMessage | EmailMessageBuilder) {
        if ((message as EmailMessageBuilder).to === 'flaky@example.cz') throw Object.assign(new Error('rate'), { code: 'E_RATE_LIMIT_EXCEEDED' })
        return email.send(message)
      },
    }
    await call(await validSubmission(testEnv, newClient(), { email: 'flaky@example.cz' }), envWith(email, { EMAIL: flaky }))
    let [row] = await submissionsByEmail('flaky@example.cz')
    expect(row).toMatchObject({ deliveryStatus: 'pending', attempts: 1, confirmationSentAt: null })
    expect(row?.notificationSentAt).toEqual(expect.any(Number))

    await makeAllDue()
    await runCron(testEnv)
    ;[row] = await submissionsByEmail('flaky@example.cz')
    expect(row?.deliveryStatus).toBe('sent')
    expect(email.sent.map((message) => message.to)).toEqual([env.CONTACT_TO, 'flaky@example.cz'])
  })

  it('sends a submission once even when two cron runs overlap', async () => {
    const email = new RecordingEmail()
    email.failing = 'E_DELIVERY_FAILED'
    const testEnv = envWith(email)
    await call(await validSubmission(testEnv, newClient(), { email: 'overlap@example.cz' }), testEnv)
    email.failing = null
    await makeAllDue()
    await Promise.all([runCron(testEnv), runCron(testEnv), runCron(testEnv)])
    expect(email.sent.filter((message) => message.replyTo === 'overlap@example.cz')).toHaveLength(1)
    expect(email.sent.filter((message) => message.to === 'overlap@example.cz')).toHaveLength(1)
  })

  it(`marks a submission dead after ${MAX_DELIVERY_ATTEMPTS} failed attempts, and keeps it stored`, async () => {
    const email = new RecordingEmail()
    email.failing = 'E_DELIVERY_FAILED'
    const testEnv = envWith(email)
    await call(await validSubmission(testEnv, newClient(), { email: 'dead@example.cz' }), testEnv)
    for (let i = 1; i < MAX_DELIVERY_ATTEMPTS; i++) {
      await makeAllDue()
      await runCron(testEnv)
    }
    let [row] = await submissionsByEmail('dead@example.cz')
    expect(row).toMatchObject({ deliveryStatus: 'dead', attempts: MAX_DELIVERY_ATTEMPTS })
    email.failing = null
    await makeAllDue()
    await runCron(testEnv)
    ;[row] = await submissionsByEmail('dead@example.cz')
    expect(row?.deliveryStatus).toBe('dead')
    expect(email.sent).toHaveLength(0)
  })

  it('backs off exponentially between attempts', async () => {
    const email = new RecordingEmail()
    email.failing = 'E_INTERNAL_SERVER_ERROR'
    const testEnv = envWith(email)
    await call(await validSubmission(testEnv, newClient(), { email: 'backoff@example.cz' }), testEnv)
    const delays: number[] = []
    for (let i = 0; i < 3; i++) {
      const before = Date.now()
      if (i > 0) {
        await env.DB.prepare("UPDATE contact_submissions SET next_attempt_at = 0 WHERE email = 'backoff@example.cz'").run()
        await runCron(testEnv)
      }
      const [row] = await submissionsByEmail('backoff@example.cz')
      delays.push(Math.round(((row?.nextAttemptAt ?? 0) - before) / 60_000))
    }
    expect(delays).toEqual([5, 10, 20])
  })
})
