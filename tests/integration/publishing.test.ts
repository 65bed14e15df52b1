/**
 * Publishing edits in batches: an edit is in D1 (and the console) at once, and the public
 * pages get it when the language is next published, at most once per interval per
 * language (by the Cron Trigger or the owner's "Publish now"). A day of reviewing then
 * stays well inside the Free plan's 1,000 KV writes a day. The clock is moved
 * (src/platform/clock.ts) instead of waiting.
 */
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { sendableStrings } from '../../src/admin/translations/cost'
import { homeCopy } from '../../src/copy/home'
import { PUBLISH_INTERVAL_MS, siteCatalog } from '../../src/translation'
import { skipReason } from '../../src/translation/checks'
import { languageStateKey } from '../../src/translation/kv'
import { PAGE_ROUTES, localePath } from '../../src/lib/routes'
import { clock } from '../../src/platform/clock'
import { forgetRememberedAnswers } from '../../src/platform/edge-cache'
import { call, consoleEnv, csrfFor, form, logIn, page, post, readable, resetConsoleTables, runCron, sessionCookie } from './console-helpers'
import { remember } from './memory-helpers'

// A day of 300 edits, Cron runs and page views: longer than the default on a busy machine.
vi.setConfig({ testTimeout: 180_000 })

const CRON_MS = 5 * 60_000
const PAGES = PAGE_ROUTES.map((route) => localePath('cs', route.path))

let puts = 0
let testEnv: Env
let owner: string

/** The Worker's env with its KV binding counting every write (`put`, `delete`). */
function countingEnv(): Env {
  const cache = new Proxy(env.CACHE, {
    get(target, property) {
      const value = Reflect.get(target, property) as unknown
      if (typeof value !== 'function') return value
      if (property === 'put' || property === 'delete') puts++
      return (value as (...args: unknown[]) => unknown).bind(target)
    },
  })
  const build = { CF_VERSION_METADATA: { id: crypto.randomUUID(), tag: '', timestamp: '' } }
  return { ...consoleEnv().env, ...build, CACHE: cache }
}

const at = (time: number) => {
  clock.now = () => time
}

/** Czech's published version, read past the counter. */
const version = async () => (await env.CACHE.get<{ version: string }>(languageStateKey('cs'), 'json'))?.version

/** Every site string in Czech ("CS …"), so every page is complete and its dictionary is stored once per version. */
async function translateEverything(): Promise<void> {
  const strings = siteCatalog().strings.filter((text) => !skipReason(text, 'cs'))
  await remember('cs', Object.fromEntries(strings.map((text) => [text, `CS ${text}`])))
}

/** Czech strings with no markup, slots or names, in the order a visitor meets them: an edit of them needs no care. */
const plainStrings = () => sendableStrings('cs').texts.filter((text) => /^[A-Za-z][A-Za-z ,.’-]{12,}$/.test(text) && !/Karlin|Karla|ServiceNow/.test(text))

beforeEach(async () => {
  puts = 0
  forgetRememberedAnswers()
  await resetConsoleTables()
  await env.DB.exec('DELETE FROM translations; DELETE FROM translation_revisions; DELETE FROM translation_publications; DELETE FROM reviewers')
  const { keys } = await env.CACHE.list()
  await Promise.all(keys.map((key) => env.CACHE.delete(key.name)))
  testEnv = countingEnv()
  await translateEverything()
  owner = await logIn(testEnv)
})

