/**
 * The contact inbox's queries. What "needs attention" means is written once, here, as
 * one SQL condition per view; the inbox's tabs, its list and the overview's counts all
 * use these conditions, so no two screens can disagree about a message.
 *
 * - needs attention: the owner has not marked it handled (every new message starts so);
 * - handled: marked handled;
 * - undeliverable: the notification mail was given up after every retry;
 * - delayed: the notification mail is still waiting an hour after the message arrived;
 * - all: every message but spam;
 * - spam: marked as spam, by the owner or on arrival (src/messages/spam.ts). Spam is in
 *   no other view, so it never needs attention; it is kept until the owner deletes it or
 *   the retention period ends, like any message.
 *
 * Search goes through `contact_search`, an FTS5 index of name, company, email and message
 * that triggers keep in step with the table (migration 0004), so a search reads the
 * matching rows rather than every message. Pages are keyset pages on `seq`, the order
 * messages arrived in, so the hundredth page costs what the first does.
 */
import { and, count, desc, eq, gt, lt, lte, max, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Database } from '../../db'
import { contactSubmissions, inboxTally } from '../../db/schema'
import type { Submission } from '../../db/schema'
import { clock } from '../../platform/clock'

export const INBOX_VIEWS = ['attention', 'handled', 'undeliverable', 'delayed', 'all', 'spam'] as const
export type InboxView = (typeof INBOX_VIEWS)[number]

/** A notification still pending after this long stands out: delivery normally takes seconds. */
export const DELAYED_AFTER_MS = 60 * 60 * 1000
/** Messages per page of the inbox. */
const INBOX_PAGE_SIZE = 25
/** The most messages one bulk action takes (a page holds fewer). */
const BULK_LIMIT = 100

export function inboxView(value: string | undefined): InboxView {
  return INBOX_VIEWS.find((view) => view === value) ?? 'attention'
}

/**
 * The one definition of each view. A flag is written `+flag = 0`, which no index serves,
 * where another condition should choose the rows: within a search (`searching`), whose
 * matches are then the rows read, and beside a delivery status, whose index holds the few
 * messages concerned; the flags' own indexes would hand the query every message of the view.
 */
function viewCondition(view: InboxView, now: number, searching = false): SQL | undefined {
  const flag = (column: typeof contactSubmissions.spam | typeof contactSubmissions.handled, value: boolean, indexed = !searching) =>
    indexed ? eq(column, value) : sql`+${column} = ${value ? 1 : 0}`
  switch (view) {
    case 'attention':
      return and(flag(contactSubmissions.spam, false), flag(contactSubmissions.handled, false))
    case 'handled':
      return and(flag(contactSubmissions.spam, false), flag(contactSubmissions.handled, true))
    case 'undeliverable':
      return and(eq(contactSubmissions.deliveryStatus, 'dead'), flag(contactSubmissions.spam, false, false))
    case 'delayed':
      return and(
        eq(contactSubmissions.deliveryStatus, 'pending'),
        lt(contactSubmissions.createdAt, now - DELAYED_AFTER_MS),
        flag(contactSubmissions.spam, false, false),
      )
    case 'all':
      return flag(contactSubmissions.spam, false)
    case 'spam':
      return flag(contactSubmissions.spam, true)
  }
}

export type InboxCounts = Record<InboxView, number>

/**
 * How many messages each view holds: the tabs' and the overview's numbers. They come from
 * `inbox_tally`, the running counts that triggers keep (migration 0008), and one count
 * of the pending messages for "delayed", whose meaning moves with the clock; so a screen
 * reads a handful of rows, not every message.
 */
export async function inboxCounts(db: Database, now: number): Promise<InboxCounts> {
  const [tallies, delayed] = await db.batch([
    db.select().from(inboxTally).where(eq(inboxTally.id, 1)),
    db.select({ count: count() }).from(contactSubmissions).where(viewCondition('delayed', now)),
  ])
  const tally = tallies[0] ?? { total: 0, handled: 0, undeliverable: 0, spam: 0 }
  return {
    attention: tally.total - tally.spam - tally.handled,
    handled: tally.handled,
    undeliverable: tally.undeliverable,
    delayed: delayed[0]?.count ?? 0,
    all: tally.total - tally.spam,
    spam: tally.spam,
  }
}

