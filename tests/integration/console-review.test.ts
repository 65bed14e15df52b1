import { env } from 'cloudflare:test'
import { eq, isNotNull } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import csRules from '../../translations/rules/cs.json'
import { homeCopy } from '../../src/copy/home'
import { legalCopy } from '../../src/copy/pages'
import { privacyPolicyCopy } from '../../src/copy/legal/privacy-policy'
import { adminSessions, loginAttempts, translationRevisions, translations } from '../../src/db/schema'
import { clock } from '../../src/platform/clock'
import { resetTranslationEngine } from '../../src/translation'
import { upsertTranslations } from '../../src/translation/d1'
import { translationKey } from '../../src/translation/keys'
import { call, consoleEnv, csrfFor, db, form, logIn, page, post, readable, resetConsoleTables, runCron, sessionCookie } from './console-helpers'

const english = homeCopy.hero.title
let testEnv: Env
let owner: string

beforeEach(async () => {
  resetTranslationEngine()
  testEnv = consoleEnv().env
  await resetConsoleTables()
  await env.DB.exec('DELETE FROM translations; DELETE FROM translation_revisions; DELETE FROM reviewers')
  const { keys } = await env.CACHE.list()
  await Promise.all(keys.map((key) => env.CACHE.delete(key.name)))
  owner = await logIn(testEnv)
})

/** The owner invites a reviewer; returns the path of the invitation link. */
async function invite(language = 'cs', name = 'Jana, Czech', days = '14'): Promise<string> {
  const response = await post('/en/admin/translations', owner, testEnv, { intent: 'invite', name, language, days })
  expect(response.status).toBe(200)
  const link = /id="invitation-link"[^>]*value="([^"]+)"/.exec(await response.text())?.[1]
  if (!link) throw new Error('no invitation link on the screen')
  return new URL(link).pathname
}

/** The reviewer opens the link and presses Start reviewing; returns their session cookie. */
async function join(path: string, client = '203.0.113.40'): Promise<string> {
  expect((await page(path, null, testEnv)).status).toBe(200)
  const response = await call(form(path, { lang: 'cs' }, { 'CF-Connecting-IP': client }), testEnv)
  expect(response.status).toBe(303)
  expect(response.headers.get('Location')).toBe('/cs/admin/translations/cs')
  return sessionCookie(response)
}

const stored = async (lang = 'cs') =>
  db()
    .select()
    .from(translations)
    .where(eq(translations.key, await translationKey(english, lang as 'cs')))
    .get()
const history = async (lang = 'cs') =>
  db()
    .select()
    .from(translationRevisions)
    .where(eq(translationRevisions.key, await translationKey(english, lang as 'cs')))
    .orderBy(translationRevisions.id)

async function seed(lang = 'cs', text = 'Návrh nadpisu od AI'): Promise<void> {
  await upsertTranslations(db(), [
    {
      key: await translationKey(english, lang as 'cs'),
      originalText: english,
      targetLanguage: lang as 'cs',
      translatedText: text,
      provider: 'ai-draft',
      changedBy: 'import',
    },
  ])
}

