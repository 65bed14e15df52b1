import { displayNames, numberFormat } from '../../lib/intl'
import { getLanguage, localeTag } from '../../lib/languages'
import type { LanguageCode } from '../../lib/languages'

// Moments follow the one time policy (Europe/Prague, named), which the mail to the inbox shares.
export { OWNER_TIME_ZONE, formatMoment, spreadsheetMoment } from '../../lib/owner-time'

/**
 * A language's name as the console's language says it inside a sentence ("les traductions
 * en allemand", not "en Deutsch"). A list or menu of languages keeps each one's own name,
 * marked with its `lang`.
 */
export function languageName(lang: LanguageCode, code: LanguageCode): string {
  const name = displayNames(localeTag(lang), { type: 'language', fallback: 'none' }).of(code)
  return name && name !== code ? name : getLanguage(code).name
}

/** A number for the owner to read, grouped the console language's way. */
export function formatNumber(lang: LanguageCode, value: number): string {
  return numberFormat(localeTag(lang)).format(value)
}
