import type { Context } from 'hono'
import { keyedHash } from './crypto'

/**
 * The client's address as Cloudflare saw it. `CF-Connecting-IP` is set by Cloudflare
 * itself; `X-Forwarded-For` is the client's to forge, so it is never read.
 */
export function clientAddress(c: Context): string {
  return c.req.header('CF-Connecting-IP') ?? 'unknown'
}

/**
 * The part of an address that names one client for rate limits and throttling. One
 * IPv6 subscriber usually holds a whole /64 and can pick any address in it, so IPv6
 * addresses count by their first four groups; IPv4 addresses count whole.
 */
export function clientNetwork(address: string): string {
  if (!address.includes(':')) return address
  const [head = '', tail] = address.toLowerCase().split('::')
  const groups = head ? head.split(':') : []
  if (tail !== undefined) {
    const rest = tail ? tail.split(':') : []
    groups.push(...Array<string>(Math.max(0, 8 - groups.length - rest.length)).fill('0'), ...rest)
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, '') || '0')
    .join(':')}::/64`
}

/** A keyed, one-way name for the client's network: what counters and logs store instead of an address. */
export function clientKey(c: Context, secret: string): Promise<string> {
  return keyedHash(secret, clientNetwork(clientAddress(c)))
}
