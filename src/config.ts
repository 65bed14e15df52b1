import { SITE } from './lib/site'
import { randomBytes, toHex } from './platform/crypto'
import { log } from './platform/log'

/** The public base URL, without a trailing slash. */
export function siteUrl(env: Pick<Env, 'SITE_URL'>): string {
  return (env.SITE_URL || SITE.defaultUrl).replace(/\/+$/, '')
}

/**
 * True for local runs only: `ENVIRONMENT` is "development". `npm start`, `npm run dev`
 * and the tests set it for the local runtime; it is in no configuration a deploy
 * uploads. Nothing about the request decides it (a proxy can set any Host).
 */
export function isLocalRun(env: Pick<Env, 'ENVIRONMENT'>): boolean {
  return env.ENVIRONMENT === 'development'
}

let madeUpSecret: string | undefined
let warnedMissingSecret = false

/**
 * The secret that signs captcha challenges. A local run without one gets a random
 * secret made up once per isolate; in production a missing secret returns `null`
 * (and logs once), and the feature that needs it refuses to work.
 */
export function sessionSecret(env: Pick<Env, 'ENVIRONMENT' | 'SESSION_SECRET'>): string | null {
  if (env.SESSION_SECRET) return env.SESSION_SECRET
  if (isLocalRun(env)) {
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
