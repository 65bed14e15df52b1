/**
 * The translation manager's overview (owner only): every language's coverage, the providers'
 * health, the reviewers and the jobs; its forms invite or revoke a reviewer and translate
 * every language again.
 */
import { database } from '../../db'
import { localePath } from '../../lib/routes'
import { clock } from '../../platform/clock'
import { log } from '../../platform/log'
import { readForm } from '../access/form'
import type { AdminContext } from '../env'
import { noticeFromQuery, withNotice } from '../frame/notices'
import { consoleCopy, renderConsole } from '../frame/render'
import { refuseRequest } from '../frame/refusal'
import { CoverageScreen } from './coverage-screen'
import type { Invitation, InviteRefusal } from './reviewers-card'
import { TARGET_LANGUAGES, coverageCounts, coverageOf, targetLanguage } from './queries'
import { costPreview, pendingWork } from './cost'
import { latestJobs } from './jobs'
import { providerHealth } from './retranslate'
import { DEFAULT_INVITATION_DAYS, MAX_INVITATION_DAYS, inviteReviewer, reviewerProgress, revokeReviewer } from './reviewers'
import { stoppedNotice, withLanguage, startRetranslation, cancelRetranslation, resumeRetranslation } from './job-actions'

export async function renderCoverage(c: AdminContext, extra: { invitation?: Invitation; refusal?: InviteRefusal } = {}): Promise<Response> {
  const db = database(c.env.DB)
  const [counts, providers, people, jobs] = await Promise.all([coverageCounts(db), providerHealth(c.env, db, clock.now()), reviewerProgress(db), latestJobs(db)])
  const cover = coverageOf(counts)
  const work = pendingWork(counts)
  const byLanguage = new Map(jobs.flatMap((job) => withLanguage(job)))
  return renderConsole(c, {
    name: (copy) => copy.nav.translations,
    path: '/admin/translations',
    section: 'translations',
    failed: extra.refusal !== undefined,
    notice: noticeFromQuery(c, stoppedNotice(jobs)),
    body: (
      <CoverageScreen coverage={cover} providers={providers} reviewers={people} cost={costPreview(c.env, work)} jobs={byLanguage} now={clock.now()} {...extra} />
    ),
  })
}

/** The owner's invitations: make one (its link is shown once, here) or revoke one. */
export async function overviewAction(c: AdminContext): Promise<Response> {
  const form = await readForm(c)
  const copy = await consoleCopy(c)
  const db = database(c.env.DB)
  const now = clock.now()
  const overview = localePath(c.var.lang, '/admin/translations')
  if (form.get('intent') === 'retranslate-all') return startRetranslation(c, TARGET_LANGUAGES, overview)
  if (form.get('intent') === 'cancel-job') return cancelRetranslation(c, form.get('job'), overview)
  if (form.get('intent') === 'resume-job') return resumeRetranslation(c, form.get('job'), overview)
  if (form.get('intent') === 'revoke') {
    const revoked = await revokeReviewer(db, form.get('reviewer') ?? '', now)
    if (!revoked) return refuseRequest(c, copy.errors.badRequest, undefined, 404)
    log('admin_reviewer_revoked', {})
    return c.redirect(withNotice(localePath(c.var.lang, '/admin/translations'), 'invitationRevoked'), 303)
  }
  if (form.get('intent') !== 'invite') return refuseRequest(c, copy.errors.badRequest, undefined, 400)
  const name = (form.get('name') ?? '').trim().slice(0, 80)
  const language = targetLanguage(form.get('language'))
  const days = Number(form.get('days') ?? DEFAULT_INVITATION_DAYS)
  const typed = { name, language: form.get('language') ?? '', days: form.get('days') ?? String(DEFAULT_INVITATION_DAYS) }
  if (!name || /[\p{Cc}\p{Cf}]/u.test(name)) return renderCoverage(c, { refusal: { field: 'name', message: copy.reviewers.nameMissing, typed } })
  if (!language) return renderCoverage(c, { refusal: { field: 'language', message: copy.errors.unknownLanguage, typed } })
  if (!Number.isInteger(days) || days < 1 || days > MAX_INVITATION_DAYS) return renderCoverage(c, { refusal: { field: 'days', message: copy.reviewers.daysInvalid, typed } })
  const { reviewer, token } = await inviteReviewer(db, name, language, days, now)
  log('admin_reviewer_invited', { lang: language, days })
  const link = `${new URL(c.req.url).origin}${localePath(language, `/admin/join/${token}`)}`
  return renderCoverage(c, { invitation: { link, name: reviewer.name, language, linkExpiresAt: reviewer.linkExpiresAt, expiresAt: reviewer.expiresAt } })
}
