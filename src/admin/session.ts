/**
 * Admin sessions. The browser holds a 256-bit random token in a `__Host-` cookie
 * (Secure, HttpOnly, SameSite=Strict, Path=/); D1 holds only its SHA-256, so a copy of
 * the database opens nothing. A session ends after 30 idle minutes, 12 hours after it
 * began, at logout, and when the password hash or the session secret changes (each row
 * names the pair it was opened under). A tampered, expired or unknown cookie is the same
 * as none. State-changing requests also carry a CSRF token bound to the session.
 */
import { eq, lt, or } from 'drizzle-orm'
import type { Context } from 'hono'
import { sessionSecret } from '../config'
import { database } from '../db'
import type { Database } from '../db'
import { adminSessions } from '../db/schema'
import type { AppEnv } from '../env'
import { clock } from '../platform/clock'
import { fromBase64url, hmac, randomBytes, sha256Hex, toBase64url, verifyHmac } from '../platform/crypto'

/** The cookie's name. `__Host-`: Secure, no Domain, Path=/, so no subdomain can set or read it. */
export const SESSION_COOKIE = '__Host-admin-session'
const COOKIE_ATTRIBUTES = 'Path=/; Secure; HttpOnly; SameSite=Strict'

/** The session token the request carries, if any. */
function sessionToken(c: Context<AppEnv>): string | undefined {
  for (const part of (c.req.header('Cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === SESSION_COOKIE) return value.join('=')
  }
  return undefined
}
export const IDLE_MS = 30 * 60 * 1000
export const ABSOLUTE_MS = 12 * 60 * 60 * 1000
/** A session's last-seen time is written at most this often. */
const TOUCH_EVERY_MS = 60 * 1000

export interface AdminSession {
  tokenHash: string
  /** The token forms and scripts send back with every state-changing request. */
  csrf: string
}

/** Names the password hash and secret a session belongs to; either changing ends it. */
function credentialOf(passwordHash: string, secret: string): Promise<string> {
  return sha256Hex(`admin-credential.v1\u0000${passwordHash}\u0000${secret}`, 16)
}

async function csrfFor(secret: string, tokenHash: string): Promise<string> {
  return toBase64url(await hmac(secret, `csrf.v1.${tokenHash}`))
}

/** Whether `token` is this session's CSRF token (constant time). */
export async function validCsrf(secret: string, session: AdminSession, token: string | undefined): Promise<boolean> {
  const signature = token ? fromBase64url(token) : null
  return signature !== null && signature.length === 32 && verifyHmac(secret, `csrf.v1.${session.tokenHash}`, signature)
}

/** Opens a session and sets its cookie. */
export async function openSession(c: Context<AppEnv>, passwordHash: string, secret: string): Promise<void> {
  const token = toBase64url(randomBytes(32))
  const now = clock.now()
  await database(c.env.DB)
    .insert(adminSessions)
    .values({ tokenHash: await sha256Hex(token), createdAt: now, lastSeenAt: now, credential: await credentialOf(passwordHash, secret) })
  c.header('Set-Cookie', `${SESSION_COOKIE}=${token}; ${COOKIE_ATTRIBUTES}`)
}

/** The request's live session, or null. Refreshes its idle timer. */
export async function currentSession(c: Context<AppEnv>, passwordHash: string | undefined, secret: string): Promise<AdminSession | null> {
  const token = sessionToken(c)
  if (!token || !passwordHash || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null
  const db = database(c.env.DB)
  const tokenHash = await sha256Hex(token)
  const row = await db.select().from(adminSessions).where(eq(adminSessions.tokenHash, tokenHash)).get()
  if (!row) return null
  const now = clock.now()
  const expired = now - row.lastSeenAt > IDLE_MS || now - row.createdAt > ABSOLUTE_MS
  if (expired || row.credential !== (await credentialOf(passwordHash, secret))) {
    await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash))
    return null
  }
  if (now - row.lastSeenAt > TOUCH_EVERY_MS) await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.tokenHash, tokenHash))
  return { tokenHash, csrf: await csrfFor(secret, tokenHash) }
}

/** Whether the request comes from a signed-in admin (for endpoints that do more for one). */
export async function hasAdminSession(c: Context<AppEnv>): Promise<boolean> {
  const secret = sessionSecret(c.env)
  return secret !== null && (await currentSession(c, c.env.ADMIN_PASSWORD_HASH?.trim() || undefined, secret)) !== null
}

/** Ends the session (its row is deleted) and clears the cookie. */
export async function closeSession(c: Context<AppEnv>, session: AdminSession | null): Promise<void> {
  if (session) await database(c.env.DB).delete(adminSessions).where(eq(adminSessions.tokenHash, session.tokenHash))
  c.header('Set-Cookie', `${SESSION_COOKIE}=; Max-Age=0; ${COOKIE_ATTRIBUTES}`)
}

/** Deletes sessions past either expiry (the cron's housekeeping). */
export function deleteExpiredSessions(db: Database, now = clock.now()) {
  return db.delete(adminSessions).where(or(lt(adminSessions.lastSeenAt, now - IDLE_MS), lt(adminSessions.createdAt, now - ABSOLUTE_MS)))
}

/** Same-origin requests only: the browser's Origin (or, without one, Sec-Fetch-Site) must name this site. */
export function sameOrigin(c: Context<AppEnv>): boolean {
  const origin = c.req.header('Origin')
  if (origin) return origin === new URL(c.req.url).origin
  return c.req.header('Sec-Fetch-Site') === 'same-origin'
}
