import { describe, expect, it } from 'vitest'
import { islandMarkupCacheSize } from '../../src/components/island'
import { CONTACT_LIMITS } from '../../src/lib/contact-schema'
import { ORIGIN, RecordingEmail, call, envWith } from './contact-helpers'

/** Posts, each with four values of its own: twice the 500 entries the cache may hold. */
const POSTS = 1000

/** A JavaScript-free post of the contact form with a wrong answer, every text field at its longest and unique to `i`. */
function distinctPost(i: number, client: string): Request {
  const unique = (label: string, length: number) => `${label} ${i} `.padEnd(length, String.fromCharCode(0x61 + (i % 26)))
  return new Request(`${ORIGIN}/api/contact?lang=en`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': client },
    body: new URLSearchParams({
      fullName: unique('Visitor', CONTACT_LIMITS.fullName),
      companyName: unique('Company', CONTACT_LIMITS.companyName),
      email: `visitor-${i}@example.cz`,
      phoneNumber: '+420 777 123 456',
      helpWith: 'tech-advice',
      challenge: unique('Message', CONTACT_LIMITS.challenge),
      language: 'en',
      captchaToken: 'not-a-token',
      captchaAnswer: '1',
    }),
  })
}

describe('what visitors post', () => {
  it(
    `is not kept in memory: ${POSTS * 4} distinct values in ${POSTS} refused and rate-limited posts leave the island markup cache as it was`,
    { timeout: 300_000 },
    async () => {
      const testEnv = envWith(new RecordingEmail())
      // Pages every visitor shares fill the cache with what everyone gets.
      for (const path of ['/en', '/en/use-cases/hotels']) await (await call(new Request(`${ORIGIN}${path}`), testEnv)).arrayBuffer()
      const before = islandMarkupCacheSize()
      expect(before).toBeGreaterThan(0)

      const statuses: Record<number, number> = {}
      let largest = before
      for (let i = 0; i < POSTS; i++) {
        // Half from one address (answered 429 once over its limit), half from a new address each (answered 400).
        const client = i % 2 ? '198.51.100.200' : `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`
        const response = await call(distinctPost(i, client), testEnv)
        const html = await response.text()
        statuses[response.status] = (statuses[response.status] ?? 0) + 1
        // The answer does give the visitor's values back (so the post reached the island's props).
        if (i < 2) expect(html).toContain(`visitor-${i}@example.cz`)
        largest = Math.max(largest, islandMarkupCacheSize())
      }
      expect(largest).toBe(before)
      expect(islandMarkupCacheSize()).toBe(before)
      // Every post was answered with the form again: refused for its answer, or over the shared address's limit
      // (ten a window; a window may end during the run).
      expect((statuses[400] ?? 0) + (statuses[429] ?? 0)).toBe(POSTS)
      expect(statuses[429]).toBeGreaterThan(POSTS / 2 - 50)
    },
  )
})