describe('an invited reviewer', () => {
  it('reaches only their language’s strings and its pages in review mode: the inbox, German, exports and invitations answer 403 with nothing of theirs', async () => {
    const reviewer = await join(await invite())
    expect((await page('/cs/admin/translations/cs', reviewer, testEnv)).status).toBe(200)
    expect((await page('/cs/admin/review/cs', reviewer, testEnv)).status).toBe(200)
    // The console's front page sends them to their strings.
    expect((await page('/cs/admin', reviewer, testEnv)).headers.get('Location')).toBe('/cs/admin/translations/cs')
    for (const path of [
      '/cs/admin/inbox',
      '/cs/admin/translations/de',
      '/cs/admin/translations',
      '/cs/admin/privacy',
      '/api/admin/translations/cs/export',
      '/api/admin/submissions.csv',
      '/api/admin/sitemap.xml',
      '/cs/admin/review/de',
    ]) {
      const response = await page(path, reviewer, testEnv)
      expect(response.status, path).toBe(403)
      const text = await readable(response)
      expect(text, path).not.toContain('jana@example.cz')
      expect(text, path).not.toContain('"cs":')
    }
    const german = await post('/cs/admin/translations/de', reviewer, testEnv, { intent: 'save', english, translation: 'Überschrift' })
    expect(german.status).toBe(403)
    expect(await db().select().from(translations)).toHaveLength(0)
    // Spending the provider's money is the owner's call.
    expect((await post('/cs/admin/translations/cs', reviewer, testEnv, { intent: 'retranslate-language' })).status).toBe(403)
  })

  it('cannot change the legal pages’ text, which the owner can: it is shown to them read-only with the reason', async () => {
    const notice = legalCopy.translationNotice
    const heading = privacyPolicyCopy.title
    const key = await translationKey(notice, 'cs')
    await upsertTranslations(db(), [
      {
        key,
        originalText: notice,
        targetLanguage: 'cs',
        translatedText: 'Toto je překlad pro pohodlí. Právně závazná je pouze anglická verze.',
        provider: 'ai-draft',
        changedBy: 'import',
      },
    ])
    const reviewer = await join(await invite())
    const reason = 'Only the site’s owner can change the legal pages’ text'
    for (const [text, intent] of [
      [notice, 'save'],
      [notice, 'accept'],
      [notice, 'unlock'],
      [heading, 'save'],
    ] as const) {
      const refused = await post('/cs/admin/translations/cs', reviewer, testEnv, { intent, english: text, translation: 'Závazná je česká verze' })
      expect(refused.status, `${intent} ${text}`).toBe(403)
      expect(await readable(refused)).toContain(reason)
    }
    const json = await post(
      '/cs/admin/translations/cs',
      reviewer,
      testEnv,
      { intent: 'save', english: notice, translation: 'Prodáváme vaše data' },
      { Accept: 'application/json' },
    )
    expect(json.status).toBe(403)
    expect(await json.json()).toMatchObject({ ok: false, error: expect.stringContaining(reason) })
    // Accepting a page's strings at once leaves the legal ones alone.
    await post('/cs/admin/translations/cs', reviewer, testEnv, { intent: 'accept-all', english: notice })
    expect(await db().select().from(translations).where(eq(translations.key, key)).get()).toMatchObject({ reviewed: false, changedBy: 'import' })
    expect(await db().select().from(translationRevisions).where(eq(translationRevisions.key, key))).toHaveLength(0)

    const list = await (await page(`/cs/admin/translations/cs?q=${encodeURIComponent('legally binding')}`, reviewer, testEnv)).text()
    expect(list).toContain(reason)
    expect(list).not.toMatch(/<textarea[^>]*name="translation"/)

    const owners = await post('/en/admin/translations/cs', owner, testEnv, {
      intent: 'save',
      english: notice,
      translation: 'Toto je překlad. Právně závazná je pouze anglická verze.',
    })
    expect(owners.status).toBe(303)
  })

  it('accepts one string and edits another; each is a revision in their name that the owner sees and can restore', async () => {
    await seed()
    const reviewer = await join(await invite())
    const accepted = await post('/cs/admin/translations/cs', reviewer, testEnv, { intent: 'accept', english }, { Accept: 'application/json' })
    expect(await accepted.json()).toMatchObject({ ok: true, reviewed: true, translation: 'Návrh nadpisu od AI' })
    expect(await stored()).toMatchObject({ reviewed: true, translatedText: 'Návrh nadpisu od AI' })
    const saved = await post('/cs/admin/translations/cs', reviewer, testEnv, { intent: 'save', english, translation: 'Opravený nadpis od Jany' })
    expect(saved.status).toBe(303)
    const revisions = await history()
    expect(revisions.map((revision) => revision.actor)).toEqual([expect.stringMatching(/^reviewer:/), expect.stringMatching(/^reviewer:/)])
    expect(revisions[1]).toMatchObject({ before: 'Návrh nadpisu od AI', after: 'Opravený nadpis od Jany', afterReviewed: true })

    // The owner sees the reviewer's name on the history and their progress, and restores the draft.
    const screen = await readable(await page(`/en/admin/translations/cs/history?english=${encodeURIComponent(english)}`, owner, testEnv))
    expect(screen).toContain('Jana, Czech (reviewer)')
    // The owner's screen says so (signed in again: their own session ends after 12 hours).
    owner = await logIn(testEnv)
    expect(await readable(await page('/en/admin/translations', owner, testEnv))).toMatch(/Jana, Czech Čeština 1 string reviewed/)
    const restored = await post(`/en/admin/translations/cs/history?english=${encodeURIComponent(english)}`, owner, testEnv, {
      intent: 'restore',
      english,
      revision: String(revisions[0]?.id),
    })
    expect(restored.headers.get('Location')).toContain('notice=restored')
    expect(await stored()).toMatchObject({ translatedText: 'Návrh nadpisu od AI', reviewed: true, changedBy: 'owner' })
    expect((await history()).at(-1)).toMatchObject({ actor: 'owner', before: 'Opravený nadpis od Jany', after: 'Návrh nadpisu od AI' })
    expect(await (await page('/cs', null, testEnv)).text()).toContain('Návrh nadpisu od AI')
  })

  it('loses access the moment the owner revokes the invitation, and the link opens nothing any more', async () => {
    const link = await invite()
    const reviewer = await join(link)
    const screen = await (await page('/en/admin/translations', owner, testEnv)).text()
    const id = /name="reviewer" value="([^"]+)"/.exec(screen)?.[1] ?? ''
    const revoked = await post('/en/admin/translations', owner, testEnv, { intent: 'revoke', reviewer: id })
    expect(revoked.headers.get('Location')).toContain('notice=invitationRevoked')
    expect((await page('/cs/admin/translations/cs', reviewer, testEnv)).status).toBe(403)
    expect(await db().select().from(adminSessions).where(eq(adminSessions.reviewerId, id))).toHaveLength(0)
    expect((await page(link, null, testEnv)).status).toBe(404)
    expect((await call(form(link, { lang: 'cs' }, { 'CF-Connecting-IP': '203.0.113.41' }), testEnv)).status).toBe(404)
  })

  it('is told, when revoked in the middle of an edit, that the owner ended their access, with what they typed to copy, and is not sent to the password gate', async () => {
    await seed()
    const link = await invite()
    const reviewer = await join(link)
    const csrf = await csrfFor(reviewer, testEnv)
    const screen = await (await page('/en/admin/translations', owner, testEnv)).text()
    const id = /name="reviewer" value="([^"]+)"/.exec(screen)?.[1] ?? ''
    await post('/en/admin/translations', owner, testEnv, { intent: 'revoke', reviewer: id })
    const typed = 'Nadpis, který Jana právě psala'
    const refused = await post('/en/admin/translations/cs', reviewer, testEnv, { intent: 'save', english, translation: typed, csrf })
    expect(refused.status).toBe(403)
    expect(refused.headers.get('Set-Cookie')).toMatch(/__Host-admin-session=;/)
    const html = await refused.text()
    expect(html).toContain('The site’s owner has ended your review access')
    expect(html).toMatch(new RegExp(`<textarea[^>]*readOnly=""[^>]*>${typed}</textarea>|<textarea[^>]*>${typed}</textarea>`))
    expect(html).not.toContain('name="password"')
    expect((await stored())?.translatedText).toBe('Návrh nadpisu od AI')
    expect(await db().select().from(adminSessions).where(eq(adminSessions.reviewerId, id))).toHaveLength(0)
  })

  it('answers the review panel of a revoked reviewer with the reason, in JSON', async () => {
    const reviewer = await join(await invite())
    const csrf = await csrfFor(reviewer, testEnv)
    const screen = await (await page('/en/admin/translations', owner, testEnv)).text()
    await post('/en/admin/translations', owner, testEnv, { intent: 'revoke', reviewer: /name="reviewer" value="([^"]+)"/.exec(screen)?.[1] ?? '' })
    const refused = await post('/en/admin/translations/cs', reviewer, testEnv, { intent: 'accept', english, csrf }, { Accept: 'application/json' })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ error: expect.stringContaining('ended your review access') })
  })

  it('is refused once the invitation expires, and told so rather than sent to the password gate', async () => {
    const start = Date.now()
    clock.now = () => start
    const reviewer = await join(await invite('cs', 'Short', '1'))
    clock.now = () => start + 24 * 60 * 60 * 1000 + 1000
    const response = await page('/en/admin/translations/cs', reviewer, testEnv)
    expect(response.status).toBe(403)
    expect(await readable(response)).toContain('Your review access has expired')
  })

  it('is offered only what they may reach: every console link on their screens opens for them, and "All languages" is not among them', async () => {
    await seed()
    const reviewer = await join(await invite())
    const screens = ['/cs/admin/translations/cs', `/cs/admin/translations/cs/history?english=${encodeURIComponent(english)}`]
    const links = new Set<string>()
    for (const path of screens) {
      const html = await (await page(path, reviewer, testEnv)).text()
      for (const [, href = ''] of html.matchAll(/href="(\/[^"]*)"/g))
        if (/^\/[a-z]{2}\/admin|^\/api\/admin/.test(href)) links.add(href.replaceAll('&amp;', '&'))
    }
    expect(links).not.toContain('/cs/admin/translations')
    expect(links.size).toBeGreaterThan(2)
    for (const href of links) expect((await page(href, reviewer, testEnv)).status, href).not.toBe(403)
  })

  it('cannot guess invitation links: after 10 wrong tokens an address waits, and its guesses write nothing more', async () => {
    for (let i = 0; i < 10; i++) {
      const wrong = `/cs/admin/join/${'A'.repeat(42)}${i}`
      expect((await call(form(wrong, { lang: 'cs' }, { 'CF-Connecting-IP': '198.51.100.77' }), testEnv)).status).toBe(404)
    }
    const attempts = async () => (await db().select().from(loginAttempts)).length
    const counted = await attempts()
    const blocked = await call(form(`/cs/admin/join/${'B'.repeat(43)}`, { lang: 'cs' }, { 'CF-Connecting-IP': '198.51.100.77' }), testEnv)
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(blocked.headers.get('Set-Cookie')).toBeNull()
    expect(await attempts()).toBe(counted)
  })

  it('lets a live link through from an address a neighbour has locked out by guessing', async () => {
    for (let i = 0; i < 11; i++) await call(form(`/cs/admin/join/${'A'.repeat(42)}${i % 10}`, { lang: 'cs' }, { 'CF-Connecting-IP': '198.51.100.77' }), testEnv)
    const reviewer = await join(await invite(), '198.51.100.77')
    expect((await page('/cs/admin/translations/cs', reviewer, testEnv)).status).toBe(200)
  })

  it('works once: a second use is refused with 410 on a page in the console’s language, and opens nothing', async () => {
    const link = await invite()
    await join(link)
    for (const again of [await page(link, null, testEnv), await call(form(link, { lang: 'cs' }, { 'CF-Connecting-IP': '203.0.113.41' }), testEnv)]) {
      expect(again.status).toBe(410)
      expect(again.headers.get('Set-Cookie')).toBeNull()
      // The Czech console (its copy from the translation memory, empty here, so in English).
      const html = await again.text()
      expect(html).toContain('<html lang="cs"')
      expect(html).toContain('This invitation link has already been used, and it works only once.')
    }
    expect(await db().select().from(adminSessions).where(isNotNull(adminSessions.reviewerId))).toHaveLength(1)
  })

  it('opens one session when used twice at once', async () => {
    const link = await invite()
    const statuses = await Promise.all(
      ['203.0.113.50', '203.0.113.51'].map(async (client) => (await call(form(link, { lang: 'cs' }, { 'CF-Connecting-IP': client }), testEnv)).status),
    )
    expect(statuses.sort()).toEqual([303, 410])
    expect(await db().select().from(adminSessions).where(isNotNull(adminSessions.reviewerId))).toHaveLength(1)
  })

  it('expires unused a week after it is made, while the session it opens lasts as long as the owner chose', async () => {
    const start = Date.now()
    clock.now = () => start
    const late = await invite('cs', 'Late', '30')
    const link = await invite('cs', 'Jana', '30')
    const reviewer = await join(link)
    const cookieLine = (await call(form(await invite('cs', 'Third', '30'), { lang: 'cs' }, { 'CF-Connecting-IP': '203.0.113.42' }), testEnv)).headers.get(
      'Set-Cookie',
    )
    expect(Number(/Max-Age=(\d+)/.exec(cookieLine ?? '')?.[1])).toBe(30 * 24 * 60 * 60)
    clock.now = () => start + 7 * 24 * 60 * 60 * 1000 + 1000
    expect((await page(late, null, testEnv)).status).toBe(404)
    // The owner's screen says so (signed in again: their own session ends after 12 hours).
    owner = await logIn(testEnv)
    expect(await readable(await page('/en/admin/translations', owner, testEnv))).toMatch(
      /Late Čeština 0 strings reviewed Has not opened the link yet Link expired/,
    )
    expect((await call(form(late, { lang: 'cs' }, { 'CF-Connecting-IP': '203.0.113.43' }), testEnv)).status).toBe(404)
    // Past the owner's 12 hours and 30 idle minutes: a reviewer cannot open the used link again, so the session stays.
    clock.now = () => start + 20 * 24 * 60 * 60 * 1000
    expect((await page('/cs/admin/translations/cs', reviewer, testEnv)).status).toBe(200)
    await runCron(testEnv)
    expect((await page('/cs/admin/translations/cs', reviewer, testEnv)).status).toBe(200)
    clock.now = () => start + 30 * 24 * 60 * 60 * 1000 + 1000
    expect((await page('/cs/admin/translations/cs', reviewer, testEnv)).status).toBe(403)
  })

  it('names a language in the console’s own language inside a sentence, and keeps a language’s own name, marked with its lang, in a list', async () => {
    const response = await post('/fr/admin/translations', owner, testEnv, { intent: 'invite', name: 'Hans', language: 'de', days: '14' })
    const html = await response.text()
    const sentence = /<div[^>]*role="status"[^>]*>\s*<p[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? ''
    expect(sentence).toContain('allemand')
    expect(sentence).not.toContain('Deutsch')
    expect(html).toMatch(/<span[^>]*lang="de"[^>]*>Deutsch<\/span>/)
    const strings = await (await page('/fr/admin/translations/cs', owner, testEnv)).text()
    const label = /<label for="translation-0"[^>]*>([\s\S]*?)<\/label>/.exec(strings)?.[1]?.replaceAll('<!-- -->', '')
    expect(label).toBe('Translation (tchèque)')
  })

  it('needs a name for an invitation, and keeps what the owner typed when it is refused', async () => {
    const response = await post('/en/admin/translations', owner, testEnv, { intent: 'invite', name: '', language: 'cs', days: '14' })
    expect(response.status).toBe(400)
    expect(await response.text()).toMatch(/id="invite-name"[^>]*aria-invalid="true"/)
    const days = await post('/en/admin/translations', owner, testEnv, { intent: 'invite', name: 'Petr', language: 'cs', days: '400' })
    expect(days.status).toBe(400)
    expect(await days.text()).toMatch(/name="name"[^>]*value="Petr"/)
  })
})

