/**
 * Numbers in copy. A catalog never spells a number into its English: it names the number
 * in a slot (`Up to {share}`) and gives its value, and the page writes it for its own
 * language with `Intl`: a percentage as "40 %", "%40" or "40%", a range with
 * `formatRange`, an amount with its currency, a time of day as the language writes it.
 * The translation keeps the slot, so one translation serves every value and no
 * language is left with the English way of writing numbers. Pure, so islands use it too.
 */

import { dateTimeFormat, numberFormat as intlNumberFormat, pluralRules as intlPluralRules } from '../lib/intl'

/** Plain numbers in copy are shown with at most one decimal; plural choice uses the same rounding. */
const NUMBER_OPTIONS: Intl.NumberFormatOptions = { maximumFractionDigits: 1 }

/** A number and how to write it: `Intl.NumberFormat` options, an upper end for a range, or a time of day. */
export interface NumberValue {
  readonly value: number
  /** The upper end of a range, written with `formatRange`. */
  readonly to?: number
  readonly options?: Intl.NumberFormatOptions
  /** The value is minutes after midnight, written as a time of day. */
  readonly time?: true
}

const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 }

/** A share as a percentage: `percent(0.4)` is "40%" in English, "40 %" in German, "%40" in Turkish. */
export const percent = (share: number): NumberValue => ({ value: share, options: PERCENT })

/** A range of shares: `percentRange(0.5, 0.95)` is "50% – 95%" in English, "50–95 %" in Czech. */
export const percentRange = (from: number, to: number): NumberValue => ({ value: from, to, options: PERCENT })

/** An amount of money in whole units of its currency. */
export const money = (amount: number, currency: string): NumberValue => ({
  value: amount,
  options: { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 },
})

/** A time of day, written the language's way ("7:00 PM", "19:00", "19 h 00"). */
export const timeOfDay = (hour: number, minute = 0): NumberValue => ({ value: hour * 60 + minute, time: true })

export type SlotValue = string | number | NumberValue

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = NUMBER_OPTIONS) => intlNumberFormat(locale, options)

/** Plural rules with the rounding copy uses, so 0.55 picks the branch of the 0.6 it shows. */
export const pluralRules = (locale: string) => intlPluralRules(locale, NUMBER_OPTIONS)

const timeFormat = (locale: string) => dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })

/** Languages written right to left: an amount in their text is isolated from its neighbours. */
const RIGHT_TO_LEFT = /^(ar|fa|he|ur)\b/

const FIRST_STRONG_ISOLATE = '\u2068'
const LEFT_TO_RIGHT_ISOLATE = '\u2066'
const POP_DIRECTIONAL_ISOLATE = '\u2069'

/**
 * An amount in right-to-left text: the whole amount is isolated, so the words and
 * punctuation around it keep their places, and a Latin currency symbol inside it is
 * isolated left to right, so "US$" does not fall apart into "$US".
 */
function isolateAmount(format: Intl.NumberFormat, value: number): string {
  const parts = format
    .formatToParts(value)
    .map((part) =>
      part.type === 'currency' && /\p{Script=Latin}/u.test(part.value) ? `${LEFT_TO_RIGHT_ISOLATE}${part.value}${POP_DIRECTIONAL_ISOLATE}` : part.value,
    )
  return `${FIRST_STRONG_ISOLATE}${parts.join('')}${POP_DIRECTIONAL_ISOLATE}`
}

/** An amount of money formatted for the locale, isolated in right-to-left languages. */
export function formatAmount(format: Intl.NumberFormat, value: number, locale: string): string {
  return RIGHT_TO_LEFT.test(locale) ? isolateAmount(format, value) : format.format(value)
}

/** A slot's value written for the locale; strings are inserted as they are. */
export function formatSlot(value: SlotValue, locale: string): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number') return numberFormat(locale).format(value)
  if (value.time) return timeFormat(locale).format(new Date(Date.UTC(2000, 0, 1, Math.floor(value.value / 60), value.value % 60)))
  const format = numberFormat(locale, value.options)
  if (value.to !== undefined) return format.formatRange(value.value, value.to)
  return value.options?.style === 'currency' ? formatAmount(format, value.value, locale) : format.format(value.value)
}

/** The number that chooses a plural branch. */
export function countOf(value: SlotValue): number {
  return typeof value === 'object' ? value.value : Number(value)
}
