/**
 * Cloudflare Turnstile, when both keys are configured: the island shows the widget on
 * the JavaScript path, and the Worker checks its token with siteverify. The math
 * problem stays the default and the no-JavaScript path.
 * https://developers.cloudflare.com/turnstile/get-started/server-side-validation/
 */

import { TURNSTILE_ACTION, TURNSTILE_ORIGIN } from '../lib/endpoints'
import type { Settings } from '../settings'

export { TURNSTILE_ORIGIN }

/** The request field that carries the widget's token. */
export const TURNSTILE_FIELD = 'turnstileToken'
/** Turnstile tokens are at most 2048 characters. */
export const TURNSTILE_TOKEN_MAX = 2048

/** Turnstile's settings (`settings(env).turnstile`), when both keys are set. */
export type TurnstileConfig = NonNullable<Settings['turnstile']>

interface SiteverifyAnswer {
  success?: unknown
  action?: unknown
  'error-codes'?: unknown
}

/**
 * Asks siteverify about a token (form-encoded `secret`, `response`, `remoteip`,
 * `idempotency_key`; JSON `{success, action, error-codes, …}` back). A token is good
 * once. Returns whether it passed; a network failure or a 5xx throws (the caller
 * answers 503 and the visitor tries again).
 */
export async function verifyTurnstile(config: TurnstileConfig, token: string, remoteIp: string | undefined): Promise<{ ok: boolean; codes: string[] }> {
  const form = new URLSearchParams({ secret: config.secretKey, response: token, idempotency_key: crypto.randomUUID() })
  if (remoteIp) form.set('remoteip', remoteIp)
  const response = await fetch(config.verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(5000) })
  if (response.status >= 500) throw new Error(`siteverify ${response.status}`)
  const answer = (await response.json()) as SiteverifyAnswer
  const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].map(String).slice(0, 5) : []
  const ok = answer.success === true && (answer.action === undefined || answer.action === TURNSTILE_ACTION)
  return { ok, codes }
}
