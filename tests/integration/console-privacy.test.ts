import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { contactSubmissions, privacyRequests } from '../../src/db/schema'
import { privacyDueOn } from '../../src/messages/privacy-requests'
import { clock } from '../../src/platform/clock'
import { newClient, validSubmission } from './contact-helpers'
import { call, db, logIn, page, post, readable, storedSubmission, ownerSignedIn } from './console-helpers'

let testEnv: Env
let cookie: string

beforeEach(async () => {
  ;({ env: testEnv, cookie } = await ownerSignedIn('DELETE FROM privacy_requests'))
})

const DAY = 24 * 60 * 60 * 1000
const requests = () => db().select().from(privacyRequests)
const requestOf = (id: string) => db().select().from(privacyRequests).where(eq(privacyRequests.submissionId, id)).get()
const privacyScreen = async () => readable(await page('/en/admin/privacy', cookie, testEnv))
const overview = async () => readable(await page('/en/admin', cookie, testEnv))

describe('privacy requests', () => {
  it('are recognised as a message arrives through the form, due a month later, and shown on the privacy screen, the overview and the message', async () => {
    const sent = await call(
      await validSubmission(testEnv, newClient(), { email: 'petr@example.cz', challenge: 'Dobrý den, prosím smažte moje osobní údaje.' }),
      testEnv,
    )
    expect(sent.status).toBe(200)
    const message = await db().select().from(contactSubmissions).where(eq(contactSubmissions.email, 'petr@example.cz')).get()
    const request = await requestOf(message?.id ?? '')
    expect(request).toMatchObject({ kind: 'erasure', source: 'recognised', receivedAt: message?.createdAt, email: 'petr@example.cz', fulfilledAt: null })
    expect(request?.dueOn).toBe(privacyDueOn(message?.createdAt ?? 0))

    // An ordinary message is no request.
    await storedSubmission({ email: 'ordinary@example.cz', challenge: 'We need a GDPR-compliant chatbot.' })
    expect(await requests()).toHaveLength(1)

    const screen = await privacyScreen()
    expect(screen).toContain('Erasure request')
    expect(screen).toContain('petr@example.cz')
    expect(screen).not.toContain('ordinary@example.cz')
    expect(await overview()).toContain('Privacy requests waiting: 1')
    expect(await readable(await page(`/en/admin/inbox/${message?.id}`, cookie, testEnv))).toContain('Erasure request')
  })

  it('are marked by the owner from the message, back on the message, and dismissed when they are none', async () => {
    const id = await storedSubmission({ email: 'eva@example.cz', challenge: 'Tell me what you store about me, please.' })
    expect(await requestOf(id)).toBeUndefined()
    const page1 = await readable(await page(`/en/admin/inbox/${id}`, cookie, testEnv))
    expect(page1).toContain('This is a privacy request: access')

    const marked = await post('/en/admin/privacy', cookie, testEnv, { intent: 'mark', message: id, kind: 'access' })
    expect(marked.status).toBe(303)
    expect(marked.headers.get('Location')).toBe(`/en/admin/inbox/${id}?notice=requestMarked`)
    const request = await requestOf(id)
    expect(request).toMatchObject({ kind: 'access', source: 'owner', email: 'eva@example.cz' })
    const shown = await readable(await page(marked.headers.get('Location') ?? '', cookie, testEnv))
    expect(shown).toContain('Marked as a privacy request, due one month after the message arrived.')
    expect(shown).toContain('Access request')
    expect(shown).not.toContain('This is a privacy request: access')

    // A kind that is none, and a message that is gone, are refused in words.
    expect((await post('/en/admin/privacy', cookie, testEnv, { intent: 'mark', message: id, kind: 'everything' })).status).toBe(400)
    expect((await post('/en/admin/privacy', cookie, testEnv, { intent: 'mark', message: 'no-such-message', kind: 'access' })).status).toBe(404)

    const dismissed = await post('/en/admin/privacy', cookie, testEnv, { intent: 'dismiss', request: request?.id ?? '' })
    expect(dismissed.headers.get('Location')).toBe('/en/admin/privacy?notice=requestDismissed')
    expect(await requests()).toEqual([])
    const again = await post('/en/admin/privacy', cookie, testEnv, { intent: 'dismiss', request: request?.id ?? '' })
    expect(again.status).toBe(404)
    expect(await readable(again)).toContain('This privacy request no longer exists or has already been fulfilled.')
  })

  it('are due on the month’s last day when it has no such date, and marked overdue after it', async () => {
    const received = Date.parse('2027-01-31T10:00:00Z')
    const id = await storedSubmission({ email: 'late@example.cz', challenge: 'Please delete my data.' }, received)
    expect((await requestOf(id))?.dueOn).toBe('2027-02-28')

    // The console's session lives on the clock too: the owner signs in at each moment.
    clock.now = () => Date.parse('2027-02-28T22:00:00Z')
    cookie = await logIn(testEnv)
    expect(await privacyScreen()).not.toContain('Overdue')
    expect(await overview()).not.toContain('Past their due date')

    clock.now = () => Date.parse('2027-03-01T08:00:00Z')
    cookie = await logIn(testEnv)
    expect(await privacyScreen()).toContain('Overdue')
    expect(await overview()).toContain('Past their due date: 1')
  })

  it('an erasure fulfils every open request about the address and leaves a record without the erased data', async () => {
    const first = await storedSubmission({ fullName: 'Karel Erased', email: 'Karel@Example.cz', challenge: 'Smazat moje údaje, prosím.' }, Date.now() - 3 * DAY)
    await storedSubmission({ fullName: 'Karel Erased', email: 'karel@example.cz', challenge: 'And one more thing.' }, Date.now() - DAY)
    const other = await storedSubmission({ email: 'someone@example.cz', challenge: 'Please delete all my data.' })
    expect(await requests()).toHaveLength(2)

    // Without the confirmation nothing goes.
    expect((await post('/en/admin/privacy', cookie, testEnv, { intent: 'erase', email: 'karel@example.cz' })).status).toBe(400)
    expect((await requestOf(first))?.fulfilledAt).toBeNull()

    const erased = await post('/en/admin/privacy', cookie, testEnv, { intent: 'erase', email: 'karel@example.cz', confirm: 'yes' })
    expect(erased.headers.get('Location')).toBe('/en/admin/privacy?notice=erased&count=2')
    const record = (await requests()).find((request) => request.outcome === 'erased')
    expect(record).toMatchObject({ kind: 'erasure', outcome: 'erased', messages: 2, email: null, submissionId: null })
    expect(record?.fulfilledAt).toBeGreaterThan(0)
    // Nothing of the person is left in the record's row.
    expect(JSON.stringify(record).toLowerCase()).not.toMatch(/karel|example\.cz/)
    // The other person's request is still open.
    expect(await requestOf(other)).toMatchObject({ fulfilledAt: null, email: 'someone@example.cz' })

    const screen = await privacyScreen()
    expect(screen).toContain('Record of fulfilled requests')
    expect(screen).toContain('2 messages erased')
    expect(screen).toContain(`Reference ${record?.id.slice(0, 8)}`)
    expect(screen.toLowerCase()).not.toContain('karel')
  })

  it('an export fulfils the address’s open access requests with the count, and leaves its erasure request open', async () => {
    const access = await storedSubmission({ email: 'olga@example.cz', challenge: 'Send me a copy of my data.' })
    const erasure = await storedSubmission({ email: 'olga@example.cz', challenge: 'Then delete my data.' })
    const exported = await post('/api/admin/people/export', cookie, testEnv, { email: 'OLGA@example.cz' })
    expect(exported.status).toBe(200)
    expect((await exported.json<{ messages: unknown[] }>()).messages).toHaveLength(2)
    const requests1 = await requests()
    expect(requests1.find((request) => request.kind === 'access')).toMatchObject({ outcome: 'exported', messages: 2, email: null, submissionId: null })
    expect(await requestOf(erasure)).toMatchObject({ fulfilledAt: null, kind: 'erasure' })
    expect(await requestOf(access)).toBeUndefined()
    expect(await privacyScreen()).toContain('2 messages exported')
  })
})
