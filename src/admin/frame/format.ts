import { numberFormat } from '../../lib/intl'
import { localeTag } from '../../lib/languages'
import type { LanguageCode } from '../../lib/languages'

// Moments follow the one time policy (Europe/Prague, named), which the mail to the inbox shares.
export { OWNER_TIME_ZONE, formatMoment, spreadsheetMoment } from '../../lib/owner-time'

/** A number for the owner to read, grouped the console language's way. */
export function formatNumber(lang: LanguageCode, value: number): string {
  return numberFormat(localeTag(lang)).format(value)
}
