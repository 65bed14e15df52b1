/**
 * Translating languages again in the background: a job per language that the request
 * starting it and the Cron Trigger move on, batch by batch, without touching reviewed
 * strings; a provider failure is an error the job and the screens show, and a later run
 * resumes it; provider health counts only characters a provider translated.
 */
import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { homeCopy } from '../../src/copy/home'
import { sendableStrings } from '../../src/admin/translations/cost'
import { BACKOFF_MS, MAX_FAILURES, stepJob } from '../../src/admin/translations/jobs'
import { listedStrings } from '../../src/admin/translations/queries'
import { providerUsage, retranslationJobs, translations } from '../../src/db/schema'
import type { LanguageCode } from '../../src/lib/languages'
import { clock } from '../../src/platform/clock'
import { resetTranslationEngine } from '../../src/translation'
import { upsertTranslations } from '../../src/translation/d1'
import { translationKey } from '../../src/translation/keys'
import { fakeProvider } from '../fakes/translation-provider-client'
import { call, consoleEnv, db, form, logIn, page, post, readable, resetConsoleTables, runCron, sessionCookie } from './console-helpers'

// Whole journeys of many provider calls and Cron runs: longer than the default on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

let fake: ReturnType<typeof fakeProvider>
let providerEnv: Env
let owner: string

beforeEach(async () => {
  resetTranslationEngine()
  fake = fakeProvider()
  providerEnv = consoleEnv({ TRANSLATION_PROVIDER: 'deepl', TRANSLATION_API_URL: fake.url }).env
  await resetConsoleTables()
  await env.DB.exec(
    'DELETE FROM translations; DELETE FROM translation_revisions; DELETE FROM provider_usage; DELETE FROM retranslation_jobs; DELETE FROM reviewers',
  )
  const { keys } = await env.CACHE.list()
  await Promise.all(keys.map((key) => env.CACHE.delete(key.name)))
  owner = await logIn(providerEnv)
})

/** Moves the clock to `time`, as a later Cron run in a fresh isolate sees it. */
function at(time: number): void {
  resetTranslationEngine()
  clock.now = () => time
}

const jobs = () => db().select().from(retranslationJobs).orderBy(retranslationJobs.id)
const jobOf = async (lang: LanguageCode) => (await jobs()).find((job) => job.languages === JSON.stringify([lang]))
const row = async (english: string, lang: LanguageCode) =>
  db()
    .select()
    .from(translations)
    .where(eq(translations.key, await translationKey(english, lang)))
    .get()

/** Every text the fake provider was sent, as one string to search. */
const sentText = async () => JSON.stringify((await fake.calls()).map((item) => item.body))

/** Plain strings (no markup, slots or names a provider is sent in another form) of `lang`, from `from` on. */
function plainStrings(lang: LanguageCode, from: number): string[] {
  return sendableStrings(lang)
    .texts.slice(from)
    .filter((text) => /^[A-Za-z][A-Za-z ,.’-]{12,}$/.test(text) && !/Karlin|Karla|ServiceNow/.test(text))
}

async function review(lang: LanguageCode, english: string, text: string): Promise<void> {
  await upsertTranslations(db(), [
    { key: await translationKey(english, lang), originalText: english, targetLanguage: lang, translatedText: text, provider: 'human', reviewed: true },
  ])
}

/** Cron runs until `lang`'s job is no longer running (bounded, so a job that never ends fails the test). */
async function cronUntilSettled(lang: LanguageCode): Promise<void> {
  for (let run = 0; run < 20 && (await jobOf(lang))?.status === 'running'; run++) await runCron(providerEnv)
}

