import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

/**
 * The database, described once. Row types come from here (`$inferSelect`,
 * `$inferInsert`), and `npm run db:generate` writes the SQL migrations in `migrations/`
 * from it; a test fails when the two disagree.
 */

/** Translation memory: one row per source text, brand-term list version and target language. */
export const translations = sqliteTable(
  'translations',
  {
    key: text('key').primaryKey(),
    originalText: text('original_text').notNull(),
    sourceLanguage: text('source_language').notNull().default('en'),
    targetLanguage: text('target_language').notNull(),
    translatedText: text('translated_text').notNull(),
    provider: text('provider').notNull(),
    reviewed: integer('reviewed', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [
    index('translations_lookup').on(table.originalText, table.sourceLanguage, table.targetLanguage),
    index('translations_target').on(table.targetLanguage),
  ],
)

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
    index('contact_submissions_handled').on(table.handled, table.seq),
    index('contact_submissions_created').on(table.createdAt),
    index('contact_submissions_person').on(sql`lower(${table.email})`),
  ],
)

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
export const adminSessions = sqliteTable('admin_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  createdAt: integer('created_at').notNull(),
  lastSeenAt: integer('last_seen_at').notNull(),
  /** A hash of the password hash and session secret it was opened under: a new password (or secret) ends it. */
  credential: text('credential').notNull().default(''),
})

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

/** Characters sent to each translation provider per month, and its last error. */
export const providerUsage = sqliteTable(
  'provider_usage',
  {
    provider: text('provider').notNull(),
    month: text('month').notNull(),
    characters: integer('characters').notNull().default(0),
    requests: integer('requests').notNull().default(0),
    lastError: text('last_error'),
    lastErrorAt: integer('last_error_at'),
  },
  (table) => [primaryKey({ columns: [table.provider, table.month] })],
)

export type Translation = typeof translations.$inferSelect
export type NewTranslation = typeof translations.$inferInsert
export type Submission = typeof contactSubmissions.$inferSelect
export type NewSubmission = typeof contactSubmissions.$inferInsert
export type Session = typeof adminSessions.$inferSelect
export type SitemapGeneration = typeof sitemapGenerations.$inferSelect
