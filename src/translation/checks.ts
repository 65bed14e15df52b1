/**
 * What is never sent to a provider, and which results are
 * discarded in favour of the English.
 */
import { sourceText } from '../i18n/copy'
import { pluralRules } from '../i18n/numbers'
import { parsePlural, pluralCategories } from '../i18n/plural'
import type { PluralMessage } from '../i18n/plural'
import { unsafeCharacters } from '../lib/characters'
import { DEFAULT_LANGUAGE, localeTag } from '../lib/languages'
import type { LanguageCode } from '../lib/languages'
import { onlyProtected, protectedPieces, protectedTermPattern } from './markup'
import { sameAsEnglish } from './same-as-english'

/** Longest text ever sent to a provider, in characters. */
export const MAX_TEXT_LENGTH = 5000
const MIN_RATIO = 0.2
const MAX_RATIO = 5

export type SkipReason = 'english' | 'blank' | 'too-long' | 'untranslatable'

/**
 * Why a text is served as it is without asking a provider, or null when it may be sent.
 * Untranslatable: nothing but protected terms, slots, numbers and punctuation that every
 * language writes alike.
 */
export function skipReason(entry: string, target: string): SkipReason | null {
  const text = sourceText(entry)
  if (target === DEFAULT_LANGUAGE) return 'english'
  if (!text.trim()) return 'blank'
  if (text.length > MAX_TEXT_LENGTH) return 'too-long'
  // A label's colon and a percent sign are not ("Langue :" in French, "%30" in Turkish), so such a text is translated.
  if (onlyProtected(text) && !/[:%]/.test(text)) return 'untranslatable'
  return null
}

export type Rejection = 'empty' | 'characters' | 'unchanged' | 'ratio' | 'brand-terms' | 'markup' | 'gloss' | 'plural'

/**
 * Why a provider's (already restored) result, or a memory entry, must be discarded, or
 * null when it may be served and cached. `null` as the result means the markup could
 * not be restored. The entry may carry a context; a plural entry is checked branch by
 * branch against the English and must give every category the language needs.
 */
export function rejection(entry: string, result: string | null, target: string): Rejection | null {
  if (result === null) return 'markup'
  if (!result.trim()) return 'empty'
  // NUL and other controls, direction controls and private-use characters: reversed text and empty boxes on the page.
  if (unsafeCharacters(result)) return 'characters'
  const source = sourceText(entry)
  if (target !== DEFAULT_LANGUAGE && result.trim() === source.trim() && !sameAsEnglish(source, target)) return 'unchanged'
  const english = parsePlural(source)
  if (english) return pluralRejection(english, result, target)
  return textRejection(source, result)
}

function textRejection(source: string, result: string): Rejection | null {
  const ratio = result.length / source.length
  if (ratio < MIN_RATIO || ratio > MAX_RATIO) return 'ratio'
  if (!samePieces(protectedPieces(source), protectedPieces(result))) return 'brand-terms'
  if (glosses(result) > glosses(source)) return 'gloss'
  return null
}

function pluralRejection(english: PluralMessage, result: string, target: string): Rejection | null {
  const translated = parsePlural(result)
  if (!translated || translated.arg !== english.arg) return 'plural'
  const samples = pluralSamples(localeTag(target as LanguageCode))
  for (const category of samples.keys()) if (!translated.branches.has(category)) return 'plural'
  const englishOther = english.before + (english.branches.get('other') ?? '') + english.after
  for (const [selector, branch] of translated.branches) {
    if (!branch.includes('#') && !namesOneNumber(selector, samples)) return 'plural'
    const problem = textRejection(englishOther.replace(/#/g, ''), (translated.before + branch + translated.after).replace(/#/g, ''))
    if (problem) return problem
  }
  return null
}

/**
 * Whether a plural form stands for one number only (`=2`, or Czech `one`), so that it may
 * leave out `#` ("jeden den", "يومان"). French `one` also holds 0 and 1.5: it needs `#`.
 */
export function namesOneNumber(selector: string, samples: ReadonlyMap<string, readonly number[]>): boolean {
  return selector.startsWith('=') || samples.get(selector)?.length === 1
}

/** Integers, and decimals with the one digit copy shows: the numbers the sample sets are drawn from. */
const SAMPLE_NUMBERS = [
  ...Array.from({ length: 1001 }, (_, n) => n),
  ...Array.from({ length: 200 }, (_, n) => (n + 1) / 10).filter((n) => !Number.isInteger(n)),
  100.5,
  1000.5,
  1_000_000,
  2_000_000,
]
const samplesByLocale = new Map<string, ReadonlyMap<string, readonly number[]>>()

/**
 * CLDR's sample numbers, computed: the numbers copy can show, by the plural category the
 * language's rules put them in (with the rounding copy uses). French `one` holds 0, 0.5, 1
 * and 1.5; Czech `one` holds 1 alone and Czech `many` only decimals.
 */
export function pluralSamples(locale: string): ReadonlyMap<string, readonly number[]> {
  const known = samplesByLocale.get(locale)
  if (known) return known
  const rules = pluralRules(locale)
  const samples = new Map<string, number[]>(pluralCategories(locale).map((category) => [category, []]))
  for (const n of SAMPLE_NUMBERS) samples.get(rules.select(n))?.push(n)
  samplesByLocale.set(locale, samples)
  return samples
}

/** A sample number in a category of the language's plural rules, to send a branch with. */
export function pluralSample(category: string, locale: string): number {
  return pluralSamples(locale).get(category)?.[0] ?? 5
}

const TERM_PATTERN = protectedTermPattern()
/** `(Term)`, or `Term (an aside)`. */
const GLOSS = new RegExp(`\\(\\s*(${TERM_PATTERN})\\s*\\)|(?:${TERM_PATTERN})\\p{L}*\\s*\\(([^)]*)\\)`, 'gu')

function samePieces(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false
  const sorted = (list: readonly string[]) => [...list].sort().join('\u0000')
  return sorted(a) === sorted(b)
}

/**
 * A protected term glossed in parentheses: followed by an aside ("Discovery (automatische
 * Erkennung)") or following a translation of it ("الوكيل الافتراضي (Virtual Agent)").
 * The term alone is what a reader of the page needs. Counted, so that a gloss the
 * English itself has ("IT Service Management (ITSM)") is allowed once. Glosses without
 * brackets (after a comma or a dash) depend on the language's words: the memory check
 * finds those with each language's rules.
 */
export function glosses(text: string): number {
  let count = 0
  for (const [, term, aside] of text.matchAll(GLOSS)) {
    if (term !== undefined) count++
    else if (aside && /\p{L}{3,}/u.test(aside) && !protectedPieces(aside).length) count++
  }
  return count
}

/**
 * Text that may legitimately stay the same in every language: acronyms and codes
 * ("ITSM", "HRSD"), with no lower-case word. An unchanged result for it is not a
 * provider failure; it is simply served in English.
 */
export function mayStayUnchanged(entry: string): boolean {
  return !/\p{Ll}{2,}/u.test(sourceText(entry).replace(/\{\w+\}/g, ''))
}