describe('a day of reviewing', () => {
  it('publishes 300 edits over eight hours in a few batches, well inside the Free plan’s 1,000 KV writes, every page viewed after every publication', async () => {
    const edits = plainStrings().slice(0, 300)
    expect(edits).toHaveLength(300)
    const start = Date.now()
    at(start)
    const csrf = await csrfFor(owner, testEnv)
    let seen = await version()
    /** A visitor on every Czech page whenever the language has a new version: the worst case of the day. */
    const viewAfterPublication = async () => {
      const now = await version()
      if (now === seen) return
      seen = now
      for (const path of PAGES) expect((await page(path, null, testEnv)).status).toBe(200)
    }
    await viewAfterPublication()
    for (const path of PAGES) await page(path, null, testEnv)
    puts = 0

    let nextCron = start + CRON_MS
    const cronUntil = async (time: number) => {
      for (; nextCron <= time; nextCron += CRON_MS) {
        at(nextCron)
        await runCron(testEnv)
        await viewAfterPublication()
      }
    }
    // One edit every 96 seconds for eight hours; the Cron Trigger runs every five minutes.
    for (const [index, english] of edits.entries()) {
      const time = start + index * 96_000
      await cronUntil(time)
      at(time)
      const saved = await post('/en/admin/translations/cs', owner, testEnv, { intent: 'save', english, translation: `Opraveno ${index}: ${english}`, csrf })
      expect(saved.status).toBe(303)
      await viewAfterPublication()
      // Today's code spends a write on every save and more on every view: stop counting once it is over the plan.
      if (puts >= 1000) break
    }
    // The rest of the day: the last batch goes out.
    await cronUntil(start + 300 * 96_000 + PUBLISH_INTERVAL_MS + CRON_MS)

    console.info(`KV writes for 300 edits with every page viewed after each publication: ${puts}`)
    expect(puts).toBeLessThanOrEqual(300)
    // Every edit is published by the end of the day, the first on the Czech home page.
    expect(await (await page('/cs', null, testEnv)).text()).toContain('Opraveno 0: ')
    const pending = await env.DB.prepare("SELECT pending_since FROM translation_publications WHERE language = 'cs'").first<{ pending_since: number | null }>()
    expect(pending?.pending_since).toBeNull()
  })
})

describe('one version, one text', () => {
  it('builds a page first seen after a waiting change with the published text, so no two pages of a version differ', async () => {
    // The first plain string in the order a visitor meets them: the header's or the footer's, on every page.
    const [english] = plainStrings()
    if (!english) throw new Error('no plain string')
    at(Date.now())
    await post('/en/admin/translations/cs', owner, testEnv, { intent: 'save', english, translation: `Publikovaná verze: ${english}` })
    expect(await (await page('/cs', null, testEnv)).text()).toContain('Publikovaná verze: ')

    await post('/en/admin/translations/cs', owner, testEnv, { intent: 'save', english, translation: `Čekající verze: ${english}` })
    // Pages no visitor has seen under this version are built now, from D1: with the published text.
    for (const path of PAGES.slice(1)) {
      const html = await (await page(path, null, testEnv)).text()
      expect(html, path).toContain('Publikovaná verze: ')
      expect(html, path).not.toContain('Čekající verze: ')
    }
    await post('/en/admin/translations/cs', owner, testEnv, { intent: 'publish' })
    for (const path of PAGES) expect(await (await page(path, null, testEnv)).text(), path).toContain('Čekající verze: ')
  })
})

describe('pages built under a published version', () => {
  it('show each string its own text: a string changed since reads as it was published, the others as they are', async () => {
    at(Date.now())
    // Two strings of the header or footer, so every page has both.
    const seen = await (await page(PAGES[1] as string, null, testEnv)).text()
    const [first, second] = plainStrings().filter((text) => seen.includes(`CS ${text}`))
    if (!first || !second) throw new Error('no plain strings on every page')
    await post('/en/admin/translations/cs', owner, testEnv, { intent: 'save', english: first, translation: `Publikovaná verze: ${first}` })
    await post('/en/admin/translations/cs', owner, testEnv, { intent: 'save', english: second, translation: `Čekající verze: ${second}` })
    const path = PAGES[2] as string
    const html = await (await page(path, null, testEnv)).text()
    expect(html, path).toContain(`Publikovaná verze: ${first}`)
    expect(html, path).toContain(`CS ${second}`)
    expect(html, path).not.toContain('Čekající verze: ')
    // No other string borrows a revision's text.
    expect(html.split('Publikovaná verze: ').length, path).toBe(html.split(`Publikovaná verze: ${first}`).length)
  })
})

