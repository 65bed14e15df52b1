import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { database } from '../../src/db'
import { contactSubmissions } from '../../src/db/schema'
import worker from '../../src/index'
import type { Submission } from '../../src/messages/store'

export const ORIGIN = 'https://example.com'

let clientCounter = 0

/**
 * Runs a check that fills a rate limit, and runs it once more (with the fresh clients it
 * makes) if a limit's window ended while it ran: the site's own limits count in fixed
 * ten-minute windows and the platform's translate limit in minutes, so a check that
 * straddles a boundary sees its counts start again. Two boundaries never fall in one run.
 */
export async function inOneWindow(check: () => Promise<void>): Promise<void> {
  const minute = Math.floor(Date.now() / 60_000)
  try {
    await check()
  } catch (error) {
    if (Math.floor(Date.now() / 60_000) === minute) throw error
    await check()
  }
}

/** A fresh client address, so each test has its own rate-limit window. */
export function newClient(): string {
  clientCounter++
  return `203.0.113.${clientCounter % 250}-${Date.now()}-${clientCounter}`
}

/**
 * Stands in for the `send_email` binding at the boundary: records the builder
 * objects the Worker sends and, while `failing`, throws the error shape the real
 * binding throws (an Error with a `code`).
 */
export class RecordingEmail implements SendEmail {
  sent: EmailMessageBuilder[] = []
  failing: string | null = null

  async send(message: EmailMessage | EmailMessageBuilder): Promise<EmailSendResult> {
    if (this.failing) throw Object.assign(new Error('Email delivery failed'), { code: this.failing })
    this.sent.push(message as EmailMessageBuilder)
    return { messageId: `<${crypto.randomUUID()}@test>` }
  }
}

/**
 * The Worker's env with a recording e-mail binding and optional overrides. Visitor
 * confirmations are on here (the shipped default is off), so the delivery tests see both mails.
 */
export function envWith(email: RecordingEmail, overrides: Partial<Env> = {}): Env {
  return { ...env, EMAIL: email, CONTACT_CONFIRMATION: 'on', ...overrides }
}

/** Calls the Worker's fetch handler directly and waits for its `waitUntil` work. */
export async function call(request: Request, testEnv: Env): Promise<Response> {
  const ctx = createExecutionContext()
  // A test builds a plain Request; the handler's type wants the edge's cf properties, which tests do not have.
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, testEnv, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

export async function drawChallenge(testEnv: Env, client: string, lang = 'en'): Promise<{ a: number; b: number; token: string }> {
  const response = await call(new Request(`${ORIGIN}/api/contact/challenge?lang=${lang}`, { headers: { 'CF-Connecting-IP': client } }), testEnv)
  if (response.status !== 200) throw new Error(`challenge: ${response.status}`)
  return response.json()
}

export const VALID = {
  fullName: 'Jana Nováková',
  companyName: 'Nováková s.r.o.',
  email: 'jana@example.cz',
  phoneNumber: '+420 777 123 456',
  helpWith: 'chatbot-or-voice-agent',
  challenge: 'We answer the same 40 questions every day.\nCan a chatbot help?',
  language: 'en',
  page: '/en',
} as const

export function jsonRequest(body: unknown, client: string, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': client, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** A valid JSON submission with a freshly drawn and correctly answered problem. */
export async function validSubmission(testEnv: Env, client: string, overrides: Record<string, unknown> = {}): Promise<Request> {
  const { a, b, token } = await drawChallenge(testEnv, client)
  return jsonRequest({ ...VALID, captchaToken: token, captchaAnswer: String(a + b), ...overrides }, client)
}

/** A row of `contact_submissions`, as the delivery code reads it. */
export type StoredSubmission = Submission

export async function submissionsByEmail(email: string): Promise<StoredSubmission[]> {
  return database(env.DB).select().from(contactSubmissions).where(eq(contactSubmissions.email, email)).orderBy(contactSubmissions.createdAt)
}
