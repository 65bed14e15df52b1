import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { homeCopy, roiCopy } from '../../src/copy/home'
import { providerUsage, translations } from '../../src/db/schema'
import { resetTranslationEngine } from '../../src/translation'
import { upsertTranslations } from '../../src/translation/d1'
import { translationKey } from '../../src/translation/keys'
import { fakeProvider } from '../fakes/translation-provider-client'
import { watchedD1 } from './d1-double'
import { ORIGIN, call, consoleEnv, db, logIn, page, post, readable, resetConsoleTables } from './console-helpers'

const english = homeCopy.hero.title
let testEnv: Env
let cookie: string

beforeEach(async () => {
  resetTranslationEngine()
  testEnv = consoleEnv().env
  await resetConsoleTables()
  await env.DB.exec('DELETE FROM translations; DELETE FROM provider_usage')
  const { keys } = await env.CACHE.list()
  await Promise.all(keys.map((key) => env.CACHE.delete(key.name)))
  cookie = await logIn(testEnv)
})

const stored = async (lang: string) =>
  db()
    .select()
    .from(translations)
    .where(eq(translations.key, await translationKey(english, lang as 'cs')))
    .get()

/** The strings screen's one form as the browser would send it: every card's fields, by name. */
function editFields(html: string): Map<string, string> {
  const text = (value: string) =>
    value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')
  const fields = new Map<string, string>()
  for (const [, name = '', value = ''] of html.matchAll(/<input type="hidden" form="string-edits" name="([^"]+)" value="([^"]*)"/g))
    fields.set(name, text(value))
  for (const [, name = '', value = ''] of html.matchAll(/<textarea[^>]*form="string-edits" name="([^"]+)"[^>]*>([^<]*)<\/textarea>/g))
    fields.set(name, text(value))
  return fields
}

