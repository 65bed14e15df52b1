/**
 * The one policy for the moments people read: the business is in Prague, so every time the
 * console, its exports and the mail to the business inbox show is in Europe/Prague, and
 * says so (a console time names the zone, CET or CEST in the console's language; an
 * export's column and a mail name it in full). Nothing shows UTC.
 */
import { dateTimeFormat } from './intl'
import { localeTag } from './languages'
import type { LanguageCode } from './languages'

export const OWNER_TIME_ZONE = 'Europe/Prague'

const WITH_TIME: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }

/** A moment for the owner to read, in the console's language and the business's time zone, named when it has a time of day. */
export function formatMoment(lang: LanguageCode, ms: number, withTime = true): string {
  return dateTimeFormat(localeTag(lang), { ...(withTime ? WITH_TIME : { dateStyle: 'medium' }), timeZone: OWNER_TIME_ZONE }).format(ms)
}

/** A moment for a spreadsheet: `2026-11-26 14:05` in the business's time zone, which sorts as text and parses as a date (the column names the zone). */
export function spreadsheetMoment(ms: number): string {
  const parts = Object.fromEntries(
    dateTimeFormat('en-CA', {
      timeZone: OWNER_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(ms)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}

/** A moment in a mail to the business: `2026-11-26 14:05 Europe/Prague`. */
export function mailMoment(ms: number): string {
  return `${spreadsheetMoment(ms)} ${OWNER_TIME_ZONE}`
}
