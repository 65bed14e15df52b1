/**
 * The contact inbox's queries: the list with its filters, what needs attention, one
 * person's data (access and erasure requests), the retention rule and the CSV export.
 */
import { and, desc, eq, lt, ne, or, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Database } from '../db'
import { contactSubmissions } from '../db/schema'
import type { Submission } from '../db/schema'
import { STALE_PENDING_MS } from '../lib/admin'
import type { InboxFilter } from '../lib/admin'
import { SITE } from '../lib/site'

/** The privacy policy's promise: messages are deleted this many months after the person's last contact. */
export const RETENTION_MONTHS = SITE.retentionMonths
/** The inbox shows at most this many rows; the CSV export has no limit. */
export const INBOX_PAGE_SIZE = 200

const stalePending = (now: number) => and(eq(contactSubmissions.deliveryStatus, 'pending'), lt(contactSubmissions.createdAt, now - STALE_PENDING_MS))

function filterCondition(filter: InboxFilter, now: number): SQL | undefined {
  if (filter === 'all') return undefined
  if (filter === 'attention') return or(eq(contactSubmissions.deliveryStatus, 'dead'), stalePending(now))
  return eq(contactSubmissions.deliveryStatus, filter)
}

/** Submissions for a filter, newest first. */
export function listSubmissions(db: Database, filter: InboxFilter, now: number, limit?: number): Promise<Submission[]> {
  const query = db.select().from(contactSubmissions).where(filterCondition(filter, now)).orderBy(desc(contactSubmissions.createdAt))
  return limit ? query.limit(limit) : query
}

export interface AttentionCounts {
  dead: number
  stale: number
  unhandled: number
}

/** What the panel's front page counts, in one query. */
export async function attentionCounts(db: Database, now: number): Promise<AttentionCounts> {
  const row = await db
    .select({
      dead: sql<number>`coalesce(sum(${contactSubmissions.deliveryStatus} = 'dead'), 0)`,
      stale: sql<number>`coalesce(sum(${stalePending(now)}), 0)`,
      unhandled: sql<number>`coalesce(sum(${contactSubmissions.handled} = 0), 0)`,
    })
    .from(contactSubmissions)
    .get()
  return { dead: row?.dead ?? 0, stale: row?.stale ?? 0, unhandled: row?.unhandled ?? 0 }
}

/** Sets the handled or keep flag; false when no such submission exists. */
export async function setFlag(db: Database, id: string, flag: 'handled' | 'keep', value: boolean): Promise<boolean> {
  const rows = await db
    .update(contactSubmissions)
    .set({ [flag]: value })
    .where(eq(contactSubmissions.id, id))
    .returning({ id: contactSubmissions.id })
  return rows.length > 0
}

/** Deletes one submission for good; false when it did not exist. */
export async function deleteSubmission(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(contactSubmissions).where(eq(contactSubmissions.id, id)).returning({ id: contactSubmissions.id })
  return rows.length > 0
}

const sameEmail = (email: string) => sql`lower(${contactSubmissions.email}) = ${email.trim().toLowerCase()}`

/** Everything stored about one email address, oldest first (an access request). */
export function submissionsByEmail(db: Database, email: string): Promise<Submission[]> {
  return db.select().from(contactSubmissions).where(sameEmail(email)).orderBy(contactSubmissions.createdAt)
}

/** Deletes everything stored about one email address (an erasure request); returns how many rows went. */
export async function deleteByEmail(db: Database, email: string): Promise<number> {
  const rows = await db.delete(contactSubmissions).where(sameEmail(email)).returning({ id: contactSubmissions.id })
  return rows.length
}

/** The moment a submission is deleted: `RETENTION_MONTHS` after the person's last message. */
export function retentionEnds(lastContactAt: number): number {
  const date = new Date(lastContactAt)
  date.setUTCMonth(date.getUTCMonth() + RETENTION_MONTHS)
  return date.getTime()
}

/** The start of the retention period: messages of people silent since before it are deleted. */
export function retentionCutoff(now: number): number {
  const date = new Date(now)
  date.setUTCMonth(date.getUTCMonth() - RETENTION_MONTHS)
  return date.getTime()
}

/** When a person last wrote, by lower-case email address, for the given addresses. */
export async function lastContacts(db: Database, emails: readonly string[]): Promise<Map<string, number>> {
  if (!emails.length) return new Map()
  const lower = [...new Set(emails.map((email) => email.toLowerCase()))]
  const rows = await db
    .select({ email: sql<string>`lower(${contactSubmissions.email})`, last: sql<number>`max(${contactSubmissions.createdAt})` })
    .from(contactSubmissions)
    .where(sql`lower(${contactSubmissions.email}) IN (SELECT value FROM json_each(${JSON.stringify(lower)}))`)
    .groupBy(sql`lower(${contactSubmissions.email})`)
  return new Map(rows.map((row) => [row.email, row.last]))
}

/**
 * Deletes the messages of every person whose last message is older than the retention
 * period, except those the owner keeps for a client relationship and those still
 * waiting for delivery. Returns the count.
 */
export async function deleteExpiredSubmissions(db: Database, now: number): Promise<number> {
  const cutoff = retentionCutoff(now)
  const rows = await db
    .delete(contactSubmissions)
    .where(
      and(
        eq(contactSubmissions.keep, false),
        // A message still waiting for delivery is never deleted: it would be lost unread.
        ne(contactSubmissions.deliveryStatus, 'pending'),
        lt(contactSubmissions.createdAt, cutoff),
        sql`NOT EXISTS (SELECT 1 FROM ${contactSubmissions} AS newer WHERE lower(newer.email) = lower(${contactSubmissions.email}) AND newer.created_at >= ${cutoff})`,
      ),
    )
    .returning({ id: contactSubmissions.id })
  return rows.length
}

/** The columns of the CSV export, in order. */
const CSV_COLUMNS = [
  ['id', 'id'],
  ['received', 'createdAt'],
  ['name', 'fullName'],
  ['company', 'companyName'],
  ['email', 'email'],
  ['phone', 'phoneNumber'],
  ['help_with', 'helpWith'],
  ['message', 'challenge'],
  ['language', 'language'],
  ['page', 'page'],
  ['delivery', 'deliveryStatus'],
  ['handled', 'handled'],
  ['keep', 'keep'],
] as const satisfies readonly (readonly [string, keyof Submission])[]

/**
 * One CSV cell. A spreadsheet runs a cell that begins with `=`, `+`, `-`, `@`, a tab or
 * a carriage return as a formula, so such a cell gets a leading apostrophe and stays text.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

/** The submissions as CSV (RFC 4180, CRLF line ends, UTF-8 with a byte-order mark so spreadsheets read accents). */
export function submissionsCsv(rows: readonly Submission[]): string {
  const lines = [CSV_COLUMNS.map(([name]) => csvCell(name)).join(',')]
  for (const row of rows) {
    lines.push(CSV_COLUMNS.map(([, field]) => csvCell(field === 'createdAt' ? new Date(row.createdAt).toISOString() : row[field])).join(','))
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