describe('translating a language again in the background', () => {
  it('starts at once, moves on with the Cron Trigger in the order a visitor meets the strings, and never sends or changes a reviewed string', async () => {
    const texts = sendableStrings('cs').texts
    expect(texts.length).toBeGreaterThan(50 * 8)
    const [early, untouched] = plainStrings('cs', 0)
    const [late] = plainStrings('cs', 400)
    if (!early || !untouched || !late) throw new Error('no plain strings to review')
    await review('cs', early, 'Ruční překlad')
    await review('cs', late, 'Pozdější ruční překlad')

    const started = await post('/en/admin/translations/cs', owner, providerEnv, { intent: 'retranslate-language' })
    expect(started.status).toBe(303)
    expect(started.headers.get('Location')).toBe('/en/admin/translations/cs?notice=retranslateStarted')
    // The request that started it took the first batch after its answer.
    expect(await jobOf('cs')).toMatchObject({ status: 'running', offset: 50, total: texts.length })

    await runCron(providerEnv)
    const afterOne = await jobOf('cs')
    expect(afterOne?.offset).toBe(50 + 6 * 50)
    expect(afterOne?.status).toBe('running')
    const screen = await readable(await page('/en/admin/translations/cs', owner, providerEnv))
    const count = (value: number) => value.toLocaleString('en')
    expect(screen).toContain(`Running Strings done: ${afterOne?.offset} of ${count(texts.length)}.`)
    expect(await (await page('/en/admin/translations/cs', owner, providerEnv)).text()).toMatch(
      new RegExp(`<progress max="${texts.length}" value="${afterOne?.offset}"`),
    )

    await cronUntilSettled('cs')
    const done = await jobOf('cs')
    expect(done).toMatchObject({ status: 'done', offset: texts.length, kept: 2, failures: 0, lockedUntil: null })
    expect(done?.translated).toBeGreaterThan(texts.length / 2)

    const sent = await sentText()
    expect(sent).toContain(untouched)
    expect(sent).not.toContain(early)
    expect(sent).not.toContain(late)
    expect(await row(early, 'cs')).toMatchObject({ translatedText: 'Ruční překlad', provider: 'human', reviewed: true })
    expect(await row(late, 'cs')).toMatchObject({ translatedText: 'Pozdější ruční překlad', provider: 'human', reviewed: true })
    expect(await row(untouched, 'cs')).toMatchObject({ translatedText: `[CS] ${untouched}`, provider: 'deepl', reviewed: false })
    // Published: the Czech home page shows the new machine translation.
    expect(await (await page('/cs', null, providerEnv)).text()).toContain('[CS] ')
    expect(await readable(await page('/en/admin/translations/cs', owner, providerEnv))).toContain(
      `Finished Strings done: ${count(texts.length)} of ${count(texts.length)}.`,
    )
  })

  it('stops on a provider failure with the error on the screen as an error notice, and a later run resumes where it stopped and finishes', async () => {
    await fake.setMode({ behaviour: 'down' })
    await post('/en/admin/translations/cs', owner, providerEnv, { intent: 'retranslate-language' })
    const failed = await jobOf('cs')
    expect(failed).toMatchObject({ status: 'failed', offset: 0, translated: 0, failures: 1 })
    expect(failed?.lastError).toMatch(/deepl: server \(HTTP 503\)/)
    expect(failed?.lastErrorAt).toBeGreaterThan(0)

    const response = await page('/en/admin/translations/cs', owner, providerEnv)
    const html = await response.text()
    expect(html).toMatch(/<div role="alert"><p[^>]*>[\s\S]*?Translating again stopped: the translation provider did not answer\./)
    expect(html).not.toContain('role="status"><p')
    const text = await readable(new Response(html))
    expect(text).toContain('Stopped by an error Strings done: 0 of')
    expect(text).toMatch(/Last error: [^.]+, The provider did not answer, or its answer could not be read\. \(ProviderError: deepl: server \(HTTP 503\)\)/)
    expect(text).not.toContain('Strings translated again:')
    const overview = await page('/en/admin/translations', owner, providerEnv)
    expect(await overview.text()).toMatch(/<div role="alert">[\s\S]*?Translating again stopped/)

    // Still down at the first run after its backoff: the job stays where it was, counting the failure.
    at(failed?.lockedUntil ?? 0)
    await runCron(providerEnv)
    expect(await jobOf('cs')).toMatchObject({ status: 'failed', offset: 0, failures: 2 })

    await fake.setMode({ behaviour: 'ok' })
    at((await jobOf('cs'))?.lockedUntil ?? 0)
    await runCron(providerEnv)
    const resumed = await jobOf('cs')
    expect(resumed?.offset).toBe(6 * 50)
    expect(resumed?.failures).toBe(0)
    await cronUntilSettled('cs')
    expect(await jobOf('cs')).toMatchObject({ status: 'done', offset: sendableStrings('cs').texts.length })
    const after = await page('/en/admin/translations/cs', owner, providerEnv)
    expect(await after.text()).not.toContain('role="alert"')
  })

  it('waits out the provider’s pause: a job is not taken again before it ends', async () => {
    await fake.setMode({ behaviour: 'down' })
    // Three failed calls open the breaker.
    for (let i = 0; i < 3; i++) await post('/en/admin/translations/cs', owner, providerEnv, { intent: 'retranslate', english: homeCopy.hero.title })
    await post('/en/admin/translations/cs', owner, providerEnv, { intent: 'retranslate-language' })
    const paused = await jobOf('cs')
    expect(paused?.status).toBe('failed')
    expect(paused?.lockedUntil).toBeGreaterThan(Date.now())
    expect(await readable(await page('/en/admin/translations/cs', owner, providerEnv))).toMatch(/Last error: [^.]+, Paused after repeated failures Cancel/)
    const callsWhilePaused = (await fake.calls()).length
    await fake.setMode({ behaviour: 'ok' })
    await runCron(providerEnv)
    expect((await fake.calls()).length).toBe(callsWhilePaused)
    expect((await jobOf('cs'))?.offset).toBe(0)

    // After the pause (a later run, in a fresh isolate), it resumes.
    resetTranslationEngine()
    const later = Date.now() + 10 * 60_000
    clock.now = () => later
    await runCron(providerEnv)
    expect((await jobOf('cs'))?.offset).toBe(6 * 50)
  })
})

