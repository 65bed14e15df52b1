import { lt } from 'drizzle-orm'
import type { Database } from '../db'
import { captchaUses } from '../db/schema'
import { clock } from '../platform/clock'
import { fromBase64url, hmac, randomBytes, toBase64url, verifyHmac } from '../platform/crypto'
import { CAPTCHA_OPERAND_MAX, CAPTCHA_OPERAND_MIN } from '../lib/contact-schema'
import type { ContactErrorKey } from '../lib/contact-schema'

/** How long a drawn problem can be answered. Long enough to write a message first. */
export const CAPTCHA_TTL_MS = 30 * 60 * 1000

/** A drawn problem: the question to show and the signed token that stands for it. */
export interface CaptchaChallenge {
  a: number
  b: number
  token: string
  expiresAt: number
}

export type CaptchaResult = 'ok' | Extract<ContactErrorKey, 'captchaRequired' | 'captchaWrong' | 'captchaExpired' | 'captchaUsed'>

const TOKEN = /^([A-Za-z0-9_-]{22})\.(\d{13})\.([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{22})$/

/**
 * Draws an 'a + b = ?' problem and signs it with HMAC-SHA256, so the Worker keeps no
 * state until it is answered. The token names a random id and the expiry, with two
 * signatures: one that the token is genuine, one over the sum. Neither operand nor the
 * sum is in it, so a script cannot read the answer from the token; checking an answer
 * means signing it and comparing.
 */
export async function createChallenge(secret: string, now = clock.now()): Promise<CaptchaChallenge> {
  const a = randomOperand()
  const b = randomOperand()
  const id = toBase64url(randomBytes(16))
  const expiresAt = now + CAPTCHA_TTL_MS
  const payload = `${id}.${expiresAt}`
  const genuine = await hmac(secret, `captcha.v2.token.${payload}`)
  const sum = (await hmac(secret, `captcha.v2.sum.${payload}.${a + b}`)).subarray(0, 16)
  return { a, b, token: `${payload}.${toBase64url(genuine)}.${toBase64url(sum)}`, expiresAt }
}

/**
 * Checks an answer: the token must be genuine and unexpired, and is spent on its
 * first answer, right or wrong, so a token cannot be tried with every sum. The spend
 * is one insert into `captcha_uses`; a D1 failure propagates (the caller answers 503).
 */
export async function verifyChallenge(db: Database, secret: string, token: string, answer: string, now = clock.now()): Promise<CaptchaResult> {
  if (!token) return 'captchaRequired'
  const match = TOKEN.exec(token)
  if (!match) return 'captchaExpired'
  const [, id = '', expires = '', signature = '', sum = ''] = match
  const signatureBytes = fromBase64url(signature)
  const sumBytes = fromBase64url(sum)
  if (!signatureBytes || !sumBytes) return 'captchaExpired'
  const payload = `${id}.${expires}`
  if (!(await verifyHmac(secret, `captcha.v2.token.${payload}`, signatureBytes))) return 'captchaExpired'
  const expiresAt = Number(expires)
  if (expiresAt <= now) return 'captchaExpired'
  const spent = await db.insert(captchaUses).values({ id, expiresAt }).onConflictDoNothing().returning({ id: captchaUses.id }).get()
  if (!spent) return 'captchaUsed'
  if (!/^\d{1,3}$/.test(answer)) return 'captchaWrong'
  const expected = (await hmac(secret, `captcha.v2.sum.${payload}.${Number(answer)}`)).subarray(0, 16)
  return constantTimeEqual(expected, sumBytes) ? 'ok' : 'captchaWrong'
}

function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return difference === 0
}

/** Forgets spent challenges once they could no longer be answered anyway. */
export async function deleteExpiredCaptchaUses(db: Database, now = clock.now()): Promise<void> {
  await db.delete(captchaUses).where(lt(captchaUses.expiresAt, now))
}

function randomOperand(): number {
  const span = CAPTCHA_OPERAND_MAX - CAPTCHA_OPERAND_MIN + 1
  // 256 is not a multiple of 10: redraw the top of the range so every operand is equally likely.
  const limit = 256 - (256 % span)
  for (;;) {
    const [byte = 0] = crypto.getRandomValues(new Uint8Array(1))
    if (byte < limit) return CAPTCHA_OPERAND_MIN + (byte % span)
  }
}
