/**
 * Copy is data: English strings in nested, typed catalogs. A page names the catalogs
 * it renders, the server gathers their strings, translates them in one batch and
 * hands the page a dictionary; `localize` turns a catalog into the same shape in the
 * visitor's language. Pure, so islands and tests can use it too.
 */
/** A catalog: strings, arrays and plain objects, nested (interfaces allowed). */
export type Copy = string | object

/** English source text → translated text. Missing entries fall back to English. */
export type Dictionary = ReadonlyMap<string, string>

export const ENGLISH: Dictionary = new Map()

/**
 * Keys whose values are data rather than copy: icon names, variant kinds, product
 * names and anchors. They are never gathered for translation.
 */
export const NON_COPY_KEYS: ReadonlySet<string> = new Set<NonCopyKey>(['icon', 'kind', 'names', 'id'])
type NonCopyKey = 'icon' | 'kind' | 'names' | 'id'

/** A catalog's type after translation: same keys, any string where English literals were. */
export type Localized<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Localized<Item>[]
    : { readonly [K in keyof T]: K extends NonCopyKey ? T[K] : Localized<T[K]> }

/** Every distinct string in the catalogs, in document order. */
export function collectStrings(...catalogs: readonly Copy[]): string[] {
  const seen = new Set<string>()
  const visit = (node: unknown): void => {
    if (typeof node === 'string') {
      if (node.trim()) seen.add(node)
    } else if (Array.isArray(node)) {
      for (const child of node) visit(child)
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) if (!NON_COPY_KEYS.has(key)) visit(child)
    }
  }
  for (const catalog of catalogs) visit(catalog)
  return [...seen]
}

const cache = new WeakMap<Dictionary, WeakMap<object, unknown>>()

/** The catalog in the dictionary's language; the same shape, with English where no translation exists. */
export function localize<T extends Copy>(catalog: T, dictionary: Dictionary): Localized<T> {
  if (typeof catalog === 'string') return (dictionary.get(catalog) ?? catalog) as Localized<T>
  if (dictionary.size === 0) return catalog as Localized<T>
  let perDictionary = cache.get(dictionary)
  if (!perDictionary) {
    perDictionary = new WeakMap()
    cache.set(dictionary, perDictionary)
  }
  const hit = perDictionary.get(catalog as object)
  if (hit) return hit as Localized<T>
  const result = (
    Array.isArray(catalog)
      ? (catalog as readonly Copy[]).map((child) => localize(child, dictionary))
      : Object.fromEntries(Object.entries(catalog).map(([key, child]) => [key, NON_COPY_KEYS.has(key) ? child : localize(child as Copy, dictionary)]))
  ) as Localized<T>
  perDictionary.set(catalog as object, result)
  return result
}

/** Fills `{name}` slots of a translated template. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot))
}