describe('when an edit reaches the public pages', () => {
  it('shows a quiet language’s first edit at once, the next within the interval, and the owner’s "Publish now" at once', async () => {
    const english = homeCopy.hero.title
    const heading = async () => readable(await page('/cs', null, testEnv))
    const start = Date.now()
    at(start)
    expect(await heading()).toContain(`CS ${english}`)

    const first = await post('/en/admin/translations/cs', owner, testEnv, { intent: 'save', english, translation: 'Ruční titulek jedna' })
    expect(first.headers.get('Location')).toBe('/en/admin/translations/cs?notice=saved')
    expect(await heading()).toContain('Ruční titulek jedna')

    // A minute later: saved and shown in the console at once, on the public pages with the next batch.
    at(start + 60_000)
    const second = await post('/en/admin/translations/cs', owner, testEnv, { intent: 'save', english, translation: 'Ruční titulek dvě' })
    expect(second.headers.get('Location')).toBe('/en/admin/translations/cs?notice=savedLater')
    const screen = await readable(await page(second.headers.get('Location') ?? '', owner, testEnv))
    expect(screen).toContain('Translation saved. Pages in this language show it within the hour.')
    expect(await readable(await page(`/en/admin/translations/cs?q=${encodeURIComponent(english)}`, owner, testEnv))).toContain('Ruční titulek dvě')
    expect(screen).toContain('Changes saved since the last publication reach the public pages within the hour. Publish now')
    expect(await readable(await page('/en/admin/review/cs', owner, testEnv))).toContain('Ruční titulek dvě')
    // The public page keeps the published text whole until then, cached or rebuilt.
    for (const minutes of [2, 20, 40]) {
      at(start + minutes * 60_000)
      await runCron(testEnv)
      const text = await heading()
      expect(text).toContain('Ruční titulek jedna')
      expect(text).not.toContain('Ruční titulek dvě')
    }
    // The first Cron run after the interval publishes it.
    at(start + PUBLISH_INTERVAL_MS + CRON_MS)
    await runCron(testEnv)
    expect(await heading()).toContain('Ruční titulek dvě')

    // Within the next interval the owner publishes at once, with the console's CSRF protection.
    at(start + PUBLISH_INTERVAL_MS + 2 * CRON_MS)
    owner = await logIn(testEnv)
    await post('/en/admin/translations/cs', owner, testEnv, { intent: 'save', english, translation: 'Ruční titulek tři' })
    expect(await heading()).toContain('Ruční titulek dvě')
    expect((await post('/en/admin/translations/cs', owner, testEnv, { intent: 'publish', csrf: 'forged' })).status).toBe(403)
    // Publishing spends the plan's KV writes: an invited reviewer may not, and is not offered it.
    const invited = await post('/en/admin/translations', owner, testEnv, { intent: 'invite', name: 'Jana', language: 'cs', days: '14' })
    const link = new URL(/id="invitation-link"[^>]*value="([^"]+)"/.exec(await invited.text())?.[1] ?? '').pathname
    const reviewer = sessionCookie(await call(form(link, { lang: 'cs' }, { 'CF-Connecting-IP': '203.0.113.41' }), testEnv))
    expect((await post('/cs/admin/translations/cs', reviewer, testEnv, { intent: 'publish' })).status).toBe(403)
    const reviewerScreen = await readable(await page('/cs/admin/translations/cs', reviewer, testEnv))
    expect(reviewerScreen).toContain('Changes saved since the last publication reach the public pages within the hour.')
    expect(reviewerScreen).not.toContain('Publish now')
    expect(await heading()).toContain('Ruční titulek dvě')
    const published = await post('/en/admin/translations/cs', owner, testEnv, { intent: 'publish' })
    expect(published.headers.get('Location')).toBe('/en/admin/translations/cs?notice=published')
    expect(await heading()).toContain('Ruční titulek tři')
    expect(await readable(await page('/en/admin/translations/cs', owner, testEnv))).not.toContain('Publish now')
  })
})
