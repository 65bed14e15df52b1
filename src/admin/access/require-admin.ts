import type { MiddlewareHandler } from 'hono'
import { settings } from '../../settings'
import { isSameOrigin } from '../../platform/same-origin'
import { renderGate } from '../sign-in/gate'
import { accessEnded } from '../sign-in/join'
import { pendingFrom } from '../sign-in/resume'
import { localePath } from '../../lib/routes'
import type { AdminEnv } from '../env'
import { refuseRequest } from '../frame/refusal'
import { consoleCopy } from '../frame/render'
import { adminCredentials } from './credentials'
import { readForm, wantsJson } from './form'
import { reviewerHome, reviewerMayReach } from './roles'
import { lookUpSession } from './session'

/** Where a signed-out visitor is sent: the gate, remembering the screen they asked for. */
function gatePath(lang: string, next?: string): string {
  return `${localePath(lang, '/admin')}${next ? `?next=${encodeURIComponent(next)}` : ''}`
}

/**
 * Lets a request through only with a live admin session, which it sets as
 * `c.var.session`. Without one: a script gets 401 JSON; a screen sends the browser to the
 * gate (303), which brings the owner back after signing in; a console form posted after the
 * session ended is answered with the gate itself (401), carrying the form through the
 * sign-in to be sent again (`sign-in/resume.ts`); any other post goes to the gate with a notice. `gate` answers in place instead
 * of redirecting: the console's front page is the gate when nobody is signed in.
 *
 * An invited reviewer's session passes only where `reviewerMayReach` says; anywhere else
 * it is refused with 403 and nothing of what is there. A reviewer whose access has ended is
 * told so (`accessEnded`), not sent to the gate.
 */
export function requireAdmin({ gate }: { gate?: MiddlewareHandler<AdminEnv> } = {}): MiddlewareHandler<AdminEnv> {
  return async function requireAdmin(c, next) {
    const access = adminCredentials(c.env)
    const { session, ended } = access.ok ? await lookUpSession(c, access.credentials) : { session: null }
    if (session) {
      c.set('session', session)
      const path = new URL(c.req.url).pathname
      if (!session.reviewer || reviewerMayReach(path, session.reviewer.language)) return next()
      // A reviewer's front page is their language's strings; anywhere else is not theirs.
      if (c.req.method === 'GET' && path === localePath(c.var.lang, '/admin')) return c.redirect(reviewerHome(c.var.lang, session.reviewer.language), 303)
      const refusal = (await consoleCopy(c)).errors.notYours
      return wantsJson(c) ? c.json({ error: refusal }, 403) : refuseRequest(c, refusal)
    }
    if (ended) return accessEnded(c, ended)
    if (gate) return gate(c, next)
    const lang = c.var.lang
    if (wantsJson(c)) return c.json({ error: (await consoleCopy(c)).gate.expired }, 401)
    const url = new URL(c.req.url)
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return c.redirect(gatePath(lang, `${url.pathname}${url.search}`), 303)
    // A form of the console's own, posted after the session ended: the gate, keeping what was typed.
    const pending = isSameOrigin(c, settings(c.env).siteUrl, { requireEvidence: true })
      ? pendingFrom(`${url.pathname}${url.search}`, await readForm(c))
      : undefined
    if (pending) return renderGate(c, { status: 401, pending, notice: (copy) => ({ tone: 'error', text: copy.notices.expired }) })
    return c.redirect(`${localePath(lang, '/admin')}?notice=expired`, 303)
  }
}
