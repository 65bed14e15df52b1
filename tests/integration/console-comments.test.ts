import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { adminCopy } from '../../src/copy/admin'
import { homeCopy } from '../../src/copy/home'
import { reviewFinishes, stringComments } from '../../src/db/schema'
import { isLegalText } from '../../src/admin/translations/places'
import { listedStrings, onPage } from '../../src/admin/translations/queries'
import { clock } from '../../src/platform/clock'
import { resetTranslationEngine } from '../../src/translation'
import { upsertTranslations } from '../../src/translation/d1'
import { translationKey } from '../../src/translation/keys'
import type { RecordingEmail } from './contact-helpers'
import { call, consoleEnv, db, form, logIn, page, post, readable, resetConsoleTables, sessionCookie } from './console-helpers'

const english = homeCopy.hero.title
let testEnv: Env
let email: RecordingEmail
let owner: string

beforeEach(async () => {
  resetTranslationEngine()
  ;({ env: testEnv, email } = consoleEnv())
  await resetConsoleTables()
  await env.DB.exec(
    'DELETE FROM translations; DELETE FROM translation_revisions; DELETE FROM reviewers; DELETE FROM string_comments; DELETE FROM review_finishes',
  )
  const { keys } = await env.CACHE.list()
  await Promise.all(keys.map((key) => env.CACHE.delete(key.name)))
  owner = await logIn(testEnv)
})

/** The owner invites a reviewer for Czech and the reviewer joins; returns their session cookie. */
async function reviewer(name = 'Jana, Czech'): Promise<string> {
  const invited = await post('/en/admin/translations', owner, testEnv, { intent: 'invite', name, language: 'cs', days: '14' })
  const link = /id="invitation-link"[^>]*value="([^"]+)"/.exec(await invited.text())?.[1] ?? ''
  const path = new URL(link).pathname
  const joined = await call(form(path, { lang: 'cs' }, { 'CF-Connecting-IP': '203.0.113.40' }), testEnv)
  expect(joined.status).toBe(303)
  return sessionCookie(joined)
}

/** Czech translations of `texts` in one statement, reviewed or not. */
async function seed(texts: readonly string[], reviewed: boolean): Promise<void> {
  const rows = await Promise.all(texts.map(async (text) => [await translationKey(text, 'cs'), text, `Překlad: ${text}`]))
  for (let at = 0; at < rows.length; at += 500)
    await env.DB.prepare(
      `INSERT INTO translations (key, original_text, target_language, translated_text, provider, reviewed, created_at, updated_at, changed_by)
       SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), 'cs', json_extract(value, '$[2]'), ?2, ?3, 0, 0, 'import' FROM json_each(?1)`,
    )
      .bind(JSON.stringify(rows.slice(at, at + 500)), reviewed ? 'human' : 'ai-draft', reviewed ? 1 : 0)
      .run()
}

/** A comment posted from the strings list's one form, as the card's "Post comment" sends it. */
const fromCard = (cookie: string, text: string, lang = 'en') =>
  post(`/${lang}/admin/translations/cs?q=${encodeURIComponent(english)}`, cookie, testEnv, {
    lang,
    act: 'comment:0',
    'english:0': english,
    'shown:0': '',
    'translation:0': '',
    'comment:0': text,
  })

/** A comment as the review panel sends it, from the Czech console, on `text` (the site's hero title unless given)
 * in `language`'s list; `json` asks for the panel's JSON answer instead of a page. */
const fromPanel = (cookie: string, comment: string, { json = false, language = 'cs', text = english as string } = {}) =>
  post(
    `/cs/admin/translations/${language}`,
    cookie,
    testEnv,
    { lang: 'cs', intent: 'comment', english: text, comment },
    json ? { Accept: 'application/json' } : {},
  )

