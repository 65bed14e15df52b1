import { figure, numbered } from '../../i18n/copy'
import { percent, percentRange } from '../../i18n/numbers'
import { LANGUAGES } from '../../lib/languages'

/**
 * The figures the landing pages show in their benefit cards. Several pages share each
 * wording, so it has one English text and one translation per language, and the number
 * is written for the page's language.
 */
export const upTo = (share: number) => numbered('Up to {share}', { share: percent(share) })
export const over = (share: number) => numbered('Over {share}', { share: percent(share) })
export const share = (value: number) => figure(percent(value))
export const shareOrMore = (value: number) => numbered('{share}+', { share: percent(value) })
export const shareRange = (from: number, to: number) => figure(percentRange(from, to))
export const hoursOrMore = (hours: number) => numbered('{hours, plural, one {#+ h} other {#+ h}}', { hours })
export const underMinutes = (minutes: number) => numbered('{minutes, plural, one {< # min} other {< # min}}', { minutes })
export const yearsOrMore = (years: number) => numbered('{years, plural, one {#+ year} other {#+ years}}', { years })
export const fromDay = (day: number) => numbered('Day {day}', { day })
export const allLanguages = numbered('{languages, plural, one {# language} other {# languages}}', { languages: LANGUAGES.length })
