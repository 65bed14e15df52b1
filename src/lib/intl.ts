/**
 * `Intl` objects, one per locale and options for the life of the isolate (or of the
 * browser tab). Building one costs far more than using it: a `new Intl.NumberFormat` per
 * number, or `localeCompare(…, lang)`, which builds a collator on every comparison, took
 * milliseconds of a page's or a console screen's render.
 */
type IntlObject = Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat | Intl.Collator | Intl.DisplayNames

const made = new Map<string, IntlObject>()

function cached<T extends IntlObject>(key: string, make: () => T): T {
  let found = made.get(key) as T | undefined
  if (!found) made.set(key, (found = make()))
  return found
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options))

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options))

export const pluralRules = (locale: string, options: Intl.PluralRulesOptions = {}): Intl.PluralRules =>
  cached(`p|${locale}|${JSON.stringify(options)}`, () => new Intl.PluralRules(locale, options))

export const displayNames = (locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames =>
  cached(`l|${locale}|${JSON.stringify(options)}`, () => new Intl.DisplayNames(locale, options))

/** Orders labelled things A–Z the way the language sorts them. */
export function byLabel(locale: string): (a: { label: string }, b: { label: string }) => number {
  const collator = cached(`c|${locale}`, () => new Intl.Collator(locale))
  return (a, b) => collator.compare(a.label, b.label)
}
