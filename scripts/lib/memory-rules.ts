/**
 * The checks of the translation memory that need a language's rules
 * (`translations/rules/<lang>.json`) or its typography: the glossary, the one register
 * of address, the words that change with a count, translated forms of protected product
 * names, and French spacing. Each returns what is wrong with one entry, in words a
 * translator can act on; `scripts/check-translations.ts` reports them by language and key.
 */
import { sourceText } from '../../src/i18n/copy.ts'
import { numberFormat } from '../../src/i18n/numbers.ts'
import { fillTemplate, parsePlural } from '../../src/i18n/plural.ts'
import { PRODUCT_TERMS } from '../../src/lib/site.ts'
import { namesOneNumber, pluralSamples } from '../../src/translation/checks.ts'

/** An English term of the glossary (translations/rules/terms.json): a pattern for it in its glossary sense, and that sense. */
export interface Term {
  id: string
  meaning: string
  /** Regular expression (case-insensitive) for the term in English; look-behinds rule out other senses. */
  en: string
}

/** One language's rules. */
export interface LanguageRules {
  assistantGender?: 'feminine' | 'masculine'
  /**
   * `match`: what a translation of a text using the term must contain; `avoid`: what it must not
   * (the masculine form where the assistant is feminine); `exceptions` are cut out first.
   */
  glossary: Record<string, { use: string; match: string; avoid?: string; exceptions?: string[] }>
  /**
   * The one way the site addresses its reader: `use` says which, `avoid` lists patterns of the
   * forms that betray the other register (regular expressions with Unicode classes,
   * case-sensitive unless they start with `(?i)`).
   */
  register: { use: string; avoid: string[] }
  /**
   * The words that change with a count, each with its forms by plural category (a form may
   * belong to several: every case the copy uses). A plural block must use, in each branch,
   * the forms of that branch's category: a form of another category is a swapped form.
   */
  counted: Record<string, Partial<Record<string, string[]>>>
  /**
   * Translated renderings of protected product names (English name → pattern): a reader who
   * meets one next to, or instead of, the name is reading a gloss or a translation.
   */
  productTranslations?: Record<string, string>
  /**
   * Words that open an explanation set off by commas or a dash (articles, "that is"): after a
   * product name they make a gloss without brackets ("Discovery, l'outil de découverte
   * automatique,"). A regular expression of alternatives.
   */
  glossOpeners: string
}

export type Problems = string[]

/** Glossary terms rendered another way, or the assistant in the wrong gender. */
export function glossaryProblems(english: string, translation: string, terms: readonly Term[], rules: LanguageRules): Problems {
  const problems: Problems = []
  for (const term of terms) {
    const rule = rules.glossary[term.id]
    if (!rule || !new RegExp(term.en, 'i').test(sourceText(english))) continue
    let text = translation
    for (const exception of rule.exceptions ?? []) text = text.replace(new RegExp(exception, 'giu'), ' ')
    if (!new RegExp(rule.match, 'iu').test(text)) problems.push(`glossary: "${term.id}" (${term.meaning}) should be “${rule.use}”`)
    const avoided = rule.avoid ? new RegExp(rule.avoid, 'iu').exec(text) : null
    if (avoided)
      problems.push(`glossary: "${term.id}" must not be “${avoided[0]}”${rules.assistantGender ? ` (the assistant is ${rules.assistantGender})` : ''}`)
  }
  return problems
}

/** A form of the register the language does not use. */
export function registerProblems(translation: string, rules: LanguageRules): Problems {
  for (const pattern of rules.register.avoid) {
    const ignoreCase = pattern.startsWith('(?i)')
    const found = new RegExp(ignoreCase ? pattern.slice(4) : pattern, ignoreCase ? 'iu' : 'u').exec(translation)
    if (found) return [`register: “${found[0].trim()}” is not the site's way of addressing the reader (${rules.register.use})`]
  }
  return []
}

