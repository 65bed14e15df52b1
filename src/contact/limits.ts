import type { RateLimit } from '../platform/rate-limit'

/** Contact submissions allowed per client in one window. */
export const CONTACT_RATE_LIMIT: RateLimit = { limit: 10, windowMs: 10 * 60 * 1000 }

/** Challenges a client may draw per window: generous, since a page view or 'New Problem' draws one. */
export const CHALLENGE_RATE_LIMIT: RateLimit = { limit: 60, windowMs: 10 * 60 * 1000 }
