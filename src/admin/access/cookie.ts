import type { CookieOptions } from 'hono/utils/cookie'

/**
 * The options of every console cookie (the session, the trusted device, the kept search):
 * `__Host-` (Secure, no Domain, Path=/, so no subdomain can set or read it), HttpOnly and
 * SameSite=Strict. Each cookie adds only its `maxAge`.
 */
export const CONSOLE_COOKIE: Readonly<CookieOptions> = { prefix: 'host', path: '/', secure: true, httpOnly: true, sameSite: 'Strict' }
