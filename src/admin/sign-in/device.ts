/**
 * A browser that has signed in here before. After a successful login it keeps a signed
 * `__Host-admin-device` cookie for 180 days; its login attempts are then counted under
 * that device instead of under the network. So a neighbour behind the same NAT (or in the
 * same IPv6 /64) who runs out the network's attempts cannot lock the owner out, while
 * guesses from anywhere without the cookie are throttled per network as before. The
 * cookie opens nothing by itself: it only chooses which counter an attempt goes to.
 */
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { clientKey } from '../../platform/client'
import { fromBase64url, hmac, keyedHash, randomBytes, toBase64url, verifyHmac } from '../../platform/crypto'

const COOKIE = 'admin-device'
const MAX_AGE_S = 180 * 24 * 60 * 60

const signed = (id: string) => `device.v1.${id}`

/** The key login attempts are counted under: the trusted device's, else the client network's. */
export async function throttleKey(c: Context, secret: string): Promise<string> {
  const [id, signature] = (getCookie(c, COOKIE, 'host') ?? '').split('.')
  const bytes = signature ? fromBase64url(signature) : null
  if (id && /^[A-Za-z0-9_-]{22}$/.test(id) && bytes?.length === 32 && (await verifyHmac(secret, signed(id), bytes))) {
    return `device:${await keyedHash(secret, id)}`
  }
  return clientKey(c, secret)
}

/** Marks this browser as one the owner signs in from. */
export async function trustDevice(c: Context, secret: string): Promise<void> {
  const id = toBase64url(randomBytes(16))
  const signature = toBase64url(await hmac(secret, signed(id)))
  setCookie(c, COOKIE, `${id}.${signature}`, { prefix: 'host', path: '/', secure: true, httpOnly: true, sameSite: 'Strict', maxAge: MAX_AGE_S })
}
