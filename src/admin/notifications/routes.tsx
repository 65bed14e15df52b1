/**
 * "Send a test notification": one mail through the same path as a real notification, and
 * back to the overview saying whether it went out. A few a quarter of an hour are enough to
 * try an address and a fix; more would only fill the owner's mailbox (and the Email
 * Sending quota), so the rest are refused until the window ends. And the reply template:
 * the owner's own wording for Reply, per language of the visitor (`../inbox/reply.ts`).
 */
import { Hono } from 'hono/tiny'
import { database } from '../../db'
import { ENDPOINTS } from '../../lib/endpoints'
import { localePath } from '../../lib/routes'
import { sendTestNotification } from '../../messages/deliver'
import { clock } from '../../platform/clock'
import { hitRateLimit } from '../../platform/rate-limit'
import type { RateLimit } from '../../platform/rate-limit'
import { isLanguageCode } from '../../lib/languages'
import type { LanguageCode } from '../../lib/languages'
import { readForm } from '../access/form'
import type { AdminContext, AdminEnv } from '../env'
import { noticeFromQuery, withNotice } from '../frame/notices'
import { consoleCopy, renderConsole } from '../frame/render'
import { refuseRequest } from '../frame/refusal'
import { defaultReplyTemplate, replyTemplateErrors, resetReplyTemplate, saveReplyTemplate, savedReplyTemplate, typedReplyTemplate } from '../inbox/reply'
import type { ReplyTemplate } from '../inbox/reply'
import { CONSOLE } from '../paths'
import { ReplyTemplateScreen, replyTemplateHref } from './reply-template'

/** Test notifications the console may send per window, whoever presses the button. */
export const TEST_NOTIFICATION_LIMIT: RateLimit = { limit: 3, windowMs: 15 * 60 * 1000 }

export const notificationRoutes = new Hono<AdminEnv>()

notificationRoutes.post(ENDPOINTS.adminTestNotification, async function testNotification(c) {
  const overview = localePath(c.var.lang, '/admin')
  const now = clock.now()
  const { allowed } = await hitRateLimit(database(c.env.DB), 'admin:test-notification', TEST_NOTIFICATION_LIMIT, now)
  if (!allowed) return c.redirect(withNotice(overview, 'testLimited'), 303)
  const failure = await sendTestNotification(c.env, now)
  return c.redirect(failure === null ? withNotice(overview, 'testSent') : withNotice(overview, 'testFailed', { code: failure }), 303)
})

/** The reply template of the language the address names (the console's own by default), with what was typed when it is refused. */
async function renderReplyTemplate(
  c: AdminContext,
  language: LanguageCode,
  refused?: { template: ReplyTemplate; errors: { subject?: string; body?: string } },
) {
  const saved = await savedReplyTemplate(database(c.env.DB), language)
  const template = refused?.template ?? saved ?? defaultReplyTemplate(await consoleCopy(c, language))
  return renderConsole(c, {
    name: (copy) => copy.replyTemplate.title,
    path: '/admin/reply-template',
    section: 'overview',
    failed: refused !== undefined,
    notice: noticeFromQuery(c),
    body: <ReplyTemplateScreen language={language} template={template} isDefault={saved === null} errors={refused?.errors} />,
  })
}

const languageOf = (value: string | undefined, fallback: LanguageCode): LanguageCode => (value && isLanguageCode(value) ? value : fallback)

notificationRoutes.get(`${CONSOLE}/reply-template`, function replyTemplateScreen(c) {
  return renderReplyTemplate(c, languageOf(c.req.query('language'), c.var.lang))
})

notificationRoutes.post(`${CONSOLE}/reply-template`, async function replyTemplateAction(c) {
  const form = await readForm(c)
  const language = languageOf(form.get('language'), c.var.lang)
  const db = database(c.env.DB)
  const back = replyTemplateHref(c.var.lang, language)
  if (form.get('intent') === 'reset') {
    await resetReplyTemplate(db, language)
    return c.redirect(withNotice(back, 'replyTemplateReset'), 303)
  }
  if (form.get('intent') !== 'save') return refuseRequest(c, (await consoleCopy(c)).errors.badRequest, undefined, 400)
  const template = typedReplyTemplate(form.get('subject') ?? '', form.get('body') ?? '')
  const errors = replyTemplateErrors(template, await consoleCopy(c), c.var.lang)
  if (errors.subject || errors.body) return renderReplyTemplate(c, language, { template, errors })
  await saveReplyTemplate(db, language, template, clock.now())
  return c.redirect(withNotice(back, 'replyTemplateSaved'), 303)
})