/** The search operator that finds every message from one address, exactly: `from:jana@example.cz`. */
const FROM = /^from:(\S+@\S+)$/i

/** The search for every message from an address: what a message's "Every message from this sender" searches for. */
export function senderSearch(email: string): string {
  return `from:${email.trim()}`
}

/**
 * A search as an FTS5 query: every term typed must match, as a prefix ("sched" finds
 * "scheduling"), and a term that is several words to the index (`jana@example.cz`,
 * `s.r.o.`) must match as that sequence. Only letters and digits reach the query, each
 * term inside quotes, so nothing typed is read as FTS syntax. Null when nothing is left.
 */
function searchQuery(text: string): string | null {
  const terms = text
    .normalize('NFKC')
    .split(/\s+/)
    .filter((term) => !FROM.test(term))
    .map((term) => term.split(/[^\p{L}\p{N}]+/u).filter(Boolean))
    .filter((words) => words.length)
    .slice(0, 12)
  return terms.length ? terms.map((words) => `"${words.join(' ')}"*`).join(' ') : null
}

/**
 * What a search keeps of the messages: the FTS5 matches of its words, and with
 * `from:address` only that address's messages, in any case (the index on `lower(email)`
 * finds them). Undefined when the search is empty.
 */
function searchCondition(text: string): SQL | undefined {
  const query = searchQuery(text)
  const from = text
    .trim()
    .split(/\s+/)
    .map((term) => FROM.exec(term)?.[1])
    .find(Boolean)
  return and(
    query ? sql`${contactSubmissions.seq} IN (SELECT rowid FROM contact_search WHERE contact_search MATCH ${query})` : undefined,
    from ? sql`lower(${contactSubmissions.email}) = ${from.toLowerCase()}` : undefined,
  )
}

export interface InboxPageRequest {
  view: InboxView
  /** What the owner typed into search; empty for none. */
  search: string
  /** Messages that arrived before this one (`seq`): the older page. */
  before?: number
  /** Messages that arrived after this one: the newer page. */
  after?: number
}

export interface InboxPage {
  rows: Submission[]
  /** The `seq` to ask for older messages with, when there are any. */
  older: number | null
  /** The `seq` to ask for newer messages with, when this is not the newest page. */
  newer: number | null
  /** How many messages the view and search hold in all. */
  total: number
}

/**
 * One page of a view, newest first, narrowed by a search. Without a search the view's
 * total is the tally's (`counts`); a search counts its matches in the view.
 */
export async function inboxPage(db: Database, request: InboxPageRequest, counts: InboxCounts, now: number, size = INBOX_PAGE_SIZE): Promise<InboxPage> {
  const searched = searchCondition(request.search)
  const base = and(viewCondition(request.view, now, searched !== undefined), searched)
  const towardsNewer = request.after !== undefined && request.before === undefined
  const cursor = towardsNewer
    ? gt(contactSubmissions.seq, request.after as number)
    : request.before !== undefined
      ? lt(contactSubmissions.seq, request.before)
      : undefined
  const [found, total] = await Promise.all([
    db
      .select()
      .from(contactSubmissions)
      .where(and(base, cursor))
      .orderBy(towardsNewer ? contactSubmissions.seq : desc(contactSubmissions.seq))
      .limit(size + 1),
    searched ? db.$count(contactSubmissions, base) : counts[request.view],
  ])
  const more = found.length > size
  const rows = found.slice(0, size)
  if (towardsNewer) rows.reverse()
  const first = rows[0]?.seq ?? null
  const last = rows.at(-1)?.seq ?? null
  return {
    rows,
    older: towardsNewer ? (rows.length ? last : null) : more ? last : null,
    newer: towardsNewer ? (more ? first : null) : request.before !== undefined ? first : null,
    total,
  }
}

/**
 * The messages either side of one (by its `seq`) in a view and search, in the list's order,
 * newest first: `previous` is the next newer, `next` the next older. The message itself
 * need not be in the view any more (just marked handled, say): its place in arrival order
 * is what counts.
 */