describe('editing a translation', () => {
  it('publishes an edit at once, marks it reviewed by a person, and never lets a machine overwrite it', async () => {
    const key = await translationKey(english, 'cs')
    await upsertTranslations(db(), [
      { key, originalText: english, targetLanguage: 'cs', translatedText: 'Strojový návrh titulku', provider: 'ai-draft', reviewed: false },
    ])
    expect(await (await page('/cs', null, testEnv)).text()).toContain('Strojový návrh titulku')

    const saved = await post('/en/admin/translations/cs?q=AI', cookie, testEnv, { intent: 'save', english, translation: 'Ruční překlad titulku' })
    expect(saved.status).toBe(303)
    expect(saved.headers.get('Location')).toBe('/en/admin/translations/cs?q=AI&notice=saved')
    expect(await (await page('/cs', null, testEnv)).text()).toContain('Ruční překlad titulku')
    expect(await stored('cs')).toMatchObject({ reviewed: true, provider: 'human', translatedText: 'Ruční překlad titulku' })

    await upsertTranslations(db(), [
      { key, originalText: english, targetLanguage: 'cs', translatedText: 'Strojový přepis', provider: 'deepl', reviewed: false },
    ])
    expect((await stored('cs'))?.translatedText).toBe('Ruční překlad titulku')

    const unlocked = await post('/en/admin/translations/cs', cookie, testEnv, { intent: 'unlock', english })
    expect(unlocked.headers.get('Location')).toContain('notice=unlocked')
    expect((await stored('cs'))?.reviewed).toBe(false)
  })

  it('answers a refused edit on the same screen: the owner’s text kept in its field, the check named beside it, focus on it', async () => {
    const withBrand = homeCopy.meta.title
    expect(withBrand).toContain('Karlin Labs')
    const typed = 'Automatizace s umělou inteligencí pro firmy, velmi pečlivě napsaná'
    const brand = await post('/en/admin/translations/cs?q=Karlin', cookie, testEnv, { intent: 'save', english: withBrand, translation: typed })
    expect(brand.status).toBe(400)
    const html = await brand.text()
    expect(html).toMatch(/<title>Error: Čeština: strings · Admin Panel/)
    expect(html).toMatch(
      new RegExp(`<textarea[^>]*autofocus=""[^>]*aria-invalid="true"[^>]*aria-describedby="translation-refused-error"[^>]*>${typed}</textarea>`),
    )
    expect(html).toMatch(/id="translation-refused-error"[\s\S]*?brand and product name exactly as in the English: Karlin Labs/)

    for (const hidden of ['Nadpis\u202Efdp.exe', 'Nadpis\u0000', 'Nadpis \uE000']) {
      const refused = await post('/en/admin/translations/cs', cookie, testEnv, { intent: 'save', english: withBrand, translation: `Karlin Labs: ${hidden}` })
      expect(refused.status).toBe(400)
      expect(await readable(refused)).toContain('an invisible control character, a text-direction mark or a private-use symbol')
    }

    const slot = await post('/en/admin/translations/cs', cookie, testEnv, { intent: 'save', english: roiCopy.workingDays, translation: 'pracovních dnů' })
    expect(slot.status).toBe(400)
    expect(await readable(slot)).toContain('keep the plural block of the English and give each form this language needs (one, few, many, other)')
    expect(await db().select().from(translations)).toHaveLength(0)
  })

  it('labels a refused edit’s card with the stored state and offers no Accept there, which would drop the owner’s text', async () => {
    const withBrand = homeCopy.meta.title
    const key = await translationKey(withBrand, 'cs')
    await upsertTranslations(db(), [
      { key, originalText: withBrand, targetLanguage: 'cs', translatedText: 'Karlin Labs: návrh', provider: 'ai-draft', reviewed: false },
    ])
    const typed = 'Automatizace s umělou inteligencí pro firmy, velmi pečlivě napsaná'
    const refused = await post('/en/admin/translations/cs', cookie, testEnv, { intent: 'save', english: withBrand, translation: typed })
    expect(refused.status).toBe(400)
    const card = /<section aria-labelledby="refused-heading"[\s\S]*?<\/section>/.exec(await refused.text())?.[0] ?? ''
    expect(card).toContain(typed)
    expect(card).toContain('>AI draft<')
    expect(card).not.toContain('>Missing<')
    expect(card).not.toContain('value="accept:')
    expect(card).toContain('value="save:-1"')
  })

  it('keeps a text typed in one card and not saved when another card’s Accept is pressed, without JavaScript: the screen shows it again as an unsaved draft', async () => {
    const html = await (await page('/en/admin/translations/cs', cookie, testEnv)).text()
    const fields = editFields(html)
    const [first, second] = [fields.get('english:0'), fields.get('english:1')]
    if (!first || !second) throw new Error('no two cards on the screen')
    await upsertTranslations(db(), [
      {
        key: await translationKey(second, 'cs'),
        originalText: second,
        targetLanguage: 'cs',
        translatedText: 'Návrh druhého',
        provider: 'ai-draft',
        reviewed: false,
      },
    ])
    const typed = 'Text, který jsem napsal a neuložil'
    fields.set('translation:0', typed)
    fields.set('shown:1', 'Návrh druhého')
    fields.set('translation:1', 'Návrh druhého')
    const response = await post('/en/admin/translations/cs', cookie, testEnv, { ...Object.fromEntries(fields), act: 'accept:1' })
    expect(response.status).toBe(200)
    const answer = await response.text()
    expect(answer).toContain('Accepted as it is')
    expect(answer).toMatch(new RegExp(`<textarea[^>]*name="translation:0"[^>]*data-unsaved=""[^>]*>${typed}</textarea>`))
    expect(/<li id="s-\d+"[\s\S]*?<\/li>/.exec(answer)?.[0]).toContain('Unsaved draft')
    expect((await db().select().from(translations).where(eq(translations.originalText, second)).get())?.reviewed).toBe(true)
    expect(await db().select().from(translations).where(eq(translations.originalText, first))).toHaveLength(0)
  })

  it('comes back after Accept or Save at the next card, its text box focused and described by the notice', async () => {
    const fields = editFields(await (await page('/en/admin/translations/cs?q=AI', cookie, testEnv)).text())
    const next = fields.get('english:1')
    fields.set('translation:0', 'Ruční překlad')
    const saved = await post('/en/admin/translations/cs?q=AI', cookie, testEnv, { ...Object.fromEntries(fields), act: 'save:0' })
    expect(saved.status).toBe(303)
    const location = saved.headers.get('Location') ?? ''
    // No #anchor: the browser focuses nothing on a page opened at one.
    expect(location).toMatch(/^\/en\/admin\/translations\/cs\?q=AI&focus=(\d+)&notice=saved(Later)?$/)
    const [, place] = /focus=(\d+)/.exec(location) ?? []
    const html = await (await page(location, cookie, testEnv)).text()
    const card = new RegExp(`<li id="s-${place}"[\\s\\S]*?</li>`).exec(html)?.[0] ?? ''
    expect(card).toContain(`value="${next}"`)
    expect(card).toMatch(/<textarea[^>]*autofocus=""[^>]*aria-describedby="console-status"/)
    expect(html.match(/autofocus=""/g)).toHaveLength(1)
  })

  it('refuses what is not the site’s string, an unknown language and an unknown action', async () => {
    const stranger = await post('/en/admin/translations/cs', cookie, testEnv, {
      intent: 'save',
      english: 'Not a string of this site',
      translation: 'Cizí text',
    })
    expect(stranger.status).toBe(400)
    expect(await readable(stranger)).toContain('not one of the site’s strings')
    expect((await post('/en/admin/translations/xx', cookie, testEnv, { intent: 'save', english, translation: 'x' })).status).toBe(404)
    expect((await post('/en/admin/translations/cs', cookie, testEnv, { intent: 'explode', english })).status).toBe(400)
  })
})

