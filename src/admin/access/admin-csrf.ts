import type { MiddlewareHandler } from 'hono'
import { settings } from '../../settings'
import { isSameOrigin } from '../../platform/same-origin'
import type { AdminEnv } from '../env'
import { consoleCopy } from '../frame/render'
import { refuseRequest } from '../frame/refusal'
import { adminCredentials } from './credentials'
import { readForm, wantsJson } from './form'
import { validCsrf } from './session'

/**
 * Lets a state-changing request through only from the site's own pages (`Origin` or
 * `Sec-Fetch-Site`, one of which a browser always sends) carrying the session's CSRF
 * token (a form's `csrf` field or the `X-CSRF-Token` header). Mount after
 * `requireAdmin()`. Reads and downloads pass untouched.
 *
 * A same-origin form whose token no longer matches (the owner signed in again in another
 * tab) is offered again with a fresh token and everything it carried, so nothing typed
 * is lost; a cross-site request is refused outright.
 */
export function adminCsrf(): MiddlewareHandler<AdminEnv> {
  return async function adminCsrf(c, next) {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const copy = await consoleCopy(c)
    if (!isSameOrigin(c, settings(c.env).siteUrl, { requireEvidence: true })) {
      return wantsJson(c) ? c.json({ error: copy.errors.crossSite }, 403) : refuseRequest(c, copy.errors.crossSite)
    }
    const access = adminCredentials(c.env)
    const form = await readForm(c)
    const token = form.get('csrf') ?? c.req.header('X-CSRF-Token')
    if (access.ok && (await validCsrf(access.credentials.secret, c.var.session, token))) return next()
    return wantsJson(c) ? c.json({ error: copy.errors.csrf }, 403) : refuseRequest(c, copy.errors.csrf, form)
  }
}