const WORD = /[\p{L}\p{M}]+(?:[-'’][\p{L}\p{M}]+)*/gu

/**
 * A plural block rendered at the language's sample numbers, integers and decimals: every
 * category must be there, a form without `#` may stand for one number only, and each
 * form must use the counted words of its own category. Reports one example each.
 */
export function pluralProblems(english: string, translation: string, locale: string, rules: LanguageRules): Problems {
  const source = parsePlural(sourceText(english))
  if (!source) return []
  const plural = parsePlural(translation)
  if (!plural || plural.arg !== source.arg) return [`plural: keep the block {${source.arg}, plural, …} of the English`]
  const problems: Problems = []
  const samples = pluralSamples(locale)
  const numbers = numberFormat(locale)
  for (const [category, values] of samples) {
    if (!plural.branches.has(category)) {
      problems.push(
        `plural: the form for “${category}” is missing (${values
          .slice(0, 4)
          .map((n) => numbers.format(n))
          .join(', ')}…)`,
      )
      continue
    }
    const shown = (n: number) => fillTemplate(translation, { [plural.arg]: n }, locale)
    if (!namesOneNumber(category, samples)) {
      // The first integers and decimals of the category are enough to show what every number
      // of it gets; a number with its own exact form (=0) is not the category's to show.
      const general = values.filter((n) => !plural.branches.has(`=${n}`))
      const rendered = [...general.filter(Number.isInteger).slice(0, 12), ...general.filter((n) => !Number.isInteger(n)).slice(0, 6)]
      const without = rendered.find((n) => !shown(n).includes(numbers.format(n)))
      if (without !== undefined)
        problems.push(
          `plural: the “${category}” form has no # but stands for ${values.length > 2 ? 'many numbers' : 'two numbers'}: ${numbers.format(without)} reads “${shown(without)}”`,
        )
    }
  }
  for (const [selector, branch] of plural.branches) {
    if (selector.startsWith('=')) continue
    for (const word of branch.match(WORD) ?? []) {
      const lower = word.toLocaleLowerCase(locale)
      for (const [lemma, forms] of Object.entries(rules.counted)) {
        const categories = Object.entries(forms)
          .filter(([, list]) => list?.some((form) => form.toLocaleLowerCase(locale) === lower))
          .map(([category]) => category)
        if (categories.length && !categories.includes(selector)) {
          const value = samples.get(selector)?.[0] ?? 0
          problems.push(
            `plural: “${word}” is the ${categories.join('/')} form of “${lemma}”, not the ${selector} form: ${numbers.format(value)} reads “${fillTemplate(translation, { [plural.arg]: value }, locale)}”`,
          )
        }
      }
    }
  }
  return problems
}

/** A counted word the rules do not know: the swapped-form check cannot see it. */
export function unknownCountedWords(english: string, translation: string, rules: LanguageRules): Problems {
  if (!parsePlural(sourceText(english))) return []
  const plural = parsePlural(translation)
  if (!plural) return []
  const known = new Set(
    Object.values(rules.counted)
      .flatMap((forms) => Object.values(forms).flat() as string[])
      .map((form) => form.toLocaleLowerCase()),
  )
  for (const [selector, branch] of plural.branches) {
    // An exact form (=0) names one number and need not count anything.
    if (selector.startsWith('=')) continue
    const words = branch.match(WORD) ?? []
    if (words.length && !words.some((word) => known.has(word.toLocaleLowerCase())))
      return [`plural: no word of the “${selector}” form (“${branch}”) is in the rules' counted words: add its forms to "counted"`]
  }
  return []
}

/** A protected name translated, or glossed with a translation of it: "agent virtuel Virtual Agent". */
export function productTranslationProblems(english: string, translation: string, rules: LanguageRules): Problems {
  const problems: Problems = []
  for (const [name, pattern] of Object.entries(rules.productTranslations ?? {})) {
    if (!sourceText(english).includes(name)) continue
    const found = new RegExp(pattern, 'iu').exec(translation)
    if (found) problems.push(`product name: “${found[0]}” translates “${name}”, which stays as it is, without a gloss`)
  }
  return problems
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const PRODUCT = `(?:${[...PRODUCT_TERMS]
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join('|')})`
const ENGLISH_OPENERS = 'the|a|an|i\\.e\\.|that is|which|our|your'

/**
 * Product names glossed without brackets: between dashes ("Discovery – automatische
 * Erkennung –"), or after a comma or a dash, an explanation that opens with an article or
 * "that is". Counted against the English, which may set off a list after a name.
 */
function appositions(text: string, openers: string): string[] {
  const opener = `(?:${openers})(?:(?<=['’])|(?![\\p{L}]))`
  const pattern = new RegExp(`${PRODUCT}\\p{L}*(?:\\s+[–—]\\s+[^–—.;:!?]+?\\s+[–—]|(?:,|\\s+[–—])\\s+${opener}[^,–—.;:!?]*(?:[,–—.;:!?]|$))`, 'gu')
  return text.match(pattern) ?? []
}

export function appositionProblems(english: string, translation: string, rules: LanguageRules): Problems {
  const found = appositions(translation, rules.glossOpeners)
  return found.length > appositions(sourceText(english), ENGLISH_OPENERS).length
    ? [`gloss: “${found[0]}” explains a product name the English leaves as it is`]
    : []
}

/** In Turkish a suffix after a number follows how the number is read ("%40'a", "%80'e"): after a slot it is right for one value only. */
export function suffixAfterSlot(translation: string): Problems {
  const found = /\{\w+\}['’]\p{L}+/u.exec(translation)
  return found ? [`“${found[0]}”: a suffix after a number depends on the number; word it so the number stands alone`] : []
}

const NARROW = '\u202f'
const NBSP = '\u00a0'

/**
 * French spacing: a narrow no-break space before ; ! ? and %, a no-break space before :
 * and inside « », never an ordinary or thin space there (it breaks the line). What is
 * wrong, and the text put right.
 */
export function frenchSpacing(text: string): { wrong: string[]; fixed: string } {
  const wrong: string[] = []
  // Slots, and `?` that is not punctuation (a URL, "= ?" of a sum) are left alone.
  let fixed = text.replace(/[ \u00a0\u2009]([;!?])/g, (_all, mark: string) => {
    wrong.push(`“ ${mark}” needs a narrow no-break space`)
    return `${NARROW}${mark}`
  })
  fixed = fixed.replace(/(\p{L}|\)|\})([;!?])(?=\s|$)/gu, (_all, before: string, mark: string) => {
    wrong.push(`no space before “${mark}”`)
    return `${before}${NARROW}${mark}`
  })
  fixed = fixed.replace(/[ \u202f\u2009]:(?=\s|$)/g, () => {
    wrong.push('“ :” needs a no-break space')
    return `${NBSP}:`
  })
  fixed = fixed.replace(/(\p{L}|\)|\}):(?=\s|$)/gu, (_all, before: string) => {
    wrong.push('no space before “:”')
    return `${before}${NBSP}:`
  })
  fixed = fixed.replace(/(\d)(?:[ \u2009])?%/g, (all, digit: string) => {
    wrong.push(all.length > 2 ? '“ %” needs a narrow no-break space' : 'no space before “%”')
    return `${digit}${NARROW}%`
  })
  fixed = fixed.replace(/«(?!\u00a0)[ \u202f\u2009]?/g, (all) => {
    wrong.push(all === '«' ? '“«” needs a no-break space after it' : '“« ” needs a no-break space')
    return `«${NBSP}`
  })
  fixed = fixed.replace(/(?<!\u00a0)[ \u202f\u2009]?»/g, (all) => {
    wrong.push(all === '»' ? '“»” needs a no-break space before it' : '“ »” needs a no-break space')
    return `${NBSP}»`
  })
  return { wrong, fixed }
}
