import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { D1_QUERIES_PER_INVOCATION, retryPendingSubmissions } from '../../src/messages/deliver'
import { saveSubmission } from '../../src/messages/store'
import { database } from '../../src/db'
import { clock } from '../../src/platform/clock'
import worker from '../../src/index'
import { RecordingEmail, VALID, envWith } from './contact-helpers'
import { watchedD1 } from './d1-double'

/** A D1 binding that counts the queries the Worker makes through it: every statement run, and every statement of a batch. */
function countingD1(db: D1Database): { binding: D1Database; count: () => number; reset: () => void } {
  let count = 0
  const binding = watchedD1(db, {
    run: () => void count++,
    batch: (size) => void (count += size),
  })
  return { binding, count: () => count, reset: () => (count = 0) }
}

/** A D1 binding whose statements matching `pattern` fail their first `times` runs, as D1 does in a blip. */
function flakyD1(db: D1Database, pattern: RegExp, times: number): D1Database {
  let left = times
  return watchedD1(db, { run: (query) => (pattern.test(query) && left-- > 0 ? new Error('D1_ERROR: Network connection lost.') : undefined) })
}

async function runCron(testEnv: Env): Promise<void> {
  const ctx = createExecutionContext()
  await worker.scheduled(createScheduledController({ cron: '*/5 * * * *', scheduledTime: Date.now() }), testEnv, ctx)
  await waitOnExecutionContext(ctx)
}

async function storePending(count: number, prefix: string): Promise<string[]> {
  const emails: string[] = []
  for (let i = 0; i < count; i++) {
    const email = `${prefix}-${i}@example.cz`
    emails.push(email)
    // Stored a moment ago, so due now (and far inside the 24-month retention the same cron applies).
    await saveSubmission(
      database(env.DB),
      { ...VALID, email, companyName: null, phoneNumber: null, page: '/en', language: 'en', userAgent: null },
      Date.now() - 1000,
    )
  }
  return emails
}

const statuses = async (prefix: string) =>
  (
    await env.DB.prepare('SELECT delivery_status AS status, count(*) AS n FROM contact_submissions WHERE email LIKE ? GROUP BY 1')
      .bind(`${prefix}-%`)
      .all<{ status: string; n: number }>()
  ).results