describe('a job whose provider keeps failing', () => {
  it('is tried again after a backoff that doubles, stops after five failures in a row with the reason on the screen, and the owner resumes it', async () => {
    await fake.setMode({ behaviour: 'down' })
    const start = Date.now()
    at(start)
    await post('/en/admin/translations/cs', owner, providerEnv, { intent: 'retranslate-language' })
    expect(await jobOf('cs')).toMatchObject({ status: 'failed', failures: 1, lockedUntil: start + BACKOFF_MS })

    // A run before the backoff is over asks the provider nothing.
    const callsAfterFirst = (await fake.calls()).length
    at(start + BACKOFF_MS - 1)
    await runCron(providerEnv)
    expect((await fake.calls()).length).toBe(callsAfterFirst)
    expect((await jobOf('cs'))?.failures).toBe(1)

    // Each later failure waits twice as long: 5, 10, 20, 40 minutes.
    const waits: number[] = []
    for (let failures = 2; failures <= MAX_FAILURES; failures++) {
      const due = (await jobOf('cs'))?.lockedUntil ?? 0
      at(due)
      await runCron(providerEnv)
      const job = await jobOf('cs')
      expect(job?.failures).toBe(failures)
      if (job?.status === 'failed') waits.push((job.lockedUntil ?? 0) - due)
    }
    expect(waits).toEqual([2, 4, 8].map((factor) => factor * BACKOFF_MS))
    const stopped = await jobOf('cs')
    expect(stopped).toMatchObject({ status: 'stopped', stopReason: 'failures', failures: MAX_FAILURES, offset: 0, lockedUntil: null })

    // A stopped job costs nothing more: a day of Cron runs sends the provider no request.
    const callsWhenStopped = (await fake.calls()).length
    // Three requests a failing step (the retries of a 503), five steps: then nothing more.
    expect(callsWhenStopped).toBeLessThanOrEqual(MAX_FAILURES * 3)
    for (let run = 1; run <= 5; run++) {
      at(start + run * 5 * 60 * 60_000)
      await runCron(providerEnv)
    }
    expect((await fake.calls()).length).toBe(callsWhenStopped)
    expect(await jobOf('cs')).toMatchObject({ status: 'stopped', failures: MAX_FAILURES })

    // The owner comes back the next day (signing in again: a session ends after 30 idle minutes).
    owner = await logIn(providerEnv)
    const screen = await readable(await page('/en/admin/translations/cs', owner, providerEnv))
    expect(screen).toContain('Stopped Strings done: 0 of')
    expect(screen).toContain('Stopped after repeated failed tries in a row. Resume it once the provider works again.')
    expect(screen).toMatch(
      /Last error: [^.]+, The provider did not answer, or its answer could not be read\. \(ProviderError: deepl: server \(HTTP 503\)\) Resume Cancel/,
    )

    // Resuming is a console form: without the session's token it is refused.
    const forged = await post('/en/admin/translations/cs', owner, providerEnv, { intent: 'resume-job', job: String(stopped?.id), csrf: 'forged' })
    expect(forged.status).toBe(403)
    expect((await jobOf('cs'))?.status).toBe('stopped')

    await fake.setMode({ behaviour: 'ok' })
    const resumed = await post('/en/admin/translations/cs', owner, providerEnv, { intent: 'resume-job', job: String(stopped?.id) })
    expect(resumed.status).toBe(303)
    expect(resumed.headers.get('Location')).toBe('/en/admin/translations/cs?notice=retranslateResumed')
    // The request that resumed it took the next step after its answer.
    expect(await jobOf('cs')).toMatchObject({ status: 'running', stopReason: null, failures: 0, offset: 50 })
    expect(await jobs()).toHaveLength(1)
    // Only a stopped job can be resumed.
    expect((await post('/en/admin/translations/cs', owner, providerEnv, { intent: 'resume-job', job: String(stopped?.id) })).status).toBe(404)
  })

  it('is stopped with that reason when no provider is configured any more, instead of staying "running" for ever', async () => {
    await post('/en/admin/translations/cs', owner, providerEnv, { intent: 'retranslate-language' })
    expect(await jobOf('cs')).toMatchObject({ status: 'running', offset: 50 })
    const removed = consoleEnv().env
    await runCron(removed)
    expect(await jobOf('cs')).toMatchObject({ status: 'stopped', stopReason: 'no-provider', offset: 50 })
    const reason = 'Stopped: no translation provider is configured any more.'
    expect(await readable(await page('/en/admin/translations', owner, removed))).toContain(`Stopped Strings done: 50 of`)
    expect(await readable(await page('/en/admin/translations/cs', owner, removed))).toContain(reason)
    // Resuming needs a provider; once one is configured again, it goes on where it stopped.
    const id = String((await jobOf('cs'))?.id)
    expect((await post('/en/admin/translations/cs', owner, removed, { intent: 'resume-job', job: id })).status).toBe(400)
    await post('/en/admin/translations/cs', owner, providerEnv, { intent: 'resume-job', job: id })
    expect(await jobOf('cs')).toMatchObject({ status: 'running', offset: 100 })
  })
})

