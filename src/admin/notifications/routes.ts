/**
 * "Send a test notification": one mail through the same path as a real notification, and
 * back to the overview saying whether it went out. A few a quarter of an hour are enough to
 * try an address and a fix; more would only fill the owner's mailbox (and the Email
 * Sending quota), so the rest are refused until the window ends.
 */
import { Hono } from 'hono/tiny'
import { database } from '../../db'
import { ENDPOINTS } from '../../lib/endpoints'
import { localePath } from '../../lib/routes'
import { sendTestNotification } from '../../messages/deliver'
import { clock } from '../../platform/clock'
import { hitRateLimit } from '../../platform/rate-limit'
import type { RateLimit } from '../../platform/rate-limit'
import type { AdminEnv } from '../env'
import { withNotice } from '../frame/notices'

/** Test notifications the console may send per window, whoever presses the button. */
export const TEST_NOTIFICATION_LIMIT: RateLimit = { limit: 3, windowMs: 15 * 60 * 1000 }

export const notificationRoutes = new Hono<AdminEnv>()

notificationRoutes.post(ENDPOINTS.adminTestNotification, async function testNotification(c) {
  const overview = localePath(c.var.lang, '/admin')
  const now = clock.now()
  const { allowed } = await hitRateLimit(database(c.env.DB), 'admin:test-notification', TEST_NOTIFICATION_LIMIT, now)
  if (!allowed) return c.redirect(withNotice(overview, 'testLimited'), 303)
  const failure = await sendTestNotification(c.env, now)
  return c.redirect(failure === null ? withNotice(overview, 'testSent') : withNotice(overview, 'testFailed', { code: failure }), 303)
})
