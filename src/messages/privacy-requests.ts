/**
 * A privacy request's deadline and its row as a message opens it. GDPR Art. 12(3) gives
 * one month from receipt; a period of months ends on the same date of the later month, or
 * on that month's last day when it has no such date (31 January → 28 or 29 February), as
 * EU law counts periods (Regulation 1182/71, Art. 3). Dates are UTC days: for a business
 * in Prague, one or two hours ahead, that is never later than its own calendar's date.
 */
import type { NewPrivacyRequest, PrivacyRequest, Submission } from '../db/schema'
import type { PrivacyRequestKind } from './privacy-phrases'

/** The last day to answer a request received at `receivedAt` (ms), as `YYYY-MM-DD`. */
export function privacyDueOn(receivedAt: number): string {
  const received = new Date(receivedAt)
  const year = received.getUTCFullYear()
  const month = received.getUTCMonth() + 1
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const due = new Date(Date.UTC(year, month, Math.min(received.getUTCDate(), lastDay)))
  return due.toISOString().slice(0, 10)
}

/** Today's date as the due dates are written (`YYYY-MM-DD`, UTC): a request is overdue once this is after its due date. */
export function privacyToday(now: number): string {
  return new Date(now).toISOString().slice(0, 10)
}

/** The open request a message makes: due a month after the message arrived, about its sender. */
export function openedRequest(
  row: Pick<Submission, 'id' | 'createdAt' | 'email'>,
  kind: PrivacyRequestKind,
  source: PrivacyRequest['source'],
): NewPrivacyRequest {
  return { id: crypto.randomUUID(), kind, source, receivedAt: row.createdAt, dueOn: privacyDueOn(row.createdAt), submissionId: row.id, email: row.email }
}
