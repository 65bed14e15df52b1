import { lt } from 'drizzle-orm'
import type { Database } from '../db'
import { captchaUses } from '../db/schema'
import { fromBase64url, hmac, randomBytes, toBase64url, verifyHmac } from '../platform/crypto'
import { CAPTCHA_OPERAND_MAX, CAPTCHA_OPERAND_MIN } from './schema'
import type { ContactErrorKey } from './schema'

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

const TOKEN = /^([A-Za-z0-9_-]{22})\.(\d{13})\.(\d{1,2})\.(\d{1,2})\.([A-Za-z0-9_-]{43})$/

/**
 * Draws an 'a + b = ?' problem and signs it with HMAC-SHA256: the token names a
 * random id, the expiry and the operands, so the Worker keeps no state until the
 * problem is answered.
 */
export async function createChallenge(secret: string, now = Date.now()): Promise<CaptchaChallenge> {
  const a = randomOperand()
  const b = randomOperand()
  const id = toBase64url(randomBytes(16))
  const expiresAt = now + CAPTCHA_TTL_MS
  const payload = `${id}.${expiresAt}.${a}.${b}`
  const signature = await hmac(secret, `captcha.v1.${payload}`)
  return { a, b, token: `${payload}.${toBase64url(signature)}`, expiresAt }
}

/**
 * Checks an answer: the token must be genuine and unexpired, and is spent on its
 * first answer, right or wrong, so a token cannot be tried with every sum. The spend
 * is one insert into `captcha_uses`; a D1 failure propagates (the caller answers 503).
 */
export async function verifyChallenge(db: Database, secret: string, token: string, answer: string, now = Date.now()): Promise<CaptchaResult> {
  if (!token) return 'captchaRequired'
  const match = TOKEN.exec(token)
  if (!match) return 'captchaExpired'
  const [, id = '', expires = '', a = '', b = '', signature = ''] = match
  const signatureBytes = fromBase64url(signature)
  if (!signatureBytes) return 'captchaExpired'
  const payload = `${id}.${expires}.${a}.${b}`
  const genuine = await verifyHmac(secret, `captcha.v1.${payload}`, signatureBytes)
  if (!genuine) return 'captchaExpired'
  const expiresAt = Number(expires)
  if (expiresAt <= now) return 'captchaExpired'
  const spent = await db.insert(captchaUses).values({ id, expiresAt }).onConflictDoNothing().returning({ id: captchaUses.id }).get()
  if (!spent) return 'captchaUsed'
  return Number(answer) === Number(a) + Number(b) && /^\d{1,3}$/.test(answer) ? 'ok' : 'captchaWrong'
}

/** Forgets spent challenges once they could no longer be answered anyway. */
export async function deleteExpiredCaptchaUses(db: Database, now = Date.now()): Promise<void> {
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
