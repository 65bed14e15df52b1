/**
 * The owner's console: screens under `/{lang}/admin`, downloads and script endpoints
 * under `/api/admin/`. A request goes through, in order:
 *
 * 1. `privateAnswers`: every answer, redirects and refusals included, is `no-store` and
 *    `noindex`;
 * 2. `bodyLimit`: a form larger than any the console sends is refused while it arrives;
 * 3. `consoleLanguage`: the screen's language (the path's, or the form's or query's);
 * 4. the sign-in routes, open to everyone: the gate (the front page without a session),
 *    the login form, `/api/admin/login`, and a reviewer's invitation link;
 * 5. `requireAdmin()` and `adminCsrf()` for everything after them: a live session (an
 *    invited reviewer's only where `reviewerMayReach` allows), and for anything that changes
 *    something a same-origin request with the session's token;
 * 6. the rooms: overview, inbox, privacy requests, translations (with reviewers),
 *    sitemap, notifications, review on the page.
 *
 * Hono runs handlers in the order they are registered, so the open routes of step 4
 * answer before the guards of step 5 are reached. Errors a room throws (the database
 * unreachable) are answered by `consoleFailure`, in the console's frame, with a code in
 * the log and nothing else.
 */
import { Hono } from 'hono/tiny'
import type { ErrorHandler, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ENDPOINTS } from '../lib/endpoints'
import { pageRenderer } from '../render'
import { logFailure } from '../platform/log'
import { requestLanguage } from '../platform/request-language'
import { adminCsrf } from './access/admin-csrf'
import { readForm } from './access/form'
import { requireAdmin } from './access/require-admin'
import type { AdminEnv } from './env'
import { consoleCopy } from './frame/render'
import { refuseRequest } from './frame/refusal'
import { inboxRoutes } from './inbox/routes'
import { notificationRoutes } from './notifications/routes'
import { overviewScreen } from './overview/routes'
import { privacyRoutes } from './privacy/routes'
import { reviewRoutes } from './review/routes'
import { CONSOLE, UNMATCHED } from './paths'
import { acceptInvitation, showInvitation } from './sign-in/join'
import { login, logout, showGate } from './sign-in/routes'
import { sitemapRoutes } from './sitemap/routes'
import { translationsRoutes } from './translations/routes'

/** The largest form the console sends is a 5,000-character translation. */
const MAX_BODY_BYTES = 64 * 1024
/** The console's addresses: `/{lang}/admin/*` matches `/{lang}/admin` itself too. */
const PATHS = [`${CONSOLE}/*`, '/api/admin/*']

/** Every console answer stays private: out of shared caches and search results. */
const privateAnswers: MiddlewareHandler<AdminEnv> = async function privateAnswers(c, next) {
  await next()
  c.res.headers.set('Cache-Control', 'no-store')
  c.res.headers.set('X-Robots-Tag', 'noindex, nofollow')
}

/** The console's language: the screen address's, else what a form or the query names, else the browser's. */
const consoleLanguage: MiddlewareHandler<AdminEnv> = async function consoleLanguage(c, next) {
  const named = c.req.method === 'POST' ? (await readForm(c)).get('lang') : undefined
  c.set('lang', requestLanguage(c, c.req.param('lang') ?? named))
  await next()
}

const limitBodies = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: async (c) => {
    c.set('lang', requestLanguage(c))
    return refuseRequest(c, (await consoleCopy(c)).errors.tooLarge, undefined, 413)
  },
})

/** What a room could not do (D1 unreachable, most likely): a console page that says so, and an error code in the log. */
const consoleFailure: ErrorHandler<AdminEnv> = async function consoleFailure(error, c) {
  logFailure('admin_failed', error, { path: c.req.routePath })
  c.set('lang', c.get('lang') ?? requestLanguage(c))
  try {
    return await refuseRequest(c, (await consoleCopy(c)).errors.unavailable, undefined, 503)
  } catch {
    return c.text('The console is unavailable right now. Please try again in a few minutes.', 503)
  }
}

export const adminApp = new Hono<AdminEnv>()
adminApp.onError(consoleFailure)
// Review mode renders public pages through `c.render`, which the site's app gives every request.
adminApp.use(pageRenderer)
// A console address nothing here answers goes back to the site (its 404 page).
adminApp.notFound(() => new Response(null, { status: 404, headers: { [UNMATCHED]: '1' } }))

for (const path of PATHS) adminApp.use(path, privateAnswers, limitBodies, consoleLanguage)

adminApp.get(CONSOLE, requireAdmin({ gate: showGate }), overviewScreen)
adminApp.post(CONSOLE, login)
adminApp.post(ENDPOINTS.adminLogin, login)
adminApp.get(`${CONSOLE}/join/:token`, showInvitation)
adminApp.post(`${CONSOLE}/join/:token`, acceptInvitation)

for (const path of PATHS) adminApp.use(path, requireAdmin(), adminCsrf())

adminApp.post(ENDPOINTS.adminLogout, logout)
adminApp.route('/', inboxRoutes)
adminApp.route('/', privacyRoutes)
adminApp.route('/', translationsRoutes)
adminApp.route('/', sitemapRoutes)
adminApp.route('/', notificationRoutes)
adminApp.route('/', reviewRoutes)