describe('comments on a string', () => {
  it('the owner and the reviewer write in one thread, shown with its count on the list card and in the review panel, with names and Prague times', async () => {
    const jana = await reviewer()
    const posted = await fromCard(owner, '  Keep “Karlin Labs” as it is, please.\r\nThanks!  ')
    expect(posted.status).toBe(303)
    expect(posted.headers.get('Location')).toContain('notice=commentPosted')
    const answer = await fromPanel(jana, 'Is “nadpis” too formal here?', { json: true })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({
      ok: true,
      comments: [
        { author: expect.any(String), body: 'Keep “Karlin Labs” as it is, please.\nThanks!' },
        { author: 'Jana, Czech (reviewer)', body: 'Is “nadpis” too formal here?', at: expect.stringMatching(/CES?T|SEČ|SELČ|\+1|\+2/) },
      ],
    })
    const list = await page(`/en/admin/translations/cs?q=${encodeURIComponent(english)}`, owner, testEnv)
    const html = await list.text()
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Comments<span[^>]*>2<\/span>/)
    const text = await readable(new Response(html))
    expect(text).toMatch(/The owner · \w{3} \d+, \d{4}, \d+:\d\d [AP]M GMT\+1|The owner · .* CES?T/)
    expect(text).toContain('Jana, Czech (reviewer) ·')
    expect(text).toContain('Is “nadpis” too formal here?')
    // The review panel has the thread for the string on its page.
    const review = await (await page('/en/admin/review/cs', owner, testEnv)).text()
    expect(review).toContain('Is “nadpis” too formal here?')
    expect(review).toContain('"max":1000')
    expect(await db().select().from(stringComments)).toHaveLength(2)
  })

  it('refuses an empty or overlong comment with the reason beside the box, in the console’s language, keeping what was typed, and stores nothing', async () => {
    const empty = await fromCard(owner, '   \n ')
    expect(empty.status).toBe(400)
    expect(await readable(empty)).toContain(adminCopy.comments.empty)
    const long = 'á'.repeat(1001)
    const tooLong = await fromCard(owner, long)
    expect(tooLong.status).toBe(400)
    const html = await tooLong.text()
    expect(html).toContain('A comment can be at most 1,000 characters long.')
    expect(html).toMatch(/<textarea[^>]*name="comment:0"[^>]*aria-invalid="true"/)
    expect(html).toContain(long)
    // JSON for the review panel, in the console's language: Czech where the memory has the message.
    await upsertTranslations(db(), [
      {
        key: await translationKey(adminCopy.comments.empty, 'cs'),
        originalText: adminCopy.comments.empty,
        targetLanguage: 'cs',
        translatedText: 'Nejdřív napište komentář.',
        provider: 'import',
        changedBy: 'import',
      },
    ])
    resetTranslationEngine()
    const czech = await fromPanel(owner, '', { json: true })
    expect(czech.status).toBe(400)
    expect(await czech.json()).toEqual({ ok: false, error: 'Nejdřív napište komentář.' })
    expect(await db().select().from(stringComments)).toHaveLength(0)
  })

  it('a reviewer comments only within their language: another language answers 403 and stores nothing', async () => {
    const jana = await reviewer()
    const german = await fromPanel(jana, 'Nicht meins', { language: 'de' })
    expect(german.status).toBe(403)
    const json = await fromPanel(jana, 'Nicht meins', { language: 'de', json: true })
    expect(json.status).toBe(403)
    const notAString = await fromPanel(jana, 'Hm', { text: 'Not a string of the site' })
    expect(notAString.status).toBe(400)
    expect(await db().select().from(stringComments)).toHaveLength(0)
  })

  it('is in a person’s export and erased with them where it names their address or was written under a name carrying it; other comments stay', async () => {
    const jana = await reviewer('Jana jana.reviewer@example.cz')
    await fromPanel(jana, 'Hotovo.')
    await fromCard(owner, 'Ask petr@example.com about this word.')
    await fromCard(owner, 'Looks good.')
    const exported = await post('/api/admin/people/export', owner, testEnv, { email: 'JANA.reviewer@example.cz' })
    expect(exported.status).toBe(200)
    const body = (await exported.json()) as { commentsOnTranslations: unknown[] }
    expect(body.commentsOnTranslations).toEqual([{ writtenAt: expect.any(String), writtenBy: 'reviewer', language: 'cs', string: english, comment: 'Hotovo.' }])
    const erased = await post('/en/admin/privacy', owner, testEnv, { intent: 'erase', email: 'petr@example.com', confirm: 'yes' })
    expect(erased.status).toBe(303)
    expect((await db().select().from(stringComments)).map((row) => row.body)).toEqual(['Hotovo.', 'Looks good.'])
  })
})

