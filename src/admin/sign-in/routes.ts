/**
 * Signing in and out. The gate's form posts to the gate's own address, so a refused
 * password is answered there (401, the field marked and focused), never on an `/api/`
 * page; `/api/admin/login` answers scripts the same way in JSON.
 */
import type { MiddlewareHandler } from 'hono'
import { settings } from '../../settings'
import { database } from '../../db'
import { fill } from '../../i18n/copy'
import { localePath } from '../../lib/routes'
import { clock } from '../../platform/clock'
import { log } from '../../platform/log'
import { isSameOrigin } from '../../platform/same-origin'
import { adminCredentials } from '../access/credentials'
import { readForm, wantsJson } from '../access/form'
import { closeSession, openSession } from '../access/session'
import type { AdminContext, AdminEnv } from '../env'
import { noticeFromQuery } from '../frame/notices'
import { consoleCopy } from '../frame/render'
import type { ConsoleStatus } from '../frame/render'
import { trustDevice, throttleKey } from './device'
import { renderGate, renderResume } from './gate'
import { consolePath, pendingIn } from './resume'
import { verifyPassword } from './password'
import { claimAttempt, markSucceeded, retryAfter } from './throttle'

/** The gate, for a visitor without a session (the console's front page). */
export const showGate: MiddlewareHandler<AdminEnv> = async function showGate(c) {
  return renderGate(c, { notice: noticeFromQuery(c), next: consolePath(c.req.query('next')) })
}

/** Checks the password, throttled per client, and opens a session. */
export async function login(c: AdminContext): Promise<Response> {
  const form = await readForm(c)
  const copy = await consoleCopy(c)
  const next = consolePath(form.get('next'))
  const pending = pendingIn(form)
  const refuse = (status: ConsoleStatus, message: string, field = false) =>
    wantsJson(c)
      ? c.json({ error: message }, status)
      : renderGate(c, { status, next, pending, ...(field ? { passwordError: message } : { notice: { tone: 'error', text: message } }) })

  if (!isSameOrigin(c, settings(c.env).siteUrl, { requireEvidence: true })) return refuse(403, copy.errors.crossSite)
  const access = adminCredentials(c.env)
  if (!access.ok) {
    log('admin_login_unavailable', { reason: access.reason }, 'error')
    return refuse(403, copy.gate.notConfigured)
  }
  const { secret, parsed } = access.credentials
  const db = database(c.env.DB)
  const client = await throttleKey(c, secret)
  const now = clock.now()
  const attempt = await claimAttempt(db, client, now)
  if (attempt === null) {
    const seconds = await retryAfter(db, client, now)
    c.header('Retry-After', String(seconds))
    log('admin_login_throttled', {}, 'warn')
    return refuse(429, fill(copy.gate.throttled, { minutes: Math.ceil(seconds / 60) }, c.var.lang))
  }
  const password = form.get('password') ?? ''
  const valid = password.length > 0 && password.length <= 1024 && (await verifyPassword(password, parsed))
  if (!valid) {
    log('admin_login_failed', {}, 'warn')
    return refuse(401, copy.gate.invalid, true)
  }
  await markSucceeded(db, attempt)
  const session = await openSession(c, access.credentials)
  await trustDevice(c, secret)
  log('admin_login', {})
  if (pending && !wantsJson(c)) {
    // The form the ended session interrupted, ready to send again with the new session's token.
    c.set('session', session)
    return renderResume(c, pending)
  }
  return wantsJson(c) ? c.json({ ok: true }) : c.redirect(next ?? localePath(c.var.lang, '/admin'), 303)
}

/** Ends the session and returns to the gate. Mounted behind `requireAdmin()` and `adminCsrf()`. */
export async function logout(c: AdminContext): Promise<Response> {
  await closeSession(c, c.var.session)
  return c.redirect(`${localePath(c.var.lang, '/admin')}?notice=signedOut`, 303)
}
