/**
 * Requests under the privacy policy: find one person by their address, export their data,
 * erase it; the open requests with their due dates and the record of fulfilled ones; and
 * marking a message as a request (from the message's page) or dismissing one. An address
 * is looked up, exported and erased only by POST: it is personal data, and a URL (its
 * query included) is what the platform's request logs record.
 */
import { Hono } from 'hono/tiny'
import { database } from '../../db'
import { fill } from '../../i18n/copy'
import { ENDPOINTS } from '../../lib/endpoints'
import { findSubmission } from '../../messages/store'
import { clock } from '../../platform/clock'
import { log } from '../../platform/log'
import { readForm } from '../access/form'
import type { AdminContext, AdminEnv } from '../env'
import { noticeFromQuery, withNotice } from '../frame/notices'
import { consoleCopy, renderConsole } from '../frame/render'
import { refuseRequest } from '../frame/refusal'
import { labelled } from '../frame/ui'
import { messageHref } from '../inbox/links'
import { submissionsByEmail } from '../inbox/retention'
import { returnAddress } from '../inbox/return-to'
import { CONSOLE } from '../paths'
import { personalDataExport, validEmail } from './export'
import { dismissRequest, eraseAddress, fulfilledRequests, markRequest, openRequests, recordExport } from './requests'
import { PrivacyScreen } from './screen'
import { commentsAbout } from '../translations/comments'
import type { PrivacyProps } from './screen'

export const privacyRoutes = new Hono<AdminEnv>()

type PrivacyInput = Omit<PrivacyProps, 'open' | 'done' | 'now'>

async function renderPrivacy(c: AdminContext, props: PrivacyInput, status: 200 | 400 = 200): Promise<Response> {
  const db = database(c.env.DB)
  const [open, done] = await Promise.all([openRequests(db), fulfilledRequests(db)])
  return renderConsole(c, {
    // A lookup's answer is in the title too (how many messages, never whose), so the tab and a screen reader's first words say it.
    name: (copy) =>
      props.found ? labelled(copy, copy.inbox.find.title, fill(copy.inbox.count, { count: props.found.length }, c.var.lang)) : copy.inbox.find.title,
    heading: (copy) => copy.inbox.find.title,
    path: '/admin/privacy',
    section: 'inbox',
    status,
    failed: status !== 200,
    notice: noticeFromQuery(c),
    body: <PrivacyScreen {...props} open={open} done={done} now={clock.now()} />,
  })
}

/** The address a privacy form sent, or the screen again saying it is not one. */
async function askedAddress(c: AdminContext): Promise<{ email: string } | { refused: Response }> {
  const typed = ((await readForm(c)).get('email') ?? '').slice(0, 254)
  const email = validEmail(typed)
  if (email) return { email }
  return { refused: await renderPrivacy(c, { email: typed, emailError: (await consoleCopy(c)).inbox.find.invalidEmail }, 400) }
}

privacyRoutes.get(`${CONSOLE}/privacy`, function privacyScreen(c) {
  return renderPrivacy(c, { email: '' })
})

privacyRoutes.post(`${CONSOLE}/privacy`, async function privacyAction(c) {
  const form = await readForm(c)
  const copy = await consoleCopy(c)
  const intent = form.get('intent')
  const db = database(c.env.DB)
  if (intent === 'mark') return markMessage(c, form.get('message') ?? '', form.get('kind'))
  if (intent === 'dismiss') {
    if (!(await dismissRequest(db, form.get('request') ?? ''))) return refuseRequest(c, copy.privacyRequests.gone, undefined, 404)
    return c.redirect(withNotice(c.req.path, 'requestDismissed'), 303)
  }
  if (intent !== 'find' && intent !== 'erase') return refuseRequest(c, copy.errors.badRequest, undefined, 400)
  const asked = await askedAddress(c)
  if ('refused' in asked) return asked.refused
  const { email } = asked
  if (intent === 'find') return renderPrivacy(c, { email, found: await submissionsByEmail(db, email) })
  if (form.get('confirm') !== 'yes')
    return renderPrivacy(c, { email, found: await submissionsByEmail(db, email), confirmError: copy.inbox.find.confirmMissing }, 400)
  const { messages, requests, comments } = await eraseAddress(db, email, clock.now())
  log('admin_erasure', { count: messages, requests, comments })
  return c.redirect(withNotice(c.req.path, 'erased', { count: messages }), 303)
})

/** "This is a privacy request": back to the message (and the list it was opened from), which now says so. */
async function markMessage(c: AdminContext, id: string, kind: string | undefined): Promise<Response> {
  const copy = await consoleCopy(c)
  if (kind !== 'access' && kind !== 'erasure') return refuseRequest(c, copy.errors.badRequest, undefined, 400)
  const db = database(c.env.DB)
  const message = await findSubmission(db, id)
  if (!message) return refuseRequest(c, copy.submission.notFound, undefined, 404)
  await markRequest(db, message, kind)
  const back = await returnAddress(c)
  return c.redirect(withNotice(messageHref(c.var.lang, id, back?.token), 'requestMarked'), 303)
}

privacyRoutes.post(ENDPOINTS.adminPersonExport, async function personExport(c) {
  const asked = await askedAddress(c)
  if ('refused' in asked) return asked.refused
  const { email } = asked
  const db = database(c.env.DB)
  const now = clock.now()
  const [rows, comments] = await Promise.all([submissionsByEmail(db, email), commentsAbout(db, email)])
  const body = personalDataExport(email, rows, await consoleCopy(c), now, comments)
  // The download is the access request's answer: the open ones for this address are fulfilled by it.
  const requests = await recordExport(db, email, rows.length, now)
  if (requests) log('admin_access_export', { count: rows.length, requests })
  return c.body(`${JSON.stringify(body, null, 2)}\n`, 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Disposition': 'attachment; filename="personal-data.json"',
  })
})
