import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { csvCell } from '../../src/admin/inbox/csv'
import { contactSubmissions } from '../../src/db/schema'
import { clock } from '../../src/platform/clock'
import type { RecordingEmail } from './contact-helpers'
import { watchedD1 } from './d1-double'
import { remember } from './memory-helpers'
import { IDLE_MS } from '../../src/admin/access/session'
import { PASSWORD, call, db, form, logIn, page, post, readable, runCron, sessionCookie, storedSubmission, ownerSignedIn } from './console-helpers'

let testEnv: Env
let email: RecordingEmail
let cookie: string

beforeEach(async () => {
  ;({ env: testEnv, email, cookie } = await ownerSignedIn())
})

const row = (id: string) => db().select().from(contactSubmissions).where(eq(contactSubmissions.id, id)).get()
/** The messages a screen lists, by their links, in order. */
async function listed(path: string, cookies = cookie): Promise<string[]> {
  const html = await (await page(path, cookies, testEnv)).text()
  return [...html.matchAll(/href="\/en\/admin\/inbox\/([0-9a-f-]{36})(?:\?from=[\w-]+)?"/g)].map((match) => match[1] as string)
}
/** Searches the inbox as its form does: the address it is sent to, and the cookies that carry the search there. */
async function search(query: string, view = 'all'): Promise<{ path: string; cookies: string }> {
  const sent = await post('/en/admin/inbox', cookie, testEnv, { intent: 'search', q: query, view })
  expect(sent.status).toBe(303)
  const kept = sent.headers.getSetCookie().find((line) => line.startsWith('__Host-admin-inbox-search='))
  return { path: sent.headers.get('Location') ?? '', cookies: kept ? `${cookie}; ${kept.split(';')[0]}` : cookie }
}
/** The messages a search lists. */
async function found(query: string, view = 'all'): Promise<string[]> {
  const { path, cookies } = await search(query, view)
  return listed(path, cookies)
}
/** The count a view's tab shows. */
async function tabCount(view: string): Promise<number> {
  const html = await (await page('/en/admin/inbox', cookie, testEnv)).text()
  const label = { attention: 'Needs attention', handled: 'Handled', undeliverable: 'Undeliverable', delayed: 'Delivery delayed', all: 'All', spam: 'Spam' }[
    view
  ]
  // In English a thousands separator: "10,001".
  return Number(new RegExp(`>${label}<span class="tabular-nums">([\\d,]+)</span>`).exec(html)?.[1]?.replaceAll(',', '') ?? Number.NaN)
}
async function overviewAttention(): Promise<number> {
  const text = await readable(await page('/en/admin', cookie, testEnv))
  return Number(/Needs attention (\d+) messages? not yet marked handled/.exec(text)?.[1] ?? Number.NaN)
}

/** `n` ordinary messages, delivered, inserted in bulk; the triggers number each one, index its text and count it. */
async function storeMany(n: number): Promise<void> {
  for (let start = 0; start < n; start += 500) {
    const rows = Array.from(
      { length: Math.min(500, n - start) },
      (_, i) =>
        `('bulk-${start + i}', ${start + i}, 'Sender ${start + i}', 'someone${start + i}@example.com', 'other', 'An ordinary question, number ${start + i}', 'en', 'sent', 0)`,
    )
    await env.DB.exec(
      `INSERT INTO contact_submissions (id, created_at, full_name, email, help_with, challenge, language, delivery_status, next_attempt_at) VALUES ${rows.join(',')}`,
    )
  }
}

