/**
 * One language's strings screen (search, status and page filters, pages, drafts kept after a
 * refused edit) and a string's history.
 */
import { database } from '../../db'
import { fill } from '../../i18n/copy'
import { getLanguage } from '../../lib/languages'
import type { LanguageCode } from '../../lib/languages'
import { translationEngine } from '../../engine'
import { wantsJson } from '../access/form'
import type { AdminContext } from '../env'
import type { namedNotice} from '../frame/notices';
import { noticeFromQuery } from '../frame/notices'
import { consoleCopy, renderConsole } from '../frame/render'
import { refuseRequest } from '../frame/refusal'
import { positiveInt } from '../paths'
import { editProblem } from './edits'
import { HistoryScreen } from './history-screen'
import { stringHistory } from './history'
import { STATUS_FILTERS, languageStrings, listedStrings, reviewedKeys, stringsPage, targetLanguage, withTranslations } from './queries'
import type { StatusFilter } from './queries'
import { costPreview, languageWork } from './cost'
import { latestJobs } from './jobs'
import { StringsScreen } from './strings-screen'
import { commentThreads } from './comments'
import type { RefusedEdit } from './strings-screen'
import { pageFromFilterValue } from './places'
import { stoppedNotice } from './job-actions'

/** Strings per page of a language's list. */
const STRINGS_PER_PAGE = 25

function statusFilter(value: string | undefined): StatusFilter {
  return STATUS_FILTERS.find((status) => status === value) ?? 'all'
}

/** Drafts typed and not saved, answered on the screen with the action's notice (a redirect would drop them), and the string to focus. */
export interface KeptDrafts {
  drafts: ReadonlyMap<string, string>
  notice?: ReturnType<typeof namedNotice>
  focus?: string
}

export async function renderStrings(
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
    failed: refused !== undefined || refusedComment !== undefined,
    notice: kept?.notice ?? noticeFromQuery(c, owner ? stoppedNotice(jobs) : undefined),
    // The next string's text box takes focus, described by the notice.
    focusNotice: focus === undefined,
    body: (
      <StringsScreen
        target={code}
        filter={filter}
        shown={shown}
        paging={{ matched, page, pages }}
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

export async function historyScreen(c: AdminContext): Promise<Response> {
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
}
