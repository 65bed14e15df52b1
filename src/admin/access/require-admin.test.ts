import { env } from 'cloudflare:test'
import type { Hono } from 'hono/tiny'
import { beforeEach, describe, expect, it } from 'vitest'
import { HASH, sessionApp } from '../../../tests/integration/console-helpers'
import type { AdminEnv } from '../env'
import { requireAdmin } from './require-admin'

const ORIGIN = 'https://example.com'
const testEnv = { ...env, ADMIN_PASSWORD_HASH: HASH } as Env

/** A tiny app: the middleware in front of a screen, an action and a gate, plus a way to open a session. */
function app() {
  const app = sessionApp('de')
  app.get('/de/admin', requireAdmin({ gate: (c) => Promise.resolve(c.text('the gate')) }), (c) => c.text('overview'))
  app.use('/de/admin/*', requireAdmin())
  app.get('/de/admin/inbox', (c) => c.text(`inbox for ${c.var.session.tokenHash.length}-character token hash`))
  app.post('/de/admin/inbox', (c) => c.text('changed'))
  return app
}

async function cookieFrom(tiny: Hono<AdminEnv>): Promise<string> {
  const response = await tiny.request(`${ORIGIN}/open`, { method: 'POST' }, testEnv)
  return /__Host-admin-session=[^;]+/.exec(response.headers.get('Set-Cookie') ?? '')?.[0] ?? ''
}

beforeEach(async () => {
  await env.DB.exec('DELETE FROM admin_sessions')
})

describe('requireAdmin()', () => {
  it('lets a live session through and hands it to the handler', async () => {
    const tiny = app()
    const response = await tiny.request(`${ORIGIN}/de/admin/inbox`, { headers: { Cookie: await cookieFrom(tiny) } }, testEnv)
    expect(await response.text()).toBe('inbox for 64-character token hash')
  })

  it('sends a screen without a session to the gate, which brings the owner back to it', async () => {
    const response = await app().request(`${ORIGIN}/de/admin/inbox?view=all`, {}, testEnv)
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe(`/de/admin?next=${encodeURIComponent('/de/admin/inbox?view=all')}`)
  })

  it('sends a form posted after the session ended to the gate with a notice, and runs nothing', async () => {
    const response = await app().request(`${ORIGIN}/de/admin/inbox`, { method: 'POST' }, testEnv)
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/de/admin?notice=expired')
  })

  it('answers a script without a session with 401 JSON', async () => {
    const response = await app().request(`${ORIGIN}/de/admin/inbox`, { headers: { Accept: 'application/json' } }, testEnv)
    expect(response.status).toBe(401)
    expect(await response.json()).toHaveProperty('error')
  })

  it('shows the gate in place where asked to, instead of redirecting', async () => {
    const response = await app().request(`${ORIGIN}/de/admin`, {}, testEnv)
    expect(await response.text()).toBe('the gate')
  })

  it('treats a session as none once the password hash is gone or changed', async () => {
    const tiny = app()
    const cookie = await cookieFrom(tiny)
    for (const hash of ['', 'not a hash']) {
      const response = await tiny.request(`${ORIGIN}/de/admin/inbox`, { headers: { Cookie: cookie } }, { ...testEnv, ADMIN_PASSWORD_HASH: hash })
      expect(response.status).toBe(303)
    }
  })
})