describe('delivery by the cron', () => {
  it('schedules a failed send by the clock, so moving the clock past the backoff sends it', async () => {
    const email = new RecordingEmail()
    const testEnv = envWith(email, { CONTACT_CONFIRMATION: 'off' })
    const [address] = await storePending(1, 'backoff')
    await env.DB.prepare("UPDATE contact_submissions SET next_attempt_at = 9e15 WHERE delivery_status = 'pending' AND email NOT LIKE 'backoff-%'").run()
    const start = Date.UTC(2031, 0, 6, 9, 0)
    clock.now = () => start
    email.failing = 'E_RELAY_DOWN'
    expect(await retryPendingSubmissions(testEnv)).toEqual({ delivered: 0, failed: 1 })
    const row = await env.DB.prepare('SELECT next_attempt_at FROM contact_submissions WHERE email = ?').bind(address).first<{ next_attempt_at: number }>()
    expect(row?.next_attempt_at).toBe(start + 5 * 60_000)
    email.failing = null
    clock.now = () => start + 5 * 60_000 - 1
    expect(await retryPendingSubmissions(testEnv)).toEqual({ delivered: 0, failed: 0 })
    clock.now = () => start + 5 * 60_000
    expect(await retryPendingSubmissions(testEnv)).toEqual({ delivered: 1, failed: 0 })
    expect(email.sent.filter((message) => message.replyTo === address)).toHaveLength(1)
  })

  it('clears a backlog of 50 in two runs, each inside the Free plan D1 query budget, every message once', async () => {
    const email = new RecordingEmail()
    const d1 = countingD1(env.DB)
    const testEnv = envWith(email, { DB: d1.binding, CONTACT_CONFIRMATION: 'off' })
    const emails = await storePending(50, 'backlog')

    const perRun: number[] = []
    for (let run = 0; run < 2; run++) {
      d1.reset()
      await runCron(testEnv)
      perRun.push(d1.count())
    }
    expect(await statuses('backlog')).toEqual([{ status: 'sent', n: 50 }])
    for (const count of perRun) expect(count).toBeLessThanOrEqual(D1_QUERIES_PER_INVOCATION)
    const notified = email.sent.map((message) => message.replyTo)
    expect(notified).toHaveLength(50)
    expect(new Set(notified)).toEqual(new Set(emails))
    console.info(`D1 queries per cron run: ${perRun.join(', ')}`)
  })

  it('tells the inbox when a message came in Prague time, naming the zone, as the console does', async () => {
    const email = new RecordingEmail()
    const summer = Date.UTC(2026, 6, 1, 10, 30)
    await saveSubmission(
      database(env.DB),
      { ...VALID, email: 'received-0@example.cz', companyName: null, phoneNumber: null, page: '/en', language: 'en', userAgent: null },
      summer,
    )
    await env.DB.prepare("UPDATE contact_submissions SET next_attempt_at = 9e15 WHERE delivery_status = 'pending' AND email <> 'received-0@example.cz'").run()
    await retryPendingSubmissions(envWith(email, { CONTACT_CONFIRMATION: 'off' }))
    const [notification] = email.sent.filter((message) => message.replyTo === 'received-0@example.cz')
    expect(notification?.text).toContain('Received: 2026-07-01 12:30 Europe/Prague')
  })

  it('stays inside the budget with confirmations on', async () => {
    const email = new RecordingEmail()
    const d1 = countingD1(env.DB)
    const testEnv = envWith(email, { DB: d1.binding, CONTACT_CONFIRMATION: 'on' })
    await storePending(30, 'confirmed')
    await runCron(testEnv)
    expect(d1.count()).toBeLessThanOrEqual(D1_QUERIES_PER_INVOCATION)
    const [sent] = (await statuses('confirmed')).filter((row) => row.status === 'sent')
    expect(sent?.n).toBeGreaterThan(0)
    console.info(`With confirmations: ${sent?.n} delivered in one run with ${d1.count()} D1 queries`)
  })

  it('records a sent message through a D1 blip instead of sending it again', async () => {
    const email = new RecordingEmail()
    const [address] = await storePending(1, 'blip')
    await env.DB.prepare("UPDATE contact_submissions SET next_attempt_at = 9e15 WHERE delivery_status = 'pending' AND email NOT LIKE 'blip-%'").run()
    const testEnv = envWith(email, { DB: flakyD1(env.DB, /^update "contact_submissions" set "delivery_status"/, 3), CONTACT_CONFIRMATION: 'off' })
    expect(await retryPendingSubmissions(testEnv, undefined, { recordRetryMs: [10, 10, 10, 10] })).toEqual({ delivered: 1, failed: 0 })
    await env.DB.prepare("UPDATE contact_submissions SET next_attempt_at = 0, locked_until = NULL WHERE email = 'blip-0@example.cz'").run()
    await retryPendingSubmissions(envWith(email, { CONTACT_CONFIRMATION: 'off' }))
    expect(email.sent.filter((message) => message.replyTo === address)).toHaveLength(1)
    expect(await statuses('blip')).toEqual([{ status: 'sent', n: 1 }])
  })

  it('gives up on a send that hangs, keeps the submission pending and retries it later', async () => {
    const hanging: SendEmail = { send: () => new Promise<EmailSendResult>(() => undefined) }
    const testEnv = envWith(new RecordingEmail(), { EMAIL: hanging, CONTACT_CONFIRMATION: 'off' })
    const [address] = await storePending(1, 'hung')
    await env.DB.prepare("UPDATE contact_submissions SET next_attempt_at = 9e15 WHERE delivery_status = 'pending' AND email NOT LIKE 'hung-%'").run()
    const started = Date.now()
    const outcome = await retryPendingSubmissions(testEnv, undefined, { sendTimeoutMs: 100 })
    expect(Date.now() - started).toBeLessThan(5000)
    expect(outcome).toEqual({ delivered: 0, failed: 1 })
    const row = await env.DB.prepare('SELECT delivery_status, attempts, last_error FROM contact_submissions WHERE email = ?').bind(address).first()
    expect(row).toMatchObject({ delivery_status: 'pending', attempts: 1, last_error: 'notification: E_SEND_TIMEOUT' })
  })
})