describe('the inbox', () => {
  it('lists messages newest first, with a preview, the company and the language, in the view that needs attention by default', async () => {
    const first = await storedSubmission({
      fullName: 'First Sender',
      companyName: 'Hotel Paříž',
      challenge: 'We would like a booking assistant for our front desk.',
      language: 'cs',
    })
    const second = await storedSubmission({ fullName: 'Second Sender' })
    expect(await listed('/en/admin/inbox')).toEqual([second, first])
    const text = await readable(await page('/en/admin/inbox', cookie, testEnv))
    expect(text).toContain('We would like a booking assistant for our front desk.')
    expect(text).toContain('Hotel Paříž')
    expect(text).toContain('Čeština')
  })

  it('defines “needs attention” once: the overview, the tabs and the list agree after every action', async () => {
    const now = Date.now()
    const a = await storedSubmission({ fullName: 'Alpha' }, now - 2 * 60 * 60 * 1000)
    const b = await storedSubmission({ fullName: 'Bravo' })
    const c = await storedSubmission({ fullName: 'Charlie' })
    await db().update(contactSubmissions).set({ deliveryStatus: 'dead' }).where(eq(contactSubmissions.id, c))
    const agree = async (expected: number) => {
      expect(await overviewAttention()).toBe(expected)
      expect(await tabCount('attention')).toBe(expected)
      expect(await listed('/en/admin/inbox')).toHaveLength(expected)
    }
    await agree(3)
    expect(await tabCount('delayed')).toBe(1)
    expect(await tabCount('undeliverable')).toBe(1)
    await post(`/en/admin/inbox/${a}`, cookie, testEnv, { intent: 'handled' })
    await agree(2)
    await post('/en/admin/inbox', cookie, testEnv, { intent: 'handled', ids: [b, c] })
    await agree(0)
    expect(await readable(await page('/en/admin', cookie, testEnv))).toContain('Nothing needs your attention right now.')
    expect(await tabCount('handled')).toBe(3)
    await post('/en/admin/inbox?view=handled', cookie, testEnv, { intent: 'unhandled', ids: [b] })
    await agree(1)
  })

  it('finds a message by a word of its body, its name, company or email, on 10,000 messages too', async () => {
    const wanted = await storedSubmission({
      fullName: 'Jiří Dvořák',
      companyName: 'Stavby Morava',
      email: 'jiri@stavby.example',
      challenge: 'Subcontractor scheduling is chaos every Monday.',
    })
    await storeMany(10_000)
    for (const query of ['chaos', 'dvorak', 'Stavby', 'jiri@stavby', 'subcontract']) {
      expect(await found(query), query).toEqual([wanted])
    }
    const nothing = await search('nothing-like-this', 'attention')
    expect(await readable(await page(nothing.path, nothing.cookies, testEnv))).toContain('No message matches this search.')
    // Search syntax typed by the owner is text, never an FTS5 query.
    const syntax = await search('"chaos" OR NEAR(a b) * -x')
    expect((await page(syntax.path, syntax.cookies, testEnv)).status).toBe(200)
  }, 60_000)

  it('reads the matches and its running counts, not every message, for a search or a view of 10,000 messages', async () => {
    const wanted = await storedSubmission({ challenge: 'Subcontractor scheduling is chaos every Monday.' })
    await storeMany(10_000)
    // A thousand of them spam, the newest ones, so the views that leave spam out cannot just read from the top.
    await env.DB.exec("UPDATE contact_submissions SET spam = 1 WHERE id LIKE 'bulk-9%' AND length(id) = 9")
    let rowsRead = 0
    const inboxTables = /contact_submissions|contact_search|inbox_tally/
    const watched = { ...testEnv, DB: watchedD1(env.DB, { read: { of: (query) => inboxTables.test(query), rows: (_query, rows) => (rowsRead += rows) } }) }
    const chaos = await search('chaos')
    const unhandled = await search('chaos', 'attention')
    for (const path of [
      chaos.path,
      unhandled.path,
      '/en/admin/inbox',
      '/en/admin/inbox?view=all',
      '/en/admin/inbox?view=handled',
      '/en/admin/inbox?view=spam',
      '/en/admin/inbox?view=undeliverable',
      '/en/admin/inbox?view=delayed',
      '/en/admin',
    ]) {
      rowsRead = 0
      const response = await page(path, chaos.cookies, watched)
      const html = await response.text()
      expect(response.status, html.slice(0, 500)).toBe(200)
      expect(rowsRead, path).toBeLessThan(200)
      if (path === chaos.path) expect(html).toContain(`/en/admin/inbox/${wanted}`)
    }
    expect(await tabCount('all')).toBe(9_001)
    expect(await tabCount('spam')).toBe(1_000)
  }, 60_000)

  it('keeps its running counts equal to a count of the messages through every action', async () => {
    const ids: string[] = []
    for (let i = 0; i < 6; i++) ids.push(await storedSubmission({ fullName: `Sender ${i}` }))
    await storeMany(20)
    const recount = async () => {
      const tally = await env.DB.prepare('SELECT total, spam, handled, undeliverable FROM inbox_tally').first()
      const counted = await env.DB.prepare(
        "SELECT count(*) AS total, coalesce(sum(spam), 0) AS spam, coalesce(sum(handled AND NOT spam), 0) AS handled, coalesce(sum(delivery_status = 'dead' AND NOT spam), 0) AS undeliverable FROM contact_submissions",
      ).first()
      expect(tally).toEqual(counted)
    }
    await recount()
    await post('/en/admin/inbox', cookie, testEnv, { intent: 'handled', ids: ids.slice(0, 3) })
    await post(`/en/admin/inbox/${ids[0]}`, cookie, testEnv, { intent: 'unhandled' })
    await post('/en/admin/inbox', cookie, testEnv, { intent: 'spam', ids: ids.slice(1, 5) })
    await recount()
    await post(`/en/admin/inbox/${ids[1]}`, cookie, testEnv, { intent: 'notspam' })
    await db()
      .update(contactSubmissions)
      .set({ deliveryStatus: 'dead' })
      .where(eq(contactSubmissions.id, ids[4] as string))
    await recount()
    await post('/en/admin/inbox', cookie, testEnv, { intent: 'delete', ids: ids.slice(1, 5), confirm: 'yes' })
    await recount()
    await env.DB.exec("DELETE FROM contact_submissions WHERE id LIKE 'bulk-1%'")
    await recount()
  })

  it('pages through a view, older and newer, 25 at a time', async () => {
    const ids: string[] = []
    for (let i = 0; i < 30; i++) ids.push(await storedSubmission({ fullName: `Sender ${i}` }))
    const newest = [...ids].reverse()
    const first = await listed('/en/admin/inbox')
    expect(first).toEqual(newest.slice(0, 25))
    const html = await (await page('/en/admin/inbox', cookie, testEnv)).text()
    const older = /href="(\/en\/admin\/inbox\?before=\d+)"/.exec(html)?.[1] ?? ''
    expect(await listed(older)).toEqual(newest.slice(25))
    const back = /href="(\/en\/admin\/inbox\?after=\d+)"/.exec(await (await page(older, cookie, testEnv)).text())?.[1] ?? ''
    expect(await listed(back)).toEqual(newest.slice(0, 25))
  })

  it('selects every message on the page, or every message of a search, and acts on the whole list as it was shown', async () => {
    const koalas: string[] = []
    for (let i = 0; i < 30; i++) koalas.push(await storedSubmission({ fullName: `Koala ${i}`, challenge: 'About koalas' }))
    const other = await storedSubmission({ fullName: 'Other', challenge: 'Something else' })
    const { path, cookies } = await search('koala', 'attention')
    const list = await (await page(path, cookies, testEnv)).text()
    expect(list).toContain('href="/en/admin/inbox?search=1&amp;select=page"')
    expect(await readable(await page(path, cookies, testEnv))).toContain('Select all 30 messages in this list')
    // The page, ticked: without JavaScript, a link.
    const ticked = await (await page(`${path}&select=page`, cookies, testEnv)).text()
    expect(ticked.match(/name="ids"[^>]*checked=""|checked=""[^>]*name="ids"/g)).toHaveLength(25)
    expect(ticked).not.toContain('name="scope"')
    // The whole list: the form says so and carries the newest message it held.
    const all = await (await page(`${path}&select=all`, cookies, testEnv)).text()
    expect(all).toContain('All 30 messages in this list are selected.')
    expect(all).toContain('<input type="hidden" name="scope" value="all"/>')
    const upto = /name="upto" value="(\d+)"/.exec(all)?.[1] as string
    const late = await storedSubmission({ fullName: 'Late Koala', challenge: 'About koalas too' })
    const done = await post(path, cookies, testEnv, { intent: 'handled', scope: 'all', upto })
    expect(done.headers.get('Location')).toBe('/en/admin/inbox?search=1&notice=bulkHandled&count=30')
    expect((await db().select().from(contactSubmissions).where(eq(contactSubmissions.handled, true))).map((message) => message.id).sort()).toEqual(
      [...koalas].sort(),
    )
    // What arrived after the list was shown, and what the search did not match, are left alone.
    expect((await row(late))?.handled).toBe(false)
    expect((await row(other))?.handled).toBe(false)
    // Without a bound, "all" is refused as nothing ticked rather than guessed.
    expect((await post(path, cookies, testEnv, { intent: 'handled', scope: 'all' })).headers.get('Location')).toContain('notice=nothingSelected')
  })

  it('after an action on ticked rows, comes back to the same page with focus on the row acted on, or the one now in its place', async () => {
    const ids: string[] = []
    for (let i = 0; i < 30; i++) ids.push(await storedSubmission({ fullName: `Sender ${i}` }))
    const seqs = Object.fromEntries((await db().select().from(contactSubmissions)).map((message) => [message.id, message.seq as number]))
    // The second page holds the five oldest, 4 to 0; handle the one in the middle.
    const older = `/en/admin/inbox?before=${seqs[ids[5] as string]}`
    expect(await listed(older)).toEqual([ids[4], ids[3], ids[2], ids[1], ids[0]])
    const done = await post(older, cookie, testEnv, { intent: 'handled', ids: [ids[2] as string] })
    const location = done.headers.get('Location') as string
    expect(location).toBe(`${older}&at=${seqs[ids[2] as string]}&notice=bulkHandled&count=1`)
    const html = await (await page(location, cookie, testEnv)).text()
    // It left the view, so the next older row takes focus, described by the notice, which does not take it.
    expect(html).toMatch(new RegExp(`<a href="/en/admin/inbox/${ids[1]}\\?from=[\\w-]+"[^>]*autofocus=""[^>]*aria-describedby="console-notice"`))
    expect(html.match(/autofocus=""/g)).toHaveLength(1)
    expect(html).toMatch(/<p id="console-notice" tabindex="-1"[^>]*>/)
    // In a view it stays in, the row itself.
    const kept = await post('/en/admin/inbox?view=all', cookie, testEnv, { intent: 'handled', ids: [ids[29] as string] })
    expect(await (await page(kept.headers.get('Location') as string, cookie, testEnv)).text()).toMatch(
      new RegExp(`<a href="/en/admin/inbox/${ids[29]}\\?from=[\\w-]+"[^>]*autofocus=""`),
    )
  })

  it('deletes ticked messages only with the confirmation, and otherwise keeps them ticked with the reason beside the box', async () => {
    const a = await storedSubmission()
    const b = await storedSubmission()
    const refused = await post('/en/admin/inbox', cookie, testEnv, { intent: 'delete', ids: [a, b] })
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(html).toContain('Tick the box to confirm the deletion first.')
    expect(new RegExp(`<input[^>]*value="${a}"[^>]*>`).exec(html)?.[0]).toContain('checked=""')
    expect(await row(a)).toBeTruthy()
    const deleted = await post('/en/admin/inbox', cookie, testEnv, { intent: 'delete', ids: [a, b], confirm: 'yes' })
    // Back where they were: focus on the row now in the place of the newest one deleted.
    expect(deleted.headers.get('Location')).toMatch(/^\/en\/admin\/inbox\?at=\d+&notice=deleted&count=2$/)
    expect(await row(a)).toBeUndefined()
    expect(await readable(await page('/en/admin/inbox?notice=deleted&count=2', cookie, testEnv))).toContain('2 messages deleted.')
  })

  it('says so when a bulk action has nothing ticked, as an error', async () => {
    const response = await post('/en/admin/inbox', cookie, testEnv, { intent: 'handled' })
    expect(response.headers.get('Location')).toBe('/en/admin/inbox?notice=nothingSelected')
    const html = await (await page('/en/admin/inbox?notice=nothingSelected', cookie, testEnv)).text()
    expect(html).toMatch(/<title>Error: Contact inbox · Admin Panel/)
    expect(html).toMatch(/<div role="alert"><p[^>]*>.*Tick at least one message first\./)
    expect(html).not.toMatch(/role="status"[^>]*><p/)
  })

  it('shows a direction override in a name, company or message as a visible mark, never reordering the preview', async () => {
    const id = await storedSubmission({ challenge: 'Invoice \u202Efdp.exe attached' })
    await db().update(contactSubmissions).set({ fullName: 'Eve \u202Egnp.exe', companyName: 'Acme \u2067x' }).where(eq(contactSubmissions.id, id))
    for (const path of ['/en/admin/inbox', `/en/admin/inbox/${id}`]) {
      const html = await (await page(path, cookie, testEnv)).text()
      expect(html, path).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/)
      expect(html, path).toContain('Invoice [U+202E]fdp.exe attached')
      expect(html, path).toContain('Eve [U+202E]gnp.exe')
      expect(html, path).toContain('Acme [U+2067]x')
    }
  })
})