describe('the lease of a step', () => {
  it('keeps a second run off a job while a step holds it, and lets the next run take it once the lease has run out', async () => {
    await post('/en/admin/translations/cs', owner, providerEnv, { intent: 'retranslate-language' })
    const held = Date.now() + 60_000
    await env.DB.prepare('UPDATE retranslation_jobs SET locked_until = ?').bind(held).run()
    const callsBefore = (await fake.calls()).length
    await runCron(providerEnv)
    expect(await jobOf('cs')).toMatchObject({ offset: 50, lockedUntil: held })
    expect((await fake.calls()).length).toBe(callsBefore)
    // An invocation that asks for the step itself is refused too.
    expect(await stepJob(providerEnv, db(), (await jobOf('cs'))?.id ?? 0)).toBe(false)

    const later = held + 1
    clock.now = () => later
    await runCron(providerEnv)
    expect(await jobOf('cs')).toMatchObject({ offset: 50 + 6 * 50, lockedUntil: null })
  })
})

describe('translating every language again', () => {
  it('makes one job per language, never a second one for a language already running, and the owner cancels one', async () => {
    const started = await post('/en/admin/translations', owner, providerEnv, { intent: 'retranslate-all' })
    expect(started.headers.get('Location')).toBe('/en/admin/translations?notice=retranslateStarted')
    const first = await jobs()
    expect(first).toHaveLength(17)
    expect(new Set(first.map((job) => job.languages)).size).toBe(17)
    // A second click starts nothing new, and says the same.
    const again = await post('/en/admin/translations', owner, providerEnv, { intent: 'retranslate-all' })
    expect(again.headers.get('Location')).toBe('/en/admin/translations?notice=retranslateStarted')
    expect(await jobs()).toHaveLength(17)

    const german = await jobOf('de')
    const cancelled = await post('/en/admin/translations', owner, providerEnv, { intent: 'cancel-job', job: String(german?.id) })
    expect(cancelled.headers.get('Location')).toBe('/en/admin/translations?notice=retranslateCancelled')
    for (let run = 0; run < 4; run++) await runCron(providerEnv)
    expect(await jobOf('de')).toMatchObject({ status: 'cancelled', offset: 0 })
    expect((await sentText()).includes('"target_lang":"DE"')).toBe(false)
    expect((await post('/en/admin/translations', owner, providerEnv, { intent: 'cancel-job', job: String(german?.id) })).status).toBe(404)
    const overview = await readable(await page('/en/admin/translations', owner, providerEnv))
    expect(overview).toMatch(/Deutsch Not yet reviewed [\d,]+ Characters [\d,]+ DeepL €[\d.]+ Cancelled Strings done: 0 of/)
    expect(overview).toMatch(/Running Strings done: \d+ of/)
  })

  it('refuses an invited reviewer: they can neither start nor cancel a job', async () => {
    const invited = await post('/en/admin/translations', owner, providerEnv, { intent: 'invite', name: 'Jana', language: 'cs', days: '14' })
    const link = new URL(/id="invitation-link"[^>]*value="([^"]+)"/.exec(await invited.text())?.[1] ?? '').pathname
    const reviewer = sessionCookie(await call(form(link, { lang: 'cs' }, { 'CF-Connecting-IP': '203.0.113.40' }), providerEnv))
    await post('/en/admin/translations/de', owner, providerEnv, { intent: 'retranslate-language' })
    const job = String((await jobOf('de'))?.id)

    expect((await post('/cs/admin/translations/cs', reviewer, providerEnv, { intent: 'retranslate-language' })).status).toBe(403)
    expect((await post('/cs/admin/translations/cs', reviewer, providerEnv, { intent: 'cancel-job', job })).status).toBe(403)
    expect((await post('/cs/admin/translations', reviewer, providerEnv, { intent: 'retranslate-all' })).status).toBe(403)
    expect((await post('/cs/admin/translations', reviewer, providerEnv, { intent: 'cancel-job', job })).status).toBe(403)
    expect((await jobs()).map((item) => [item.languages, item.status])).toEqual([['["de"]', 'running']])
    expect(await readable(await page('/cs/admin/translations/cs', reviewer, providerEnv))).not.toContain('Přeložit znovu')
  })

  it('refuses to start without a configured provider', async () => {
    const plain = consoleEnv().env
    expect((await post('/en/admin/translations', owner, plain, { intent: 'retranslate-all' })).status).toBe(400)
    expect(await jobs()).toHaveLength(0)
  })
})

