import { describe, expect, it } from 'vitest'
import { createChallenge } from '../../src/contact/captcha'
import { retryDelayMs } from '../../src/messages/store'
import { headerSafe } from '../../src/messages/mail'

const SECRET = 'unit-test-secret'

describe('the arithmetic captcha', () => {
  it('draws each operand from 1 to 10, and every value turns up', async () => {
    const seen = new Set<number>()
    for (let i = 0; i < 300; i++) {
      const { a, b } = await createChallenge(SECRET)
      seen.add(a).add(b)
    }
    expect([...seen].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })
})

describe('delivery helpers', () => {
  it('backs off 5, 10, 20 minutes and caps the delay at 12 hours', () => {
    expect([1, 2, 3].map((n) => retryDelayMs(n) / 60_000)).toEqual([5, 10, 20])
    expect(retryDelayMs(10)).toBe(12 * 60 * 60 * 1000)
  })

  it('keeps header values on one line', () => {
    expect(headerSafe('Jana\r\nBcc: victim@example.com')).toBe('Jana Bcc: victim@example.com')
  })
})