describe('spam', () => {
  const linkStuffed = 'Great site! https://a.example/1 and https://b.example/2, see also www.c-example.com/offer'
  it('puts a message that looks like spam in the Spam view by itself on arrival, out of “needs attention” and its counts, still delivered', async () => {
    const spam = [
      await storedSubmission({ fullName: 'Link Stuffer', challenge: linkStuffed }),
      await storedSubmission({ fullName: 'Rank Seller', challenge: 'We offer SEO services to put you on the first page of Google.' }),
      await storedSubmission({ fullName: 'Coin Seller', challenge: 'Double your money with our Bitcoin plan.' }),
    ]
    const ordinary = [
      await storedSubmission({
        fullName: 'Real Person',
        challenge: 'Our docs are at https://docs.example and https://wiki.example: can a bot answer from them?',
      }),
      await storedSubmission({ fullName: 'Other Person', challenge: 'We want to automate invoice matching.' }),
    ]
    expect(await listed('/en/admin/inbox?view=spam')).toEqual([...spam].reverse())
    expect(await listed('/en/admin/inbox')).toEqual([...ordinary].reverse())
    expect(await listed('/en/admin/inbox?view=all')).toEqual([...ordinary].reverse())
    expect(await tabCount('attention')).toBe(2)
    expect(await tabCount('all')).toBe(2)
    expect(await tabCount('spam')).toBe(3)
    expect(await overviewAttention()).toBe(2)
    // Never deleted silently, and the owner is still told: the cron delivers it like any message.
    await runCron(testEnv)
    expect((await row(spam[0] as string))?.deliveryStatus).toBe('sent')
    expect(await readable(await page(`/en/admin/inbox/${spam[0]}`, cookie, testEnv))).toContain('Spam')
  })

  it('moves a message to spam and back, one at a time or ticked together, and it needs attention again after', async () => {
    const a = await storedSubmission({ fullName: 'Alpha' })
    const b = await storedSubmission({ fullName: 'Bravo' })
    const here = `/en/admin/inbox/${a}`
    const moved = await post(here, cookie, testEnv, { intent: 'spam' })
    expect(moved.headers.get('Location')).toBe(`${here}?notice=spam`)
    expect(await readable(await page(moved.headers.get('Location') as string, cookie, testEnv))).toContain('Moved to spam.')
    expect(await listed('/en/admin/inbox')).toEqual([b])
    expect(await listed('/en/admin/inbox?view=spam')).toEqual([a])
    expect((await post(here, cookie, testEnv, { intent: 'notspam' })).headers.get('Location')).toBe(`${here}?notice=notSpam`)
    expect(await listed('/en/admin/inbox')).toEqual([b, a])
    const bulk = await post('/en/admin/inbox', cookie, testEnv, { intent: 'spam', ids: [a, b] })
    expect(await readable(await page(bulk.headers.get('Location') as string, cookie, testEnv))).toContain('2 messages moved to spam.')
    expect(await tabCount('attention')).toBe(0)
    const spamView = await (await page('/en/admin/inbox?view=spam', cookie, testEnv)).text()
    expect(spamView).toContain('value="notspam" name="intent"')
    expect(spamView).not.toContain('value="spam" name="intent"')
    await post('/en/admin/inbox?view=spam', cookie, testEnv, { intent: 'notspam', ids: [a] })
    expect(await listed('/en/admin/inbox')).toEqual([a])
    expect(await tabCount('spam')).toBe(1)
  })
})