describe('the translation manager', () => {
  it('shows every language’s coverage in words, with who made each draft named, and exports a language in the shipped format', async () => {
    const key = await translationKey(english, 'de')
    await upsertTranslations(db(), [{ key, originalText: english, targetLanguage: 'de', translatedText: 'Überschrift', provider: 'human', reviewed: true }])
    await upsertTranslations(db(), [
      { key: await translationKey(english, 'cs'), originalText: english, targetLanguage: 'cs', translatedText: 'Návrh', provider: 'ai-draft', reviewed: false },
    ])
    const text = await readable(await page('/en/admin/translations', cookie, testEnv))
    expect(text.match(/Reviewed: \d/g)).toHaveLength(17)
    expect(text).toMatch(/Deutsch \(de\) Reviewed: 1/)
    const strings = await readable(await page(`/en/admin/translations/cs?q=${encodeURIComponent(english)}`, cookie, testEnv))
    expect(strings).toContain('AI draft')
    expect(strings).not.toContain('ai-draft')
    const exported = await page('/api/admin/translations/de/export', cookie, testEnv)
    expect(await exported.text()).toBe(`${JSON.stringify({ [english]: { translation: 'Überschrift', provider: 'human', reviewed: true } }, null, 2)}\n`)
    expect((await page('/api/admin/translations/xx/export', cookie, testEnv)).status).toBe(404)
  })

  it('remembers each language’s coverage, and counts a language again after any write to its translations or a change of the site’s strings', async () => {
    const csKey = await translationKey(english, 'cs')
    await upsertTranslations(db(), [
      { key: csKey, originalText: english, targetLanguage: 'cs', translatedText: 'Návrh', provider: 'ai-draft', reviewed: false },
    ])
    const overview = async () => readable(await page('/en/admin/translations', cookie, testEnv))
    expect(await overview()).toMatch(/Čeština \(cs\) Reviewed: 0/)
    // Remembered: a second view reads the 17 remembered rows and counts nothing again.
    let rowsRead = 0
    const watched = {
      ...testEnv,
      DB: watchedD1(env.DB, { read: { of: (query) => query.includes('translation_coverage'), rows: (_query, rows) => (rowsRead += rows) } }),
    }
    expect((await page('/en/admin/translations', cookie, watched)).status).toBe(200)
    expect(rowsRead).toBe(17)
    // Any write path: here a plain UPDATE, as a review or a job makes.
    await env.DB.prepare('UPDATE translations SET reviewed = 1 WHERE key = ?').bind(csKey).run()
    expect(await overview()).toMatch(/Čeština \(cs\) Reviewed: 1/)
    await env.DB.prepare('DELETE FROM translations WHERE key = ?').bind(csKey).run()
    expect(await overview()).toMatch(/Čeština \(cs\) Reviewed: 0/)
    // Counted against other strings (an older deploy): counted again.
    await env.DB.prepare("UPDATE translation_coverage SET catalog = 'an older deploy', reviewed = 5, translated = 5 WHERE target_language = 'de'").run()
    expect(await overview()).toMatch(/Deutsch \(de\) Reviewed: 0/)
  })

  it('works out what translating again would cost from the remembered rows: a reviewed string leaves it, and a view sends D1 no list of strings', async () => {
    const pending = async (watchedEnv = testEnv) => {
      const text = await readable(await page('/en/admin/translations', cookie, watchedEnv))
      const [, strings = '', characters = ''] = /Čeština Not yet reviewed ([\d,]+) Characters ([\d,]+) /.exec(text) ?? []
      return { strings: Number(strings.replaceAll(',', '')), characters: Number(characters.replaceAll(',', '')) }
    }
    const before = await pending()
    expect(before.strings).toBeGreaterThan(1000)
    const csKey = await translationKey(english, 'cs')
    await upsertTranslations(db(), [
      { key: csKey, originalText: english, targetLanguage: 'cs', translatedText: 'Ruční titulek', provider: 'human', reviewed: true },
    ])
    expect(await pending()).toEqual({ strings: before.strings - 1, characters: before.characters - english.length })
    // Remembered now: the next view binds only short values, never the site's ~1,800 strings.
    let longest = 0
    const watched = { ...testEnv, DB: watchedD1(env.DB, { run: (_query, values) => void (longest = Math.max(longest, JSON.stringify(values).length)) }) }
    expect(await pending(watched)).toEqual({ strings: before.strings - 1, characters: before.characters - english.length })
    expect(longest).toBeGreaterThan(0)
    expect(longest).toBeLessThan(1000)
  })

  it('pages through a language’s strings, 25 at a time', async () => {
    const first = await (await page('/en/admin/translations/cs', cookie, testEnv)).text()
    expect(first.match(/name="english:\d+"/g)).toHaveLength(25)
    expect(first).toContain('href="/en/admin/translations/cs?page=2"')
    const second = await (await page('/en/admin/translations/cs?page=2', cookie, testEnv)).text()
    expect(second).toContain('href="/en/admin/translations/cs"')
  })

  it('reads only the shown page’s translations unless a search or a status asks about them all', async () => {
    // Drafts of strings the site no longer shows, as a memory collects them: none of them may be read.
    await env.DB.exec(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000) INSERT INTO translations (key, original_text, target_language, translated_text, provider, created_at, updated_at) SELECT 'old-' || i, 'Old text ' || i, 'cs', 'Starý text', 'ai-draft', 0, 0 FROM n`,
    )
    let rowsRead = 0
    const watched = {
      ...testEnv,
      DB: watchedD1(env.DB, { read: { of: (query) => query.includes('"translations"'), rows: (_query, rows) => (rowsRead += rows) } }),
    }
    const first = await (await page('/en/admin/translations/cs', cookie, watched)).text()
    expect(first.match(/name="english:\d+"/g)).toHaveLength(25)
    // The 25 keys shown and the language's reviewed rows, not the ~1,800 strings' keys.
    expect(rowsRead).toBeLessThan(200)
    await upsertTranslations(db(), [
      { key: await translationKey(english, 'cs'), originalText: english, targetLanguage: 'cs', translatedText: 'Titulek', provider: 'human', reviewed: true },
    ])
    const reviewed = await readable(await page('/en/admin/translations/cs?status=reviewed', cookie, testEnv))
    expect(reviewed).toContain('Titulek')
  })

  it('translates again with the provider, counts its characters, and shows its health', async () => {
    const fake = fakeProvider()
    const providerEnv = consoleEnv({ TRANSLATION_PROVIDER: 'deepl', TRANSLATION_API_URL: fake.url }).env
    const response = await post('/en/admin/translations/cs', cookie, providerEnv, { intent: 'retranslate', english })
    expect(response.headers.get('Location')).toContain('notice=retranslated')
    expect(await stored('cs')).toMatchObject({ translatedText: `[CS] ${english}`, reviewed: false })
    const [usage] = await db().select().from(providerUsage)
    expect(usage?.provider).toBe('deepl')
    expect(usage?.characters).toBeGreaterThanOrEqual(english.length)
    const text = await readable(await page('/en/admin/translations', cookie, providerEnv))
    expect(text).toMatch(new RegExp(`deepl Working Characters this month: ${usage?.characters}`))
  })
})

describe('POST /api/translate with an admin session', () => {
  it('translates arbitrary text, without storing it as the site’s memory', async () => {
    const fake = fakeProvider()
    const providerEnv = consoleEnv({ TRANSLATION_PROVIDER: 'deepl', TRANSLATION_API_URL: fake.url }).env
    const request = (headers: Record<string, string>) =>
      new Request(`${ORIGIN}/api/translate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `198.51.100.${Math.floor(Math.random() * 200)}`, ...headers },
        body: JSON.stringify({ text: 'Translate my essay please', targetLanguage: 'cs', sourceLanguage: 'en' }),
      })
    expect((await call(request({}), providerEnv)).status).toBe(403)
    const response = await call(request({ Cookie: cookie }), providerEnv)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ translatedText: '[CS] Translate my essay please' })
    expect(await db().select().from(translations).where(eq(translations.originalText, 'Translate my essay please'))).toHaveLength(0)
  })
})
