/**
 * The translation manager: every language's coverage, the providers' health and the
 * reviewers (owner only); one language's strings (search, status and page filters, pages,
 * edit and publish, accept, unlock, history and restore, translate again); the memory
 * export. Forms post to their own screen: success is a redirect back with a notice, a
 * refused edit is the same screen with the text kept and the reason beside it. The review
 * panel sends the same forms with `Accept: application/json` and gets JSON back.
 */
import { Hono } from 'hono/tiny'
import { database } from '../../db'
import { fill } from '../../i18n/copy'
import { ENDPOINTS } from '../../lib/endpoints'
import { getLanguage } from '../../lib/languages'
import type { LanguageCode } from '../../lib/languages'
import { localePath } from '../../lib/routes'
import { clock } from '../../platform/clock'
import { log } from '../../platform/log'
import { translationEngine } from '../../engine'
import { languageMemory, memoryFileText } from '../../translation'
import { readForm, wantsJson } from '../access/form'
import { actorOf } from '../access/session'
import type { AdminContext, AdminEnv } from '../env'
import { namedNotice, noticeFromQuery, withNotice } from '../frame/notices'
import { consoleCopy, renderConsole } from '../frame/render'
import { refuseRequest } from '../frame/refusal'
import { CONSOLE, positiveInt } from '../paths'
import { CoverageScreen } from './coverage-screen'
import type { Invitation, InviteRefusal } from './reviewers-card'
import { accept, editMessage, editProblem, restore, saveReviewed, unlock } from './edits'
import { HistoryScreen } from './history-screen'
import { stringHistory } from './history'
import { providerLabel } from './labels'
import { STATUS_FILTERS, TARGET_LANGUAGES, coverageCounts, coverageOf, languageStrings, listedStrings, reviewedKeys, stringsPage, targetLanguage, withTranslations } from './queries'
import type { StatusFilter } from './queries'
import { costPreview, languageWork, pendingWork } from './cost'
import { cancelJob, latestJobs, jobLanguage, resumeJob, startJobs, stepJob } from './jobs'
import type { Job } from './jobs'
import { providerHealth, retranslate } from './retranslate'
import { executionContext } from '../../render'
import { DEFAULT_INVITATION_DAYS, MAX_INVITATION_DAYS, inviteReviewer, reviewerProgress, revokeReviewer } from './reviewers'
import { StringsScreen } from './strings-screen'
import { addComment, commentProblem, commentText, commentThreads } from './comments'
import { shownComments } from './comment-thread'
import { recordFinishes } from './finishes'
import { translationKey } from '../../translation'
import { cardAction } from './card-form'
import type { RefusedEdit } from './strings-screen'
import { isLegalText, pageFromFilterValue } from './places'

/** Strings per page of a language's list. */
const STRINGS_PER_PAGE = 25

export const translationsRoutes = new Hono<AdminEnv>()

async function renderCoverage(c: AdminContext, extra: { invitation?: Invitation; refusal?: InviteRefusal } = {}): Promise<Response> {
  const db = database(c.env.DB)
  const [counts, providers, people, jobs] = await Promise.all([coverageCounts(db), providerHealth(c.env, db, clock.now()), reviewerProgress(db), latestJobs(db)])
  const cover = coverageOf(counts)
  const work = pendingWork(counts)
  const byLanguage = new Map(jobs.flatMap((job) => withLanguage(job)))
  return renderConsole(c, {
    name: (copy) => copy.nav.translations,
    path: '/admin/translations',
    section: 'translations',
    status: extra.refusal ? 400 : 200,
    failed: extra.refusal !== undefined,
    notice: noticeFromQuery(c, stoppedNotice(jobs)),
    body: (
      <CoverageScreen coverage={cover} providers={providers} reviewers={people} cost={costPreview(c.env, work)} jobs={byLanguage} now={clock.now()} {...extra} />
    ),
  })
}

/** A job keyed by its language, for the screens; none for a row whose language is no longer translated. */
function withLanguage(job: Job): [LanguageCode, Job][] {
  const lang = jobLanguage(job)
  return lang ? [[lang, job]] : []
}

/** The error notice a screen stands under while one of its jobs is stopped by a failure. */
function stoppedNotice(jobs: readonly Job[]): 'retranslateStopped' | undefined {
  return jobs.some((job) => job.status === 'failed') ? 'retranslateStopped' : undefined
}

/**
 * Starts translating `languages` again in the background and answers at once; the first
 * step runs after the answer, the Cron Trigger takes the rest.
 */
