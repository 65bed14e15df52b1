/**
 * The contact inbox: the list (views, search, pages, bulk actions), one message and what
 * can be done with it, and the CSV export (privacy requests are their own room,
 * `../privacy/`). Every form posts to the screen it is on; success is a redirect back with
 * a notice, a refusal is the same screen again with the reason beside the field.
 */
import { Hono } from 'hono/tiny'
import { deliverNow } from '../../messages/deliver'
import { findSubmission } from '../../messages/store'
import { database } from '../../db'
import { fill } from '../../i18n/copy'
import { isLanguageCode } from '../../lib/languages'
import { containedLine } from '../../lib/text-direction'
import { clock } from '../../platform/clock'
import { log } from '../../platform/log'
import { readForm } from '../access/form'
import type { AdminContext, AdminEnv } from '../env'
import { noticeFromQuery, withNotice } from '../frame/notices'
import { consoleCopy, renderConsole } from '../frame/render'
import { formatNumber } from '../frame/format'
import { refuseRequest } from '../frame/refusal'
import { CONSOLE, positiveInt } from '../paths'
import { PrivacyRequestMark } from '../privacy/mark'
import { requestOfMessage } from '../privacy/requests'
import { ENDPOINTS } from '../../lib/endpoints'
import { submissionsCsv } from './csv'
import { InboxList } from './list-screen'
import type { InboxListProps } from './list-screen'
import { inboxHref, messageHref } from './links'
import { MessageScreen } from './message-screen'
import { returnAddress, returnToken } from './return-to'
import { NOTE_CHARACTERS, deleteMessages, inboxCounts, inboxExport, inboxPage, inboxView, neighbours, newestSeq, setFlag, setNote, setReplied } from './queries'
import type { BulkTarget } from './queries'
import { defaultReplyTemplate, replyHref, savedReplyTemplate } from './reply'
import { lastContact, retentionEnds } from './retention'
import { keepSearch, keptSearch } from './search-cookie'

export const inboxRoutes = new Hono<AdminEnv>()

/** The view, search and page an inbox address names: the search is the one kept in its cookie, when the address asks for it. */
function inboxAddress(c: AdminContext) {
  const select = c.req.query('select')
  return {
    view: inboxView(c.req.query('view')),
    search: c.req.query('search') === '1' ? keptSearch(c) : '',
    before: positiveInt(c.req.query('before')),
    after: positiveInt(c.req.query('after')),
    select: select === 'page' || select === 'all' ? select : undefined,
    at: positiveInt(c.req.query('at')),
  }
}

async function renderInbox(c: AdminContext, refused?: InboxListProps['refused']): Promise<Response> {
  const db = database(c.env.DB)
  const now = clock.now()
  const { select, at, ...address } = inboxAddress(c)
  const counts = await inboxCounts(db, now)
  const [page, from, upto] = await Promise.all([inboxPage(db, address, counts, now), returnToken(c, address), select === 'all' ? newestSeq(db) : undefined])
  const notice = noticeFromQuery(c)
  return renderConsole(c, {
    name: (copy) => copy.nav.inbox,
    path: '/admin/inbox',
    section: 'inbox',
    failed: refused !== undefined,
    // After an action on a row, focus goes back to that row, and the notice describes it there.
    notice: (copy) => {
      const said = notice(copy)
      return said && at ? { ...said, focus: false } : said
    },
    body: (
      <InboxList
        {...address}
        counts={counts}
        page={page}
        now={now}
        from={from}
        refused={refused}
        selected={select === 'all' && upto !== undefined ? { all: upto } : select === 'page' ? 'page' : undefined}
        at={at}
      />
    ),
  })
}

inboxRoutes.get(`${CONSOLE}/inbox`, function inboxScreen(c) {
  return renderInbox(c)
})

inboxRoutes.post(`${CONSOLE}/inbox`, async function inboxBulkAction(c) {
  const form = await readForm(c)
  if (form.get('intent') === 'search') {
    const search = keepSearch(c, form.get('q') ?? '')
    return c.redirect(inboxHref(c.var.lang, { view: inboxView(form.get('view')), search }), 303)
  }
  const { view, search, before, after } = inboxAddress(c)
  const ids = [...new Set(form.all('ids'))]
  const intent = form.get('intent')
  const upto = positiveInt(form.get('upto'))
  // Every message of the list that had arrived when it was shown, or the ticked ones.
  const target: BulkTarget = form.get('scope') === 'all' && upto ? { view, search, upto } : { ids }
  const all = 'upto' in target
  // Back to the same page, with focus on the newest row acted on (or the one now in its place); after an action on a whole list, its first page.
  const back = (seqs: readonly number[] = []) =>
    inboxHref(c.var.lang, all ? { view, search } : { view, search, before, after, at: Math.max(0, ...seqs) || null })
  if (!all && !ids.length) return c.redirect(withNotice(back(), 'nothingSelected'), 303)
  const db = database(c.env.DB)
  const now = clock.now()
  if (intent === 'handled' || intent === 'unhandled') {
    const seqs = await setFlag(db, target, 'handled', intent === 'handled', now)
    return c.redirect(withNotice(back(seqs), intent === 'handled' ? 'bulkHandled' : 'bulkUnhandled', { count: seqs.length }), 303)
  }
  if (intent === 'spam' || intent === 'notspam') {
    const seqs = await setFlag(db, target, 'spam', intent === 'spam', now)
    return c.redirect(withNotice(back(seqs), intent === 'spam' ? 'bulkSpam' : 'bulkNotSpam', { count: seqs.length }), 303)
  }
  if (intent === 'delete') {
    if (form.get('confirm') !== 'yes') return renderInbox(c, { confirmError: (await consoleCopy(c)).inbox.bulk.confirmMissing, ticked: ids })
    const seqs = await deleteMessages(db, target, now)
    log('admin_messages_deleted', { count: seqs.length })
    return c.redirect(withNotice(back(seqs), 'deleted', { count: seqs.length }), 303)
  }
  return refuseRequest(c, (await consoleCopy(c)).errors.badRequest, undefined, 400)
})

