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
import { SITE } from '../../lib/site'
import { containedLine } from '../../lib/text-direction'
import { clock } from '../../platform/clock'
import { log } from '../../platform/log'
import { readForm } from '../access/form'
import type { AdminContext, AdminEnv } from '../env'
import { noticeFromQuery, withNotice } from '../frame/notices'
import { consoleCopy, renderConsole } from '../frame/render'
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
import { deleteMessages, inboxCounts, inboxExport, inboxPage, inboxView, setFlag } from './queries'
import { lastContact, retentionEnds } from './retention'
import { keepSearch, keptSearch } from './search-cookie'

export const inboxRoutes = new Hono<AdminEnv>()

/** The view, search and page an inbox address names: the search is the one kept in its cookie, when the address asks for it. */
function inboxAddress(c: AdminContext) {
  return {
    view: inboxView(c.req.query('view')),
    search: c.req.query('search') === '1' ? keptSearch(c) : '',
    before: positiveInt(c.req.query('before')),
    after: positiveInt(c.req.query('after')),
  }
}

async function renderInbox(c: AdminContext, refused?: InboxListProps['refused']): Promise<Response> {
  const db = database(c.env.DB)
  const now = clock.now()
  const address = inboxAddress(c)
  const counts = await inboxCounts(db, now)
  const [page, from] = await Promise.all([inboxPage(db, address, counts, now), returnToken(c, address)])
  return renderConsole(c, {
    name: (copy) => copy.nav.inbox,
    path: '/admin/inbox',
    section: 'inbox',
    status: refused ? 400 : 200,
    failed: refused !== undefined,
    notice: noticeFromQuery(c),
    body: <InboxList view={address.view} search={address.search} counts={counts} page={page} now={now} from={from} refused={refused} />,
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
  const { view, search } = inboxAddress(c)
  const back = inboxHref(c.var.lang, { view, search })
  const ids = [...new Set(form.all('ids'))]
  const intent = form.get('intent')
  if (!ids.length) return c.redirect(withNotice(back, 'nothingSelected'), 303)
  const db = database(c.env.DB)
  if (intent === 'handled' || intent === 'unhandled') {
    const count = await setFlag(db, ids, 'handled', intent === 'handled')
    return c.redirect(withNotice(back, intent === 'handled' ? 'bulkHandled' : 'bulkUnhandled', { count }), 303)
  }
  if (intent === 'delete') {
    if (form.get('confirm') !== 'yes') return renderInbox(c, { confirmError: (await consoleCopy(c)).inbox.bulk.confirmMissing, ticked: ids })
    const count = await deleteMessages(db, ids)
    log('admin_messages_deleted', { count })
    return c.redirect(withNotice(back, 'deleted', { count }), 303)
  }
  return refuseRequest(c, (await consoleCopy(c)).errors.badRequest, undefined, 400)
})

async function renderMessage(c: AdminContext, id: string, confirmError?: string): Promise<Response> {
  const db = database(c.env.DB)
  const row = await findSubmission(db, id)
  if (!row) return refuseRequest(c, (await consoleCopy(c)).submission.notFound, undefined, 404)
  const now = clock.now()
  const back = await returnAddress(c)
  const [lastSent, privacyRequest] = await Promise.all([row.keep ? null : lastContact(db, row.email), requestOfMessage(db, id)])
  const last = row.keep ? null : (lastSent ?? row.createdAt)
  // The reply's subject is in the visitor's language, whatever language the console is in.
  const theirs = await consoleCopy(c, isLanguageCode(row.language) ? row.language : c.var.lang)
  const replyHref = `mailto:${encodeURIComponent(row.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(fill(theirs.submission.replySubject, { brand: SITE.brand }))}`
  return renderConsole(c, {
    name: (copy) => fill(copy.submission.title, { name: containedLine(row.fullName) }),
    heading: () => containedLine(row.fullName),
    path: `/admin/inbox/${encodeURIComponent(id)}`,
    section: 'inbox',
    status: confirmError ? 400 : 200,
    failed: confirmError !== undefined,
    notice: noticeFromQuery(c),
    body: (
      <MessageScreen
        row={row}
        now={now}
        deletesAt={last === null ? null : retentionEnds(last)}
        replyHref={replyHref}
        backHref={inboxHref(c.var.lang, back?.address)}
        confirmError={confirmError}
        privacy={<PrivacyRequestMark messageId={id} request={privacyRequest} from={back?.token} />}
      />
    ),
  })
}

inboxRoutes.get(`${CONSOLE}/inbox/:id`, function messageScreen(c) {
  return renderMessage(c, c.req.param('id'))
})

const MESSAGE_INTENTS = ['handled', 'unhandled', 'keep', 'unkeep', 'retry', 'delete'] as const

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
    case 'retry': {
      const row = await deliverNow(c.env, id)
      if (row?.deliveryStatus === 'sent') return c.redirect(withNotice(here, 'retried'), 303)
      return c.redirect(withNotice(here, 'retryFailed', { code: row?.lastError?.split(/[:\s]/)[0] }), 303)
    }
    case 'delete':
      if (form.get('confirm') !== 'yes') return renderMessage(c, id, copy.submission.confirmMissing)
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
