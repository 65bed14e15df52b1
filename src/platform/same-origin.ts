import type { Context } from 'hono'

/**
 * The one same-origin rule for requests that change something. A browser names the page
 * a request comes from in `Origin` (every cross-site POST carries it) and, in newer
 * browsers, says how it relates to the site in `Sec-Fetch-Site`. A request is refused
 * when either names somewhere else. The site's own origin is the request's, or the public
 * address `SITE_URL` when a proxy in front rewrites the host.
 *
 * `requireEvidence`: also refuse a request that carries neither header. The admin area
 * asks for it (only browsers sign in there); the contact endpoint does not, so a plain
 * HTTP client can still post a message.
 */
export function isSameOrigin(c: Context, siteUrl: string, { requireEvidence = false } = {}): boolean {
  const origin = c.req.header('Origin')
  const site = c.req.header('Sec-Fetch-Site')
  if (origin !== undefined && origin !== new URL(c.req.url).origin && origin !== new URL(siteUrl).origin) return false
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false
  return !requireEvidence || origin !== undefined || site !== undefined
}
