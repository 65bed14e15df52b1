import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

/**
 * The translation memory and what the console and the engine keep beside it: coverage, revisions,
 * reviewers' comments and finishes, retranslation jobs, publications and provider usage.
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
export type TranslationRevision = typeof translationRevisions.$inferSelect
