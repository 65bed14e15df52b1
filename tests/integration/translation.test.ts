import { SELF, createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { app } from '../../src/app'
import { shellCopy } from '../../src/copy/shell'
import { roiCopy } from '../../src/copy/home'
import { privacyPolicyCopy } from '../../src/copy/legal/privacy-policy'
import { collectStrings, inContext } from '../../src/i18n/copy'
import type { LanguageCode } from '../../src/lib/languages'
import { PAGE_ROUTES } from '../../src/lib/routes'
import { pageFor } from '../../src/pages'
import { translationEngine } from '../../src/engine'
import { resetTranslationEngine } from '../../src/translation'
import { skipReason } from '../../src/translation/checks'
import type { Rejection } from '../../src/translation/checks'
import { database } from '../../src/db'
import { saveTranslations } from '../../src/translation/d1'
import { hashStrings, translationKey } from '../../src/translation/keys'
import { languageStateKey, pageKey } from '../../src/translation/kv'
import { sourcesSent } from '../../src/translation/provider-batcher'
import { fakeProvider, fakeTranslation } from '../fakes/translation-provider-client'
import type { FakeMode } from '../fakes/translation-provider-client'
import { watchedD1 } from './d1-double'

/**
 * Counting: the engine receives `env` as an argument, so each test hands it bindings
 * wrapped in proxies that count D1 round trips (every `first/all/run/raw` and every
 * `batch`) and KV reads (`get`, single or bulk), and forward everything else.
 */
function countingEnv(overrides: Partial<Env>) {
  const counts = { d1: 0, kvReads: 0 }
  const db = watchedD1(env.DB, {
    run: () => void counts.d1++,
    batch: () => void counts.d1++,
  })
  const cache = new Proxy(env.CACHE, {
    get(target, property) {
      const value = Reflect.get(target, property) as unknown
      if (typeof value !== 'function') return value
      if (property === 'get' || property === 'getWithMetadata') counts.kvReads++
      return (value as (...args: unknown[]) => unknown).bind(target)
    },
  })
  return { env: { ...env, TRANSLATION_TIMEOUT_MS: '1500', ...overrides, DB: db, CACHE: cache } as Env, counts }
}

const homeStrings = () => {
  const page = pageFor(PAGE_ROUTES[0]!)
  return collectStrings(shellCopy, page.meta, ...page.catalogs)
}
const sendable = (strings: readonly string[], lang: string) => strings.filter((text) => !skipReason(text, lang))

let fake: ReturnType<typeof fakeProvider>

beforeEach(async () => {
  resetTranslationEngine()
  fake = fakeProvider()
  await env.DB.exec('DELETE FROM translations')
  const { keys } = await env.CACHE.list()
  await Promise.all(keys.map((key) => env.CACHE.delete(key.name)))
})

/** Translates a page with a fresh execution context and waits for its background work. */
async function translate(testEnv: Env, lang: LanguageCode, strings: readonly string[], userAgent?: string) {
  const ctx = createExecutionContext()
  const result = await translationEngine(testEnv).translatePage({ ctx, lang, strings, userAgent })
  await waitOnExecutionContext(ctx)
  return result
}

const deepl = (overrides: Partial<Env> = {}) => countingEnv({ TRANSLATION_PROVIDER: 'deepl', TRANSLATION_API_URL: fake.url, ...overrides })
const rowCount = async () => (await env.DB.prepare('SELECT count(*) AS n FROM translations').first<{ n: number }>())?.n ?? 0

/**
 * Hands a cost test's figures to the Node side (vitest task meta), where `npm run bench`
 * reads them from the JSON report.
 */
function recordCost(task: { meta: object }, figures: Record<string, unknown>): void {
  Object.assign(task.meta, { requestCost: figures })
}

describe('a page in a new language', () => {
  it('costs at most 2 D1 round trips and ⌈missing/50⌉ provider requests, and comes back translated', async ({ task }) => {
    const strings = homeStrings()
    const missing = sendable(strings, 'cs').length
    const { env: testEnv, counts } = deepl()
    const started = performance.now()
    const result = await translate(testEnv, 'cs', strings)
    const ms = performance.now() - started
    const calls = await fake.calls()
    recordCost(task, { page: 'home', lang: 'cs', strings: strings.length, missing, cold: { ...counts, providerRequests: calls.length, ms } })

    // A plural entry goes as one sentence per plural category of the language.
    const units = sendable(strings, 'cs').reduce((sum, text) => sum + sourcesSent(text, 'cs').length, 0)
    expect(calls).toHaveLength(Math.ceil(units / 50))
    expect(counts.d1).toBeLessThanOrEqual(2)
    expect(result.dictionary.get('Skip to main content')).toBe(fakeTranslation('Skip to main content', 'CS'))
    expect(result.complete).toBe(true)
    expect(await rowCount()).toBe(missing)
    for (const call of calls) {
      expect((call.body.text as string[]).length).toBeLessThanOrEqual(50)
      expect(call.bytes).toBeLessThan(128 * 1024)
    }
  })

  it('costs 0 D1 queries and no KV read when warm in the isolate, and 1 KV read in a fresh isolate', async ({ task }) => {
    const strings = homeStrings()
    await translate(deepl().env, 'cs', strings)
    const coldCalls = (await fake.calls()).length

    const warm = deepl()
    let started = performance.now()
    const again = await translate(warm.env, 'cs', strings)
    const warmMs = performance.now() - started
    expect(warm.counts).toEqual({ d1: 0, kvReads: 0 })
    expect(again.dictionary.get('Skip to main content')).toBe(fakeTranslation('Skip to main content', 'CS'))

    resetTranslationEngine()
    const fresh = deepl()
    started = performance.now()
    const fromKv = await translate(fresh.env, 'cs', strings)
    const freshMs = performance.now() - started
    expect(fresh.counts).toEqual({ d1: 0, kvReads: 1 })
    expect(fromKv.dictionary.get('Skip to main content')).toBe(fakeTranslation('Skip to main content', 'CS'))
    const laterCalls = (await fake.calls()).length - coldCalls
    expect(laterCalls).toBe(0)
    recordCost(task, {
      page: 'home',
      lang: 'cs',
      strings: strings.length,
      warm: { ...warm.counts, providerRequests: laterCalls, ms: warmMs },
      freshIsolate: { ...fresh.counts, providerRequests: laterCalls, ms: freshMs },
    })
  })

  it('speaks the DeepL wire format with the source language, tag handling and its language codes', async () => {
    await translate(deepl().env, 'no', ['Our services', 'Meet Karla, your assistant'])
    await translate(deepl().env, 'pt', ['Our services'])
    const [norwegian, portuguese] = await fake.calls()
    expect(norwegian?.path).toBe('/v2/translate')
    expect(norwegian?.authorization).toBe('DeepL-Auth-Key test-key')
    expect(norwegian?.body).toMatchObject({ source_lang: 'EN', target_lang: 'NB', tag_handling: 'xml', ignore_tags: ['x'] })
    expect(norwegian?.body.text).toEqual(['Our services', 'Meet <x id="0">Karla</x>, your assistant'])
    expect(portuguese?.body.target_lang).toBe('PT-PT')
  })

  it('routes Malay to Google in a DeepL-first chain, in Google’s wire format, decoding its entities', async () => {
    const { env: testEnv } = deepl({ TRANSLATION_PROVIDER: 'deepl,google' })
    const result = await translate(testEnv, 'ms', ["Karla's day with {name}"])
    const [call] = await fake.calls()
    expect(call?.path).toBe('/language/translate/v2')
    expect(call?.googApiKey).toBe('test-key')
    expect(call?.body).toMatchObject({
      source: 'en',
      target: 'ms',
      format: 'html',
      q: ['<span translate="no" id="b0">Karla</span>\'s day with <span translate="no" id="b1">{name}</span>'],
    })
    expect(result.dictionary.get("Karla's day with {name}")).toBe("[ms] Karla's day with {name}")
  })

  it('keeps brand terms and never sends a text that is only a brand term', async () => {
    const result = await translate(deepl().env, 'cs', ['Karlin Labs', 'Now Assist', 'Why Karlin Labs builds on ServiceNow'])
    const sent = (await fake.calls()).flatMap((call) => call.body.text as string[])
    expect(sent).toEqual(['Why <x id="0">Karlin Labs</x> builds on <x id="1">ServiceNow</x>'])
    expect(result.dictionary.get('Why Karlin Labs builds on ServiceNow')).toBe('[CS] Why Karlin Labs builds on ServiceNow')
    expect(result.dictionary.has('Karlin Labs')).toBe(false)
  })

  it('sends a plural entry as one branch per plural category of the language, with a sample number, and puts it together again', async () => {
    const result = await translate(deepl().env, 'cs', [roiCopy.workingDays])
    const sent = (await fake.calls()).flatMap((call) => call.body.text as string[])
    expect(sent).toEqual(['<x id="0">1</x> working day', '<x id="0">2</x> working days', '<x id="0">0.1</x> working days', '<x id="0">0</x> working days'])
    expect(result.dictionary.get(roiCopy.workingDays)).toBe(
      '{days, plural, one {[CS] # working day} few {[CS] # working days} many {[CS] # working days} other {[CS] # working days}}',
    )
    expect(result.complete).toBe(true)
  })

  it('sends an entry with a context without it, and keeps the translation apart from the same English without one', async () => {
    const heading = inContext('section heading', 'Contact')
    const result = await translate(deepl().env, 'cs', [heading, 'Contact'])
    const sent = (await fake.calls()).flatMap((call) => call.body.text as string[])
    expect(sent).toEqual(['Contact', 'Contact'])
    expect(result.dictionary.get(heading)).toBe('[CS] Contact')
    expect(await translationKey(heading, 'cs')).not.toBe(await translationKey('Contact', 'cs'))
  })

  it('never sends legal text to a provider: it stays English until the memory has it, and the page still counts as complete', async () => {
    const legal = privacyPolicyCopy.sections[0]!.paragraphs[0]!
    const result = await translate(deepl().env, 'de', [legal, 'Our services'])
    const sent = (await fake.calls()).flatMap((call) => call.body.text as string[])
    expect(sent).toEqual(['Our services'])
    expect(result.dictionary.has(legal)).toBe(false)
    expect(result.complete).toBe(true)
    await saveTranslations(database(env.DB), [
      { key: await translationKey(legal, 'fr'), originalText: legal, targetLanguage: 'fr', translatedText: 'Texte juridique relu', provider: 'ai-draft' },
    ])
    expect((await translate(deepl().env, 'fr', [legal])).dictionary.get(legal)).toBe('Texte juridique relu')
  })

  it('translates a page once when two visitors ask at the same time', async () => {
    const { env: testEnv } = deepl()
    const strings = ['Our services', 'Our team', 'Contact']
    const [a, b] = await Promise.all([translate(testEnv, 'de', strings), translate(testEnv, 'de', strings)])
    expect(await fake.calls()).toHaveLength(1)
    expect(a.dictionary.get('Our team')).toBe('[DE] Our team')
    expect(b.dictionary.get('Our team')).toBe('[DE] Our team')
  })

  it('never calls the provider for a crawler, which gets cached translations or English', async () => {
    const { env: testEnv } = deepl()
    const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
    const english = await translate(testEnv, 'fr', ['Our services'], bot)
    expect(english.dictionary.get('Our services')).toBeUndefined()
    expect(await fake.calls()).toHaveLength(0)

    await translate(testEnv, 'fr', ['Our services'])
    resetTranslationEngine()
    const cached = await translate(testEnv, 'fr', ['Our services'], bot)
    expect(cached.dictionary.get('Our services')).toBe('[FR] Our services')
    expect(await fake.calls()).toHaveLength(1)
  })
})

describe('discarded results', () => {
  const plain = 'Answers for your customers around the clock'
  const branded = 'Karla answers your customers around the clock'
  // Each rule on a text that only that rule can catch; the engine logs why it discarded a result.
  const cases: [FakeMode['behaviour'], string, string, Rejection][] = [
    ['empty', 'an empty result', plain, 'empty'],
    ['unchanged', 'an unchanged result', plain, 'unchanged'],
    ['too-long', 'a result over 5 times as long', plain, 'ratio'],
    ['too-short', 'a result under 0.2 of the length', plain, 'ratio'],
    ['drop-term', 'a result that lost a brand term', branded, 'markup'],
    ['repeat-term', 'a result that repeats a brand term', branded, 'brand-terms'],
    ['mangle-markup', 'a result with mangled markup', branded, 'markup'],
  ]
  for (const [behaviour, name, text, reason] of cases) {
    it(`serves English for ${name} and caches nothing`, async () => {
      await fake.setMode({ behaviour })
      const warnings = vi.spyOn(console, 'warn')
      const { env: testEnv } = deepl()
      const result = await translate(testEnv, 'cs', [text])
      expect(result.dictionary.get(text)).toBeUndefined()
      expect(result.complete).toBe(false)
      const rejected = warnings.mock.calls.map(([line]) => JSON.parse(String(line)) as { event: string; reasons?: Record<string, number> })
      expect(rejected.find((entry) => entry.event === 'translation_rejected')?.reasons).toEqual({ [reason]: 1 })
      warnings.mockRestore()
      expect(await rowCount()).toBe(0)
      const stored = await env.CACHE.get<{ entries: [string, string][] }>(pageKey('cs', await hashStrings([text])), 'json')
      expect(stored?.entries ?? []).toEqual([])
    })
  }

  it('serves an acronym the provider leaves unchanged in English without counting a failure', async () => {
    await fake.setMode({ behaviour: 'unchanged' })
    const { env: testEnv } = deepl()
    for (let i = 0; i < 4; i++) {
      resetTranslationEngine()
      const result = await translate(testEnv, 'cs', ['ITSM', 'HRSD'])
      expect(result.unavailable).toBe(false)
      expect(result.complete).toBe(true)
    }
    expect(await rowCount()).toBe(0)
  })
})

describe('provider failures', () => {
  it('retries a 429 with backoff and then succeeds', async () => {
    await fake.setMode({ behaviour: 'rate-limited', times: 2 })
    const result = await translate(deepl().env, 'cs', ['Our services'])
    expect(await fake.calls()).toHaveLength(3)
    expect(result.dictionary.get('Our services')).toBe('[CS] Our services')
  })

  it('does not retry DeepL 456 or Google 403 quota errors, and caches nothing', async () => {
    await fake.setMode({ behaviour: 'quota' })
    const a = await translate(deepl().env, 'cs', ['Our services'])
    resetTranslationEngine()
    const b = await translate(deepl({ TRANSLATION_PROVIDER: 'google' }).env, 'cs', ['Our team'])
    const calls = await fake.calls()
    expect(calls.map((call) => call.path)).toEqual(['/v2/translate', '/language/translate/v2'])
    expect(a.dictionary.size + b.dictionary.size).toBe(0)
    expect(await rowCount()).toBe(0)
  })

  it('falls back to the next provider of the chain', async () => {
    await fake.setMode({ behaviour: 'quota', times: 1 })
    const result = await translate(deepl({ TRANSLATION_PROVIDER: 'deepl,google' }).env, 'cs', ['Our services'])
    expect((await fake.calls()).map((call) => call.path)).toEqual(['/v2/translate', '/language/translate/v2'])
    expect(result.dictionary.get('Our services')).toBe('[cs] Our services')
  })

  it('serves English for malformed JSON and caches nothing', async () => {
    await fake.setMode({ behaviour: 'malformed-json' })
    const result = await translate(deepl().env, 'cs', ['Our services'])
    expect(result.dictionary.size).toBe(0)
    expect(await rowCount()).toBe(0)
  })

  it('waits the default 1500 ms for the provider when TRANSLATION_TIMEOUT_MS is out of range (0), not no time at all', async () => {
    const result = await translate(deepl({ TRANSLATION_TIMEOUT_MS: '0' }).env, 'cs', ['Our services'])
    expect(result.dictionary.get('Our services')).toBe('[CS] Our services')
  })

  it('takes a provider’s own TRANSLATION_API_URL_<NAME>, and the shared address when that one is not an address', async () => {
    const own = await translate(deepl({ TRANSLATION_API_URL: 'http://127.0.0.1:9', TRANSLATION_API_URL_DEEPL: fake.url } as Partial<Env>).env, 'cs', [
      'Our services',
    ])
    expect(own.dictionary.get('Our services')).toBe('[CS] Our services')
    resetTranslationEngine()
    const shared = await translate(deepl({ TRANSLATION_API_URL_DEEPL: 'fake-provider:8787' } as Partial<Env>).env, 'cs', ['Our team'])
    expect(shared.dictionary.get('Our team')).toBe('[CS] Our team')
  })

  it('serves English while a slow provider answers, and the translation is there for the next visitor', async () => {
    await fake.setMode({ behaviour: 'ok', delayMs: 600 })
    const { env: testEnv } = deepl({ TRANSLATION_TIMEOUT_MS: '100' })
    const ctx = createExecutionContext()
    const started = Date.now()
    const first = await translationEngine(testEnv).translatePage({ ctx, lang: 'cs', strings: ['Our services'] })
    expect(Date.now() - started).toBeLessThan(500)
    expect(first.dictionary.get('Our services')).toBeUndefined()
    await waitOnExecutionContext(ctx)
    const next = await translate(testEnv, 'cs', ['Our services'])
    expect(next.dictionary.get('Our services')).toBe('[CS] Our services')
    expect(await fake.calls()).toHaveLength(1)
  })

  it('opens the breaker after 3 failures: the selector says unavailable and marks languages not fully cached', async () => {
    await fake.setMode({ behaviour: 'down' })
    const { env: testEnv } = deepl()
    // One language is marked complete for the current site strings, so it stays selectable.
    const { siteCatalog } = await import('../../src/translation')
    await env.CACHE.put(languageStateKey('de'), JSON.stringify({ version: '0', completeFor: await siteCatalog().hash }))
    for (const lang of ['cs', 'sk', 'fr'] as const) {
      const result = await translate(testEnv, lang, ['Our services'])
      expect(result.dictionary.size).toBe(0)
    }
    const callsWhenOpened = (await fake.calls()).length
    expect(callsWhenOpened).toBe(9) // 3 failures, each tried 3 times (503 is retried)
    const result = await translate(testEnv, 'it', ['Our services'])
    expect(result.unavailable).toBe(true)
    expect(result.unavailableLanguages.has('it')).toBe(true)
    expect(result.unavailableLanguages.has('de')).toBe(false)
    expect(result.unavailableLanguages.has('en')).toBe(false)
    expect(await fake.calls()).toHaveLength(callsWhenOpened)
    expect(await rowCount()).toBe(0)
  })
})

describe('the language selector while the provider is down', () => {
  it('warns that translation is unavailable and disables every language that is not fully translated', async () => {
    await fake.setMode({ behaviour: 'down' })
    const { env: testEnv } = deepl()
    const { siteCatalog } = await import('../../src/translation')
    await env.CACHE.put(languageStateKey('de'), JSON.stringify({ version: '0', completeFor: await siteCatalog().hash }))
    for (const lang of ['cs', 'sk', 'fr'] as const) await translate(testEnv, lang, ['Our services'])

    const response = await app.request('https://example.com/it/use-cases/hotels', {}, testEnv, createExecutionContext())
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(html).toContain('Translation service unavailable')
    // Italian and Czech are not fully translated: shown, but not links. German is, and English always is.
    expect(html).toMatch(/<span aria-disabled="true" lang="it"[^>]*>.*?Italiano.*?Unavailable/)
    expect(html).toMatch(/<span aria-disabled="true" lang="cs"[^>]*>.*?Čeština.*?Unavailable/)
    expect(html).toContain('href="/de/use-cases/hotels" hrefLang="de"')
    expect(html).toContain('href="/en/use-cases/hotels" hrefLang="en"')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60')
  })
})

describe('freshness', () => {
  it('never overwrites a reviewed translation with a machine one', async () => {
    const key = await translationKey('Our services', 'cs')
    await env.DB.prepare(
      "INSERT INTO translations (key, original_text, target_language, translated_text, provider, reviewed, created_at, updated_at) VALUES (?, 'Our services', 'cs', 'Naše služby', 'human', 1, 0, 0)",
    )
      .bind(key)
      .run()
    await saveTranslations(database(env.DB), [{ key, originalText: 'Our services', targetLanguage: 'cs', translatedText: 'machine', provider: 'deepl' }])
    const result = await translate(deepl().env, 'cs', ['Our services'])
    expect(result.dictionary.get('Our services')).toBe('Naše služby')
    expect(await fake.calls()).toHaveLength(0)
  })

  it('translates edited English again, and keys by text, language and brand-term version', async () => {
    expect(await translationKey('Our services', 'cs')).not.toBe(await translationKey('Our services!', 'cs'))
    expect(await translationKey('Our services', 'cs')).not.toBe(await translationKey('Our services', 'sk'))
    await translate(deepl().env, 'cs', ['Our services'])
    await translate(deepl().env, 'cs', ['Our services!'])
    expect((await fake.calls()).flatMap((call) => call.body.text as string[])).toEqual(['Our services', 'Our services!'])
  })

  it('stops using stored page dictionaries when the language’s translations change version', async () => {
    await translate(deepl().env, 'cs', ['Our services'])
    await env.DB.prepare("UPDATE translations SET translated_text = 'Naše služby', reviewed = 1").run()
    await env.CACHE.put(languageStateKey('cs'), JSON.stringify({ version: 'reviewed-1' }))
    resetTranslationEngine()
    const { env: testEnv, counts } = deepl()
    const result = await translate(testEnv, 'cs', ['Our services'])
    expect(result.dictionary.get('Our services')).toBe('Naše služby')
    expect(counts.d1).toBe(1)
  })
})

describe('the rendered page', () => {
  it('leaves the Worker already translated', async () => {
    const key = await translationKey('Skip to main content', 'cs')
    await env.DB.prepare(
      "INSERT INTO translations (key, original_text, target_language, translated_text, provider, created_at, updated_at) VALUES (?, 'Skip to main content', 'cs', 'Přeskočit na obsah', 'import', 0, 0)",
    )
      .bind(key)
      .run()
    const html = await (await SELF.fetch('https://example.com/cs')).text()
    expect(html).toContain('Přeskočit na obsah')
    expect(html).not.toContain('Skip to main content')
  })
})

describe('POST /api/translate', () => {
  const post = (body: unknown, init: { headers?: Record<string, string>; raw?: string; env?: Env } = {}) => {
    const request = new Request('https://example.com/api/translate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': crypto.randomUUID(), ...init.headers },
      body: init.raw ?? JSON.stringify(body),
    })
    return init.env ? app.request(request, undefined, init.env, createExecutionContext()) : SELF.fetch(request)
  }

  it('translates the site’s own strings with the provider and answers {translatedText}', async () => {
    const response = await post({ text: ' Skip to main content ', targetLanguage: 'cs', sourceLanguage: 'en' }, { env: deepl().env })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ translatedText: '[CS] Skip to main content' })
    expect(await rowCount()).toBe(1)
  })

  it('answers cached translations', async () => {
    await saveTranslations(database(env.DB), [
      {
        key: await translationKey('Anything cached', 'de'),
        originalText: 'Anything cached',
        targetLanguage: 'de',
        translatedText: 'Alles',
        provider: 'import',
      },
    ])
    const response = await post({ text: 'Anything cached', targetLanguage: 'de' })
    expect(await response.json()).toEqual({ translatedText: 'Alles' })
  })

  it('refuses arbitrary text without an admin session', async () => {
    const response = await post({ text: 'Translate my essay please', targetLanguage: 'cs', sourceLanguage: 'en' }, { env: deepl().env })
    expect(response.status).toBe(403)
    expect(await fake.calls()).toHaveLength(0)
  })

  it('answers 415, 400, 413 with a clear JSON error', async () => {
    const form = await post(null, { headers: { 'Content-Type': 'text/plain' }, raw: 'text=hi' })
    expect(form.status).toBe(415)
    const language = await post({ text: 'Contact', targetLanguage: 'xx', sourceLanguage: 'en' })
    expect(language.status).toBe(400)
    expect((await language.json<{ error: string }>()).error).toMatch(/targetLanguage must be one of/)
    const broken = await post(null, { raw: '{"text":' })
    expect(broken.status).toBe(400)
    const long = await post({ text: 'a'.repeat(5001), targetLanguage: 'cs', sourceLanguage: 'en' })
    expect(long.status).toBe(413)
  })

  it('limits each client to 60 requests a minute with 429', async () => {
    const headers = { 'cf-connecting-ip': '203.0.113.9' }
    const statuses: number[] = []
    for (let i = 0; i < 61; i++) statuses.push((await post({ text: 'Contact', targetLanguage: 'en' }, { headers })).status)
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true)
    expect(statuses[60]).toBe(429)
  })
})
