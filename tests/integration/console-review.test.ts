import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { homeCopy } from '../../src/copy/home'
import { adminSessions, translationRevisions, translations } from '../../src/db/schema'
import { clock } from '../../src/platform/clock'
import { resetTranslationEngine } from '../../src/translation'
import { upsertTranslations } from '../../src/translation/d1'
import { translationKey } from '../../src/translation/keys'
import { call, consoleEnv, db, form, logIn, page, post, readable, resetConsoleTables, sessionCookie } from './console-helpers'

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

afterEach(() => {
  clock.now = () => Date.now()
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

  it('accepts one string and edits another; each is a revision in their name that the owner sees and can restore', async () => {
    await seed()
    const reviewer = await join(await invite())
    const accepted = await post('/cs/admin/translations/cs', reviewer, testEnv, { intent: 'accept', english }, { Accept: 'application/json' })
    expect(await accepted.json()).toMatchObject({ ok: true, reviewed: true, translation: 'Návrh nadpisu od AI' })
    expect(await stored()).toMatchObject({ reviewed: true, translatedText: 'Návrh nadpisu od AI' })
    const saved = await post('/cs/admin/translations/cs', reviewer, testEnv, { intent: 'save', english, translation: 'Opravený nadpis od Jany' })
    expect(saved.status).toBe(303)
    const revisions = await history()
    expect(revisions.map((revision) => revision.actor)).toEqual(['import', expect.stringMatching(/^reviewer:/), expect.stringMatching(/^reviewer:/)])
    expect(revisions[2]).toMatchObject({ before: 'Návrh nadpisu od AI', after: 'Opravený nadpis od Jany', afterReviewed: true })

    // The owner sees the reviewer's name on the history and their progress, and restores the draft.
    const screen = await readable(await page(`/en/admin/translations/cs/history?english=${encodeURIComponent(english)}`, owner, testEnv))
    expect(screen).toContain('Jana, Czech (reviewer)')
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
    expect((await page('/cs/admin/translations/cs', reviewer, testEnv)).status).toBe(303)
    expect(await db().select().from(adminSessions).where(eq(adminSessions.reviewerId, id))).toHaveLength(0)
    expect((await page(link, null, testEnv)).status).toBe(404)
    expect((await call(form(link, { lang: 'cs' }, { 'CF-Connecting-IP': '203.0.113.41' }), testEnv)).status).toBe(404)
  })

  it('is refused once the invitation expires', async () => {
    const start = Date.now()
    clock.now = () => start
    const reviewer = await join(await invite('cs', 'Short', '1'))
    clock.now = () => start + 24 * 60 * 60 * 1000 + 1000
    expect((await page('/cs/admin/translations/cs', reviewer, testEnv)).status).toBe(303)
  })

  it('cannot guess invitation links: after 10 wrong tokens a client waits, before any is looked up', async () => {
    for (let i = 0; i < 10; i++) {
      const wrong = `/cs/admin/join/${'A'.repeat(42)}${i}`
      expect((await call(form(wrong, { lang: 'cs' }, { 'CF-Connecting-IP': '198.51.100.77' }), testEnv)).status).toBe(404)
    }
    const link = await invite()
    const blocked = await call(form(link, { lang: 'cs' }, { 'CF-Connecting-IP': '198.51.100.77' }), testEnv)
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('Set-Cookie')).toBeNull()
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
  it('are written for every change, whoever makes it: the import, a machine, the owner’s edit, accept, unlock', async () => {
    await seed()
    await upsertTranslations(db(), [
      { key: await translationKey(english, 'cs'), originalText: english, targetLanguage: 'cs', translatedText: 'Strojový nadpis', provider: 'deepl' },
    ])
    await post('/en/admin/translations/cs', owner, testEnv, { intent: 'save', english, translation: 'Nadpis od majitele' })
    await post('/en/admin/translations/cs', owner, testEnv, { intent: 'unlock', english })
    await post('/en/admin/translations/cs', owner, testEnv, { intent: 'accept', english })
    const revisions = await history()
    expect(revisions.map((revision) => [revision.actor, revision.provider, revision.afterReviewed])).toEqual([
      ['import', 'ai-draft', false],
      ['machine', 'deepl', false],
      ['owner', 'human', true],
      ['owner', 'human', false],
      ['owner', 'human', true],
    ])
    expect(revisions.every((revision) => revision.at > 0)).toBe(true)
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
    const german = (await history('de'))[0]?.id ?? 0
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
    expect(html).toMatch(/<span data-review="\d+" tabindex="0">Návrh nadpisu od AI<\/span>/)
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
    const first = /name="english" value="([^"]+)"/.exec(all)?.[1]
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
