import type { Context } from 'hono'
import { fill } from '../../i18n/copy'
import { DEFAULT_LANGUAGE } from '../../lib/languages'
import type { LanguageCode } from '../../lib/languages'
import type { ConsoleCopy } from './console-context'
import type { Notice } from './document'

type NoticeKey = keyof ConsoleCopy['notices']

/** Notices that report a failure: shown as an alert rather than a status. */
const FAILURES: ReadonlySet<NoticeKey> = new Set<NoticeKey>([
  'nothingSelected',
  'retryFailed',
  'retranslateFailed',
  'retranslateStopped',
  'sitemapFailed',
  'testFailed',
  'testLimited',
  'expired',
])

/**
 * The notice a redirect carries back to the screen it came from (`?notice=saved&count=3`):
 * only the names of the copy's notices, and only counts and error codes as values, so an
 * address cannot make the console say anything else. Without one, `standing` (a state the
 * screen is in, such as a stopped background job) is the notice.
 */
export function noticeFromQuery(c: Context, standing?: NoticeKey): (copy: ConsoleCopy) => Notice | undefined {
  const key = c.req.query('notice') ?? standing
  const count = Number.parseInt(c.req.query('count') ?? '0', 10) || 0
  const code = /^[A-Za-z0-9_]{1,60}$/.test(c.req.query('code') ?? '') ? (c.req.query('code') as string) : ''
  return namedNotice(c, key, { count, code })
}

/** A notice by its name, for an action answered on its screen rather than by a redirect. */
export function namedNotice(
  c: Context,
  key: string | undefined,
  { count = 0, code = '' }: { count?: number; code?: string } = {},
): (copy: ConsoleCopy) => Notice | undefined {
  const lang = c.get('lang') as LanguageCode | undefined
  return (copy) => {
    if (!key || !Object.hasOwn(copy.notices, key)) return undefined
    const name = key as NoticeKey
    return { tone: FAILURES.has(name) ? 'error' : 'success', text: fill(copy.notices[name], { count, code }, lang ?? DEFAULT_LANGUAGE) }
  }
}

/** `path?notice=key` (and its values), for the redirect that ends an action. */
export function withNotice(path: string, key: NoticeKey, values: { count?: number; code?: string } = {}): string {
  const url = new URL(path, 'https://console.invalid')
  url.searchParams.set('notice', key)
  if (values.count !== undefined) url.searchParams.set('count', String(values.count))
  if (values.code) url.searchParams.set('code', values.code)
  return `${url.pathname}${url.search}${url.hash}`
}