/** What a refused message action sends back beside its field: the delete confirmation, or a note too long to keep (with its text). */
type MessageRefusal = { confirmError: string } | { noteError: string; note: string }

async function renderMessage(c: AdminContext, id: string, refused?: MessageRefusal): Promise<Response> {
  const db = database(c.env.DB)
  const row = await findSubmission(db, id)
  if (!row) return refuseRequest(c, (await consoleCopy(c)).submission.notFound, undefined, 404)
  const now = clock.now()
  const back = await returnAddress(c)
  // The reply is in the visitor's language, whatever language the console is in: the owner's template for it, or the default wording.
  const theirLang = isLanguageCode(row.language) ? row.language : c.var.lang
  const list = { view: back?.address.view ?? 'attention', search: back?.address.search ?? '' }
  const [lastSent, privacyRequest, saved, around] = await Promise.all([
    row.keep ? null : lastContact(db, row.email),
    requestOfMessage(db, id),
    savedReplyTemplate(db, theirLang),
    neighbours(db, row.seq ?? 0, list, now),
  ])
  const last = row.keep ? null : (lastSent ?? row.createdAt)
  const template = saved ?? defaultReplyTemplate(await consoleCopy(c, theirLang))
  return renderConsole(c, {
    name: (copy) => fill(copy.submission.title, { name: containedLine(row.fullName) }),
    heading: () => containedLine(row.fullName),
    path: `/admin/inbox/${encodeURIComponent(id)}`,
    section: 'inbox',
    failed: refused !== undefined,
    notice: noticeFromQuery(c),
    body: (
      <MessageScreen
        row={row}
        now={now}
        deletesAt={last === null ? null : retentionEnds(last)}
        replyHref={replyHref(row, template, theirLang)}
        backHref={inboxHref(c.var.lang, back?.address)}
        previousHref={around.previous === null ? undefined : messageHref(c.var.lang, around.previous, back?.token)}
        nextHref={around.next === null ? undefined : messageHref(c.var.lang, around.next, back?.token)}
        refused={refused}
        privacy={<PrivacyRequestMark messageId={id} request={privacyRequest} from={back?.token} />}
      />
    ),
  })
}

inboxRoutes.get(`${CONSOLE}/inbox/:id`, function messageScreen(c) {
  return renderMessage(c, c.req.param('id'))
})

const MESSAGE_INTENTS = ['handled', 'unhandled', 'keep', 'unkeep', 'spam', 'notspam', 'replied', 'unreplied', 'note', 'retry', 'delete'] as const

inboxRoutes.post(`${CONSOLE}/inbox/:id`, async function messageAction(c) {
  const id = c.req.param('id')
  const form = await readForm(c)
  const intent = MESSAGE_INTENTS.find((name) => name === form.get('intent'))
  const copy = await consoleCopy(c)
  const db = database(c.env.DB)
  if (!intent) return refuseRequest(c, copy.errors.badRequest, undefined, 400)
  if (!(await findSubmission(db, id))) return refuseRequest(c, copy.submission.notFound, undefined, 404)
  const back = await returnAddress(c)
  const here = messageHref(c.var.lang, id, back?.token)
  switch (intent) {
    case 'handled':
    case 'unhandled':
      await setFlag(db, [id], 'handled', intent === 'handled')
      return c.redirect(withNotice(here, intent), 303)
    case 'keep':
    case 'unkeep':
      await setFlag(db, [id], 'keep', intent === 'keep')
      return c.redirect(withNotice(here, intent === 'keep' ? 'kept' : 'unkept'), 303)
    case 'spam':
    case 'notspam':
      await setFlag(db, [id], 'spam', intent === 'spam')
      return c.redirect(withNotice(here, intent === 'spam' ? 'spam' : 'notSpam'), 303)
    case 'replied':
    case 'unreplied':
      await setReplied(db, id, intent === 'replied' ? clock.now() : null)
      return c.redirect(withNotice(here, intent), 303)
    case 'note': {
      const note = (form.get('note') ?? '').replace(/\r\n?/g, '\n').trim()
      if (note.length > NOTE_CHARACTERS)
        return renderMessage(c, id, { noteError: fill(copy.submission.noteTooLong, { max: formatNumber(c.var.lang, NOTE_CHARACTERS) }), note })
      await setNote(db, id, note || null)
      return c.redirect(withNotice(here, 'noteSaved'), 303)
    }
    case 'retry': {
      const row = await deliverNow(c.env, id)
      if (row?.deliveryStatus === 'sent') return c.redirect(withNotice(here, 'retried'), 303)
      return c.redirect(withNotice(here, 'retryFailed', { code: row?.lastError?.split(/[:\s]/)[0] }), 303)
    }
    case 'delete':
      if (form.get('confirm') !== 'yes') return renderMessage(c, id, { confirmError: copy.submission.confirmMissing })
      await deleteMessages(db, [id])
      log('admin_messages_deleted', { count: 1 })
      return c.redirect(withNotice(inboxHref(c.var.lang, back?.address), 'deleted', { count: 1 }), 303)
  }
})

inboxRoutes.get(ENDPOINTS.adminSubmissionsCsv, async function csvDownload(c) {
  const { view, search } = inboxAddress(c)
  const rows = await inboxExport(database(c.env.DB), view, search, clock.now())
  return c.body(submissionsCsv(rows, await consoleCopy(c)), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': 'attachment; filename="contact-messages.csv"',
  })
})
