import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'

/**
 * Paths that name a file, served from the static assets if such a file exists; in
 * development the assets binding is Vite's dev server, which also serves `/@vite/…`.
 */
const FILE_PATH = /\/[^/]+\.[a-z0-9]+$|^\/@/i

/**
 * The Worker runs before static assets (so they get the security headers); this hands
 * file requests to the assets binding, and lets a missing file fall through to the 404 page.
 */
export const staticAssets: MiddlewareHandler<AppEnv> = async function staticAssets(c, next) {
  const { pathname } = new URL(c.req.url)
  if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || !FILE_PATH.test(pathname)) return next()
  const response = await c.env.ASSETS.fetch(c.req.raw)
  if (response.status === 404) return next()
  const headers = new Headers(response.headers)
  if (pathname.startsWith('/assets/')) headers.set('Cache-Control', 'public, max-age=31536000, immutable')
  else headers.set('Cache-Control', 'public, max-age=3600')
  return new Response(response.body, { status: response.status, headers })
}