describe('provider health and cost', () => {
  it('counts only the characters a provider translated, and says when it is failing or paused', async () => {
    const english = homeCopy.hero.title
    await fake.setMode({ behaviour: 'down' })
    const failed = await post('/en/admin/translations/cs', owner, providerEnv, { intent: 'retranslate', english })
    expect(failed.headers.get('Location')).toContain('notice=retranslateFailed')
    const [usage] = await db().select().from(providerUsage)
    expect(usage).toMatchObject({ provider: 'deepl', characters: 0 })
    expect(usage?.requests).toBeGreaterThan(0)
    expect(await readable(await page('/en/admin/translations', owner, providerEnv))).toMatch(/deepl Failing Characters this month: 0 /)

    await fake.setMode({ behaviour: 'ok' })
    await post('/en/admin/translations/cs', owner, providerEnv, { intent: 'retranslate', english })
    const calls = await fake.calls()
    const answered = (calls.at(-1)?.body.text as string[]).join('')
    const [after] = await db().select().from(providerUsage)
    expect(after?.characters).toBe(answered.length)
    expect(await readable(await page('/en/admin/translations', owner, providerEnv))).toMatch(
      new RegExp(`deepl Working Characters this month: ${answered.length} `),
    )

    await fake.setMode({ behaviour: 'down' })
    for (let i = 0; i < 3; i++) await post('/en/admin/translations/cs', owner, providerEnv, { intent: 'retranslate', english })
    expect((await db().select().from(providerUsage))[0]?.characters).toBe(answered.length)
    expect(await readable(await page('/en/admin/translations', owner, providerEnv))).toMatch(/deepl Paused until .+ Characters this month/)
  })

  it('shows every language’s cost at the configured provider’s price, and at every listed provider’s price when none is configured', async () => {
    const configured = await readable(await page('/en/admin/translations', owner, providerEnv))
    expect(configured).toMatch(/Čeština Not yet reviewed [\d,]+ Characters [\d,]+ DeepL €\d+\.\d\d/)
    expect(configured).toContain('Translate every language again')

    const plain = consoleEnv().env
    const none = await readable(await page('/en/admin/translations', owner, plain))
    expect(none).toContain('No translation provider is configured')
    expect(none).toMatch(
      /Türkçe Not yet reviewed [\d,]+ Characters [\d,]+ DeepL €\d+\.\d\d Google \$\d+\.\d\d LibreTranslate No charge per character \(self-hosted\)/,
    )
    expect(none).not.toContain('Translate every language again')
  })

  it('says what translating again leaves out and why, that it replaces only unreviewed drafts, and how to configure a provider when none is', async () => {
    const legal = sendableStrings('cs')
    const left = (await listedStrings('cs')).length - legal.texts.length
    expect(left).toBeGreaterThan(0)
    for (const path of ['/en/admin/translations', '/en/admin/translations/cs']) {
      const configured = await readable(await page(path, owner, providerEnv))
      expect(configured, path).toContain(
        `It leaves out the legal text (the privacy policy and the terms, strings: ${left.toLocaleString('en')}): only a person translates it`,
      )
      expect(configured, path).toContain(
        'It replaces unreviewed drafts (AI drafts and machine translations) and fills in missing strings. Strings a person has reviewed are never sent or changed.',
      )
      expect(configured, path).not.toContain('TRANSLATION_PROVIDER')
      const none = await readable(await page(path, owner, consoleEnv().env))
      expect(none, path).toContain(
        'To configure a provider, set TRANSLATION_PROVIDER (deepl, google, libretranslate) and TRANSLATION_API_KEY in the site’s settings; docs/translations.md explains each setting.',
      )
    }
    // No table to scroll sideways: each language's figures are a list of labels and values.
    const html = await (await page('/en/admin/translations', owner, providerEnv)).text()
    expect(html).not.toContain('<table')
    expect(html).not.toContain('overflow-x-auto')
  })
})
