/**
 * The paths of the Worker's endpoints, named once for the router and for the pages
 * and islands that call them.
 */
export const ENDPOINTS = {
  contact: '/api/contact',
  contactChallenge: '/api/contact/challenge',
  translate: '/api/translate',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
} as const

/** Cloudflare Turnstile's origin (its script and its frame), used only when it is configured. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com'
/** The widget's script, rendered explicitly by the contact form island. */
export const TURNSTILE_SCRIPT = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`
/** The widget's action: siteverify echoes it, and a token made for another action is refused. */
export const TURNSTILE_ACTION = 'contact'
