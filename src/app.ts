import { Hono } from 'hono/tiny'
import { contactRoutes } from './contact/routes'
import type { AppEnv } from './env'
import { securityHeaders } from './middleware/security-headers'
import { serverErrorPage } from './pages/status'
import { pageRenderer, renderPage } from './render'
import { notFound, sitePage } from './routes/pages'
import { rootRedirect } from './routes/root'
import { robots, sitemap } from './routes/seo'
import { translateRoutes } from './translation/api'
import { ENDPOINTS } from './lib/endpoints'
import { DEFAULT_LANGUAGE } from './lib/languages'
import { log } from './platform/log'

export const app = new Hono<AppEnv>()

app.use(securityHeaders)
// An error answer is about one request: no shared cache may hand it to anyone else.
app.use(async function privateErrors(c, next) {
  await next()
  if (c.res.status < 500) return
  c.res = new Response(c.res.body, c.res)
  c.res.headers.set('Cache-Control', 'no-store')
})
// First, so even an error in a later middleware renders the error page.
app.use(pageRenderer)
app.get('/', rootRedirect)
app.get(ENDPOINTS.sitemap, sitemap)
app.get(ENDPOINTS.robots, robots)
app.route('/', translateRoutes)
app.route('/', contactRoutes)
app.get('*', sitePage)

app.notFound((c) => notFound(c))

app.onError(async function onError(error, c) {
  log('unhandled_error', { path: new URL(c.req.url).pathname.slice(0, 300), message: String(error) }, 'error')
  try {
    return await renderPage(c, c.get('lang') ?? DEFAULT_LANGUAGE, '', serverErrorPage, 500)
  } catch {
    return c.text('Unexpected Application Error!', 500)
  }
})
