import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localLogText, startLocalSite } from '../../scripts/lib/local-site.ts'
import type { LocalSite } from '../../scripts/lib/local-site.ts'
import { ADMIN_TEST_HASH, ADMIN_TEST_PASSWORD } from '../browser/admin-password.ts'

/**
 * `npm start` runs `wrangler dev`, whose local observability keeps every invocation, with
 * its `url.full`, in a SQLite store under `.wrangler/state` (what Workers Logs' invocation
 * logs are on Cloudflare). This walks the owner's and a reviewer's journey on the real local
 * server, then reads that store's files and finds no address, no name searched for, and the
 * invitation token only in the one URL of the link itself, which is then used up.
 */
const PORT = Number(process.env.TOOLS_TEST_PORT ?? 8797)
let site: LocalSite

beforeAll(async () => {
  site = await startLocalSite(PORT, { ADMIN_PASSWORD_HASH: ADMIN_TEST_HASH })
}, 180_000)

afterAll(async () => {
  await site?.stop()
})

/** A browser's cookies and its requests, redirects not followed. */
class Client {
  private readonly jar = new Map<string, string>()

  async send(path: string, fields?: Record<string, string>): Promise<Response> {
    const headers: Record<string, string> = { Cookie: [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ') }
    if (fields) Object.assign(headers, { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.origin })
    const response = await fetch(`${site.origin}${path}`, {
      method: fields ? 'POST' : 'GET',
      headers,
      body: fields ? new URLSearchParams(fields) : undefined,
      redirect: 'manual',
    })
    for (const line of response.headers.getSetCookie()) {
      const [name = '', value = ''] = (line.split(';')[0] ?? '').split(/=(.*)/s)
      if (value && !/max-age=0/i.test(line)) this.jar.set(name, value)
      else this.jar.delete(name)
    }
    return response
  }
}

function spellings(secret: string): string[] {
  return [secret, encodeURIComponent(secret), new URLSearchParams({ x: secret }).toString().slice(2)]
}

describe('the local log store after a journey', () => {
  it('holds no email address, no name searched for, and the invitation token only in its used link', async () => {
    const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    const email = `lookup-${run}@example.cz`
    const name = `Zdeňka Logová ${run}`
    const owner = new Client()
    expect((await owner.send('/en/admin', { password: ADMIN_TEST_PASSWORD, lang: 'en' })).status).toBe(303)
    const csrf = /name="csrf" value="([^"]+)"/.exec(await (await owner.send('/en/admin/inbox')).text())?.[1] ?? ''
    expect(csrf).not.toBe('')
    const form = (fields: Record<string, string>) => ({ csrf, lang: 'en', ...fields })

    for (const query of [name, email]) {
      const searched = await owner.send('/en/admin/inbox', form({ intent: 'search', q: query, view: 'all' }))
      expect(searched.status).toBe(303)
      expect((await owner.send(searched.headers.get('Location') ?? '')).status).toBe(200)
    }
    expect((await owner.send('/en/admin/privacy', form({ intent: 'find', email }))).status).toBe(200)
    expect((await owner.send('/api/admin/people/export', form({ email }))).status).toBe(200)
    const erased = await owner.send('/en/admin/privacy', form({ intent: 'erase', email, confirm: 'yes' }))
    expect((await owner.send(erased.headers.get('Location') ?? '')).status).toBe(200)

    const invited = await (await owner.send('/en/admin/translations', form({ intent: 'invite', name: `Reviewer ${run}`, language: 'cs', days: '14' }))).text()
    const link = new URL(/id="invitation-link"[^>]*value="([^"]+)"/.exec(invited)?.[1] ?? '').pathname
    const token = link.split('/').at(-1) ?? ''
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const reviewer = new Client()
    expect((await reviewer.send(link)).status).toBe(200)
    expect((await reviewer.send(link, { lang: 'cs' })).status).toBe(303)
    expect((await new Client().send(link)).status).toBe(410)

    // The journey's last request: once the store has it, it has the ones before.
    const marker = `/en/admin/inbox?view=all&journey=${run}`
    await owner.send(marker)
    await expect.poll(() => localLogText().includes(marker), { timeout: 60_000 }).toBe(true)
    const text = localLogText()
    expect(text).toContain('/en/admin/privacy')
    for (const secret of [email, name].flatMap(spellings)) expect(text, secret).not.toContain(secret)
    expect(text.replaceAll(link, '')).not.toContain(token)
  }, 120_000)
})
