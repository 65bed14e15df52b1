import { describe, expect, it, vi } from 'vitest'
import { readSettings, settingProblems, settings } from '../../src/settings'

describe('the settings', () => {
  it('accept what the repository ships and a configured production', () => {
    const shipped = { SITE_URL: 'https://karlinlabs.com', TRANSLATION_PROVIDER: 'none', TRANSLATION_API_URL: '', TRANSLATION_TIMEOUT_MS: '1500' }
    expect(settingProblems({ ...shipped, CONTACT_TO: 'inbox@karlinlabs.cz', CONTACT_FROM: 'website@karlinlabs.cz', CONTACT_CONFIRMATION: 'off' })).toEqual([])
    expect(
      settingProblems({
        TRANSLATION_PROVIDER: 'deepl, google',
        SESSION_SECRET: 'a'.repeat(64),
        ADMIN_PASSWORD_HASH: 'pbkdf2-sha256$30000$YeoCCR2OAt2Ta_KPeZ_Bkw$nF4t3wCB4efF0B3F0oj3grHeqkHuQrjCeRi8pwKOZtg',
        CONTACT_CONFIRMATION: 'ON',
        ENVIRONMENT: 'development',
      }),
    ).toEqual([])
  })

  it('name each bad one with what it should be, and nothing of its value', () => {
    const problems = settingProblems({
      SITE_URL: 'karlinlabs.com',
      TRANSLATION_PROVIDER: 'deepl,bing',
      TRANSLATION_TIMEOUT_MS: '1.5s',
      ADMIN_PASSWORD_HASH: 'hunter2',
      SESSION_SECRET: 'short',
      CONTACT_TO: 'inbox',
      CONTACT_CONFIRMATION: 'yes',
    })
    expect(problems.map((problem) => problem.name)).toEqual([
      'SITE_URL',
      'TRANSLATION_PROVIDER',
      'TRANSLATION_TIMEOUT_MS',
      'ADMIN_PASSWORD_HASH',
      'SESSION_SECRET',
      'CONTACT_TO',
      'CONTACT_CONFIRMATION',
    ])
    expect(JSON.stringify(problems)).not.toMatch(/hunter2|short|bing/)
  })

  it('report a setting that cannot be read instead of throwing', () => {
    const env = Object.defineProperty({}, 'SITE_URL', {
      get: () => {
        throw new Error('binding exploded')
      },
    })
    expect(settingProblems(env).map((problem) => problem.name)).toEqual(['SITE_URL'])
  })
})

describe('the parsed settings', () => {
  it('give each bad value its default, as if it were unset', () => {
    const parsed = readSettings({
      SITE_URL: 'karlinlabs.com',
      TRANSLATION_TIMEOUT_MS: '0',
      SESSION_SECRET: 'short',
      ADMIN_PASSWORD_HASH: 'hunter2',
      TURNSTILE_SITE_KEY: 'site',
      TURNSTILE_SECRET_KEY: 'secret',
      TURNSTILE_VERIFY_URL: 'siteverify',
      CONTACT_CONFIRMATION: 'yes',
    })
    expect(parsed).toMatchObject({
      siteUrl: 'https://karlinlabs.com',
      localRun: false,
      sessionSecret: null,
      adminPasswordHash: null,
      translation: { providers: [], timeoutMs: 1500 },
      turnstile: { siteKey: 'site', secretKey: 'secret', verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify' },
      contact: { confirmation: false },
    })
    expect(readSettings({ TRANSLATION_TIMEOUT_MS: '30001' }).translation.timeoutMs).toBe(1500)
    expect(readSettings({ TRANSLATION_TIMEOUT_MS: ' 2500 ', SITE_URL: 'https://example.com/' })).toMatchObject({
      siteUrl: 'https://example.com',
      translation: { timeoutMs: 2500 },
    })
  })

  it('make up one secret per isolate for a local run without a valid one', () => {
    const first = readSettings({ ENVIRONMENT: 'development', SESSION_SECRET: 'short' }).sessionSecret
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(readSettings({ ENVIRONMENT: 'development' }).sessionSecret).toBe(first)
    expect(readSettings({ ENVIRONMENT: 'development', SESSION_SECRET: 'k'.repeat(32) }).sessionSecret).toBe('k'.repeat(32))
  })

  it('give each provider of the chain its own address and key, and the shared ones when its own is missing or bad', () => {
    const problems: string[] = []
    const parsed = readSettings(
      {
        TRANSLATION_PROVIDER: 'DeepL, bing, google,libretranslate',
        TRANSLATION_API_URL: 'https://shared.example',
        TRANSLATION_API_KEY: 'shared-key',
        TRANSLATION_API_URL_GOOGLE: 'https://google.example',
        TRANSLATION_API_KEY_GOOGLE: 'google-key',
        TRANSLATION_API_URL_LIBRETRANSLATE: 'libre.example',
      },
      (name) => problems.push(name),
    )
    expect(parsed.translation.providers).toEqual([
      { name: 'deepl', apiUrl: 'https://shared.example', apiKey: 'shared-key' },
      { name: 'google', apiUrl: 'https://google.example', apiKey: 'google-key' },
      { name: 'libretranslate', apiUrl: 'https://shared.example', apiKey: 'shared-key' },
    ])
    expect(problems).toEqual(['TRANSLATION_PROVIDER', 'TRANSLATION_API_URL_LIBRETRANSLATE'])
  })

  it('are parsed once per env object, which logs each bad one once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const env = { SITE_URL: 'karlinlabs.com', SESSION_SECRET: 'x'.repeat(32) }
      expect(settings(env)).toBe(settings(env))
      expect(error.mock.calls.filter(([line]) => String(line).includes('config_invalid'))).toHaveLength(1)
      expect(settings({ ...env })).not.toBe(settings(env))
    } finally {
      error.mockRestore()
    }
  })
})
