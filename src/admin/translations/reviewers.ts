/**
 * Invited reviewers: one language each, a name the owner chose, access for as many days
 * as the owner chose. The link carries a random 256-bit token; D1 keeps only its SHA-256.
 * The link opens one session, once, within `LINK_DAYS` (or the access, if shorter): the
 * statement that marks it used is the one that finds it, so two uses at once open one
 * session. Revoking ends the link and every session it opened, in one batch.
 */
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db'
import { reviewers, translationRevisions } from '../../db/schema'
import type { Reviewer } from '../../db/schema'
import type { LanguageCode } from '../../lib/languages'
import { SITE } from '../../lib/site'
import { randomBytes, sha256Hex, toBase64url } from '../../platform/crypto'

export const DEFAULT_INVITATION_DAYS = SITE.invitationDays
export const MAX_INVITATION_DAYS = SITE.maxInvitationDays
/** An unused link opens nothing after this many days, whatever the access it would open. */
const LINK_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000

/** Creates an invitation; its token, to put in the link, exists only in this answer. */
export async function inviteReviewer(db: Database, name: string, language: LanguageCode, days: number, now: number): Promise<{ reviewer: Reviewer; token: string }> {
  const token = toBase64url(randomBytes(32))
  const reviewer: Reviewer = {
    id: crypto.randomUUID(),
    name,
    language,
    tokenHash: await sha256Hex(token),
    createdAt: now,
    expiresAt: now + days * DAY_MS,
    linkExpiresAt: now + Math.min(days, LINK_DAYS) * DAY_MS,
    joinedAt: null,
    revokedAt: null,
    lastActiveAt: null,
  }
  await db.insert(reviewers).values(reviewer)
  return { reviewer, token }
}

/** What a link's token opens: its invitation, or why not. */
export type Invitation = { state: 'open'; reviewer: Reviewer } | { state: 'used' } | { state: 'invalid' }

/** The invitation a link's token names, without using it: open while unused, its link unexpired and not revoked. */
export async function invitationFor(db: Database, token: string, now: number): Promise<Invitation> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { state: 'invalid' }
  const row = await db
    .select()
    .from(reviewers)
    .where(and(eq(reviewers.tokenHash, await sha256Hex(token)), isNull(reviewers.revokedAt), gt(reviewers.expiresAt, now)))
    .get()
  if (!row) return { state: 'invalid' }
  if (row.joinedAt !== null) return { state: 'used' }
  return row.linkExpiresAt > now ? { state: 'open', reviewer: row } : { state: 'invalid' }
}

/** Uses a link: the reviewer it opens, marked joined in the same statement, or null when it opens nothing (any more). */
export async function redeemInvitation(db: Database, token: string, now: number): Promise<Reviewer | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null
  const row = await db
    .update(reviewers)
    .set({ joinedAt: now })
    .where(
      and(
        eq(reviewers.tokenHash, await sha256Hex(token)),
        isNull(reviewers.joinedAt),
        isNull(reviewers.revokedAt),
        gt(reviewers.linkExpiresAt, now),
        gt(reviewers.expiresAt, now),
      ),
    )
    .returning()
    .get()
  return row ?? null
}

/**
 * Ends an invitation, and with it every session it opened: each is refused from now on
 * (`lookUpSession` checks the invitation on every request) and deleted at its next request,
 * which tells the reviewer the owner ended their access, or by the cron's housekeeping.
 * False when there was no such reviewer.
 */
export async function revokeReviewer(db: Database, id: string, now: number): Promise<boolean> {
  const updated = await db.update(reviewers).set({ revokedAt: now }).where(eq(reviewers.id, id)).returning({ id: reviewers.id })
  return updated.length > 0
}

export interface ReviewerProgress extends Reviewer {
  /** Distinct strings they have changed or accepted. */
  reviewed: number
}

/** Every reviewer, newest first, with how many strings each has reviewed. */
export async function reviewerProgress(db: Database): Promise<ReviewerProgress[]> {
  const rows = await db
    .select({ reviewer: reviewers, reviewed: count(sql`DISTINCT ${translationRevisions.key}`) })
    .from(reviewers)
    .leftJoin(translationRevisions, sql`${translationRevisions.actor} = 'reviewer:' || ${reviewers.id}`)
    .groupBy(reviewers.id)
    .orderBy(desc(reviewers.createdAt))
  return rows.map(({ reviewer, reviewed }) => ({ ...reviewer, reviewed }))
}
