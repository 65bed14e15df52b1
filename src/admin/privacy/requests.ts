/**
 * Privacy requests as work with a deadline (the table is described in `db/schema/messages.ts`). A
 * request is fulfilled by what the privacy screen already does to an address: an export
 * fulfils the address's open access requests, an erasure every open request about it. The
 * row then keeps only its record: the kind, the dates, the outcome and how many messages,
 * never the address or the message, so the record survives the erasure without any of
 * the erased data. Nothing salted or hashed stands in for the address either: a hash of
 * an address is still personal data (anyone can hash a guess and compare), and the
 * record's purpose, showing that and when a request was met, does not need to match a
 * person again. The person's own proof is the owner's answer to them.
 */
import { and, asc, count, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db'
import { contactSubmissions, privacyRequests } from '../../db/schema'
import type { PrivacyRequest, Submission } from '../../db/schema'
import type { PrivacyRequestKind } from '../../messages/privacy-phrases'
import { openedRequest, privacyToday } from '../../messages/privacy-requests'
import { eraseCommentsAbout } from '../translations/comments'

/** The most requests either list shows: far more than a small firm receives in a year. */
const REQUESTS_SHOWN = 100

const open = isNull(privacyRequests.fulfilledAt)
const about = (email: string) => sql`lower(${privacyRequests.email}) = ${email.trim().toLowerCase()}`
const fromAddress = (email: string) => sql`lower(${contactSubmissions.email}) = ${email.trim().toLowerCase()}`

/** Open requests, the most urgent first. */
export function openRequests(db: Database): Promise<PrivacyRequest[]> {
  return db.select().from(privacyRequests).where(open).orderBy(asc(privacyRequests.dueOn), asc(privacyRequests.receivedAt)).limit(REQUESTS_SHOWN)
}

/** The record of fulfilled requests, the latest first. */
export function fulfilledRequests(db: Database): Promise<PrivacyRequest[]> {
  return db.select().from(privacyRequests).where(isNotNull(privacyRequests.fulfilledAt)).orderBy(desc(privacyRequests.fulfilledAt)).limit(REQUESTS_SHOWN)
}

export interface RequestCounts {
  open: number
  /** Open past their due date. */
  overdue: number
}

/** How many requests are open and how many of those are overdue: the overview's numbers, in one query. */
export async function requestCounts(db: Database, now: number): Promise<RequestCounts> {
  const row = await db
    .select({ open: count(), overdue: sql<number>`coalesce(sum(${lt(privacyRequests.dueOn, privacyToday(now))}), 0)` })
    .from(privacyRequests)
    .where(open)
    .get()
  return { open: row?.open ?? 0, overdue: Number(row?.overdue ?? 0) }
}

/** The request a message made, open or not; null when it made none. */
export async function requestOfMessage(db: Database, submissionId: string): Promise<PrivacyRequest | null> {
  return (await db.select().from(privacyRequests).where(eq(privacyRequests.submissionId, submissionId)).get()) ?? null
}

/** The owner says a message is a request of this kind: it is opened, due a month after the message arrived, or an open one changes kind. */
export async function markRequest(db: Database, message: Submission, kind: PrivacyRequestKind): Promise<void> {
  await db
    .insert(privacyRequests)
    .values(openedRequest(message, kind, 'owner'))
    .onConflictDoUpdate({ target: privacyRequests.submissionId, set: { kind, source: 'owner' }, setWhere: open })
}

/** The owner says an open request is none after all (the rules caught it wrongly): it goes, leaving no record. Whether there was one. */
export async function dismissRequest(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .delete(privacyRequests)
    .where(and(eq(privacyRequests.id, id), open))
    .returning({ id: privacyRequests.id })
  return rows.length > 0
}

/** What a fulfilment leaves in the row: the outcome and when, and no longer whose or which message. */
const fulfilment = (outcome: 'exported' | 'erased', now: number) => ({ fulfilledAt: now, outcome, email: null, submissionId: null })

/** An address's data was exported: its open access requests are fulfilled, with how many messages went out. How many requests that was. */
export async function recordExport(db: Database, email: string, messages: number, now: number): Promise<number> {
  const rows = await db
    .update(privacyRequests)
    .set({ ...fulfilment('exported', now), messages })
    .where(and(open, eq(privacyRequests.kind, 'access'), about(email)))
    .returning({ id: privacyRequests.id })
  return rows.length
}

/**
 * Erases everything stored about an address (its messages, and the comments on strings that
 * identify it: see translations/comments.ts) and, in the same transaction, fulfils every
 * open request about it with the number of messages erased (counted before they go).
 */
export async function eraseAddress(db: Database, email: string, now: number): Promise<{ messages: number; requests: number; comments: number }> {
  const [requests, erased, comments] = await db.batch([
    db
      .update(privacyRequests)
      .set({
        ...fulfilment('erased', now),
        messages: sql`(SELECT count(*) FROM contact_submissions AS erased WHERE lower(erased.email) = ${email.trim().toLowerCase()})`,
      })
      .where(and(open, about(email)))
      .returning({ id: privacyRequests.id }),
    db.delete(contactSubmissions).where(fromAddress(email)).returning({ id: contactSubmissions.id }),
    eraseCommentsAbout(db, email),
  ])
  return { messages: erased.length, requests: requests.length, comments: comments.length }
}
