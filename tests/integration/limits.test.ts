import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { CHALLENGE_RATE_LIMIT, CONTACT_RATE_LIMIT } from '../../src/contact/limits'
import { database } from '../../src/db'
import { hitRateLimit } from '../../src/platform/rate-limit'
import { ORIGIN, RecordingEmail, VALID, call, envWith, inOneWindow, jsonRequest, newClient } from './contact-helpers'

const rowsLike = async (pattern: string) =>
  (await env.DB.prepare('SELECT key, count FROM rate_limits WHERE key LIKE ?').bind(pattern).all<{ key: string; count: number }>()).results

const challenge = (testEnv: Env, client: string) => call(new Request(`${ORIGIN}/api/contact/challenge`, { headers: { 'CF-Connecting-IP': client } }), testEnv)

const translate = (
  client: string,
  body: BodyInit = JSON.stringify({ text: 'Contact', targetLanguage: 'en' }),
  headers: Record<string, string> = {},
  testEnv = env,
) =>
  call(
    new Request(`${ORIGIN}/api/translate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': client, ...headers },
      body,
      duplex: 'half',
    } as RequestInit),
    testEnv,
  )

/** As deployed: a local run reads and discards what the Worker leaves unread (see app.ts). */
const deployed = { ...env, ENVIRONMENT: '' } as Env

/** A body that arrives in 64 KiB chunks, counting what the Worker pulled. */
function countedStream(totalBytes: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0
  const chunk = new Uint8Array(64 * 1024).fill(0x20)
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= totalBytes) return controller.close()
      pulled += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { stream, pulled: () => pulled }
}

describe('rate limits', () => {
  it('write nothing to D1 once a key is over its limit', async () => {
    const db = database(env.DB)
    const key = `test:${crypto.randomUUID()}`
    const limit = { limit: 3, windowMs: 60_000 }
    const now = 1_800_000_000_000
    const outcomes = []
    for (let i = 0; i < 8; i++) outcomes.push(await hitRateLimit(db, key, limit, now + i))
    expect(outcomes.map((outcome) => outcome.allowed)).toEqual([true, true, true, false, false, false, false, false])
    const [row] = await rowsLike(key)
    expect(row?.count).toBe(3)
    // A new window starts counting again.
    expect((await hitRateLimit(db, key, limit, now + 60_000)).allowed).toBe(true)
  })

  it('leave the challenge counter at its limit however long a client sprays the endpoint', () =>
    inOneWindow(async () => {
      const testEnv = envWith(new RecordingEmail())
      const client = `198.51.100.${Math.floor(Math.random() * 250)}`
      for (let i = 0; i < CHALLENGE_RATE_LIMIT.limit + 20; i++) await challenge(testEnv, client)
      const refused = await challenge(testEnv, client)
      expect(refused.status).toBe(429)
      const counters = (await rowsLike('challenge:%')).filter((row) => row.count >= CHALLENGE_RATE_LIMIT.limit)
      expect(counters.length).toBeGreaterThan(0)
      expect(Math.max(...counters.map((row) => row.count))).toBe(CHALLENGE_RATE_LIMIT.limit)
    }))

  it('send Retry-After with every 429: challenge, contact (JSON and form) and translate', () =>
    inOneWindow(async () => {
      const testEnv = envWith(new RecordingEmail())
      const client = newClient()
      for (let i = 0; i < CHALLENGE_RATE_LIMIT.limit; i++) await challenge(testEnv, client)
      const challengeRefused = await challenge(testEnv, client)
      expect(challengeRefused.status).toBe(429)
      expect(Number(challengeRefused.headers.get('Retry-After'))).toBeGreaterThan(0)

      const poster = newClient()
      for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) await call(jsonRequest({ ...VALID, fullName: '' }, poster), testEnv)
      const json = await call(jsonRequest({ ...VALID, fullName: '' }, poster), testEnv)
      expect(json.status).toBe(429)
      const seconds = Number(json.headers.get('Retry-After'))
      expect(seconds).toBeGreaterThan(0)
      expect(seconds).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.windowMs / 1000)
      const form = await call(
        new Request(`${ORIGIN}/api/contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': poster },
          body: new URLSearchParams({ fullName: 'Jana', language: 'en' }).toString(),
        }),
        testEnv,
      )
      expect(form.status).toBe(429)
      expect(Number(form.headers.get('Retry-After'))).toBeGreaterThan(0)

      const reader = '2001:db8:77::1'
      for (let i = 0; i < 60; i++) await translate(reader)
      const translateRefused = await translate(reader)
      expect(translateRefused.status).toBe(429)
      expect(translateRefused.headers.get('Retry-After')).toBe('60')
    }))

  it('count an IPv6 /64 as one client', () =>
    inOneWindow(async () => {
      const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:42`
      const statuses: number[] = []
      for (let i = 0; i < 60; i++) statuses.push((await translate(`${prefix}::${(i + 1).toString(16)}`)).status)
      expect(statuses.every((status) => status === 200)).toBe(true)
      expect((await translate(`${prefix}:dead:beef:0:1`)).status).toBe(429)
      expect((await translate(`2001:db8:ffff:43::1`)).status).toBe(200)

      const testEnv = envWith(new RecordingEmail())
      for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) await call(jsonRequest({ ...VALID, fullName: '' }, `${prefix}::c${i}`), testEnv)
      expect((await call(jsonRequest({ ...VALID, fullName: '' }, `${prefix}:1:2:3:4`), testEnv)).status).toBe(429)
    }))

  it('count problems handed out with no-JavaScript error pages against the challenge limit', () =>
    inOneWindow(async () => {
      const testEnv = envWith(new RecordingEmail())
      const client = newClient()
      const formPost = () =>
        call(
          new Request(`${ORIGIN}/api/contact`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': client },
            body: new URLSearchParams({ ...VALID, fullName: '' }).toString(),
          }),
          testEnv,
        )
      const first = await (await formPost()).text()
      expect(first).toMatch(/name="captchaToken" value="[^"]+"/)
      for (let i = 0; i < CHALLENGE_RATE_LIMIT.limit; i++) await challenge(testEnv, client)
      const later = await formPost()
      expect(later.status).toBe(400)
      expect(await later.text()).toMatch(/name="captchaToken" value=""/)
    }))

  it('never store a client address: translate keys are HMACs of the network', async () => {
    await translate('198.51.100.77')
    await translate('2001:db8:99::7')
    const rows = (await env.DB.prepare('SELECT key FROM rate_limits').all<{ key: string }>()).results
    expect(rows.some((row) => row.key.includes('198.51.100.77') || row.key.includes('2001:db8'))).toBe(false)
  })
})

describe('request bodies', () => {
  it('are refused by their declared length before a byte is read', async () => {
    const { stream, pulled } = countedStream(10 * 1024 * 1024)
    const response = await translate('192.0.2.200', stream, { 'Content-Length': String(10 * 1024 * 1024) }, deployed)
    expect(response.status).toBe(413)
    expect(pulled()).toBeLessThanOrEqual(64 * 1024)
  })

  it.each([
    ['translate', '/api/translate', 64 * 1024],
    ['contact', '/api/contact', 32 * 1024],
  ])('are counted while they stream to %s and dropped at the limit, never buffered whole', async (_name, path, limit) => {
    const { stream, pulled } = countedStream(10 * 1024 * 1024)
    const response = await call(
      new Request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': newClient() },
        body: stream,
        duplex: 'half',
      } as RequestInit),
      deployed,
    )
    expect(response.status).toBe(413)
    expect(pulled()).toBeLessThanOrEqual(limit + 2 * 64 * 1024)
  })
})
