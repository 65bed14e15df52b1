import type { MiddlewareHandler } from 'hono'
import { clientAssets } from 'virtual:client-assets'
import { securityHeaders as headersFor } from '../platform/headers'

const HEADERS = headersFor(clientAssets.dev)

/** Sets the security headers on every response the Worker answers: pages, errors, redirects and the API. */
export const securityHeaders: MiddlewareHandler = async function securityHeaders(c, next) {
  await next()
  // Some responses have immutable headers (Response.redirect, a binding's): copy before touching them.
  if (c.res.headers.get('Content-Security-Policy') === null) {
    try {
      c.res.headers.set('X-Content-Type-Options', 'nosniff')
    } catch {
      c.res = new Response(c.res.body, c.res)
    }
  }
  for (const [name, value] of Object.entries(HEADERS)) c.res.headers.set(name, value)
}
