/**
 * Copy is data: English strings in nested, typed catalogs. A page names the catalogs
 * it renders, the server gathers their strings, translates them in one batch and
 * hands the page a dictionary; `localize` turns a catalog into the same shape in the
 * visitor's language. Pure, so islands and tests can use it too.
 */
import { DEFAULT_LANGUAGE, localeTag } from '../lib/languages'
import type { LanguageCode } from '../lib/languages'
import type { SlotValue } from './numbers'
import { fillTemplate } from './plural'

/** A catalog: strings, numbered texts, arrays and plain objects, nested (interfaces allowed). */
export type Copy = string | object

/**
 * A catalog entry that shows numbers: its English template, which is what gets
 * translated (`Up to {share}`, `{hours, plural, one {# hour} other {# hours}}`), and the
 * numbers for its slots. The page fills it for its language, so every number is written
 * by `Intl` and every count picks its plural form by the language's rules.
 */
export class Numbered {
  readonly template: string
  readonly values: Readonly<Record<string, SlotValue>>
  constructor(template: string, values: Readonly<Record<string, SlotValue>>) {
    this.template = template
    this.values = values
  }
}

/** One text of a catalog: plain English, or English with numbers. */
export type Text = string | Numbered

/** Copy with numbers: `numbered('Up to {share}', { share: percent(0.4) })`. */
export const numbered = (template: string, values: Readonly<Record<string, SlotValue>>): Numbered => new Numbered(template, values)

/** A number shown on its own (a badge, a metric): nothing to translate, only to write for the language. */
export const figure = (value: SlotValue): Numbered => new Numbered('{value}', { value })

/** English source text → translated text. Missing entries fall back to English. */
export type Dictionary = ReadonlyMap<string, string>

export const ENGLISH: Dictionary = new Map()

/**
 * Keys whose values are data rather than copy: icon names, variant kinds, product
 * names, anchors and page layouts. They are never gathered for translation.
 */
export const NON_COPY_KEYS: ReadonlySet<string> = new Set<NonCopyKey>(['icon', 'kind', 'names', 'id', 'layout'])
type NonCopyKey = 'icon' | 'kind' | 'names' | 'id' | 'layout'

/** A catalog's type after translation: same keys, any string where English literals were. */
export type Localized<T> = T extends string
  ? string
  : T extends Numbered
    ? string
    : T extends readonly (infer Item)[]
      ? readonly Localized<Item>[]
      : { readonly [K in keyof T]: K extends NonCopyKey ? T[K] : Localized<T[K]> }

/**
 * Separates a context from the English text in a catalog entry (the gettext
 * convention): `inContext('legal heading', 'Contact')` is translated apart from the menu's
 * "Contact", under its own memory key, and reads "Contact" in English.
 */
const CONTEXT_SEPARATOR = '\u0004'

export function inContext(context: string, text: string): string {
  return `${context}${CONTEXT_SEPARATOR}${text}`
}

/** The English text of a catalog entry, without its context. */
export function sourceText(entry: string): string {
  const at = entry.indexOf(CONTEXT_SEPARATOR)
  return at < 0 ? entry : entry.slice(at + 1)
}

/** The context of a catalog entry, or undefined when it has none. */
export function contextOf(entry: string): string | undefined {
  const at = entry.indexOf(CONTEXT_SEPARATOR)
  return at < 0 ? undefined : entry.slice(0, at)
}

/** Every distinct string in the catalogs, in document order. */
export function collectStrings(...catalogs: readonly Copy[]): string[] {
  const seen = new Set<string>()
  const visit = (node: unknown): void => {
    if (typeof node === 'string') {
      if (node.trim()) seen.add(node)
    } else if (node instanceof Numbered) {
      seen.add(node.template)
    } else if (Array.isArray(node)) {
      for (const child of node) visit(child)
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) if (!NON_COPY_KEYS.has(key)) visit(child)
    }
  }
  for (const catalog of catalogs) visit(catalog)
  return [...seen]
}

/** Localized catalogs by dictionary and language (numbers differ between languages that share a dictionary). */
const cache = new WeakMap<Dictionary, Map<LanguageCode, WeakMap<object, unknown>>>()

/**
 * The catalog in the dictionary's language `lang`; the same shape, with English where no
 * translation exists and numbered entries filled in for the language.
 */
export function localize<T extends Copy>(catalog: T, dictionary: Dictionary, lang: LanguageCode): Localized<T> {
  if (typeof catalog === 'string') return (dictionary.get(catalog) ?? sourceText(catalog)) as Localized<T>
  if (catalog instanceof Numbered) return fill(dictionary.get(catalog.template) ?? sourceText(catalog.template), catalog.values, lang) as Localized<T>
  let byLanguage = cache.get(dictionary)
  if (!byLanguage) cache.set(dictionary, (byLanguage = new Map()))
  let perDictionary = byLanguage.get(lang)
  if (!perDictionary) byLanguage.set(lang, (perDictionary = new WeakMap()))
  const hit = perDictionary.get(catalog as object)
  if (hit) return hit as Localized<T>
  const result = (
    Array.isArray(catalog)
      ? (catalog as readonly Copy[]).map((child) => localize(child, dictionary, lang))
      : Object.fromEntries(Object.entries(catalog).map(([key, child]) => [key, NON_COPY_KEYS.has(key) ? child : localize(child as Copy, dictionary, lang)]))
  ) as Localized<T>
  perDictionary.set(catalog as object, result)
  return result
}

/**
 * Fills `{name}` slots and a `{n, plural, …}` block of a translated template. Numbers are
 * written for the page's language and the plural branch follows its rules, so a text
 * with a number needs the language; text alone does not.
 */
export function fill(template: string, values: Readonly<Record<string, string>>): string
export function fill(template: string, values: Readonly<Record<string, SlotValue>>, lang: LanguageCode): string
export function fill(template: string, values: Readonly<Record<string, SlotValue>>, lang: LanguageCode = DEFAULT_LANGUAGE): string {
  return fillTemplate(template, values, localeTag(lang))
}