describe('one message', () => {
  it('shows the message as text, line by line in its own direction, with Reply addressed in the visitor’s language', async () => {
    const id = await storedSubmission({ challenge: '<script>alert(1)</script> & <b>bold</b>\nSecond line \u202Egnp.exe', language: 'de' })
    const response = await page(`/en/admin/inbox/${id}`, cookie, testEnv)
    const html = await response.text()
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;')
    expect(html).toMatch(/<p dir="auto"[^>]*>Second line/)
    expect(html).toMatch(/href="mailto:jana@example\.cz\?subject=[^"]+"/)
    expect(html).toMatch(/<title>Message from Jana Nováková · Admin Panel/)
    expect((await page('/en/admin/inbox/no-such-id', cookie, testEnv)).status).toBe(404)
  })

  it('retries delivery now, marks handled, keeps, and answers each on the message’s own screen', async () => {
    const id = await storedSubmission()
    await db().update(contactSubmissions).set({ deliveryStatus: 'dead', attempts: 10, lastError: 'notification: E_DOWN' }).where(eq(contactSubmissions.id, id))
    const here = `/en/admin/inbox/${id}`
    const retried = await post(here, cookie, testEnv, { intent: 'retry' })
    expect(retried.headers.get('Location')).toBe(`${here}?notice=retried`)
    expect(email.sent.length).toBeGreaterThan(0)
    expect((await row(id))?.deliveryStatus).toBe('sent')
    expect((await post(here, cookie, testEnv, { intent: 'handled' })).headers.get('Location')).toBe(`${here}?notice=handled`)
    expect((await post(here, cookie, testEnv, { intent: 'keep' })).headers.get('Location')).toBe(`${here}?notice=kept`)
    expect(await row(id)).toMatchObject({ handled: true, keep: true })
  })

  it('deletes only with the confirmation, saying why beside the box', async () => {
    const id = await storedSubmission()
    const refused = await post(`/en/admin/inbox/${id}`, cookie, testEnv, { intent: 'delete' })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toMatch(/aria-invalid="true" aria-describedby="delete-confirm-error"/)
    const deleted = await post(`/en/admin/inbox/${id}`, cookie, testEnv, { intent: 'delete', confirm: 'yes' })
    expect(deleted.headers.get('Location')).toBe('/en/admin/inbox?notice=deleted&count=1')
    expect(await row(id)).toBeUndefined()
  })

  it('reports a retry that fails again by its error code, and leaves the message for the cron', async () => {
    const id = await storedSubmission()
    await db().update(contactSubmissions).set({ deliveryStatus: 'dead', attempts: 3 }).where(eq(contactSubmissions.id, id))
    email.failing = 'E_RELAY_DOWN'
    const response = await post(`/en/admin/inbox/${id}`, cookie, testEnv, { intent: 'retry' })
    expect(response.headers.get('Location')).toMatch(/notice=retryFailed&code=notification/)
    expect((await row(id))?.deliveryStatus).toBe('pending')
    // A notice shows only the copy's own words: an address cannot make the console say anything else.
    const forged = await readable(await page(`/en/admin/inbox/${id}?notice=retryFailed&code=${encodeURIComponent('Call +1 555 0100 now!')}`, cookie, testEnv))
    expect(forged).not.toContain('Call +1 555')
  })

  it('leads back to the list it was opened from, search, view and page included, without the search in its address', async () => {
    const id = await storedSubmission({ fullName: 'Koala Sender', challenge: 'About koalas' })
    await storedSubmission({ fullName: 'Other Sender', challenge: 'Something else' })
    const { path, cookies } = await search('koala')
    const list = await (await page(path, cookies, testEnv)).text()
    const link = new RegExp(`href="(/en/admin/inbox/${id}\\?from=[\\w-]+)"`).exec(list)?.[1] as string
    expect(link).toBeTruthy()
    expect(link).not.toMatch(/koala|all/i)
    const back = '/en/admin/inbox?view=all&amp;search=1'
    const message = await (await page(link, cookie, testEnv)).text()
    expect(message).toMatch(new RegExp(`<a href="${back.replace(/[?]/g, '\\?')}"[^>]*>.*Back to the inbox`))
    // An action answers on the message with the same way back, and a deletion lands on the list.
    const handled = await post(link, cookie, testEnv, { intent: 'handled' })
    expect(handled.headers.get('Location')).toBe(`${link}&notice=handled`)
    expect(await (await page(handled.headers.get('Location') as string, cookie, testEnv)).text()).toContain(`href="${back}"`)
    const deleted = await post(link, cookie, testEnv, { intent: 'delete', confirm: 'yes' })
    expect(deleted.headers.get('Location')).toBe('/en/admin/inbox?view=all&search=1&notice=deleted&count=1')
    // From the inbox's front, or with a return target the console did not make, Back is the inbox's front.
    const plain = await (await page('/en/admin/inbox', cookie, testEnv)).text()
    expect(plain).toMatch(/href="\/en\/admin\/inbox\/[0-9a-f-]{36}"/)
    const other = /href="\/en\/admin\/inbox\/([0-9a-f-]{36})"/.exec(plain)?.[1] as string
    for (const from of ['bm90LWEtdG9rZW4', link.split('from=')[1]?.slice(0, -4) + 'AAAA'])
      expect(await (await page(`/en/admin/inbox/${other}?from=${from}`, cookie, testEnv)).text()).toMatch(
        /<a href="\/en\/admin\/inbox"[^>]*>.*Back to the inbox/,
      )
  })

  it('counts a delivered message’s successful attempt among its delivery attempts', async () => {
    const id = await storedSubmission()
    await db().update(contactSubmissions).set({ deliveryStatus: 'sent', attempts: 0 }).where(eq(contactSubmissions.id, id))
    expect(await readable(await page(`/en/admin/inbox/${id}`, cookie, testEnv))).toContain('Sent · 1 delivery attempt ')
    await db().update(contactSubmissions).set({ deliveryStatus: 'sent', attempts: 2 }).where(eq(contactSubmissions.id, id))
    expect(await readable(await page(`/en/admin/inbox/${id}`, cookie, testEnv))).toContain('Sent · 3 delivery attempts')
    await db().update(contactSubmissions).set({ deliveryStatus: 'dead', attempts: 10 }).where(eq(contactSubmissions.id, id))
    expect(await readable(await page(`/en/admin/inbox/${id}`, cookie, testEnv))).toContain('· 10 delivery attempts')
  })

  it('keeps the owner’s note with the message, refuses one too long without losing it, and erases it with the message', async () => {
    const id = await storedSubmission({ email: 'noted@example.cz' })
    const here = `/en/admin/inbox/${id}`
    const saved = await post(here, cookie, testEnv, { intent: 'note', note: 'Called back on Monday.\r\nWants a quote.' })
    expect(saved.headers.get('Location')).toBe(`${here}?notice=noteSaved`)
    expect((await row(id))?.note).toBe('Called back on Monday.\nWants a quote.')
    const html = await (await page(saved.headers.get('Location') as string, cookie, testEnv)).text()
    expect(html).toMatch(/<textarea[^>]*name="note"[^>]*>Called back on Monday\.\nWants a quote\.<\/textarea>/)
    expect(html).toContain('Note saved.')
    // Nothing of it reaches the list, the export or the search.
    expect(await (await page('/en/admin/inbox', cookie, testEnv)).text()).not.toContain('Called back')
    expect(await (await page('/api/admin/submissions.csv?view=all&lang=en', cookie, testEnv)).text()).not.toContain('Called back')
    expect(await found('Monday')).toEqual([])
    const long = 'x'.repeat(2001)
    const refused = await post(here, cookie, testEnv, { intent: 'note', note: long })
    expect(refused.status).toBe(400)
    const refusedHtml = await refused.text()
    expect(refusedHtml).toContain('A note can be at most 2,000 characters long.')
    expect(refusedHtml).toMatch(/aria-invalid="true" aria-describedby="note-error"/)
    expect(refusedHtml).toContain(`>${long}</textarea>`)
    expect((await row(id))?.note).toBe('Called back on Monday.\nWants a quote.')
    expect((await post(here, cookie, testEnv, { intent: 'note', note: '  ' })).status).toBe(303)
    expect((await row(id))?.note).toBeNull()
    await post(here, cookie, testEnv, { intent: 'note', note: 'Erase me too' })
    await post('/en/admin/privacy', cookie, testEnv, { intent: 'erase', email: 'noted@example.cz', confirm: 'yes' })
    expect(await env.DB.prepare("SELECT count(*) AS n FROM contact_submissions WHERE note LIKE '%Erase me%'").first('n')).toBe(0)
  })

  it('marks a message replied (and so handled), shows it in the list and on the message, and takes it back', async () => {
    const id = await storedSubmission({ fullName: 'Replied Sender' })
    const here = `/en/admin/inbox/${id}`
    expect((await post(here, cookie, testEnv, { intent: 'replied' })).headers.get('Location')).toBe(`${here}?notice=replied`)
    expect(await row(id)).toMatchObject({ handled: true, repliedAt: expect.any(Number) })
    const listed = await readable(await page('/en/admin/inbox?view=handled', cookie, testEnv))
    expect(listed).toMatch(/Replied Sender .* Handled Replied/)
    expect(await readable(await page(here, cookie, testEnv))).toContain('Mark as not replied')
    expect((await post(here, cookie, testEnv, { intent: 'unreplied' })).headers.get('Location')).toBe(`${here}?notice=unreplied`)
    expect((await row(id))?.repliedAt).toBeNull()
  })

  it('replies in the visitor’s language with their message quoted, whatever the console’s language', async () => {
    const long = `${'Wir brauchen Hilfe. '.repeat(100)}ENDE`
    const id = await storedSubmission({ fullName: 'Jonas Weber', challenge: `Erste Zeile\nZweite Zeile \u202Egnp.exe\n${long}`, language: 'de' })
    const html = await (await page(`/cs/admin/inbox/${id}`, cookie, testEnv)).text()
    const href = /href="(mailto:[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') as string
    const url = new URL(href)
    expect(url.pathname).toBe('jana@example.cz')
    expect(url.searchParams.get('subject')).toContain('Karlin Labs')
    const body = url.searchParams.get('body') as string
    // The attribution's date is written the German way (its words come from the translation memory, not loaded here).
    expect(body).toMatch(/^\n\n.*\d{2}\.\d{2}\.\d{4}.* Jonas Weber.*:\n> Erste Zeile\n> Zweite Zeile \[U\+202E\]gnp\.exe\n> Wir brauchen/)
    expect(body).not.toContain('ENDE')
    expect(body.length).toBeLessThan(1700)
  })

  it('replies with the owner’s own template for the visitor’s language, refuses an unknown placeholder in the console’s language, and resets to the default', async () => {
    await env.DB.exec('DELETE FROM reply_templates')
    const id = await storedSubmission({ fullName: 'Jonas Weber', challenge: 'Erste Zeile\nZweite Zeile', language: 'de' })
    const reply = async () => {
      const html = await (await page(`/en/admin/inbox/${id}`, cookie, testEnv)).text()
      const url = new URL((/href="(mailto:[^"]+)"/.exec(html)?.[1] ?? '').replace(/&amp;/g, '&'))
      return { subject: url.searchParams.get('subject'), body: url.searchParams.get('body') }
    }
    const before = await reply()
    // The screen starts from the default wording, and the overview leads to it.
    expect(await (await page('/en/admin', cookie, testEnv)).text()).toContain('href="/en/admin/reply-template"')
    const screen = await readable(await page('/en/admin/reply-template?language=de', cookie, testEnv))
    expect(screen).toContain('This language uses the default wording.')
    expect(screen).toContain('On {date}, {name} wrote: {quote}')

    const here = '/en/admin/reply-template'
    const saved = await post(here, cookie, testEnv, {
      intent: 'save',
      language: 'de',
      subject: 'Ihre Anfrage bei {brand}, {name}',
      body: 'Hallo {name},\r\n\r\nvielen Dank.\r\n\r\nAm {date} schrieben Sie:\r\n{quote}',
    })
    expect(saved.status).toBe(303)
    expect(saved.headers.get('Location')).toBe(`${here}?language=de&notice=replyTemplateSaved`)
    expect(await readable(await page(saved.headers.get('Location') as string, cookie, testEnv))).toContain('Reply template saved.')
    const mine = await reply()
    expect(mine.subject).toBe('Ihre Anfrage bei Karlin Labs, Jonas Weber')
    expect(mine.body).toMatch(/^\n\nHallo Jonas Weber,\n\nvielen Dank\.\n\nAm \d{2}\.\d{2}\.\d{4} schrieben Sie:\n> Erste Zeile\n> Zweite Zeile\n$/)
    // Another language keeps its default.
    expect(await readable(await page(`${here}?language=fr`, cookie, testEnv))).toContain('This language uses the default wording.')

    // An unknown placeholder, an empty subject, a text too long: refused beside the field, in the console's language, what was typed kept.
    await remember('cs', {
      '{placeholder} is not a placeholder. These can be used here: {placeholders}': '{placeholder} není zástupný symbol. Zde lze použít: {placeholders}',
    })
    const refused = await post('/cs/admin/reply-template', cookie, testEnv, {
      lang: 'cs',
      intent: 'save',
      language: 'de',
      subject: 'Hallo {vorname}',
      body: '{quote}',
    })
    expect(refused.status).toBe(400)
    const refusedHtml = await refused.text()
    expect(refusedHtml).toContain('{vorname} není zástupný symbol. Zde lze použít: {name} {date} {brand}')
    expect(refusedHtml).toMatch(/aria-invalid="true" aria-describedby="reply-subject-error"[^>]*value="Hallo \{vorname\}"/)
    const empty = await readable(await post(here, cookie, testEnv, { intent: 'save', language: 'de', subject: ' ', body: 'x'.repeat(2001) }))
    expect(empty).toContain('Write a subject.')
    expect(empty).toContain('At most 2,000 characters.')
    expect((await post(here, cookie, testEnv, { intent: 'save', language: 'xx', subject: 'S', body: '{quote}' })).status).toBe(303)
    expect(await reply()).toEqual(mine)

    const reset = await post(here, cookie, testEnv, { intent: 'reset', language: 'de' })
    expect(reset.headers.get('Location')).toBe(`${here}?language=de&notice=replyTemplateReset`)
    expect(await reply()).toEqual(before)
  })

  it('steps to the next and previous message in the order of the list it was opened from, search included', async () => {
    const ids: string[] = []
    for (let i = 0; i < 4; i++)
      ids.push(await storedSubmission({ fullName: `Step ${i}`, challenge: i === 2 ? 'Nothing alike' : `About wombats ${i}` }, Date.now() + i))
    const { path, cookies } = await search('wombats', 'attention')
    const list = await (await page(path, cookies, testEnv)).text()
    // Newest first: 3, 1, 0 (2 does not match).
    const link = (id: string) => new RegExp(`href="(/en/admin/inbox/${id}\\?from=[\\w-]+)"`).exec(list)?.[1] as string
    const steps = async (id: string) => {
      const html = (await (await page(link(id), cookie, testEnv)).text()).replace(/&amp;/g, '&')
      const to = (rel: string) => new RegExp(`href="/en/admin/inbox/([0-9a-f-]{36})\\?from=[\\w-]+" rel="${rel}"`).exec(html)?.[1]
      return { previous: to('prev'), next: to('next') }
    }
    expect(await steps(ids[3] as string)).toEqual({ previous: undefined, next: ids[1] })
    expect(await steps(ids[1] as string)).toEqual({ previous: ids[3], next: ids[0] })
    // Marked handled, it is out of “needs attention” but keeps its place in its order; its neighbours now skip it.
    await post(link(ids[1] as string), cookie, testEnv, { intent: 'handled' })
    expect(await steps(ids[1] as string)).toEqual({ previous: ids[3], next: ids[0] })
    expect(await steps(ids[0] as string)).toEqual({ previous: ids[3], next: undefined })
  })

  it('lists every message from the sender, by their address exactly, without the address in any URL', async () => {
    const first = await storedSubmission({ email: 'Same@Example.cz', fullName: 'Same One' })
    const second = await storedSubmission({ email: 'same@example.cz', fullName: 'Same Two' })
    await db().update(contactSubmissions).set({ handled: true }).where(eq(contactSubmissions.id, second))
    await storedSubmission({ email: 'other@example.cz', challenge: 'Please forward this to same@example.cz' })
    await storedSubmission({ email: 'same@example.cze', fullName: 'Almost Same' })
    const html = await (await page(`/en/admin/inbox/${first}`, cookie, testEnv)).text()
    const form = /<form(?:(?!<\/form>)[\s\S])*Every message from this sender/.exec(html)?.[0] as string
    expect(form).toContain('action="/en/admin/inbox"')
    expect(form).toContain('name="q" value="from:Same@Example.cz"')
    const sent = await search('from:Same@Example.cz')
    expect(sent.path).toBe('/en/admin/inbox?view=all&search=1')
    expect(await listed(sent.path, sent.cookies)).toEqual([second, first])
    expect(await readable(await page(sent.path, sent.cookies, testEnv))).toContain('2 messages match “from:Same@Example.cz”')
    // With words, both must hold.
    expect(await found('from:same@example.cz two')).toEqual([second])
  })

  it('refuses an unknown action', async () => {
    const id = await storedSubmission()
    expect((await post(`/en/admin/inbox/${id}`, cookie, testEnv, { intent: 'explode' })).status).toBe(400)
    expect((await post('/en/admin/inbox/no-such-id', cookie, testEnv, { intent: 'handled' })).status).toBe(404)
  })
})