describe('the owner told when a reviewer finishes', () => {
  it('the last string of a page accepted by the reviewer records the finish once, shows it on the overview and sends the owner one mail', async () => {
    const home = (await listedStrings('cs')).filter((item) => onPage(item, '') && !isLegalText(item.english)).map((item) => item.english)
    await seed(
      home.filter((text) => text !== english),
      true,
    )
    await seed([english], false)
    const jana = await reviewer()
    await fromPanel(jana, 'Zkontrolujte prosím nadpis.')
    clock.now = () => Date.UTC(2026, 10, 28, 13, 5)
    const accepted = await post('/cs/admin/translations/cs', jana, testEnv, { lang: 'cs', intent: 'accept', english }, { Accept: 'application/json' })
    expect(accepted.status).toBe(200)
    expect(await db().select().from(reviewFinishes)).toEqual([expect.objectContaining({ language: 'cs', scope: '' })])
    expect(email.sent).toHaveLength(1)
    const [mail] = email.sent
    expect(mail).toMatchObject({
      to: testEnv.CONTACT_TO,
      from: { name: expect.any(String), email: testEnv.CONTACT_FROM },
      subject: 'Jana, Czech finished reviewing Czech: Home page',
    })
    expect(mail?.text).toContain('Finished: 2026-11-28 14:05 Europe/Prague')
    expect(mail?.text).toContain('Comments waiting for you: 1')
    expect(mail?.text).toContain('Zkontrolujte prosím nadpis.')
    expect(mail?.html).toContain('Jana, Czech finished reviewing Czech: Home page')

    // Saving a string of the finished page again finishes nothing new: no second mail.
    await post('/cs/admin/translations/cs', jana, testEnv, { lang: 'cs', intent: 'save', english, translation: 'Nový nadpis' })
    expect(email.sent).toHaveLength(1)
    expect(await db().select().from(reviewFinishes)).toHaveLength(1)

    clock.now = () => Date.now()
    owner = await logIn(testEnv)
    const overview = await readable(await page('/en/admin', owner, testEnv))
    expect(overview).toContain('Jana, Czech finished reviewing Czech: Home page Nov 28, 2026')
    expect(overview).toContain('Comments waiting for you Jana, Czech (reviewer) · Czech ·')
    expect(overview).toContain('Zkontrolujte prosím nadpis.')
    // The owner's answer takes the thread off the waiting list.
    await fromCard(owner, 'Díky, ponechávám.')
    expect(await readable(await page('/en/admin', owner, testEnv))).toContain('No comment is waiting for you.')
  })

  it('the language’s last string finishes the whole language (and its pages) in one mail; the owner’s own accepts finish nothing', async () => {
    const theirs = (await listedStrings('cs')).filter((item) => !isLegalText(item.english)).map((item) => item.english)
    await seed(
      theirs.filter((text) => text !== english),
      true,
    )
    await seed([english], false)
    const ownAccept = await post('/en/admin/translations/cs', owner, testEnv, { intent: 'accept', english })
    expect(ownAccept.status).toBe(303)
    expect(await db().select().from(reviewFinishes)).toHaveLength(0)
    await env.DB.prepare('UPDATE translations SET reviewed = 0 WHERE key = ?')
      .bind(await translationKey(english, 'cs'))
      .run()
    const jana = await reviewer()
    await post('/cs/admin/translations/cs', jana, testEnv, { lang: 'cs', intent: 'save', english, translation: 'Nadpis od Jany' })
    const scopes = (await db().select().from(reviewFinishes)).map((row) => row.scope)
    expect(scopes).toContain('*')
    expect(scopes).toContain('')
    expect(email.sent).toHaveLength(1)
    expect(email.sent[0]?.subject).toBe('Jana, Czech finished reviewing Czech')
    expect(email.sent[0]?.text).toContain('Jana, Czech finished reviewing Czech: Home page')
  })
})