async function startRetranslation(c: AdminContext, languages: readonly LanguageCode[], back: string): Promise<Response> {
  const db = database(c.env.DB)
  const copy = await consoleCopy(c)
  if (!translationEngine(c.env).providers.length) return refuseRequest(c, copy.strings.bulkNoProvider, undefined, 400)
  const [first] = await startJobs(db, languages)
  log('admin_retranslate_started', { languages: languages.length })
  if (first !== undefined) executionContext(c)?.waitUntil(stepJob(c.env, db, first).then(() => undefined))
  return c.redirect(withNotice(back, 'retranslateStarted'), 303)
}

/** Cancels the job the form names; 404 when it is not an active job. */
async function cancelRetranslation(c: AdminContext, id: string | undefined, back: string): Promise<Response> {
  const cancelled = await cancelJob(database(c.env.DB), Number(id))
  if (!cancelled) return refuseRequest(c, (await consoleCopy(c)).errors.badRequest, undefined, 404)
  log('admin_retranslate_cancelled', {})
  return c.redirect(withNotice(back, 'retranslateCancelled'), 303)
}

/** Resumes the stopped job the form names, taking its next step after the answer; 404 when it is not a stopped job. */
async function resumeRetranslation(c: AdminContext, id: string | undefined, back: string): Promise<Response> {
  const db = database(c.env.DB)
  const copy = await consoleCopy(c)
  if (!translationEngine(c.env).providers.length) return refuseRequest(c, copy.strings.bulkNoProvider, undefined, 400)
  const job = Number(id)
  if (!(await resumeJob(db, job))) return refuseRequest(c, copy.errors.badRequest, undefined, 404)
  log('admin_retranslate_resumed', {})
  executionContext(c)?.waitUntil(stepJob(c.env, db, job).then(() => undefined))
  return c.redirect(withNotice(back, 'retranslateResumed'), 303)
}

translationsRoutes.get(`${CONSOLE}/translations`, function coverageScreen(c) {
  return renderCoverage(c)
})

/** The owner's invitations: make one (its link is shown once, here) or revoke one. */
translationsRoutes.post(`${CONSOLE}/translations`, async function reviewerAction(c) {
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
})

function statusFilter(value: string | undefined): StatusFilter {
  return STATUS_FILTERS.find((status) => status === value) ?? 'all'
}

/** Drafts typed and not saved, answered on the screen with the action's notice (a redirect would drop them), and the string to focus. */
interface KeptDrafts {
  drafts: ReadonlyMap<string, string>
  notice?: ReturnType<typeof namedNotice>
  focus?: string
}

async function renderStrings(
  c: AdminContext,
  code: LanguageCode,
  refused?: RefusedEdit,
  kept?: KeptDrafts,
  refusedComment?: { english: string; text: string; reason: string },
): Promise<Response> {
  const db = database(c.env.DB)
  const filter = { query: (c.req.query('q') ?? '').slice(0, 200), status: statusFilter(c.req.query('status')), page: pageFromFilterValue(c.req.query('on')) }
  const [listed, jobs, reviewedKeySet, unpublished] = await Promise.all([listedStrings(code), latestJobs(db, code), reviewedKeys(db, code), translationEngine(c.env).unpublishedSince(code)])
  const [{ shown, matched, page, pages }, stored] = await Promise.all([
    stringsPage(db, code, listed, filter, positiveInt(c.req.query('page')) ?? 1, STRINGS_PER_PAGE),
    refused || kept?.drafts.size ? withTranslations(db, code, listed.filter((item) => item.english === refused?.english || kept?.drafts.has(item.english))) : [],
  ])
  const threads = await commentThreads(db, code, shown.map((item) => item.key))
  const places = new Map(listed.map((item, place) => [item.english, place]))
  const focus = kept ? kept.focus : listed[Number(c.req.query('focus') ?? -1)]?.english
  const unlisted = stored.filter((item) => item.english !== refused?.english && !shown.some((entry) => entry.english === item.english))
  const owner = !c.var.session.reviewer
  const reviewed = new Set(listed.filter((item) => reviewedKeySet.has(item.key)).map((item) => item.english))
  const preview = costPreview(c.env, [languageWork(code, (text) => reviewed.has(text))])
  const [cost] = preview.languages
  return renderConsole(c, {
    name: (copy) => fill(copy.strings.title, { language: getLanguage(code).name }),
    path: `/admin/translations/${code}`,
    section: 'translations',
    status: refused || refusedComment ? 400 : 200,
    failed: refused !== undefined || refusedComment !== undefined,
    notice: kept?.notice ?? noticeFromQuery(c, owner ? stoppedNotice(jobs) : undefined),
    // The next string's text box takes focus, described by the notice.
    focusNotice: focus === undefined,
    body: (
      <StringsScreen
        target={code}
        filter={filter}
        shown={shown}
        matched={matched}
        total={listed.length}
        page={page}
        pages={pages}
        canTranslate={owner && translationEngine(c.env).providers.length > 0}
        bulk={owner && cost ? { cost, job: jobs[0] ?? null, leftOut: preview.leftOut } : null}
        unpublished={unpublished !== null ? { canPublish: owner } : null}
        refused={refused && { ...refused, stored: stored.find((item) => item.english === refused.english) ?? null }}
        drafts={kept?.drafts}
        unlisted={unlisted}
        focus={focus}
        threads={threads}
        refusedComment={refusedComment}
        places={places}
      />
    ),
  })
}

