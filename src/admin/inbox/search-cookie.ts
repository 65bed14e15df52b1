/**
 * What the owner last searched the inbox for, kept in their browser instead of the URL:
 * searches are names and addresses, and a URL (its query included) is what the platform's
 * request logs record. The search form posts here; the inbox's address then says only
 * `search=1`, which applies the kept search, so Back and reloading show the same results,
 * and an address without it (a bookmark, "Clear") shows the inbox unfiltered. The cookie
 * is `__Host-`, HttpOnly and SameSite=Strict like the session's, and lasts an hour.
 */
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { CONSOLE_COOKIE } from '../access/cookie'

const COOKIE = 'admin-inbox-search'
const KEPT_SECONDS = 60 * 60
export const MAX_SEARCH_CHARACTERS = 200

/** The search the owner typed, trimmed and kept (or forgotten when empty); returns what was kept. */
export function keepSearch(c: Context, typed: string): string {
  const search = typed.trim().slice(0, MAX_SEARCH_CHARACTERS)
  if (search) setCookie(c, COOKIE, search, { ...CONSOLE_COOKIE, maxAge: KEPT_SECONDS })
  else deleteCookie(c, COOKIE, CONSOLE_COOKIE)
  return search
}

/** The kept search, or '' when there is none. */
export function keptSearch(c: Context): string {
  return (getCookie(c, COOKIE, 'host') ?? '').trim().slice(0, MAX_SEARCH_CHARACTERS)
}
