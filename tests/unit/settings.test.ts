import { describe, expect, it } from 'vitest'
import { settingProblems } from '../../src/settings'

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
