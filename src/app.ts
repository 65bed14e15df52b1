import { Hono } from 'hono/tiny'
import { consoleRoutes, hasAdminSession } from './admin/entry'
import { contactSection } from './contact/form-section'
import { contactRoutes } from './contact/routes'
import type { AppEnv } from './settings'
import { securityHeaders } from './middleware/security-headers'
import { serverErrorPage } from './pages/status'
import { pageRenderer, renderPage } from './render'
import { notFound, sitePage } from './routes/pages'
import { rootRedirect } from './routes/root'
import { languageSitemap, robots, sitemap } from './routes/seo'
import { translateRoutes } from './routes/translate'
import { ENDPOINTS } from './lib/endpoints'
import { DEFAULT_LANGUAGE } from './lib/languages'
import { logFailure } from './platform/log'
import { settings } from './settings'

export const app = new Hono<AppEnv>()

app.use(securityHeaders)
/**
 * The request's frame, in one middleware: the settings parsed (once per env, which logs a bad one), methods the site never answers get 405 with
 * the methods it does answer there, and an error answer is about one request, so no
 * shared cache may hand it to anyone else. (What a local run must read of an unread body
 * is read in the entry point, after every answer: `drainUnreadBody`.)
 */
app.use(async function requestFrame(c, next) {
  settings(c.env)
  const method = c.req.method
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
    return c.text('Method Not Allowed', 405, { Allow: allowedFor(c.req.path), 'Cache-Control': 'no-store' })
  }
  await next()
  if (c.res.status >= 500) {
    c.res = new Response(c.res.body, c.res)
    c.res.headers.set('Cache-Control', 'no-store')
  }
})
// First, so even an error in a later middleware renders the error page.
app.use(pageRenderer)
// The home page's contact form is the contact feature's: it fills the page's slot.
app.use(contactSection)
app.get('/', rootRedirect)
app.get(ENDPOINTS.sitemap, sitemap)
app.get(ENDPOINTS.languageSitemap, languageSitemap)
app.get(ENDPOINTS.robots, robots)
app.route('/', translateRoutes(hasAdminSession))
app.route('/', contactRoutes)
app.route('/', consoleRoutes)
app.get('*', sitePage)

app.notFound((c) => notFound(c))

app.onError(async function onError(error, c) {
  logFailure('unhandled_error', error, { path: new URL(c.req.url).pathname })
  try {
    return await renderPage(c, c.get('lang') ?? DEFAULT_LANGUAGE, '', serverErrorPage, 500)
  } catch {
    return c.text('Unexpected Application Error!', 500)
  }
})

/** The methods a path answers: the two JSON endpoints take POST, the admin area forms too, everything else is read-only. */
function allowedFor(path: string): string {
  if (path === ENDPOINTS.contact || path === ENDPOINTS.translate) return 'POST'
  if (/^\/[^/]+\/admin(\/|$)/.test(path)) return 'GET, HEAD, POST'
  return 'GET, HEAD'
}
