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

  it('refuses a token whose operands were changed', async () => {
    const { a, token } = await createChallenge(SECRET)
    const parts = token.split('.')
    parts[3] = parts[3] === '1' ? '2' : '1'
    expect(await verifyChallenge(database(env.DB), SECRET, parts.join('.'), String(a + Number(parts[3])))).toBe('captchaExpired')
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
