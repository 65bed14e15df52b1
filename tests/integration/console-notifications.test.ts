import { beforeEach, describe, expect, it } from 'vitest'
import { TEST_NOTIFICATION_LIMIT } from '../../src/admin/notifications/routes'
import { clock } from '../../src/platform/clock'
import type { RecordingEmail } from './contact-helpers'
import { page, post, readable, ownerSignedIn } from './console-helpers'

let testEnv: Env
let email: RecordingEmail
let cookie: string

beforeEach(async () => {
  ;({ env: testEnv, email, cookie } = await ownerSignedIn("DELETE FROM rate_limits WHERE key = 'admin:test-notification'"))
})

const sendTest = () => post('/api/admin/notifications/test', cookie, testEnv)

describe('where notifications go', () => {
  it('the overview shows the address notifications go to and the sender, with a test button', async () => {
    const overview = await readable(await page('/en/admin', cookie, testEnv))
    expect(overview).toContain(`Recipient ${testEnv.CONTACT_TO}`)
    expect(overview).toContain(`Sender ${testEnv.CONTACT_FROM}`)
    expect(overview).toContain('Send a test notification')
  })

  it('a test notification goes through the Email binding from and to a real notification’s addresses, and the overview says so', async () => {
    const sent = await sendTest()
    expect(sent.status).toBe(303)
    expect(sent.headers.get('Location')).toBe('/en/admin?notice=testSent')
    expect(email.sent).toHaveLength(1)
    const [mail] = email.sent
    expect(mail?.to).toBe(testEnv.CONTACT_TO)
    expect(mail?.from).toEqual({ name: expect.any(String), email: testEnv.CONTACT_FROM })
    expect(mail?.subject).toContain('Test notification')
    expect(mail?.text).toContain(testEnv.CONTACT_TO)
    const shown = await page(sent.headers.get('Location') ?? '', cookie, testEnv)
    expect(await readable(shown)).toContain('A test notification was sent.')
  })

  it('a refused send says so as an error, with the mail relay’s code', async () => {
    email.failing = 'E_SENDER_NOT_VERIFIED'
    const sent = await sendTest()
    expect(sent.headers.get('Location')).toBe('/en/admin?notice=testFailed&code=E_SENDER_NOT_VERIFIED')
    const html = await (await page(sent.headers.get('Location') ?? '', cookie, testEnv)).text()
    expect(html).toMatch(/<title>Error: /)
    expect(html).toContain('role="alert"')
    expect(html).toContain('The test notification could not be sent (E_SENDER_NOT_VERIFIED).')
  })

  it('sends only a few in a quarter of an hour, then refuses without sending', async () => {
    // Held still, so the sends cannot straddle the end of a window.
    const now = Date.now()
    clock.now = () => now
    for (let i = 0; i < TEST_NOTIFICATION_LIMIT.limit; i++) expect((await sendTest()).headers.get('Location')).toBe('/en/admin?notice=testSent')
    const refused = await sendTest()
    expect(refused.headers.get('Location')).toBe('/en/admin?notice=testLimited')
    expect(email.sent).toHaveLength(TEST_NOTIFICATION_LIMIT.limit)
    expect(await readable(await page(refused.headers.get('Location') ?? '', cookie, testEnv))).toContain('Several test notifications were sent a moment ago.')
  })
})
