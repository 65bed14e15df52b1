import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

/**
 * What visitors send: contact submissions, the inbox's tally, privacy requests and the owner's
 * reply templates.
 */

/** Every contact form submission, stored before the visitor hears "received". */
export const contactSubmissions = sqliteTable(
  'contact_submissions',
  {
    id: text('id').primaryKey(),
    createdAt: integer('created_at').notNull(),
    fullName: text('full_name').notNull(),
    companyName: text('company_name'),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    helpWith: text('help_with').notNull(),
    challenge: text('challenge').notNull(),
    language: text('language').notNull(),
    page: text('page'),
    userAgent: text('user_agent'),
    deliveryStatus: text('delivery_status', { enum: ['pending', 'sent', 'dead'] })
      .notNull()
      .default('pending'),
    notificationSentAt: integer('notification_sent_at'),
    confirmationSentAt: integer('confirmation_sent_at'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at').notNull(),
    lastError: text('last_error'),
    lockedUntil: integer('locked_until'),
    /** The owner has dealt with it (answered, passed on): it no longer needs attention. */
    handled: integer('handled', { mode: 'boolean' }).notNull().default(false),
    /** "Keep: client relationship": exempt from deletion after the retention period. */
    keep: integer('keep', { mode: 'boolean' }).notNull().default(false),
    /**
     * Spam: set on arrival when the message looks like spam (src/messages/spam.ts), or by
     * the owner. It is kept and shown in the Spam view only, never deleted silently.
     */
    spam: integer('spam', { mode: 'boolean' }).notNull().default(false),
    /** The owner's own note on the message: shown only in the console, deleted with the message. */
    note: text('note'),
    /** When the owner marked the message replied to (null while not). */
    repliedAt: integer('replied_at'),
    /**
     * The order messages arrived in, 1, 2, 3…: set by a trigger on insert (migration
     * 0004), never by the Worker. The inbox pages by it, and the search index
     * (`contact_search`, an FTS5 table kept by triggers) names rows by it.
     */
    seq: integer('seq'),
  },
  (table) => [
    index('contact_submissions_due').on(table.deliveryStatus, table.nextAttemptAt),
    index('contact_submissions_email').on(table.email),
    uniqueIndex('contact_submissions_seq').on(table.seq),
    index('contact_submissions_handled').on(table.spam, table.handled, table.seq),
    index('contact_submissions_spam').on(table.spam, table.seq),
    index('contact_submissions_created').on(table.createdAt),
    index('contact_submissions_person').on(sql`lower(${table.email})`),
  ],
)

/**
 * The inbox's running counts in one row (`id` 1), kept by triggers on
 * `contact_submissions` (migration 0008): the tabs and the overview read one row instead
 * of counting every message, which at 10,000 messages would read 10,000 rows a screen.
 * `spam` counts the spam; `handled` and `undeliverable` count only the messages that are
 * not spam (migration 0014), so spam stays out of every view but its own.
 */
export const inboxTally = sqliteTable('inbox_tally', {
  id: integer('id').primaryKey(),
  total: integer('total').notNull(),
  handled: integer('handled').notNull(),
  undeliverable: integer('undeliverable').notNull(),
  spam: integer('spam').notNull().default(0),
})

/**
 * Requests under the privacy policy (GDPR Art. 15 access, Art. 17 erasure): recognised in a
 * message as it arrives or marked by the owner, each due one calendar month after the
 * message was received. While open, a row names the message and the address it is about;
 * fulfilling it (an export of that address, or its erasure) clears both and records what
 * was done, when and to how many messages. What is left is the record: no address, no
 * name, no hash of either, so it outlives the erasure it records without keeping any of
 * the erased data.
 */
export const privacyRequests = sqliteTable(
  'privacy_requests',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['access', 'erasure'] }).notNull(),
    /** Recognised by the phrase rules as the message arrived, or marked by the owner. */
    source: text('source', { enum: ['recognised', 'owner'] }).notNull(),
    /** When the message that made the request was received: the month runs from here. */
    receivedAt: integer('received_at').notNull(),
    /** The last day to answer on (`YYYY-MM-DD`, UTC): the same date a month later, or that month's last day. */
    dueOn: text('due_on').notNull(),
    /** The message that asked; null once fulfilled. */
    submissionId: text('submission_id'),
    /** Whose data the request is about; null once fulfilled. */
    email: text('email'),
    fulfilledAt: integer('fulfilled_at'),
    outcome: text('outcome', { enum: ['exported', 'erased'] }),
    /** How many messages were exported or erased. */
    messages: integer('messages'),
  },
  (table) => [
    uniqueIndex('privacy_requests_submission').on(table.submissionId),
    index('privacy_requests_open').on(table.fulfilledAt, table.dueOn),
    index('privacy_requests_person')
      .on(sql`lower(${table.email})`)
      .where(sql`fulfilled_at IS NULL`),
  ],
)

/**
 * The owner's own Reply, per language of the visitor: the subject and the text the
 * `mailto:` opens with, with `{name}`, `{date}`, `{brand}` and `{quote}` filled in. A
 * language without a row uses the console's default wording in that language.
 */
export const replyTemplates = sqliteTable('reply_templates', {
  language: text('language').primaryKey(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  updatedAt: integer('updated_at').notNull(),
})

export type Submission = typeof contactSubmissions.$inferSelect
export type PrivacyRequest = typeof privacyRequests.$inferSelect
export type NewPrivacyRequest = typeof privacyRequests.$inferInsert
