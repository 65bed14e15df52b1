import type { MiddlewareHandler } from 'hono'
import { clientAssets } from 'virtual:client-assets'

const DEV = clientAssets.dev

/**
 * No inline scripts or styles anywhere, so the policy needs no nonce and pages stay
 * cacheable. `vite dev` injects inline styles and a module preamble, so development
 * alone allows them.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  DEV ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
  DEV ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  DEV ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
  "manifest-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ')

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
}

/** Sets the security headers on every response: pages, errors, API and static assets (docs/architecture.md). */
export const securityHeaders: MiddlewareHandler = async function securityHeaders(c, next) {
  await next()
  // Responses from bindings (static assets) have immutable headers: copy before touching them.
  if (c.res.headers.get('Content-Security-Policy') === null) {
    try {
      c.res.headers.set('X-Content-Type-Options', 'nosniff')
    } catch {
      c.res = new Response(c.res.body, c.res)
    }
  }
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value)
}
