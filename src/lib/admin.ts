/**
 * What the admin area's routes (in the Worker) and its screens (an island rendered in
 * the browser) share: the inbox filters and how moments are shown.
 */
import { localeTag } from './languages'
import type { LanguageCode } from './languages'

export const INBOX_FILTERS = ['all', 'attention', 'pending', 'sent', 'dead'] as const
export type InboxFilter = (typeof INBOX_FILTERS)[number]

/** A pending message older than this stands out: delivery normally takes seconds. */
export const STALE_PENDING_MS = 60 * 60 * 1000

/** Formats a moment for the admin's language, in the business's time zone (Prague). */
export function formatMoment(lang: LanguageCode, ms: number, withTime = true): string {
  return new Intl.DateTimeFormat(localeTag(lang), { dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' } : {}), timeZone: 'Europe/Prague' }).format(ms)
}
