/**
 * The privacy policy's promise: a person's messages are deleted `SITE.retentionMonths` (24)
 * months after their last one, unless the owner keeps them for a client relationship; the
 * cron applies it. The policy prints the same number, so the two cannot drift apart.
 */
import { and, eq, lt, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db'
import { contactSubmissions } from '../../db/schema'
import { SITE } from '../../lib/site'

/** The moment a message is deleted: `SITE.retentionMonths` after the person's last message. */
export function retentionEnds(lastContactAt: number): number {
  const date = new Date(lastContactAt)
  date.setUTCMonth(date.getUTCMonth() + SITE.retentionMonths)
  return date.getTime()
}

/** The start of the retention period: messages of people silent since before it are deleted. */
function retentionCutoff(now: number): number {
  const date = new Date(now)
  date.setUTCMonth(date.getUTCMonth() - SITE.retentionMonths)
  return date.getTime()
}

const sameEmail = (email: string) => sql`lower(${contactSubmissions.email}) = ${email.trim().toLowerCase()}`

/** When a person last wrote (by email address, in any case). */
export async function lastContact(db: Database, email: string): Promise<number | null> {
  const row = await db
    .select({ last: sql<number | null>`max(${contactSubmissions.createdAt})` })
    .from(contactSubmissions)
    .where(sameEmail(email))
    .get()
  return row?.last ?? null
}

/**
 * Deletes the messages of every person whose last message is older than the retention
 * period, except those the owner keeps for a client relationship and those still
 * waiting for delivery (deleted then, they would be lost unread). Returns the count.
 */
export async function deleteExpiredSubmissions(db: Database, now: number): Promise<number> {
  const cutoff = retentionCutoff(now)
  const rows = await db
    .delete(contactSubmissions)
    .where(
      and(
        eq(contactSubmissions.keep, false),
        ne(contactSubmissions.deliveryStatus, 'pending'),
        lt(contactSubmissions.createdAt, cutoff),
        sql`NOT EXISTS (SELECT 1 FROM ${contactSubmissions} AS newer WHERE lower(newer.email) = lower(${contactSubmissions.email}) AND newer.created_at >= ${cutoff})`,
      ),
    )
    .returning({ id: contactSubmissions.id })
  return rows.length
}

/** Everything stored about one email address, oldest first (an access request). */
export function submissionsByEmail(db: Database, email: string) {
  return db.select().from(contactSubmissions).where(sameEmail(email)).orderBy(contactSubmissions.createdAt)
}
