import { database } from '../db'
import { deleteStaleRateLimits } from '../platform/rate-limit'
import { deleteExpiredCaptchaUses } from './captcha'
import { retryPendingSubmissions } from './deliver'
import { CHALLENGE_RATE_LIMIT, CONTACT_RATE_LIMIT } from './limits'

/**
 * The contact form's share of the Cron Trigger: retry due deliveries, then forget
 * spent captcha ids and finished rate-limit windows.
 */
export async function contactMaintenance(env: Env, ctx?: ExecutionContext): Promise<void> {
  await retryPendingSubmissions(env, ctx)
  await deleteExpiredCaptchaUses(database(env.DB))
  await deleteStaleRateLimits(database(env.DB), Math.max(CONTACT_RATE_LIMIT.windowMs, CHALLENGE_RATE_LIMIT.windowMs))
}
