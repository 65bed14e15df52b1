/** What every measurement shares: the page templates, the browser, small statistics. */
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import type { Browser } from 'playwright-core'
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/chromium.ts'
import { createServer } from 'vite'
import type { ViteDevServer } from 'vite'
import { clientAssets } from '../vite-client-assets.ts'

/** One page per template: the budgets hold "on every page template". */
export const TEMPLATES = [
  { name: 'home', path: '' },
  { name: 'industry', path: '/use-cases/hotels' },
  { name: 'servicenow', path: '/servicenow/itsm' },
  { name: 'privacy', path: '/privacy-policy' },
  { name: 'terms', path: '/terms-of-service' },
  { name: 'admin', path: '/admin' },
  { name: '404', path: '/bench-page-that-does-not-exist' },
] as const

export type Template = (typeof TEMPLATES)[number]

export const MOBILE = { width: 375, height: 812 }
export const DESKTOP = { width: 1280, height: 800 }

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS })
}

/** Bytes after gzip at level 9, the figure the size budgets are written in. */
export function gzipSize(body: string | Buffer): number {
  return gzipSync(body, { level: 9 }).length
}

/** The value below which `p` percent of the samples fall (nearest rank). */
export function percentile(samples: readonly number[], p: number): number {
  if (!samples.length) return Number.NaN
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
}

export function median(samples: readonly number[]): number {
  if (!samples.length) return Number.NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

export const KB = 1024

/** `/{lang}{path}` on the bench server. */
export function pageUrl(origin: string, lang: string, path: string): string {
  return `${origin}/${lang}${path}`
}

/**
 * Runs `work` with the site's modules loadable through a Vite SSR server in Node, as the
 * Worker runs them: production mode, the client-assets plugin only (the modules measured
 * import no `cloudflare:` module). React picks its development or production build from
 * NODE_ENV when first imported, and development is several times slower, so NODE_ENV is
 * `production` meanwhile.
 */
export async function withSiteModules<T>(work: (vite: ViteDevServer) => Promise<T>): Promise<T> {
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  const vite = await createServer({
    configFile: false,
    root: process.cwd(),
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    oxc: { jsx: { runtime: 'automatic' } },
    plugins: [clientAssets({ test: true })],
  })
  try {
    return await work(vite)
  } finally {
    await vite.close()
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
}
