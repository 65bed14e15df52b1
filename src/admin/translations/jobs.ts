/**
 * Translating languages again in the background. Starting makes one job row per language
 * and returns; the request that started them takes the first step after its answer, and
 * the Cron Trigger takes the next ones, so the work goes on with the page closed. A step
 * sends the next batch of the language's strings (in the order a visitor meets them),
 * leaving out the ones a person reviewed, and publishes what it stored. A step holds the
 * job's lease (`locked_until`) so two invocations never take the same one. When no
 * provider answers, the job keeps its place, records why and when, and is taken again
 * after a backoff that doubles with each failure in a row (and never before the
 * provider's pause is over); after `MAX_FAILURES` in a row it stops until the owner
 * resumes it. A job is stopped too when no provider is configured any more.
 */
import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Database } from '../../db'
import { retranslationJobs, translations } from '../../db/schema'
import type { LanguageCode } from '../../lib/languages'
import { clock } from '../../platform/clock'
import { log } from '../../platform/log'
import { translationEngine } from '../../engine'
import { keysIn, translationKey } from '../../translation'
import { sendableStrings } from './cost'
import { targetLanguage } from './queries'
import { retranslate } from './retranslate'

/** Strings one step sends: one provider request. */
const JOB_BATCH = 50
/** Steps one Cron run takes, across jobs: within the Free plan's 50 subrequests, with room for retries. */
const STEPS_PER_RUN = 6
/** How long a step's lease lasts: longer than a provider call's 20 s timeout and its writes. */
const LEASE_MS = 60_000

/** Failed steps in a row after which a job stops until the owner resumes it. */
export const MAX_FAILURES = 5
/** The wait after the first failed step (one Cron interval); it doubles with each further failure: 5, 10, 20, 40 minutes. */
export const BACKOFF_MS = 5 * 60_000

/** Jobs still to be taken: running, or failed and waiting out its backoff. */
const ACTIVE = ['running', 'failed'] as const
/** Jobs not finished: the active ones and those stopped until the owner resumes them. */
const UNFINISHED = [...ACTIVE, 'stopped'] as const

/** When a job whose step failed for the `failures`-th time in a row is tried again: never before the provider's pause ends. */
function nextTry(failures: number, at: number, pausedUntil: number | null): number {
  return Math.max(at + BACKOFF_MS * 2 ** Math.max(0, failures - 1), pausedUntil ?? 0)
}

export type Job = typeof retranslationJobs.$inferSelect

/** A job's language: every job is made for one. */
export function jobLanguage(job: Job): LanguageCode | null {
  const [lang] = JSON.parse(job.languages) as unknown[]
  return targetLanguage(typeof lang === 'string' ? lang : undefined)
}

/**
 * Starts translating `languages` again: a job for each language without an unfinished one
 * (a failed job is taken up again where it stopped, a stopped one is resumed). The unique
 * index on unfinished jobs makes a second start (two clicks, two tabs) a no-op. Returns the
 * active jobs of `languages`, oldest first.
 */
export async function startJobs(db: Database, languages: readonly LanguageCode[], now = clock.now()): Promise<number[]> {
  if (!languages.length) return []
  const inserts = languages.map((lang) =>
    db
      .insert(retranslationJobs)
      .values({ languages: JSON.stringify([lang]), status: 'running', total: sendableStrings(lang).texts.length, startedAt: now, updatedAt: now })
      .onConflictDoNothing(),
  )
  await db.batch([resumeStatement(db, inArray(retranslationJobs.languages, languages.map((lang) => JSON.stringify([lang]))), now), ...inserts])
  const active = await db
    .select({ id: retranslationJobs.id })
    .from(retranslationJobs)
    .where(and(inArray(retranslationJobs.status, ACTIVE), inArray(retranslationJobs.languages, languages.map((lang) => JSON.stringify([lang])))))
    .orderBy(retranslationJobs.id)
  return active.map((job) => job.id)
}

/** Cancels an unfinished job; false when there is none by that id. */
export async function cancelJob(db: Database, id: number, now = clock.now()): Promise<boolean> {
  const rows = await db
    .update(retranslationJobs)
    .set({ status: 'cancelled', lockedUntil: null, updatedAt: now })
    .where(and(eq(retranslationJobs.id, id), inArray(retranslationJobs.status, UNFINISHED)))
    .returning({ id: retranslationJobs.id })
  return rows.length > 0
}

/** Stopped jobs matching `which` running again from where they stopped, their failures forgotten. */
function resumeStatement(db: Database, which: SQL | undefined, now: number) {
  return db
    .update(retranslationJobs)
    .set({ status: 'running', failures: 0, stopReason: null, lockedUntil: null, updatedAt: now })
    .where(and(eq(retranslationJobs.status, 'stopped'), which))
}

/** Resumes a stopped job where it stopped; false when there is no stopped job by that id. */
export async function resumeJob(db: Database, id: number, now = clock.now()): Promise<boolean> {
  const rows = await resumeStatement(db, eq(retranslationJobs.id, id), now).returning({ id: retranslationJobs.id })
  return rows.length > 0
}

