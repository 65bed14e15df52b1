/**
 * The edge cache of a page is keyed by its language's translation version. An isolate
 * remembers that version and each page's dictionary for a minute, but not necessarily
 * from the same moment: these tests move the clock (src/platform/clock.ts) so that the
 * isolate has read a new version while it still holds a dictionary built under the old
 * one, and check that the old text is never stored under the new version.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { SHELL_CATALOGS, privacyPolicyPageCopy } from '../../src/copy'
import { privacyPolicyCopy } from '../../src/copy/legal/privacy-policy'
import { database } from '../../src/db'
import { collectStrings } from '../../src/i18n/copy'
import worker from '../../src/index'
import { clock } from '../../src/platform/clock'
import { forgetRememberedAnswers } from '../../src/platform/edge-cache'
import { resetTranslationEngine } from '../../src/translation'
import { MEMORY_TTL_MS } from '../../src/translation/completeness'
import { upsertTranslations } from '../../src/translation/d1'
import { translationKey } from '../../src/translation/keys'
import { languageStateKey, writeLanguageState } from '../../src/translation/kv'
import { remember } from './memory-helpers'

const ORIGIN = 'https://example.com'
const PAGE = '/cs/privacy-policy'
const OLD_TITLE = 'Zásady ochrany osobních údajů (stará verze)'
const NEW_TITLE = 'Zásady ochrany osobních údajů'

let build: Pick<Env, 'CF_VERSION_METADATA'>
let start: number

async function fetchPage(path: string, overrides: Partial<Env> = {}): Promise<Response> {
  const ctx = createExecutionContext()
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`), { ...env, ...build, ...overrides }, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

const at = (offsetMs: number) => {
  clock.now = () => start + offsetMs
}

/** The page's main heading: the privacy policy's title. */
const heading = async (response: Response) => /<h1[^>]*>(.*?)<\/h1>/s.exec(await response.text())?.[1]

const cacheState = (response: Response) => /cache;desc="(\w+)"/.exec(response.headers.get('Server-Timing') ?? '')?.[1]

/** What another isolate's import or admin edit does: a new translation of the page's title, a new language version. */
async function publishNewTitle(): Promise<void> {
  const title = privacyPolicyCopy.title
  await upsertTranslations(database(env.DB), [
    { key: await translationKey(title, 'cs'), originalText: title, targetLanguage: 'cs', translatedText: NEW_TITLE, provider: 'import' },
  ])
  await writeLanguageState(env.CACHE, 'cs', { version: `new-${crypto.randomUUID()}` })
}

/** The privacy page's strings in Czech, its title in an older wording: the version every test starts from. */
async function translateOldWording(): Promise<void> {
  const strings = collectStrings(...SHELL_CATALOGS, privacyPolicyPageCopy.meta, ...privacyPolicyPageCopy.catalogs)
  await remember('cs', { ...Object.fromEntries(strings.map((text) => [text, `CS ${text}`])), [privacyPolicyCopy.title]: OLD_TITLE })
}

/** Publishes the new wording at 50 s and returns the language's state from before it. */
async function changeAtFiftySeconds(): Promise<unknown> {
  at(50_000)
  const oldState = await env.CACHE.get(languageStateKey('cs'), 'json')
  await publishNewTitle()
  return oldState
}

/** A fresh isolate, later: it knows nothing but what KV and the Cache API hold. */
async function freshIsolateLater(): Promise<Response> {
  at(10 * MEMORY_TTL_MS)
  resetTranslationEngine()
  forgetRememberedAnswers()
  return fetchPage(PAGE)
}

beforeEach(() => {
  build = { CF_VERSION_METADATA: { id: crypto.randomUUID(), tag: '', timestamp: '' } }
  start = Date.now()
  resetTranslationEngine()
  forgetRememberedAnswers()
})

describe('the edge cache and a translation change in another isolate', () => {
  it('never leaves the old text in the cache under the new version once the isolate’s version expires before a page’s dictionary', async () => {
    await translateOldWording()
    // The version is read at 0 s (another page), the privacy page's dictionary built at 40 s.
    at(0)
    await fetchPage('/cs/terms-of-service')
    at(40_000)
    expect(await heading(await fetchPage(PAGE))).toBe(OLD_TITLE)
    await changeAtFiftySeconds()
    // At 61 s the version is a minute old and read again; the page's dictionary is 21 s old.
    at(MEMORY_TTL_MS + 1000)
    await fetchPage(PAGE)
    expect(await heading(await freshIsolateLater())).toBe(NEW_TITLE)
  })

  it('renders with the new version as soon as the isolate has read it, also a page whose dictionary is still fresh', async () => {
    await translateOldWording()
    at(0)
    expect(await heading(await fetchPage(PAGE))).toBe(OLD_TITLE)
    await changeAtFiftySeconds()
    // Another page reads the new version at 55 s; the privacy page's dictionary is 56 s old at 56 s.
    at(55_000)
    await fetchPage('/cs/terms-of-service')
    at(56_000)
    const during = await fetchPage(PAGE)
    expect(cacheState(during)).toBe('miss')
    expect(await heading(during)).toBe(NEW_TITLE)
  })

  it('stores a page under the version of the dictionary it rendered with, even when KV still answers the old state', async () => {
    await translateOldWording()
    at(0)
    await fetchPage(PAGE)
    const oldState = await changeAtFiftySeconds()
    at(55_000)
    await fetchPage('/cs/terms-of-service')
    // KV is eventually consistent: this isolate knows the new version (its cache key),
    // while the read for the page's dictionary still sees the old state and dictionary.
    const lagging = new Proxy(env.CACHE, {
      get(target, property) {
        const value = Reflect.get(target, property) as unknown
        if (typeof value !== 'function') return value
        if (property !== 'get') return value.bind(target)
        return async (...args: Parameters<KVNamespace['get']>) => {
          const found = (await (value as KVNamespace['get']).apply(target, args)) as unknown
          if (!(found instanceof Map)) return found
          return new Map([...found].map(([key, entry]) => [key, key === languageStateKey('cs') ? oldState : entry]))
        }
      },
    })
    at(56_000)
    const during = await fetchPage(PAGE, { CACHE: lagging })
    expect(cacheState(during)).toBe('miss')
    expect(await heading(during)).toBe(OLD_TITLE)
    expect(await heading(await freshIsolateLater())).toBe(NEW_TITLE)
  })
})
