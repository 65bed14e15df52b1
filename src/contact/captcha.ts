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
  const id = base64url(crypto.getRandomValues(new Uint8Array(16)))
  const expiresAt = now + CAPTCHA_TTL_MS
  const payload = `${id}.${expiresAt}.${a}.${b}`
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(`captcha.v1.${payload}`))
  return { a, b, token: `${payload}.${base64url(new Uint8Array(signature))}`, expiresAt }
}

/**
 * Checks an answer: the token must be genuine and unexpired, and is spent on its
 * first answer, right or wrong, so a token cannot be tried with every sum. The spend
 * is one insert into `captcha_uses`; a D1 failure propagates (the caller answers 503).
 */
export async function verifyChallenge(db: D1Database, secret: string, token: string, answer: string, now = Date.now()): Promise<CaptchaResult> {
  if (!token) return 'captchaRequired'
  const match = TOKEN.exec(token)
  if (!match) return 'captchaExpired'
  const [, id = '', expires = '', a = '', b = '', signature = ''] = match
  const signatureBytes = fromBase64url(signature)
  if (!signatureBytes) return 'captchaExpired'
  const payload = `${id}.${expires}.${a}.${b}`
  // `verify` compares in constant time.
  const genuine = await crypto.subtle.verify('HMAC', await hmacKey(secret), signatureBytes, encoder.encode(`captcha.v1.${payload}`))
  if (!genuine) return 'captchaExpired'
  const expiresAt = Number(expires)
  if (expiresAt <= now) return 'captchaExpired'
  const spent = await db.prepare('INSERT INTO captcha_uses (id, expires_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING').bind(id, expiresAt).run()
  if (spent.meta.changes !== 1) return 'captchaUsed'
  return Number(answer) === Number(a) + Number(b) && /^\d{1,3}$/.test(answer) ? 'ok' : 'captchaWrong'
}

/** Forgets spent challenges once they could no longer be answered anyway. */
export async function deleteExpiredCaptchaUses(db: D1Database, now = Date.now()): Promise<void> {
  await db.prepare('DELETE FROM captcha_uses WHERE expires_at < ?').bind(now).run()
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

const encoder = new TextEncoder()
const keys = new Map<string, Promise<CryptoKey>>()

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
    keys.set(secret, key)
  }
  return key
}

/** HMAC-SHA256 of `value` as hex: used to key per-client counters without storing the address. */
export async function keyedHash(secret: string, value: string): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(`client.v1.${value}`)))
  return Array.from(mac.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return Uint8Array.from(binary, (char) => char.charCodeAt(0))
  } catch {
    return null
  }
}