describe('exports', () => {
  it('writes the view as CSV: times in Prague, topics in words, formula cells neutralised', async () => {
    clock.now = () => Date.UTC(2026, 6, 1, 12, 0)
    await storedSubmission(
      { fullName: '=HYPERLINK("https://evil.example","Click")', companyName: '+cmd', challenge: '-2+3\n@SUM(A1)' },
      Date.UTC(2026, 6, 1, 10, 30),
    )
    const response = await page('/api/admin/submissions.csv?view=all&lang=en', cookie, testEnv)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    const csv = await response.text()
    expect(csv).toContain('"Received (Europe/Prague)"')
    expect(csv).toContain('"2026-07-01 12:30"')
    expect(csv).toContain('"Set up a chatbot or voice agent"')
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""Click"")"`)
    expect(csv).toContain(`"'+cmd"`)
    expect(csv).toContain(`"'-2+3\n@SUM(A1)"`)
    for (const dangerous of ['=1', '+1', '-1', '@x', '\tx', '\rx', '\uFF1D1+1', '\uFF0B1', '\uFF0D1', '\uFF20SUM(A1)'])
      expect(csvCell(dangerous)).toBe(`"'${dangerous}"`)
    expect(csvCell('plain')).toBe('"plain"')
  })

  it('writes direction controls as visible marks, and a control cannot hide a formula', async () => {
    await storedSubmission({ challenge: 'Invoice \u202Efdp.exe' })
    const csv = await (await page('/api/admin/submissions.csv?view=all&lang=en', cookie, testEnv)).text()
    expect(csv).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/)
    expect(csv).toContain('"Invoice [U+202E]fdp.exe"')
    expect(csvCell('\u2066=1+1')).toBe('"[U+2066]=1+1"')
    expect(csvCell('=1+1\u202E')).toBe(`"'=1+1[U+202E]"`)
  })
})

