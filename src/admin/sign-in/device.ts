/**
 * A browser that has signed in here before. After a successful login it keeps a signed
 * `__Host-admin-device` cookie for 180 days; its login attempts are then counted under
 * that device instead of under the network. So a neighbour behind the same NAT (or in the
 * same IPv6 /64) who runs out the network's attempts cannot lock the owner out, while
 * guesses from anywhere without the cookie are throttled per network as before. The
 * cookie opens nothing by itself: it only chooses which counter an attempt goes to.
 */
import type { Context } from 'hono'
import { getSignedCookie, setSignedCookie } from 'hono/cookie'
import { clientKey } from '../../platform/client'
import { keyedHash, randomBytes, toBase64url } from '../../platform/crypto'
import { CONSOLE_COOKIE } from '../access/cookie'

const COOKIE = 'admin-device'
const MAX_AGE_S = 180 * 24 * 60 * 60

/** The key login attempts are counted under: the trusted device's, else the client network's. */
export async function throttleKey(c: Context, secret: string): Promise<string> {
  // Hono's signed cookie: the id and its HMAC-SHA256 under the secret, false when they do not match.
  const id = await getSignedCookie(c, secret, COOKIE, 'host')
  if (id && /^[A-Za-z0-9_-]{22}$/.test(id)) return `device:${await keyedHash(secret, id)}`
  return clientKey(c, secret)
}

/** Marks this browser as one the owner signs in from. */
export async function trustDevice(c: Context, secret: string): Promise<void> {
  await setSignedCookie(c, COOKIE, toBase64url(randomBytes(16)), secret, { ...CONSOLE_COOKIE, maxAge: MAX_AGE_S })
}
