import { env } from 'cloudflare:test'
import type { Hono } from 'hono/tiny'
import { beforeEach, describe, expect, it } from 'vitest'
import { HASH, sessionApp } from '../../../tests/integration/console-helpers'
import type { AdminEnv } from '../env'
import { adminCsrf } from './admin-csrf'
import { requireAdmin } from './require-admin'

const ORIGIN = 'https://example.com'
const testEnv = { ...env, ADMIN_PASSWORD_HASH: HASH } as Env
let changes = 0

function app() {
  const app = sessionApp('en')
  app.use('/en/admin/*', requireAdmin(), adminCsrf())
  app.get('/en/admin/inbox', (c) => c.html(`<form><input name="csrf" value="${c.var.session.csrf}"></form>`))
  app.post('/en/admin/inbox', (c) => {
    changes++
    return c.text('changed')
  })
  return app
}

/** A signed-in owner of the tiny app: the cookie and the session's token. */
async function owner(tiny: Hono<AdminEnv>): Promise<{ cookie: string; csrf: string }> {
  const opened = await tiny.request(`${ORIGIN}/open`, { method: 'POST' }, testEnv)
  const cookie = /__Host-admin-session=[^;]+/.exec(opened.headers.get('Set-Cookie') ?? '')?.[0] ?? ''
  const html = await (await tiny.request(`${ORIGIN}/en/admin/inbox`, { headers: { Cookie: cookie } }, testEnv)).text()
  return { cookie, csrf: /value="([^"]+)"/.exec(html)?.[1] ?? '' }
}

function send(tiny: Hono<AdminEnv>, cookie: string, fields: Record<string, string>, headers: Record<string, string> = { Origin: ORIGIN }) {
  return tiny.request(
    `${ORIGIN}/en/admin/inbox`,
    { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie, ...headers }, body: new URLSearchParams(fields) },
    testEnv,
  )
}

beforeEach(async () => {
  changes = 0
  await env.DB.exec('DELETE FROM admin_sessions')
})

describe('adminCsrf()', () => {
  it('lets a same-origin form with the session’s token through', async () => {
    const tiny = app()
    const { cookie, csrf } = await owner(tiny)
    expect(await (await send(tiny, cookie, { csrf })).text()).toBe('changed')
    expect(await (await send(tiny, cookie, { csrf }, { 'Sec-Fetch-Site': 'same-origin' })).text()).toBe('changed')
    expect(changes).toBe(2)
  })

  it('refuses a missing, forged or another session’s token with 403, and offers the form again with what it carried', async () => {
    const tiny = app()
    const { cookie } = await owner(tiny)
    const other = await owner(tiny)
    for (const csrf of ['', 'A'.repeat(43), other.csrf]) {
      const response = await send(tiny, cookie, { csrf, intent: 'save', translation: 'Der Text der Besitzerin' })
      expect(response.status).toBe(403)
      const html = await response.text()
      expect(html).toContain('This form has expired')
      expect(html).toContain('name="translation" value="Der Text der Besitzerin"')
      expect(html).not.toContain(`value="${csrf || 'nothing'}"`)
    }
    expect(changes).toBe(0)
  })

  it('refuses a request from another site outright, without offering to send it again', async () => {
    const tiny = app()
    const { cookie, csrf } = await owner(tiny)
    const crossSite: Record<string, string>[] = [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }, {}]
    for (const headers of crossSite) {
      const response = await send(tiny, cookie, { csrf, intent: 'delete' }, headers)
      expect(response.status).toBe(403)
      const html = await response.text()
      expect(html).toContain('came from another site')
      expect(html).not.toContain('name="intent"')
    }
    expect(changes).toBe(0)
  })

  it('answers a script in JSON', async () => {
    const tiny = app()
    const { cookie } = await owner(tiny)
    const response = await send(tiny, cookie, { csrf: '' }, { Origin: ORIGIN, Accept: 'application/json' })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: expect.stringContaining('expired') })
  })
})