describe('revisions', () => {
  it('are written for every change, whoever makes it: a machine, the owner’s edit, accept, unlock; the import’s text is the first one’s before', async () => {
    await seed()
    await upsertTranslations(db(), [
      { key: await translationKey(english, 'cs'), originalText: english, targetLanguage: 'cs', translatedText: 'Strojový nadpis', provider: 'deepl' },
    ])
    await post('/en/admin/translations/cs', owner, testEnv, { intent: 'save', english, translation: 'Nadpis od majitele' })
    await post('/en/admin/translations/cs', owner, testEnv, { intent: 'unlock', english })
    await post('/en/admin/translations/cs', owner, testEnv, { intent: 'accept', english })
    const revisions = await history()
    expect(revisions[0]).toMatchObject({ actor: 'machine', before: 'Návrh nadpisu od AI', after: 'Strojový nadpis' })
    expect(revisions.map((revision) => [revision.actor, revision.provider, revision.afterReviewed])).toEqual([
      ['machine', 'deepl', false],
      ['owner', 'human', true],
      ['owner', 'human', false],
      ['owner', 'human', true],
    ])
    expect(revisions.every((revision) => revision.at > 0)).toBe(true)
  })

  it('are not written for a row an import creates: a first deploy writes one row per translation', async () => {
    await seed()
    await seed('de', 'Überschrift')
    expect(await history()).toHaveLength(0)
    expect(await history('de')).toHaveLength(0)
    const screen = await readable(await page(`/en/admin/translations/cs/history?english=${encodeURIComponent(english)}`, owner, testEnv))
    expect(screen).toContain('No change of this string has been recorded yet.')
  })

  it('end with the imported version, which the owner can restore, once the string has changed', async () => {
    await seed()
    await post('/en/admin/translations/cs', owner, testEnv, { intent: 'save', english, translation: 'Nadpis od majitele' })
    const path = `/en/admin/translations/cs/history?english=${encodeURIComponent(english)}`
    const screen = await (await page(path, owner, testEnv)).text()
    expect(screen).toContain('The shipped translation memory')
    const [revision] = await history()
    expect(screen).toContain(`name="revision" value="${revision?.id}"/><input type="hidden" name="side" value="before"/>`)
    const restored = await post(path, owner, testEnv, { intent: 'restore', english, revision: String(revision?.id), side: 'before' })
    expect(restored.headers.get('Location')).toContain('notice=restored')
    expect(await stored()).toMatchObject({ translatedText: 'Návrh nadpisu od AI', changedBy: 'owner', provider: 'ai-draft', reviewed: false })
  })

  it('come back as they were: a restored machine draft is an unreviewed draft of its provider, and the overview does not count it as reviewed', async () => {
    await seed()
    await upsertTranslations(db(), [
      { key: await translationKey(english, 'cs'), originalText: english, targetLanguage: 'cs', translatedText: 'Strojový nadpis', provider: 'deepl' },
    ])
    await post('/en/admin/translations/cs', owner, testEnv, { intent: 'save', english, translation: 'Nadpis od majitele' })
    const overview = async () => readable(await page('/en/admin/translations', owner, testEnv))
    expect(await overview()).toMatch(/Čeština \(cs\) Reviewed: 1/)
    const [machine] = await history()
    const path = `/en/admin/translations/cs/history?english=${encodeURIComponent(english)}`
    expect((await post(path, owner, testEnv, { intent: 'restore', english, revision: String(machine?.id) })).status).toBe(303)
    expect(await stored()).toMatchObject({ translatedText: 'Strojový nadpis', provider: 'deepl', reviewed: false, changedBy: 'owner' })
    expect(await overview()).toMatch(/Čeština \(cs\) Reviewed: 0/)
    // The draft the machine replaced: the import's, an AI draft.
    expect((await post(path, owner, testEnv, { intent: 'restore', english, revision: String(machine?.id), side: 'before' })).status).toBe(303)
    expect(await stored()).toMatchObject({ translatedText: 'Návrh nadpisu od AI', provider: 'ai-draft', reviewed: false })
    // A reviewed version comes back reviewed, with its maker.
    const saved = (await history()).find((revision) => revision.after === 'Nadpis od majitele')
    expect((await post(path, owner, testEnv, { intent: 'restore', english, revision: String(saved?.id) })).status).toBe(303)
    expect(await stored()).toMatchObject({ translatedText: 'Nadpis od majitele', provider: 'human', reviewed: true })
  })

  it('record nothing when a machine would overwrite a reviewed string, which stays as it is', async () => {
    await seed()
    await post('/en/admin/translations/cs', owner, testEnv, { intent: 'accept', english })
    const before = (await history()).length
    await upsertTranslations(db(), [
      { key: await translationKey(english, 'cs'), originalText: english, targetLanguage: 'cs', translatedText: 'Jiný strojový nadpis', provider: 'deepl' },
    ])
    await upsertTranslations(db(), [
      {
        key: await translationKey(english, 'cs'),
        originalText: english,
        targetLanguage: 'cs',
        translatedText: 'Import přes kontrolu',
        provider: 'ai-draft',
        changedBy: 'import',
      },
    ])
    expect((await stored())?.translatedText).toBe('Návrh nadpisu od AI')
    expect(await history()).toHaveLength(before)
  })

  it('restore only a revision of the same string', async () => {
    await seed()
    await seed('de', 'Überschrift')
    await upsertTranslations(db(), [
      { key: await translationKey(english, 'de'), originalText: english, targetLanguage: 'de', translatedText: 'Maschinelle Überschrift', provider: 'deepl' },
    ])
    const german = (await history('de'))[0]?.id ?? 0
    expect(german).toBeGreaterThan(0)
    const response = await post('/en/admin/translations/cs', owner, testEnv, { intent: 'restore', english, revision: String(german) })
    expect(response.status).toBe(404)
  })
})

