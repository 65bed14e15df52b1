/**
 * Invited reviewers: one language each, a name the owner chose, a link that works until
 * it expires or is revoked. The link carries a random 256-bit token; D1 keeps only its
 * SHA-256. Revoking ends the link and every session it opened, in one batch.
 */
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db'
import { adminSessions, reviewers, translationRevisions } from '../../db/schema'
import type { Reviewer } from '../../db/schema'
import type { LanguageCode } from '../../lib/languages'
import { SITE } from '../../lib/site'
import { randomBytes, sha256Hex, toBase64url } from '../../platform/crypto'

export const DEFAULT_INVITATION_DAYS = SITE.invitationDays
export const MAX_INVITATION_DAYS = SITE.maxInvitationDays
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
    revokedAt: null,
    lastActiveAt: null,
  }
  await db.insert(reviewers).values(reviewer)
  return { reviewer, token }
}

/** The invitation a link's token opens, while it is neither expired nor revoked. */
export async function invitationFor(db: Database, token: string, now: number): Promise<Reviewer | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null
  const row = await db
    .select()
    .from(reviewers)
    .where(and(eq(reviewers.tokenHash, await sha256Hex(token)), isNull(reviewers.revokedAt), gt(reviewers.expiresAt, now)))
    .get()
  return row ?? null
}

/** Ends an invitation and every session it opened; false when there was no such reviewer. */
export async function revokeReviewer(db: Database, id: string, now: number): Promise<boolean> {
  const [updated] = await db.batch([
    db.update(reviewers).set({ revokedAt: now }).where(eq(reviewers.id, id)).returning({ id: reviewers.id }),
    db.delete(adminSessions).where(eq(adminSessions.reviewerId, id)),
  ])
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