translationsRoutes.get(`${CONSOLE}/translations/:target`, async function stringsScreen(c) {
  const code = targetLanguage(c.req.param('target'))
  if (!code) return refuseRequest(c, (await consoleCopy(c)).errors.unknownLanguage, undefined, 404)
  return renderStrings(c, code)
})

translationsRoutes.get(`${CONSOLE}/translations/:target/history`, async function historyScreen(c) {
  const code = targetLanguage(c.req.param('target'))
  const copy = await consoleCopy(c)
  const english = c.req.query('english') ?? ''
  if (!code) return refuseRequest(c, copy.errors.unknownLanguage, undefined, 404)
  if (editProblem(code, english, english)?.kind === 'not-site-string') return refuseRequest(c, copy.errors.notSiteString, undefined, 404)
  const [revisions, current] = await Promise.all([stringHistory(database(c.env.DB), code, english), languageStrings(database(c.env.DB), code)])
  const state = current.find((item) => item.english === english)
  if (wantsJson(c)) return c.json({ revisions })
  return renderConsole(c, {
    name: (h) => h.history.title,
    path: `/admin/translations/${code}/history?english=${encodeURIComponent(english)}`,
    section: 'translations',
    notice: noticeFromQuery(c),
    body: <HistoryScreen target={code} english={english} current={state?.translation ?? null} revisions={revisions} />,
  })
})

const TRANSLATION_INTENTS = ['save', 'accept', 'accept-all', 'unlock', 'restore', 'retranslate', 'retranslate-language', 'cancel-job', 'resume-job', 'publish', 'comment'] as const
/** What only the owner may do: it spends the provider's money, or the plan's KV writes. */
const OWNER_INTENTS: ReadonlySet<string> = new Set(['retranslate', 'retranslate-language', 'cancel-job', 'resume-job', 'publish'])