describe('review on the page', () => {
  it('marks every translated string of the page, lists the ones that are not text, and answers privately', async () => {
    await seed()
    const response = await page('/en/admin/review/cs', owner, testEnv)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const html = await response.text()
    expect(html).toMatch(/<span data-review="\d+" role="button" tabindex="0">Návrh nadpisu od AI<\/span>/)
    expect(html).not.toMatch(/[\uE000-\uE002]/)
    expect(html).toContain('data-island="review-panel"')
    expect(html).toContain('data-island-off="site-header"')
    // The page's title is a string too: listed, not wrapped.
    expect(html).not.toMatch(/<title>[^<]*<span/)
    // An attribute's string loses its mark and the number it carries.
    expect(html).toContain(`<meta name="description" content="${homeCopy.meta.description}"`)
    const props = JSON.parse(
      /data-island="review-panel"[^>]*><script type="application\/json">(.*?)<\/script>/s.exec(html)?.[1]?.replace(/\\u003c/g, '<') ?? '{}',
    ) as {
      strings: { english: string; visible: boolean }[]
    }
    expect(props.strings.find((item) => item.english === english)?.visible).toBe(true)
    expect(props.strings.some((item) => !item.visible)).toBe(true)
  })

  it('makes a mark a tab stop only outside links and buttons, lists visually hidden strings instead of marking them, says it is review mode in the title and leads with a link to the panel', async () => {
    const html = await (await page('/en/admin/review/cs', owner, testEnv)).text()
    expect(html).toContain('<title>Review: Home page — Čeština</title>')
    expect(/<body[^>]*>(<a [^>]*>[^<]*)/.exec(html)?.[1]).toBe('<a href="#review-panel" class="skip-link" lang="en" dir="ltr">Skip to the review panel')
    // Inside a link or a button a mark is no second stop: its string is reached through the panel's list.
    const inControls = [...html.matchAll(/<(a|button)\b[^>]*>(.*?)<\/\1>/gs)].map((match) => match[2]).join('')
    expect(inControls).toContain('data-review=')
    expect(inControls).not.toMatch(/data-review="\d+"[^>]*tabindex/)
    // Outside them every mark is a button, named by its text.
    expect(html.match(/<span data-review="\d+"[^>]*tabindex/g)?.every((tag) => tag.includes('role="button"'))).toBe(true)
    // "(opens in a new tab)" is only ever visually hidden text: listed, not marked.
    const props = JSON.parse(
      /data-island="review-panel"[^>]*><script type="application\/json">(.*?)<\/script>/s.exec(html)?.[1]?.replace(/\\u003c/g, '<') ?? '{}',
    ) as { strings: { english: string; visible: boolean }[] }
    expect(props.strings.find((item) => item.english === '(opens in a new tab)')?.visible).toBe(false)
    expect(html).not.toMatch(/class="sr-only"[^>]*>(?:[^<]|<!-- -->)*<span data-review/)
  })

  it('opens the page with a string selected from the strings list’s “Review on the page” link, which names it by its key', async () => {
    await seed()
    const list = await (await page(`/en/admin/translations/cs?q=${encodeURIComponent(english)}`, owner, testEnv)).text()
    const link = /href="(\/en\/admin\/review\/cs[^"]*\?string=[^"]*)"/.exec(list)?.[1]?.replace(/&amp;/g, '&') ?? ''
    expect(link).toBe(`/en/admin/review/cs?string=${await translationKey(english, 'cs')}`)
    const html = await (await page(link, owner, testEnv)).text()
    // The panel arrives with the string open: its English and its translation to accept or correct.
    expect(html).toMatch(/<textarea id="review-translation"[^>]*>Návrh nadpisu od AI<\/textarea>/)
    const props = JSON.parse(
      /data-island="review-panel"[^>]*><script type="application\/json">(.*?)<\/script>/s.exec(html)?.[1]?.replace(/\\u003c/g, '<') ?? '{}',
    ) as { selected: number; strings: { id: number; english: string }[] }
    expect(props.strings.find((item) => item.id === props.selected)?.english).toBe(english)
    // A key that names no string of the page opens it with nothing selected.
    expect(await (await page('/en/admin/review/cs?string=0000000000000000', owner, testEnv)).text()).not.toContain('id="review-translation"')
  })

  it('gives the panel help beside each string: the glossary terms in its English with the language’s rendering, its neighbours on the page, and the style guide', async () => {
    const html = await (await page('/en/admin/review/cs', owner, testEnv)).text()
    const props = JSON.parse(
      /data-island="review-panel"[^>]*><script type="application\/json">(.*?)<\/script>/s.exec(html)?.[1]?.replace(/\\u003c/g, '<') ?? '{}',
    ) as {
      strings: { english: string; visible: boolean; terms: { english: string; use: string }[]; before: string | null; after: string | null }[]
      guide: { rule: string; register: string; typography: string; english: string } | null
    }
    const subtitle = props.strings.find((item) => item.english === homeCopy.hero.subtitle)
    const title = props.strings.find((item) => item.english === homeCopy.hero.title)
    // "AI agents" in the English is the glossary's AI agent, which Czech keeps as "AI agent"; "bookings" is its booking.
    expect(subtitle?.terms).toEqual([
      { english: 'AI agents', use: csRules.glossary['ai-agent'].use },
      { english: 'bookings', use: csRules.glossary.booking.use },
    ])
    expect(title?.terms).toEqual([])
    // The title is just before the subtitle on the page, each the other's neighbour.
    expect(subtitle?.before).toBe(homeCopy.hero.title)
    expect(title?.after).toBe(homeCopy.hero.subtitle)
    // The first string shown as text has nothing before it; a string not shown as text has neighbours of its own kind only.
    const visible = props.strings.filter((item) => item.visible)
    expect(visible[0]?.before).toBeNull()
    const hidden = props.strings.filter((item) => !item.visible)
    expect(hidden.every((item) => item.before === null || hidden.some((other) => other.english === item.before))).toBe(true)
    expect(props.guide).toEqual({
      rule: csRules.register.use,
      register: csRules.guide.register,
      typography: csRules.guide.typography,
      english: csRules.guide.english,
    })
    // The panel arrives drawn with the string open: its help is in the server's HTML.
    const opened = await (await page(`/en/admin/review/cs?string=${await translationKey(homeCopy.hero.subtitle, 'cs')}`, owner, testEnv)).text()
    expect(opened).toContain('Help with this string')
    expect(opened).toMatch(/<dt[^>]*>AI agents<\/dt><dd[^>]*>AI agent<\/dd>/)
  })

  it('adds no byte to what visitors get: the public page is the same with or without a session', async () => {
    await seed()
    const anonymous = await (await page('/cs', null, testEnv)).text()
    const signedIn = await (await page('/cs', owner, testEnv)).text()
    expect(signedIn).toBe(anonymous)
    expect(anonymous).not.toContain('data-review')
    expect(anonymous).not.toContain('review-panel')
  })

  it('needs a session', async () => {
    expect((await page('/en/admin/review/cs', null, testEnv)).status).toBe(303)
  })

  it('answers an unknown page or language with 404 in the console', async () => {
    expect((await page('/en/admin/review/cs/no-such-page', owner, testEnv)).status).toBe(404)
    expect((await page('/en/admin/review/xx', owner, testEnv)).status).toBe(404)
  })
})

