/**
 * The console as the site's app sees it. Its code (every room, its copy and screens) is
 * loaded by the first console request, not when an isolate starts: most isolates serve
 * only visitors, and compiling the console cost every one of them at startup. The owner's
 * first screen in a fresh isolate pays for the load instead.
 */
import { Hono } from 'hono/tiny'
import type { Context } from 'hono'
import type { AppEnv } from '../settings'
import { once } from '../lib/once'
import { executionContext } from '../render'
import { adminCredentials } from './access/credentials'
import { currentSession } from './access/session'
import { CONSOLE, UNMATCHED } from './paths'

const loadConsole = once(() => import('./index'))

export const consoleRoutes = new Hono<AppEnv>()

for (const path of [`${CONSOLE}/*`, '/api/admin/*']) {
  consoleRoutes.all(path, async function consoleRequest(c, next) {
    const { adminApp } = await loadConsole()
    const response = await adminApp.fetch(c.req.raw, c.env, executionContext(c))
    if (!response.headers.has(UNMATCHED)) return response
    // The site's 404 page answers, as private as every console answer.
    await next()
    c.res = new Response(c.res.body, c.res)
    c.res.headers.set('Cache-Control', 'no-store')
    c.res.headers.set('X-Robots-Tag', 'noindex, nofollow')
  })
}

/** Whether a request carries the owner's live session: for endpoints outside the console that do more for the owner. */
export async function hasAdminSession(c: Context): Promise<boolean> {
  const access = adminCredentials(c.env)
  const session = access.ok ? await currentSession(c, access.credentials) : null
  return session !== null && session.reviewer === null
}
