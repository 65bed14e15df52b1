import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { CAPTCHA_TTL_MS, createChallenge, verifyChallenge } from '../../src/contact/captcha'
import { database } from '../../src/db'

const SECRET = 'unit-test-secret'

describe('checking an answer to the arithmetic captcha against local D1', () => {
  it('accepts the right sum once', async () => {
    const { a, b, token } = await createChallenge(SECRET)
    expect(await verifyChallenge(database(env.DB), SECRET, token, String(a + b))).toBe('ok')
    expect(await verifyChallenge(database(env.DB), SECRET, token, String(a + b))).toBe('captchaUsed')
  })

  it('refuses a token whose id or expiry was changed', async () => {
    const { a, b, token } = await createChallenge(SECRET)
    const [id = '', expires = '', ...rest] = token.split('.')
    const later = [id, String(Number(expires) + 3_600_000), ...rest].join('.')
    expect(await verifyChallenge(database(env.DB), SECRET, later, String(a + b))).toBe('captchaExpired')
    const otherId = [`${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`, expires, ...rest].join('.')
    expect(await verifyChallenge(database(env.DB), SECRET, otherId, String(a + b))).toBe('captchaExpired')
  })

  it('carries neither operand nor the sum: the token is the same shape whatever the problem', async () => {
    for (let i = 0; i < 50; i++) {
      const { a, b, token } = await createChallenge(SECRET)
      expect(token).toMatch(/^[\w-]{22}\.\d{13}\.[\w-]{43}\.[\w-]{22}$/)
      const [, , ...signed] = token.split('.')
      for (const part of signed) expect(part).not.toMatch(new RegExp(`^(${a}|${b}|${a + b})$`))
    }
  })

  it('answers a wrong sum as wrong, and spends the token', async () => {
    const { a, b, token } = await createChallenge(SECRET)
    expect(await verifyChallenge(database(env.DB), SECRET, token, String(a + b + 1))).toBe('captchaWrong')
    expect(await verifyChallenge(database(env.DB), SECRET, token, String(a + b))).toBe('captchaUsed')
  })

  it('refuses a token after it expired', async () => {
    const now = Date.now()
    const { a, b, token } = await createChallenge(SECRET, now)
    expect(await verifyChallenge(database(env.DB), SECRET, token, String(a + b), now + CAPTCHA_TTL_MS)).toBe('captchaExpired')
  })

  it('asks for an answer when there is no token', async () => {
    expect(await verifyChallenge(database(env.DB), SECRET, '', '5')).toBe('captchaRequired')
  })
})