describe('the strings list', () => {
  it('comes in the order a visitor meets the strings, and narrows by status and by page', async () => {
    const all = await (await page('/en/admin/translations/cs', owner, testEnv)).text()
    const first = /name="english:0" value="([^"]+)"/.exec(all)?.[1]
    // The header and footer come first: on every page.
    expect(first).toBe('Skip to main content')
    const hotels = await (await page('/en/admin/translations/cs?on=%2Fuse-cases%2Fhotels&status=missing', owner, testEnv)).text()
    expect(hotels).toContain('Hotels &amp; Hospitality')
    expect(hotels).not.toMatch(/Appears on: Privacy Policy</)
  })

  it('keeps "All pages" and "Home page" apart in the filter form, so a search through the form covers every page', async () => {
    const pageSelect = (html: string) => /<select id="string-page"[\s\S]*?<\/select>/.exec(html)?.[0] ?? ''
    const options = (html: string) => [...pageSelect(html).matchAll(/<option([^>]*)>([^<]*)</g)].map(([, attributes, label]) => ({ attributes, label }))
    const all = options(await (await page('/en/admin/translations/cs', owner, testEnv)).text())
    expect(all.filter((option) => /selected/.test(option.attributes ?? '')).map((option) => option.label)).toEqual(['All pages'])
    const values = all.map((option) => /value="([^"]*)"/.exec(option.attributes ?? '')?.[1])
    expect(new Set(values).size).toBe(values.length)
    // The form sends its page field as it is: empty for every page.
    const count = async (search: string) =>
      /id="strings-count"[^>]*>([^<]*)</.exec(await (await page(`/en/admin/translations/cs?${search}`, owner, testEnv)).text())?.[1]
    expect(await count('q=check-in&status=all&on=')).toBe('Strings shown: 5 of 5')
    expect(await count('q=check-in')).toBe('Strings shown: 5 of 5')
    // Home, chosen in the form, is home alone, and its links keep it.
    const homeValue = all.find((option) => option.label === 'Home page')?.attributes?.match(/value="([^"]*)"/)?.[1] ?? ''
    const home = await (await page(`/en/admin/translations/cs?on=${encodeURIComponent(homeValue)}`, owner, testEnv)).text()
    expect(
      options(home)
        .filter((option) => /selected/.test(option.attributes ?? ''))
        .map((option) => option.label),
    ).toEqual(['Home page'])
    expect(await count(`on=${encodeURIComponent(homeValue)}`)).not.toBe(await count('on='))
    expect(home).toContain(`href="/en/admin/translations/cs?on=${encodeURIComponent(homeValue)}&amp;page=2"`)
  })
})
