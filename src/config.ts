import { SITE } from './lib/site'
import { randomBytes, toHex } from './platform/crypto'
import { log } from './platform/log'

/** The public base URL, without a trailing slash. */
export function siteUrl(env: Pick<Env, 'SITE_URL'>): string {
  return (env.SITE_URL || SITE.defaultUrl).replace(/\/+$/, '')
}

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

function isLoopback(url: string | undefined): boolean {
  if (!url) return false
  try {
    const { hostname } = new URL(url)
    return LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost')
  } catch {
    return false
  }
}

/**
 * True for local runs: `SITE_URL` or the request itself points at a loopback host.
 * `wrangler.toml` names the public site even locally, so the request's host counts
 * too; production traffic can never arrive for a loopback host.
 */
export function isLocalRun(env: Pick<Env, 'SITE_URL'>, requestUrl?: string): boolean {
  return isLoopback(env.SITE_URL) || isLoopback(requestUrl)
}

let madeUpSecret: string | undefined
let warnedMissingSecret = false

/**
 * The secret that signs captcha challenges. A local run without one gets a random
 * secret made up once per isolate; in production a missing secret returns `null`
 * (and logs once), and the feature that needs it refuses to work.
 */
export function sessionSecret(env: Pick<Env, 'SITE_URL' | 'SESSION_SECRET'>, requestUrl?: string): string | null {
  if (env.SESSION_SECRET) return env.SESSION_SECRET
  if (isLocalRun(env, requestUrl)) {
    madeUpSecret ??= randomSecret()
    return madeUpSecret
  }
  if (!warnedMissingSecret) {
    warnedMissingSecret = true
    log('config_missing_secret', { name: 'SESSION_SECRET', effect: 'contact form refuses submissions' }, 'error')
  }
  return null
}

function randomSecret(): string {
  return toHex(randomBytes(32))
}

/** Whether visitors get a confirmation e-mail: only when `CONTACT_CONFIRMATION` is "on" (default off). */
export function contactConfirmationEnabled(env: Pick<Env, 'CONTACT_CONFIRMATION'>): boolean {
  return (env.CONTACT_CONFIRMATION ?? '').trim().toLowerCase() === 'on'
}
