/** What every measurement shares: the page templates, the browser, small statistics. */
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import type { Browser } from 'playwright-core'
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/chromium.ts'

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
