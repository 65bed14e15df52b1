import { dateTimeFormat, displayNames, numberFormat } from '../../lib/intl'
import { getLanguage, localeTag } from '../../lib/languages'
import type { LanguageCode } from '../../lib/languages'

/** The business's time zone: the console shows, and its exports write, every moment in it. */
export const OWNER_TIME_ZONE = 'Europe/Prague'

/** A moment for the owner to read, in the console's language and the business's time zone. */
export function formatMoment(lang: LanguageCode, ms: number, withTime = true): string {
  return dateTimeFormat(localeTag(lang), { dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' } : {}), timeZone: OWNER_TIME_ZONE }).format(ms)
}

/**
 * A language's name as the console's language says it inside a sentence ("les traductions
 * en allemand", not "en Deutsch"). A list or menu of languages keeps each one's own name,
 * marked with its `lang`.
 */
export function languageName(lang: LanguageCode, code: LanguageCode): string {
  const name = displayNames(localeTag(lang), { type: 'language', fallback: 'none' }).of(code)
  return name && name !== code ? name : getLanguage(code).name
}

/** A moment for a spreadsheet: `2026-11-26 14:05` in the business's time zone, which sorts as text and parses as a date. */
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

/** A number for the owner to read, grouped the console language's way. */
export function formatNumber(lang: LanguageCode, value: number): string {
  return numberFormat(localeTag(lang)).format(value)
}