describe('requests under the privacy policy', () => {
  it('finds one person by one email field, exports their data readably and erases it on confirmation', async () => {
    await storedSubmission({ email: 'jana@example.cz', fullName: 'Jana One' })
    const second = await storedSubmission({ email: 'JANA@example.cz', fullName: 'Jana Two' })
    await db().update(contactSubmissions).set({ note: 'Called her back on Monday' }).where(eq(contactSubmissions.id, second))
    const other = await storedSubmission({ email: 'petr@example.cz' })
    const screen = await post('/en/admin/privacy', cookie, testEnv, { intent: 'find', email: 'jana@example.cz' })
    const html = await screen.text()
    expect(html.match(/type="email"/g)).toHaveLength(1)
    expect(html).toContain('2 messages are stored for jana@example.cz')

    const exported = await post('/api/admin/people/export', cookie, testEnv, { email: 'jana@example.cz' })
    expect(exported.headers.get('Content-Disposition')).toContain('attachment')
    const body = await exported.json<{ emailAddress: string; exportedAt: string; messages: Record<string, unknown>[] }>()
    expect(body.messages.map((message) => message.name)).toEqual(['Jana One', 'Jana Two'])
    expect(body.exportedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    expect(body.messages[0]?.receivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(body.messages[0]?.topic).toBe('Set up a chatbot or voice agent')
    // What the owner wrote about a person is theirs to see too.
    expect(body.messages.map((message) => message.ownersNote)).toEqual([null, 'Called her back on Monday'])
    for (const internal of ['attempts', 'lockedUntil', 'nextAttemptAt', 'lastError', 'deliveryStatus', 'id', 'seq'])
      expect(body.messages[0]).not.toHaveProperty(internal)
    // A bad address is said on the privacy screen, beside the field.
    const bad = await post('/api/admin/people/export', cookie, testEnv, { email: 'not-an-address' })
    expect(bad.status).toBe(400)
    expect(await readable(bad)).toContain('Enter a valid email address.')
    expect((await post('/en/admin/privacy', cookie, testEnv, { intent: 'find', email: 'not-an-address' })).status).toBe(400)

    expect((await post('/en/admin/privacy', cookie, testEnv, { intent: 'erase', email: 'jana@example.cz' })).status).toBe(400)
    const erased = await post('/en/admin/privacy', cookie, testEnv, { intent: 'erase', email: 'jana@example.cz', confirm: 'yes' })
    expect(erased.headers.get('Location')).toBe('/en/admin/privacy?notice=erased&count=2')
    expect((await db().select().from(contactSubmissions)).map((message) => message.id)).toEqual([other])
    // Nothing of an erased person is left to find.
    expect(await found('jana@example.cz')).toEqual([])
  })

  it('the cron deletes the messages of people silent for 24 months, unless kept or still waiting for delivery', async () => {
    const now = Date.now()
    const month = 31 * 24 * 60 * 60 * 1000
    const gone = await storedSubmission({ email: 'gone@example.com' }, now - 25 * month)
    const kept = await storedSubmission({ email: 'kept@example.com' }, now - 25 * month)
    await db().update(contactSubmissions).set({ keep: true }).where(eq(contactSubmissions.id, kept))
    const returning = await storedSubmission({ email: 'Back@Example.com' }, now - 25 * month)
    await storedSubmission({ email: 'back@example.com' }, now - month)
    await db().update(contactSubmissions).set({ deliveryStatus: 'sent' })
    const undelivered = await storedSubmission({ email: 'waiting@example.com' }, now - 25 * month)
    await db()
      .update(contactSubmissions)
      .set({ nextAttemptAt: now + month })
      .where(eq(contactSubmissions.id, undelivered))
    await runCron(testEnv)
    const ids = (await db().select({ id: contactSubmissions.id }).from(contactSubmissions)).map((message) => message.id)
    expect(ids).not.toContain(gone)
    expect(ids).toContain(kept)
    expect(ids).toContain(returning)
    expect(ids).toContain(undelivered)
  })
})

/** The hidden fields of a screen's forms, in order. */
const hiddenFields = (html: string) =>
  [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map((match): [string, string] => [
    match[1] as string,
    (match[2] as string)
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>'),
  ])
const fieldsOf = (pairs: [string, string][]) => {
  const fields: Record<string, string[]> = {}
  for (const [name, value] of pairs) (fields[name] ??= []).push(value)
  return fields
}

describe('signed out', () => {
  it('a form posted to the inbox changes nothing and comes back as the gate', async () => {
    const id = await storedSubmission()
    const response = await call(form('/en/admin/inbox', { intent: 'delete', ids: id, confirm: 'yes', lang: 'en' }), testEnv)
    expect(response.status).toBe(401)
    expect(await row(id)).toBeTruthy()
    // From another site (or without evidence of this one), nothing is carried: the gate with a notice, as before.
    const foreign = await call(form('/en/admin/inbox', { intent: 'delete', ids: id, confirm: 'yes', lang: 'en' }, { Origin: 'https://evil.example' }), testEnv)
    expect(foreign.status).toBe(303)
    expect(foreign.headers.get('Location')).toBe('/en/admin?notice=expired')
  })

  it('keeps what was posted after the session ended: signing in again offers it once more, and it lands where the owner was', async () => {
    const start = Date.now()
    clock.now = () => start
    const id = await storedSubmission({ challenge: 'Please call me back' })
    cookie = await logIn(testEnv)
    const here = `/en/admin/inbox/${id}`
    const screen = await (await page(`${here}?from=list`, cookie, testEnv)).text()
    const csrf = /name="csrf" value="([^"]+)"/.exec(screen)?.[1] as string
    clock.now = () => start + IDLE_MS + 60_000
    const late = await call(form(here, { csrf, lang: 'en', intent: 'handled' }, { Cookie: cookie }), testEnv)
    expect(late.status).toBe(401)
    const gate = await late.text()
    expect(gate).toContain('Your session has ended. Log in again to continue.')
    expect(gate).toMatch(/name="password"/)
    expect((await row(id))?.handled).toBe(false)
    const carried = hiddenFields(gate)
    expect(carried).toContainEqual(['pending-to', here])
    expect(carried).toContainEqual(['pending.intent', 'handled'])
    expect(carried.some(([name]) => name === 'pending.csrf')).toBe(false)

    const signedIn = await call(form('/en/admin', { ...fieldsOf(carried), password: PASSWORD }), testEnv)
    expect(signedIn.status).toBe(200)
    const fresh = sessionCookie(signedIn)
    const resume = await signedIn.text()
    expect(resume).toContain('You are logged in again. Nothing you typed was lost')
    expect(resume).toContain(`<form action="${here}" method="post">`)
    const again = hiddenFields(resume.slice(resume.indexOf(`action="${here}"`)))
    expect(again).toContainEqual(['intent', 'handled'])
    const sent = await call(form(here, fieldsOf(again), { Cookie: fresh }), testEnv)
    expect(sent.status).toBe(303)
    expect(sent.headers.get('Location')).toBe(`${here}?notice=handled`)
    expect((await row(id))?.handled).toBe(true)
  })

  it('carries a pending form only to a console address of this site', async () => {
    for (const to of ['https://evil.example/en/admin', '//evil.example/en/admin', '/en/admin/../../x', '/elsewhere']) {
      const response = await call(form('/en/admin', { password: PASSWORD, lang: 'en', 'pending-to': to, 'pending.intent': 'delete' }), testEnv)
      expect(response.status, to).toBe(303)
      expect(response.headers.get('Location')).toBe('/en/admin')
    }
    // A screen's address with a query as URLSearchParams writes it (`*` stays as it is) is one.
    const to = `/en/admin/translations/cs?${new URLSearchParams({ q: 'a*b (c) ~d' })}`
    const resumed = await call(form('/en/admin', { password: PASSWORD, lang: 'en', 'pending-to': to, 'pending.intent': 'save' }), testEnv)
    expect(resumed.status).toBe(200)
    expect(await resumed.text()).toContain(`action="${to.replace(/&/g, '&amp;')}"`)
  })
})
