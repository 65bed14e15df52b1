/**
 * Translating languages again, as the console's forms ask for it: start, cancel and resume
 * a job, from the overview (every language) or one language's strings screen alike.
 */
import { database } from '../../db'
import type { LanguageCode } from '../../lib/languages'
import { log } from '../../platform/log'
import { translationEngine } from '../../engine'
import type { AdminContext } from '../env'
import { withNotice } from '../frame/notices'
import { consoleCopy } from '../frame/render'
import { refuseRequest } from '../frame/refusal'
import { cancelJob, jobLanguage, resumeJob, startJobs, stepJob } from './jobs'
import type { Job } from './jobs'
import { executionContext } from '../../render'

/** A job keyed by its language, for the screens; none for a row whose language is no longer translated. */
export function withLanguage(job: Job): [LanguageCode, Job][] {
  const lang = jobLanguage(job)
  return lang ? [[lang, job]] : []
}

/** The error notice a screen stands under while one of its jobs is stopped by a failure. */
export function stoppedNotice(jobs: readonly Job[]): 'retranslateStopped' | undefined {
  return jobs.some((job) => job.status === 'failed') ? 'retranslateStopped' : undefined
}

/**
 * Starts translating `languages` again in the background and answers at once; the first
 * step runs after the answer, the Cron Trigger takes the rest.
 */
export async function startRetranslation(c: AdminContext, languages: readonly LanguageCode[], back: string): Promise<Response> {
  const db = database(c.env.DB)
  const copy = await consoleCopy(c)
  if (!translationEngine(c.env).providers.length) return refuseRequest(c, copy.strings.bulkNoProvider, undefined, 400)
  const [first] = await startJobs(db, languages)
  log('admin_retranslate_started', { languages: languages.length })
  if (first !== undefined) executionContext(c)?.waitUntil(stepJob(c.env, db, first).then(() => undefined))
  return c.redirect(withNotice(back, 'retranslateStarted'), 303)
}

/** Cancels the job the form names; 404 when it is not an active job. */
export async function cancelRetranslation(c: AdminContext, id: string | undefined, back: string): Promise<Response> {
  const cancelled = await cancelJob(database(c.env.DB), Number(id))
  if (!cancelled) return refuseRequest(c, (await consoleCopy(c)).errors.badRequest, undefined, 404)
  log('admin_retranslate_cancelled', {})
  return c.redirect(withNotice(back, 'retranslateCancelled'), 303)
}

/** Resumes the stopped job the form names, taking its next step after the answer; 404 when it is not a stopped job. */
export async function resumeRetranslation(c: AdminContext, id: string | undefined, back: string): Promise<Response> {
  const db = database(c.env.DB)
  const copy = await consoleCopy(c)
  if (!translationEngine(c.env).providers.length) return refuseRequest(c, copy.strings.bulkNoProvider, undefined, 400)
  const job = Number(id)
  if (!(await resumeJob(db, job))) return refuseRequest(c, copy.errors.badRequest, undefined, 404)
  log('admin_retranslate_resumed', {})
  executionContext(c)?.waitUntil(stepJob(c.env, db, job).then(() => undefined))
  return c.redirect(withNotice(back, 'retranslateResumed'), 303)
}
