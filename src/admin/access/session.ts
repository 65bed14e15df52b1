/**
 * Admin sessions. The browser holds a 256-bit random token in a `__Host-` cookie
 * (Secure, HttpOnly, SameSite=Strict, Path=/); D1 holds only its SHA-256, so a copy of
 * the database opens nothing. A session ends after 30 idle minutes, 12 hours after it
 * began, at logout, and when the password hash or the session secret changes (each row
 * names the pair it was opened under). A tampered, expired or unknown cookie is the same
 * as none. State-changing requests also carry a CSRF token bound to the session.
 *
 * A session is the owner's, or an invited reviewer's (`reviewer`): that one reaches one
 * language's strings only and lasts as long as the access the owner gave (its link works
 * once, so it cannot be opened again): no idle or 12-hour end, its cookie kept until then.
 * It ends when the access expires or is revoked, at logout, and with the credentials.
 */
import { and, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { database } from '../../db'
import type { Database } from '../../db'
import { adminSessions, reviewers } from '../../db/schema'
import type { LanguageCode } from '../../lib/languages'
import { clock } from '../../platform/clock'
import { fromBase64url, hmac, randomBytes, sha256Hex, toBase64url, verifyHmac } from '../../platform/crypto'
import { CONSOLE_COOKIE } from './cookie'

/** The cookie's name without its prefix: the browser stores `__Host-admin-session`. */
const COOKIE = 'admin-session'
export const SESSION_COOKIE = `__Host-${COOKIE}`

export const IDLE_MS = 30 * 60 * 1000
export const ABSOLUTE_MS = 12 * 60 * 60 * 1000
/** A session's last-seen time is written at most this often. */
const TOUCH_EVERY_MS = 60 * 1000

/** The person an invitation was made for, and the one language they review. */
export interface ReviewerIdentity {
  id: string
  name: string
  language: LanguageCode
}

export interface AdminSession {
  tokenHash: string
  /** The token forms and scripts send back with every state-changing request. */
  csrf: string
  /** Null for the owner. */
  reviewer: ReviewerIdentity | null
}

/** Who made a change, as revisions record it. */
export function actorOf(session: AdminSession): string {
  return session.reviewer ? `reviewer:${session.reviewer.id}` : 'owner'
}

/** What a session is checked against: the configured password hash and the session secret. */
export interface Credentials {
  passwordHash: string
  secret: string
}

const credentialNames = new Map<string, Promise<string>>()

/** Names the password hash and secret a session belongs to; either changing ends it. Worked out once per isolate. */
function credentialOf({ passwordHash, secret }: Credentials): Promise<string> {
  const text = `admin-credential.v1\u0000${passwordHash}\u0000${secret}`
  let name = credentialNames.get(text)
  if (!name) {
    name = sha256Hex(text, 16)
    if (credentialNames.size >= 4) credentialNames.clear()
    credentialNames.set(text, name)
  }
  return name
}

async function csrfFor(secret: string, tokenHash: string): Promise<string> {
  return toBase64url(await hmac(secret, `csrf.v1.${tokenHash}`))
}

/** Whether `token` is this session's CSRF token (constant time). */
export async function validCsrf(secret: string, session: AdminSession, token: string | undefined): Promise<boolean> {
  const signature = token ? fromBase64url(token) : null
  return signature !== null && signature.length === 32 && verifyHmac(secret, `csrf.v1.${session.tokenHash}`, signature)
}

/**
 * Opens a session (the owner's, or with `reviewer` an invited reviewer's, kept until their
 * access ends) and sets its cookie; returns the owner's view of an owner's session (a
 * reviewer's is read back by `currentSession` on their next request).
 */
export async function openSession(c: Context, credentials: Credentials, reviewer: { id: string; expiresAt: number } | null = null): Promise<AdminSession> {
  const reviewerId = reviewer?.id ?? null
  const token = toBase64url(randomBytes(32))
  const tokenHash = await sha256Hex(token)
  const now = clock.now()
  await database(c.env.DB)
    .insert(adminSessions)
    .values({ tokenHash, createdAt: now, lastSeenAt: now, credential: await credentialOf(credentials), reviewerId })
  setCookie(c, COOKIE, token, reviewer ? { ...CONSOLE_COOKIE, maxAge: Math.max(1, Math.floor((reviewer.expiresAt - now) / 1000)) } : CONSOLE_COOKIE)
  return { tokenHash, csrf: await csrfFor(credentials.secret, tokenHash), reviewer: null }
}

/** How an invited reviewer's access ended: the owner revoked it, or it ran out. */
export type EndedAccess = 'revoked' | 'expired'

/** The request's live session, or null. Refreshes its idle timer. */
export async function currentSession(c: Context, credentials: Credentials): Promise<AdminSession | null> {
  return (await lookUpSession(c, credentials)).session
}

/**
 * The request's live session, or null with, for a reviewer whose access has ended, how it
 * ended (the session is deleted all the same): they are told so, not sent to the owner's
 * password gate.
 */
export async function lookUpSession(c: Context, credentials: Credentials): Promise<{ session: AdminSession | null; ended?: EndedAccess }> {
  const none = { session: null }
  const token = getCookie(c, COOKIE, 'host')
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return none
  const db = database(c.env.DB)
  const tokenHash = await sha256Hex(token)
  const found = await db
    .select({ session: adminSessions, reviewer: reviewers })
    .from(adminSessions)
    .leftJoin(reviewers, eq(reviewers.id, adminSessions.reviewerId))
    .where(eq(adminSessions.tokenHash, tokenHash))
    .get()
  if (!found) return none
  const { session: row, reviewer } = found
  const now = clock.now()
  const expired = row.reviewerId === null && (now - row.lastSeenAt > IDLE_MS || now - row.createdAt > ABSOLUTE_MS)
  // A reviewer's session lives as long as their access.
  const invitationOver = row.reviewerId !== null && (!reviewer || reviewer.revokedAt !== null || reviewer.expiresAt <= now)
  const credentialHolds = row.credential === (await credentialOf(credentials))
  if (expired || invitationOver || !credentialHolds) {
    await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash))
    if (!invitationOver || !credentialHolds) return none
    return { session: null, ended: reviewer && reviewer.revokedAt === null ? 'expired' : 'revoked' }
  }
  if (now - row.lastSeenAt > TOUCH_EVERY_MS) {
    const touch = db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.tokenHash, tokenHash))
    if (row.reviewerId) await db.batch([touch, db.update(reviewers).set({ lastActiveAt: now }).where(eq(reviewers.id, row.reviewerId))])
    else await touch
  }
  return {
    session: {
      tokenHash,
      csrf: await csrfFor(credentials.secret, tokenHash),
      reviewer: reviewer ? { id: reviewer.id, name: reviewer.name, language: reviewer.language as LanguageCode } : null,
    },
  }
}

/** Ends the session (its row is deleted) and clears the cookie. */
export async function closeSession(c: Context, session: AdminSession | null): Promise<void> {
  if (session) await database(c.env.DB).delete(adminSessions).where(eq(adminSessions.tokenHash, session.tokenHash))
  deleteCookie(c, COOKIE, CONSOLE_COOKIE)
}

/** Deletes the owner's sessions past either expiry and reviewers' past their access (the cron's housekeeping). */
export function deleteExpiredSessions(db: Database, now = clock.now()) {
  const over = db
    .select({ id: reviewers.id })
    .from(reviewers)
    .where(or(lt(reviewers.expiresAt, now), isNotNull(reviewers.revokedAt)))
  return db
    .delete(adminSessions)
    .where(
      or(
        and(isNull(adminSessions.reviewerId), or(lt(adminSessions.lastSeenAt, now - IDLE_MS), lt(adminSessions.createdAt, now - ABSOLUTE_MS))),
        inArray(adminSessions.reviewerId, over),
      ),
    )
}