/** Every change of a language's strings; answered from the strings screen and from a string's history alike. */
async function stringsAction(c: AdminContext): Promise<Response> {
  const code = targetLanguage(c.req.param('target'))
  const form = await readForm(c)
  const copy = await consoleCopy(c)
  const json = wantsJson(c)
  const card = cardAction(form)
  const intent = TRANSLATION_INTENTS.find((name) => name === (card ? card.intent : form.get('intent')))
  const refuse = (status: 400 | 403 | 404, message: string) => (json ? c.json({ ok: false, error: message }, status) : refuseRequest(c, message, undefined, status))
  if (!code) return refuse(404, copy.errors.unknownLanguage)
  if (!intent) return refuse(400, copy.errors.badRequest)
  if (OWNER_INTENTS.has(intent) && c.var.session.reviewer) return refuse(403, copy.errors.notYours)
  const db = database(c.env.DB)
  const actor = actorOf(c.var.session)
  const here = new URL(c.req.url)
  /**
   * The answer to an action: back to the screen at the next card, its text box focused
   * (`focus`), which scrolls it into view; no `#anchor`, which would keep the browser from
   * focusing anything. The screen itself when other cards carry unsaved drafts.
   */
  const back = async (notice: Parameters<typeof withNotice>[1], values?: { count?: number }, stay = false): Promise<Response> => {
    const focus = card ? (stay ? card.english : (card.next ?? card.english)) : undefined
    if (card?.drafts.size) return renderStrings(c, code, undefined, { drafts: card.drafts, notice: namedNotice(c, notice, values), focus })
    const url = new URL(here)
    url.searchParams.delete('focus')
    const place = focus === undefined ? -1 : (await listedStrings(code)).findIndex((item) => item.english === focus)
    if (place >= 0) url.searchParams.set('focus', String(place))
    return c.redirect(withNotice(`${url.pathname}${url.search}`, notice, values), 303)
  }
  /** A reviewer's accept or save that leaves a page or the language with nothing to review: recorded, and the owner told. */
  const finishes = async (english: readonly string[]) => {
    const reviewer = c.var.session.reviewer
    if (reviewer) await recordFinishes(c.env, db, reviewer, code, english, executionContext(c))
  }
  /** What the review panel needs to redraw a string after a change. */
  const stateOf = async (english: string) => {
    const item = (await languageStrings(db, code)).find((entry) => entry.english === english)
    return { ok: true, english, translation: item?.translation ?? null, reviewed: item?.reviewed ?? false, provider: providerLabel(copy, item?.provider ?? null) }
  }

  const screen = localePath(c.var.lang, `/admin/translations/${code}`)
  if (intent === 'retranslate-language') return startRetranslation(c, [code], screen)
  if (intent === 'cancel-job') return cancelRetranslation(c, form.get('job'), screen)
  if (intent === 'resume-job') return resumeRetranslation(c, form.get('job'), screen)
  if (intent === 'publish') {
    await translationEngine(c.env).publishNow(code)
    log('admin_translations_published', { lang: code })
    return c.redirect(withNotice(screen, 'published'), 303)
  }
  if (intent === 'accept-all') {
    const english = form.all('english')
    const count = await accept(c.env, db, code, c.var.session.reviewer ? english.filter((text) => !isLegalText(text)) : english, actor)
    log('admin_translations_accepted', { lang: code, count })
    if (count) await finishes(english)
    return json ? c.json({ ok: true, accepted: count }) : back('acceptedAll', { count })
  }
  const english = (card ? card.english : form.get('english')) ?? ''
  const translation = ((card ? card.translation : form.get('translation')) ?? '').trim()
  const problem = editProblem(code, english, intent === 'save' ? translation : english)
  if (problem?.kind === 'not-site-string') return refuse(400, copy.errors.notSiteString)
  // A reviewer may ask about the legal text too: only changing it is the owner's alone.
  if (intent === 'comment') {
    const typed = (card ? card.comment : form.get('comment')) ?? ''
    const text = commentText(typed)
    const trouble = commentProblem(text)
    if (trouble) {
      const reason = trouble === 'empty' ? copy.comments.empty : copy.comments.tooLong
      if (json) return c.json({ ok: false, error: reason }, 400)
      return renderStrings(c, code, undefined, card?.drafts.size ? { drafts: card.drafts } : undefined, { english, text: typed, reason })
    }
    const key = await translationKey(english, code)
    await addComment(db, code, key, english, actor, text, clock.now())
    log('admin_comment_posted', { lang: code })
    if (!json) return back('commentPosted', undefined, true)
    const thread = (await commentThreads(db, code, [key])).get(key) ?? []
    return c.json({ ok: true, comments: shownComments(copy, c.var.lang, thread) })
  }
  if (c.var.session.reviewer && isLegalText(english)) return refuse(403, copy.errors.legalOwnerOnly)
  switch (intent) {
    case 'unlock':
      await unlock(db, code, english, actor)
      return json ? c.json(await stateOf(english)) : back('unlocked')
    case 'accept':
      if (await accept(c.env, db, code, [english], actor)) await finishes([english])
      return json ? c.json(await stateOf(english)) : back('accepted')
    case 'restore': {
      const restored = await restore(c.env, db, code, english, Number(form.get('revision')), actor, form.get('side') === 'before' ? 'before' : 'after')
      if (!restored) return refuse(404, copy.errors.noRevision)
      return json ? c.json(await stateOf(english)) : back('restored')
    }
    case 'retranslate': {
      const { translated } = await retranslate(c.env, db, code, [english])
      return back(translated ? 'retranslated' : 'retranslateFailed', { count: translated })
    }
    case 'save': {
      if (problem) {
        const reason = editMessage(copy, problem)
        return json
          ? c.json({ ok: false, error: reason }, 400)
          : renderStrings(c, code, { english, translation: (card ? card.translation : form.get('translation')) ?? '', reason }, card ? { drafts: card.drafts } : undefined)
      }
      const publishedNow = await saveReviewed(c.env, db, code, english, translation, actor)
      log('admin_translation_saved', { lang: code })
      await finishes([english])
      return json ? c.json(await stateOf(english)) : back(publishedNow ? 'saved' : 'savedLater')
    }
  }
}

translationsRoutes.post(`${CONSOLE}/translations/:target`, stringsAction)
translationsRoutes.post(`${CONSOLE}/translations/:target/history`, stringsAction)

translationsRoutes.get(ENDPOINTS.adminTranslationsExport, async function memoryExport(c) {
  const target = targetLanguage(c.req.param('target'))
  if (!target) return refuseRequest(c, (await consoleCopy(c)).errors.unknownLanguage, undefined, 404)
  const memory = await languageMemory(database(c.env.DB), target)
  return c.body(memoryFileText(memory), 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Disposition': `attachment; filename="${target}.json"`,
  })
})

