import type { MiddlewareHandler } from 'hono'
import { clientAssets } from 'virtual:client-assets'
import { TURNSTILE_ORIGIN } from '../lib/endpoints'
import { settings } from '../settings'
import type { AppEnv } from '../settings'
import { securityHeaders as headersFor } from '../platform/headers'

const HEADERS = headersFor(clientAssets.dev)
/** The same set, with Turnstile's origin allowed for its script and frame: only when it is configured. */
const HEADERS_TURNSTILE = headersFor(clientAssets.dev, TURNSTILE_ORIGIN)

/** Sets the security headers on every response the Worker answers: pages, errors, redirects and the API. */
export const securityHeaders: MiddlewareHandler<AppEnv> = async function securityHeaders(c, next) {
  await next()
  // Some responses have immutable headers (Response.redirect, a binding's): copy before touching them.
  if (c.res.headers.get('Content-Security-Policy') === null) {
    try {
      c.res.headers.set('X-Content-Type-Options', 'nosniff')
    } catch {
      c.res = new Response(c.res.body, c.res)
    }
  }
  const headers = c.env && settings(c.env).turnstile ? HEADERS_TURNSTILE : HEADERS
  for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value)
}
