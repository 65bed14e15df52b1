import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

/**
 * The database, described once. Row types come from here (`$inferSelect`,
 * `$inferInsert`), and `npm run db:generate` writes the SQL migrations in `migrations/`
 * from it; a test fails when the two disagree.
 */

/**
 * Translation memory: one row per source text, brand-term list version and target language.
 * The table is keyed by language, then key, and has no rowid (migration 0011): a row is one
 * write, with no index beside it, so a first deploy loads the whole memory within a fraction
 * of the Free plan's daily D1 writes. Every lookup names the language, so it seeks that key.
 */
export const translations = sqliteTable(
  'translations',
  {
    key: text('key').notNull(),
    originalText: text('original_text').notNull(),
    sourceLanguage: text('source_language').notNull().default('en'),
    targetLanguage: text('target_language').notNull(),
    translatedText: text('translated_text').notNull(),
    provider: text('provider').notNull(),
    reviewed: integer('reviewed', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    /**
     * Who made the current text: `owner`, `reviewer:<id>`, `machine` (a provider, named in
     * `provider`), `import` (the shipped memory). Every write sets it; a trigger copies it
     * into the revision that write makes (migration 0005); an import's first
     * write of a row makes none (migration 0011).
     */
    changedBy: text('changed_by').notNull().default('import'),
  },
  (table) => [
    primaryKey({ columns: [table.targetLanguage, table.key] }),
    /** Only the reviewed rows: what the cost of translating again leaves out, read without scanning the drafts. */
    index('translations_reviewed')
      .on(table.originalText, table.targetLanguage)
      .where(sql`reviewed = 1`),
  ],
)

/**
 * Each language's coverage of the site's strings, remembered: `catalog` is the hash of
 * the string list it was counted against. A trigger on `translations` forgets a
 * language's row whenever one of its translations is written or deleted (migration
 * 0009), and a new deploy's strings have another hash, so a row is used only while
 * it is still true; otherwise the console counts that language again.
 */
export const translationCoverage = sqliteTable('translation_coverage', {
  targetLanguage: text('target_language').primaryKey(),
  catalog: text('catalog').notNull(),
  translated: integer('translated').notNull(),
  reviewed: integer('reviewed').notNull(),
  /** The positions in the counted string list of the strings with a reviewed translation, comma-separated (`''` for none). */
  reviewedAt: text('reviewed_at').notNull().default(''),
})

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

/** Captcha challenges already answered: a challenge is accepted once. */
export const captchaUses = sqliteTable('captcha_uses', {
  id: text('id').primaryKey(),
  expiresAt: integer('expires_at').notNull(),
})

/** Fixed-window request counters per client and action. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: integer('window_start').notNull(),
  count: integer('count').notNull(),
})

/** Admin sessions: only the SHA-256 of the token is stored. */
export const adminSessions = sqliteTable(
  'admin_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    createdAt: integer('created_at').notNull(),
    lastSeenAt: integer('last_seen_at').notNull(),
    /** A hash of the password hash and session secret it was opened under: a new password (or secret) ends it. */
    credential: text('credential').notNull().default(''),
    /** The invited reviewer this session belongs to; null for the owner's. */
    reviewerId: text('reviewer_id'),
  },
  (table) => [index('admin_sessions_reviewer').on(table.reviewerId)],
)

/**
 * People the owner invited to review one language. The invitation link carries a random
 * token; only its SHA-256 is stored. Revoking ends the link and every session it opened.
 */
export const reviewers = sqliteTable('reviewers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  language: text('language').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: integer('created_at').notNull(),
  /** When the reviewer's access ends: their sessions end with it. */
  expiresAt: integer('expires_at').notNull(),
  /** When the link stops opening anything, if it has not been used by then (at most a week after it was made). */
  linkExpiresAt: integer('link_expires_at').notNull().default(0),
  /** When the link was exchanged for a session: it opens nothing after that. */
  joinedAt: integer('joined_at'),
  revokedAt: integer('revoked_at'),
  lastActiveAt: integer('last_active_at'),
})

/**
 * Every change of a translation: who, when, the text and reviewed state before and after.
 * Written by triggers on `translations` (migration 0005), so no write path can forget it.
 */
export const translationRevisions = sqliteTable(
  'translation_revisions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    key: text('key').notNull(),
    targetLanguage: text('target_language').notNull(),
    originalText: text('original_text').notNull(),
    before: text('before_text'),
    after: text('after_text').notNull(),
    beforeReviewed: integer('before_reviewed', { mode: 'boolean' }),
    afterReviewed: integer('after_reviewed', { mode: 'boolean' }).notNull(),
    provider: text('provider').notNull(),
    actor: text('actor').notNull(),
    at: integer('at').notNull(),
  },
  (table) => [index('translation_revisions_key').on(table.key, table.id), index('translation_revisions_actor').on(table.actor, table.targetLanguage)],
)

/**
 * Comments on a string between the owner and a reviewer: one thread per language and
 * translation key, oldest first. `author` names the writer as revisions do (`owner`,
 * `reviewer:<id>`); the reviewer's name is read from `reviewers`. A thread whose last
 * comment is a reviewer's waits for the owner. Erased with a person where they identify
 * them (src/admin/privacy/requests.ts).
 */
