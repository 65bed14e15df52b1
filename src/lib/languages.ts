/**
 * The 18 languages the site is served in. English is the source language and the
 * fallback for everything. `flag` is the country whose flag stands for the language in
 * the language list (an id in the flag sprite, `public/flags.svg`). `regions` lists
 * the country codes whose `Accept-Language` region part points at that language when
 * the language part alone did not match.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', flag: 'gb', regions: ['US', 'GB', 'IE', 'AU', 'CA', 'NZ', 'ZA', 'IN'] },
  { code: 'cs', name: 'Čeština', flag: 'cz', regions: ['CZ'] },
  { code: 'sk', name: 'Slovenčina', flag: 'sk', regions: ['SK'] },
  { code: 'fr', name: 'Français', flag: 'fr', regions: ['FR', 'BE', 'LU', 'MC', 'SN', 'CI'] },
  { code: 'es', name: 'Español', flag: 'es', regions: ['ES', 'MX', 'AR', 'CO', 'CL', 'PE', 'VE', 'UY'] },
  { code: 'pt', name: 'Português (Portugal)', flag: 'pt', regions: ['PT', 'BR', 'AO', 'MZ'] },
  { code: 'it', name: 'Italiano', flag: 'it', regions: ['IT', 'SM', 'VA'] },
  { code: 'de', name: 'Deutsch', flag: 'de', regions: ['DE', 'AT', 'CH', 'LI'] },
  { code: 'nl', name: 'Nederlands', flag: 'nl', regions: ['NL', 'SR'] },
  { code: 'da', name: 'Dansk', flag: 'dk', regions: ['DK', 'GL', 'FO'] },
  { code: 'fi', name: 'Suomi', flag: 'fi', regions: ['FI'] },
  { code: 'no', name: 'Norsk', flag: 'no', regions: ['NO', 'SJ'] },
  { code: 'sv', name: 'Svenska', flag: 'se', regions: ['SE', 'AX'] },
  { code: 'id', name: 'Bahasa Indonesia', flag: 'id', regions: ['ID'] },
  { code: 'ms', name: 'Bahasa Melayu', flag: 'my', regions: ['MY', 'BN', 'SG'] },
  { code: 'ru', name: 'Русский', flag: 'ru', regions: ['RU', 'BY', 'KZ', 'KG'] },
  { code: 'tr', name: 'Türkçe', flag: 'tr', regions: ['TR', 'CY'] },
  { code: 'ar', name: 'العربية', flag: 'sa', regions: ['SA', 'AE', 'EG', 'MA', 'DZ', 'TN', 'JO', 'LB', 'KW', 'QA', 'BH', 'OM', 'IQ'] },
] as const

export type Language = (typeof LANGUAGES)[number]
export type LanguageCode = Language['code']

export const DEFAULT_LANGUAGE: LanguageCode = 'en'

/** Cookie that remembers the visitor's explicit choice of language. */
export const LANGUAGE_COOKIE = 'selectedLanguage'

const CODES: ReadonlySet<string> = new Set(LANGUAGES.map((language) => language.code))

export function isLanguageCode(value: string | undefined | null): value is LanguageCode {
  return value != null && CODES.has(value)
}

export function getLanguage(code: LanguageCode): Language {
  return LANGUAGES.find((language) => language.code === code) ?? LANGUAGES[0]
}

export function textDirection(code: LanguageCode): 'rtl' | 'ltr' {
  return code === 'ar' ? 'rtl' : 'ltr'
}

/**
 * BCP 47 tag for `Intl`, `og:locale` and the page's `lang`: Norwegian is written as Bokmål,
 * and the Portuguese version is European Portuguese (decision 12), so its numbers, dates
 * and plural rules are Portugal's.
 */
export function localeTag(code: LanguageCode): string {
  return code === 'no' ? 'nb' : code === 'pt' ? 'pt-PT' : code
}