/** Stops every active job with the reason that no provider is configured any more: nothing could move them on. */
async function stopForNoProvider(db: Database, now: number): Promise<void> {
  const stopped = await db
    .update(retranslationJobs)
    .set({ status: 'stopped', stopReason: 'no-provider', lockedUntil: null, updatedAt: now })
    .where(inArray(retranslationJobs.status, ACTIVE))
    .returning({ id: retranslationJobs.id })
  if (stopped.length) log('admin_retranslate_stopped', { reason: 'no-provider', count: stopped.length })
}

/** Takes a job's lease if it is active and nobody holds it; the job as it is then, or null. */
async function claim(db: Database, id: number, now: number): Promise<Job | null> {
  const [job] = await db
    .update(retranslationJobs)
    .set({ lockedUntil: now + LEASE_MS })
    .where(
      and(
        eq(retranslationJobs.id, id),
        inArray(retranslationJobs.status, ACTIVE),
        or(isNull(retranslationJobs.lockedUntil), lte(retranslationJobs.lockedUntil, now)),
      ),
    )
    .returning()
  return job ?? null
}

/** The positions of the batch's strings a person reviewed. */
async function reviewedIn(db: Database, lang: LanguageCode, texts: readonly string[]): Promise<Set<string>> {
  const keys = await Promise.all(texts.map((text) => translationKey(text, lang)))
  const rows = await db
    .select({ english: translations.originalText })
    .from(translations)
    .where(and(eq(translations.reviewed, true), keysIn(lang, keys)))
  return new Set(rows.map((row) => row.english))
}

/**
 * One step of a job, under its lease: the next batch, then the job moved on (or, when no
 * provider answered, left where it was with the error, its lease kept until its backoff
 * and the provider's pause are over, or stopped after `MAX_FAILURES` failures in a row).
 * False when the job was not taken (finished, stopped, cancelled or held elsewhere).
 */
export async function stepJob(env: Env, db: Database, id: number): Promise<boolean> {
  const now = clock.now()
  const job = await claim(db, id, now)
  if (!job) return false
  const lang = jobLanguage(job)
  const texts = lang ? sendableStrings(lang).texts : []
  const batch = texts.slice(job.offset, job.offset + JOB_BATCH)
  const reviewed = lang ? await reviewedIn(db, lang, batch) : new Set<string>()
  const outcome = lang ? await retranslate(env, db, lang, batch.filter((text) => !reviewed.has(text))) : null
  const at = clock.now()
  if (outcome?.error) {
    const failures = job.failures + 1
    const stop = failures >= MAX_FAILURES
    await db
      .update(retranslationJobs)
      .set({
        status: stop ? 'stopped' : 'failed',
        stopReason: stop ? 'failures' : null,
        failures,
        lastError: outcome.error.slice(0, 300),
        lastErrorAt: at,
        lockedUntil: stop ? null : nextTry(failures, at, outcome.pausedUntil),
        updatedAt: at,
      })
      // A cancel while the step ran wins.
      .where(and(eq(retranslationJobs.id, id), inArray(retranslationJobs.status, ACTIVE)))
    log(stop ? 'admin_retranslate_stopped' : 'admin_retranslate_failed', { lang: lang ?? '', offset: job.offset, failures })
    return true
  }
  const offset = Math.min(texts.length, job.offset + JOB_BATCH)
  await db
    .update(retranslationJobs)
    .set({
      status: offset >= texts.length ? 'done' : 'running',
      offset,
      total: texts.length,
      processed: offset,
      translated: sql`${retranslationJobs.translated} + ${outcome?.translated ?? 0}`,
      kept: sql`${retranslationJobs.kept} + ${reviewed.size}`,
      failures: 0,
      lockedUntil: null,
      updatedAt: at,
    })
    // A cancel while the step ran wins: the batch is stored, the job stays cancelled.
    .where(and(eq(retranslationJobs.id, id), inArray(retranslationJobs.status, ACTIVE)))
  return true
}

/**
 * The Cron Trigger's share: up to `steps` steps of the active jobs whose backoff is over,
 * oldest first. A job whose step failed is not taken again in the same run. With no
 * provider configured, the active jobs are stopped with that reason instead.
 */
export async function runJobs(env: Env, db: Database, steps = STEPS_PER_RUN): Promise<void> {
  const now = clock.now()
  if (!translationEngine(env).providers.length) return stopForNoProvider(db, now)
  const jobs = await db
    .select({ id: retranslationJobs.id })
    .from(retranslationJobs)
    .where(and(inArray(retranslationJobs.status, ACTIVE), or(isNull(retranslationJobs.lockedUntil), lte(retranslationJobs.lockedUntil, now))))
    .orderBy(retranslationJobs.id)
  let left = steps
  for (const { id } of jobs) {
    while (left > 0) {
      left--
      if (!(await stepJob(env, db, id))) break
      const [state] = await db.select({ status: retranslationJobs.status }).from(retranslationJobs).where(eq(retranslationJobs.id, id))
      if (state?.status !== 'running') break
    }
    if (left <= 0) break
  }
}

/** The latest job of each language (or of `lang` only), newest first: what the screens show. */
export async function latestJobs(db: Database, lang?: LanguageCode): Promise<Job[]> {
  const rows = await db
    .select()
    .from(retranslationJobs)
    .where(lang ? eq(retranslationJobs.languages, JSON.stringify([lang])) : undefined)
    .orderBy(desc(retranslationJobs.id))
    .limit(lang ? 1 : 200)
  const seen = new Set<string>()
  return rows.filter((job) => !seen.has(job.languages) && (seen.add(job.languages), true))
}
