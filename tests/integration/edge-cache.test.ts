import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { SHELL_CATALOGS, privacyPolicyPageCopy } from '../../src/copy'
import { privacyPolicyCopy } from '../../src/copy/legal/privacy-policy'
import { collectStrings } from '../../src/i18n/copy'
import worker from '../../src/index'
import { edgeCacheKey, edgeCached, forgetRememberedAnswers } from '../../src/platform/edge-cache'
import { database } from '../../src/db'
import { upsertTranslations } from '../../src/translation/d1'
import { forgetLanguage } from '../../src/translation/isolate'
import { translationKey } from '../../src/translation/keys'
import { bumpLanguageVersion } from '../../src/translation/kv'
import { remember } from './memory-helpers'

const ORIGIN = 'https://example.com'

/** Each test deploys its own build, so what one test stores never answers another. */
let build: Pick<Env, 'CF_VERSION_METADATA'>

/** One request through the Worker, waiting for what it stores after answering. */
async function fetchPage(path: string, overrides: Partial<Env> = {}, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext()
  const request = new Request(`${ORIGIN}${path}`, init) as Request<unknown, IncomingRequestCfProperties>
  const response = await worker.fetch(request, { ...env, ...build, ...overrides }, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

const cacheState = (response: Response) => /cache;desc="(\w+)"/.exec(response.headers.get('Server-Timing') ?? '')?.[1]

beforeEach(() => {
  build = { CF_VERSION_METADATA: { id: crypto.randomUUID(), tag: '', timestamp: '' } }
})

describe('the edge cache of public pages', () => {
  it('renders a page once and answers the next request from the cache, saying which it did', async () => {
    const first = await fetchPage('/en/use-cases/hotels')
    expect(first.status).toBe(200)
    expect(first.headers.get('Server-Timing')).toMatch(/^cache;desc="miss", render;dur=\d+$/)
    const html = await first.text()

    const second = await fetchPage('/en/use-cases/hotels')
    expect(cacheState(second)).toBe('hit')
    expect(second.headers.get('Cache-Control')).toBe(first.headers.get('Cache-Control'))
    expect(second.headers.get('Content-Security-Policy')).toContain("default-src 'none'")
    expect(await second.text()).toBe(html)
  })

  it('misses after a new deploy: the build is part of the key', async () => {
    await fetchPage('/en/terms-of-service')
    expect(cacheState(await fetchPage('/en/terms-of-service'))).toBe('hit')
    const redeployed = { CF_VERSION_METADATA: { id: 'next-version', tag: '', timestamp: '' } }
    expect(cacheState(await fetchPage('/en/terms-of-service', redeployed))).toBe('miss')
  })

  it('misses after a translation changes, and shows the new translation at once', async () => {
    const strings = collectStrings(...SHELL_CATALOGS, privacyPolicyPageCopy.meta, ...privacyPolicyPageCopy.catalogs)
    await remember('cs', Object.fromEntries(strings.map((text) => [text, `CS ${text}`])))
    expect(cacheState(await fetchPage('/cs/privacy-policy'))).toBe('miss')
    expect(cacheState(await fetchPage('/cs/privacy-policy'))).toBe('hit')

    // What an edit in the admin area does: a new translation, a new language version, this isolate forgets the old.
    const heading = privacyPolicyCopy.title
    await upsertTranslations(database(env.DB), [
      {
        key: await translationKey(heading, 'cs'),
        originalText: heading,
        targetLanguage: 'cs',
        translatedText: 'Zásady ochrany soukromí',
        provider: 'human',
        reviewed: true,
      },
    ])
    await bumpLanguageVersion(env.CACHE, 'cs')
    forgetLanguage('cs')
    const edited = await fetchPage('/cs/privacy-policy')
    expect(cacheState(edited)).toBe('miss')
    expect(await edited.text()).toContain('Zásady ochrany soukromí')
  })

  it('never stores a page still partly in English, the admin area, an error page or an API answer', async () => {
    for (const path of ['/de/use-cases/hotels', '/en/admin', '/en/no-such-page']) {
      await fetchPage(path)
      expect(cacheState(await fetchPage(path)), path).not.toBe('hit')
    }
    const challenge = () => fetchPage('/api/contact/challenge', {}, { headers: { 'CF-Connecting-IP': '198.51.100.7' } })
    await challenge()
    expect((await challenge()).headers.get('Server-Timing')).toBeNull()
  })

  it('keeps the sitemap for the day and the build', async () => {
    const first = await fetchPage('/sitemap.xml')
    expect(cacheState(first)).toBe('miss')
    const second = await fetchPage('/sitemap.xml')
    expect(cacheState(second)).toBe('hit')
    expect(second.headers.get('Content-Type')).toContain('application/xml')
    expect(await second.text()).toBe(await first.text())
  })

  it('never stores an answer that sets a cookie', async () => {
    const key = edgeCacheKey(`${ORIGIN}/en`, [crypto.randomUUID()])
    const render = async () => new Response('<p>hi</p>', { headers: { 'Set-Cookie': 'a=b', 'Cache-Control': 'public, max-age=300' } })
    await edgeCached(key, render, () => key)
    expect(await (caches as unknown as { default: Cache }).default.match(key)).toBeUndefined()
  })
})

describe('the isolate’s memory in front of the edge cache', () => {
  it('answers a hot page from memory with the browser’s own Cache-Control, also after the Cache API answered it', async () => {
    const key = edgeCacheKey(`${ORIGIN}/en/hot`, [crypto.randomUUID()])
    let renders = 0
    const render = async () => {
      renders++
      return new Response('<p>hot</p>', { headers: { 'Cache-Control': 'public, max-age=300', 'Content-Type': 'text/html' } })
    }
    const answers = [await edgeCached(key, render, () => key)]
    forgetRememberedAnswers() // as a fresh isolate: the next answer comes from the Cache API
    for (let i = 0; i < 2; i++) answers.push(await edgeCached(key, render, () => key))
    expect(renders).toBe(1)
    for (const answer of answers.slice(1)) {
      expect(answer.headers.get('Server-Timing')).toBe('cache;desc="hit"')
      expect(answer.headers.get('Cache-Control')).toBe('public, max-age=300')
      expect(answer.headers.has('X-Browser-Cache-Control')).toBe(false)
      expect(await answer.text()).toBe('<p>hot</p>')
    }
  })
})
