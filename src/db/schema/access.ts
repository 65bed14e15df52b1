import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * Who may do what, and how often: admin sessions, invited reviewers, login attempts, rate
 * limits, answered captchas, and the sitemap generator's runs.
 */

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

/** Fixed-window request counters per client and action. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: integer('window_start').notNull(),
  count: integer('count').notNull(),
})

/** Captcha challenges already answered: a challenge is accepted once. */
export const captchaUses = sqliteTable('captcha_uses', {
  id: text('id').primaryKey(),
  expiresAt: integer('expires_at').notNull(),
})

/** Each run of the admin area's sitemap generator, so the panel shows the last one. */
export const sitemapGenerations = sqliteTable('sitemap_generations', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  generatedAt: integer('generated_at').notNull(),
  urlCount: integer('url_count').notNull(),
  success: integer('success', { mode: 'boolean' }).notNull(),
  error: text('error'),
})

export type Session = typeof adminSessions.$inferSelect
export type SitemapGeneration = typeof sitemapGenerations.$inferSelect
export type Reviewer = typeof reviewers.$inferSelect
