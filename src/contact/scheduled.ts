import { deleteExpiredCaptchaUses } from './captcha'
import { retryPendingSubmissions } from './deliver'
import { CHALLENGE_RATE_LIMIT, CONTACT_RATE_LIMIT, deleteStaleRateLimits } from './rate-limit'

/**
 * The contact form's share of the Cron Trigger: retry due deliveries, then forget
 * spent captcha ids and finished rate-limit windows.
 */
export async function contactMaintenance(env: Env, ctx?: ExecutionContext): Promise<void> {
  await retryPendingSubmissions(env, ctx)
  await deleteExpiredCaptchaUses(env.DB)
  await deleteStaleRateLimits(env.DB, Math.max(CONTACT_RATE_LIMIT.windowMs, CHALLENGE_RATE_LIMIT.windowMs))
}