export const stringComments = sqliteTable(
  'string_comments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    language: text('language').notNull(),
    key: text('key').notNull(),
    /** The string's English, so a thread still says what it was about after the English changes. */
    originalText: text('original_text').notNull(),
    author: text('author').notNull(),
    body: text('body').notNull(),
    at: integer('at').notNull(),
  },
  (table) => [index('string_comments_thread').on(table.language, table.key, table.id)],
)

/**
 * A reviewer finished a scope: a page (`scope` is its path, `''` for home) or the whole
 * language (`scope` is `*`), with no string left unreviewed after their accept or save.
 * Recorded once per reviewer, language and scope (the unique index), which is also what
 * sends the owner's mail only once.
 */
export const reviewFinishes = sqliteTable(
  'review_finishes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    reviewerId: text('reviewer_id').notNull(),
    language: text('language').notNull(),
    scope: text('scope').notNull(),
    at: integer('at').notNull(),
  },
  (table) => [uniqueIndex('review_finishes_once').on(table.reviewerId, table.language, table.scope), index('review_finishes_at').on(table.at)],
)

/**
 * Translating a language again in the background (`languages` is a JSON list of that one
 * language): the Cron Trigger takes the next steps of every active job, so it goes on with
 * the page closed. `offset` is where the next step starts in the language's strings, in
 * the order a visitor meets them. A step no provider answered leaves the job `failed`
 * where it was, with the error and its time and `failures` (in a row) counted; the next
 * run takes it up again. `locked_until` is the lease of the invocation taking a step (or
 * the end of the provider's pause), so two never take the same one.
 */
export const retranslationJobs = sqliteTable(
  'retranslation_jobs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    languages: text('languages').notNull(),
    /** `failed`: its last step failed, tried again after a backoff; `stopped`: given up until the owner resumes it (`stop_reason` says why). */
    status: text('status', { enum: ['running', 'done', 'failed', 'stopped', 'cancelled'] }).notNull(),
    languageIndex: integer('language_index').notNull().default(0),
    offset: integer('offset').notNull().default(0),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    translated: integer('translated').notNull().default(0),
    /** Strings a person had reviewed, left as they were and never sent. */
    kept: integer('kept').notNull().default(0),
    failures: integer('failures').notNull().default(0),
    lastError: text('last_error'),
    lastErrorAt: integer('last_error_at'),
    lockedUntil: integer('locked_until'),
    /** Why a `stopped` job stopped: too many failed steps in a row, or no provider configured any more. */
    stopReason: text('stop_reason', { enum: ['failures', 'no-provider'] }),
    startedAt: integer('started_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  /** At most one unfinished job per language: starting twice (two clicks, two tabs) cannot make two, and a stopped one is resumed rather than doubled. */
  (table) => [
    uniqueIndex('retranslation_jobs_active')
      .on(table.languages)
      .where(sql`status IN ('running', 'failed', 'stopped')`),
  ],
)

/** Every admin login attempt, for throttling and audit. */
export const loginAttempts = sqliteTable(
  'login_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: integer('at').notNull(),
    client: text('client').notNull(),
    success: integer('success', { mode: 'boolean' }).notNull(),
  },
  (table) => [index('login_attempts_at').on(table.at), index('login_attempts_client').on(table.client, table.at)],
)

/** Each run of the admin area's sitemap generator, so the panel shows the last one. */
export const sitemapGenerations = sqliteTable('sitemap_generations', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  generatedAt: integer('generated_at').notNull(),
  urlCount: integer('url_count').notNull(),
  success: integer('success', { mode: 'boolean' }).notNull(),
  error: text('error'),
})

/**
 * When each language's translations were last published to the public pages (a new
 * version in KV), and since when it has changes saved but not yet published. Edits are
 * published at most once per interval per language, by the Cron Trigger or the owner's
 * "Publish now" (src/admin/translations/publishing.ts), which keeps a day of reviewing
 * within the Free plan's KV writes.
 */
export const translationPublications = sqliteTable('translation_publications', {
  language: text('language').primaryKey(),
  pendingSince: integer('pending_since'),
  publishedAt: integer('published_at'),
})

/**
 * Each translation provider's month: the characters of the calls it answered (what it
 * bills; a failed call counts none), the requests made, its last error and last answer,
 * and until when the circuit breaker paused it after failures in a row.
 */
export const providerUsage = sqliteTable(
  'provider_usage',
  {
    provider: text('provider').notNull(),
    month: text('month').notNull(),
    characters: integer('characters').notNull().default(0),
    requests: integer('requests').notNull().default(0),
    lastError: text('last_error'),
    lastErrorAt: integer('last_error_at'),
    lastSuccessAt: integer('last_success_at'),
    pausedUntil: integer('paused_until'),
  },
  (table) => [primaryKey({ columns: [table.provider, table.month] })],
)

export type Translation = typeof translations.$inferSelect
export type NewTranslation = typeof translations.$inferInsert
export type Submission = typeof contactSubmissions.$inferSelect
export type Session = typeof adminSessions.$inferSelect
export type SitemapGeneration = typeof sitemapGenerations.$inferSelect
export type Reviewer = typeof reviewers.$inferSelect
export type TranslationRevision = typeof translationRevisions.$inferSelect
export type PrivacyRequest = typeof privacyRequests.$inferSelect
export type NewPrivacyRequest = typeof privacyRequests.$inferInsert