export async function neighbours(db: Database, seq: number, { view, search }: Pick<InboxPageRequest, 'view' | 'search'>, now: number) {
  const searched = searchCondition(search)
  const base = and(viewCondition(view, now, searched !== undefined), searched)
  const step = (newer: boolean) =>
    db
      .select({ id: contactSubmissions.id })
      .from(contactSubmissions)
      .where(and(base, newer ? gt(contactSubmissions.seq, seq) : lt(contactSubmissions.seq, seq)))
      .orderBy(newer ? contactSubmissions.seq : desc(contactSubmissions.seq))
      .limit(1)
  const [newer, older] = await db.batch([step(true), step(false)])
  return { previous: newer[0]?.id ?? null, next: older[0]?.id ?? null }
}

/** Every message of a view and search, newest first: what the CSV export holds. */
export function inboxExport(db: Database, view: InboxView, search: string, now: number): Promise<Submission[]> {
  const searched = searchCondition(search)
  return db
    .select()
    .from(contactSubmissions)
    .where(and(viewCondition(view, now, searched !== undefined), searched))
    .orderBy(desc(contactSubmissions.seq))
}

/** The given messages, as one bound JSON array: D1 binds at most 100 values per statement. */
const among = (ids: readonly string[]) => sql`${contactSubmissions.id} IN (SELECT value FROM json_each(${JSON.stringify(ids.slice(0, BULK_LIMIT))}))`

/**
 * Which messages a bulk action takes: the ticked ones, or every message of a view and
 * search that had arrived when the list was shown (`upto`, the newest `seq` then), so a
 * message arriving meanwhile is not handled or deleted unseen.
 */
export type BulkTarget = { ids: readonly string[] } | { view: InboxView; search: string; upto: number }

function targetCondition(target: BulkTarget, now: number): SQL | undefined {
  if ('ids' in target) return among(target.ids)
  const searched = searchCondition(target.search)
  return and(viewCondition(target.view, now, searched !== undefined), searched, lte(contactSubmissions.seq, target.upto))
}

const isEmpty = (target: BulkTarget) => 'ids' in target && !target.ids.length

/** The newest message's place in arrival order (0 when there is none): the bound of "every message of this list". */
export async function newestSeq(db: Database): Promise<number> {
  const row = await db
    .select({ seq: max(contactSubmissions.seq) })
    .from(contactSubmissions)
    .get()
  return row?.seq ?? 0
}

/** Sets the handled, keep or spam flag of messages; the places (`seq`) of those there were. */
export async function setFlag(
  db: Database,
  target: BulkTarget | readonly string[],
  flag: 'handled' | 'keep' | 'spam',
  value: boolean,
  now = clock.now(),
): Promise<number[]> {
  const which = 'length' in target ? { ids: target } : target
  if (isEmpty(which)) return []
  const rows = await db
    .update(contactSubmissions)
    .set({ [flag]: value })
    .where(targetCondition(which, now))
    .returning({ seq: contactSubmissions.seq })
  return rows.map((row) => row.seq ?? 0)
}

/** Deletes messages for good; the places (`seq`) of those there were. */
export async function deleteMessages(db: Database, target: BulkTarget | readonly string[], now = clock.now()): Promise<number[]> {
  const which = 'length' in target ? { ids: target } : target
  if (isEmpty(which)) return []
  const rows = await db.delete(contactSubmissions).where(targetCondition(which, now)).returning({ seq: contactSubmissions.seq })
  return rows.map((row) => row.seq ?? 0)
}

/** The longest note the owner may keep on a message. */
export const NOTE_CHARACTERS = 2000

/** Keeps the owner's note on a message (null removes it). */
export async function setNote(db: Database, id: string, note: string | null): Promise<void> {
  await db.update(contactSubmissions).set({ note }).where(eq(contactSubmissions.id, id))
}

/** Marks a message replied to at `at` (which also marks it handled), or not replied to (null). */
export async function setReplied(db: Database, id: string, at: number | null): Promise<void> {
  await db
    .update(contactSubmissions)
    .set(at === null ? { repliedAt: null } : { repliedAt: at, handled: true })
    .where(eq(contactSubmissions.id, id))
}
