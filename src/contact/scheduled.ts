import { database } from '../db'
import { deleteStaleRateLimits } from '../platform/rate-limit'
import { deleteExpiredCaptchaUses } from './captcha'
import { retryPendingSubmissions } from '../messages/deliver'
import { CONFIRMATION_INTERVAL_MS } from '../messages/store'

/**
 * The contact form's share of the Cron Trigger: retry due deliveries, then forget
 * spent captcha ids and rate-limit windows older than the longest one.
 */
export async function contactMaintenance(env: Env, ctx?: ExecutionContext): Promise<void> {
  await retryPendingSubmissions(env, ctx)
  await deleteExpiredCaptchaUses(database(env.DB))
  // The longest window kept in `rate_limits` is the day between two confirmations to one address.
  await deleteStaleRateLimits(database(env.DB), CONFIRMATION_INTERVAL_MS)
}
