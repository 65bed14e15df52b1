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
import { glosses, namesOneNumber, pluralSamples } from '../../src/translation/checks.ts'
import { protectedTermPattern } from '../../src/translation/markup.ts'
import type { LanguageGuide } from '../../src/translation/style-guide.ts'
import type { Typography } from './memory-typography.ts'

/** An English term of the glossary (translations/rules/terms.json): a pattern for it in its glossary sense, and that sense. */
export interface Term {
  id: string
  meaning: string
  /** Regular expression (case-insensitive unless `caseSensitive`) for the term in English; look-behinds rule out other senses. */
  en: string
  /** The term in lower case only: "discovery" the process, where "Discovery" is a protected product name. */
  caseSensitive?: boolean
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
  register: {
    use: string
    avoid: string[]
    /**
     * Verb forms of the other register that need no pronoun ("Erzähl uns", "Vérifie",
     * "Расскажи", "Riprovi"): imperatives and second-person endings, patterns as in `avoid`.
     */
    verbForms: string[]
    /**
     * Verb forms that betray the other register only in the console's strings, where a
     * language's interface register differs from its running text (Italian: tu in the console,
     * so no voi imperative such as "Riprovate"): patterns as in `avoid`.
     */
    consoleVerbForms?: string[]
  }
  /** How long a translation runs against its English, typically (characters, the median of the memory). */
  lengthRatio: number
  /** Words the language may rightly write twice in a row ("Sie sie", "nous nous", "tekrar tekrar"): patterns as in `avoid`. */
  repeatedWords?: string[]
  /** Quotation marks and apostrophe. */
  typography: Typography
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
  /** The style guide's prose for a reviewer (`styleGuide` in src/translation/style-guide.ts adds the terms and names). */
  guide?: LanguageGuide
}

export type Problems = string[]

/** Glossary terms rendered another way, or the assistant in the wrong gender. */
export function glossaryProblems(english: string, translation: string, terms: readonly Term[], rules: LanguageRules): Problems {
  const problems: Problems = []
  for (const term of terms) {
    const rule = rules.glossary[term.id]
    if (!rule || !new RegExp(term.en, term.caseSensitive ? '' : 'i').test(sourceText(english))) continue
    let text = translation
    for (const exception of rule.exceptions ?? []) text = text.replace(new RegExp(exception, 'giu'), ' ')
    if (!new RegExp(rule.match, 'iu').test(text)) problems.push(`glossary: "${term.id}" (${term.meaning}) should be “${rule.use}”`)
    const avoided = rule.avoid ? new RegExp(rule.avoid, 'iu').exec(text) : null
    if (avoided)
      problems.push(`glossary: "${term.id}" must not be “${avoided[0]}”${rules.assistantGender ? ` (the assistant is ${rules.assistantGender})` : ''}`)
  }
  return problems
}

const WORD = /[\p{L}\p{M}]+(?:[-'’][\p{L}\p{M}]+)*/gu

/** A pattern of the rules: Unicode, case-sensitive unless it starts with `(?i)`. */
function rulePattern(pattern: string, flags = ''): RegExp {
  const ignoreCase = pattern.startsWith('(?i)')
  return new RegExp(ignoreCase ? pattern.slice(4) : pattern, `${ignoreCase ? 'i' : ''}u${flags}`)
}

/**
 * A form of the register the language does not use: a pronoun, or a verb form that needs none
 * (in a console string, also the console's own `consoleVerbForms`).
 */
export function registerProblems(translation: string, rules: LanguageRules, inConsole = false): Problems {
  for (const [patterns, what] of [
    [rules.register.avoid, ''],
    [rules.register.verbForms, ' (a verb form of the other register)'],
    [inConsole ? (rules.register.consoleVerbForms ?? []) : [], ' (a verb form of the other register; the console speaks the interface register)'],
  ] as const) {
    for (const pattern of patterns) {
      const found = rulePattern(pattern).exec(translation)
      if (found) return [`register: “${found[0].trim()}”${what} is not the site's way of addressing the reader (${rules.register.use})`]
    }
  }
  return []
}

/**
 * The style guide against the rules it is read with: every glossary term rendered, and its
 * examples of the register accepted and refused as the register rules accept and refuse them.
 */
export function guideProblems(rules: LanguageRules, terms: readonly Term[]): Problems {
  if (!rules.guide) return ['the language has no style guide (guide: register, write, avoid, typography, english)']
  const problems: Problems = terms.filter((term) => !rules.glossary[term.id]).map((term) => `glossary: no rendering of "${term.id}" for the style guide`)
  for (const example of rules.guide.write) {
    const [refused] = registerProblems(example, rules)
    if (refused) problems.push(`guide: “${example}” is written in the site's register, but the register rules refuse it: ${refused}`)
  }
  for (const example of rules.guide.avoid)
    if (!registerProblems(example, rules).length) problems.push(`guide: “${example}” is the other register, but the register rules accept it`)
  return problems
}

const SENTENCE_END = /(?<=[.!?؟…])\s+/u
const TERMS = new RegExp(protectedTermPattern(), 'gu')
/**
 * Words of English that the site's other languages do not write, or (such as German "will")
 * not two of them in one sentence; no "in", "is", "of", "for": Dutch, German and the Nordic
 * languages have them.
 */
const ENGLISH_ONLY = new Set(
  'the and you your we our us with this that are from have has their they which what how when about into than would should could been there these those its it’s don’t can’t won’t isn’t doesn’t just also any every each will get within not can please we’ll you’ll'.split(
    ' ',
  ),
)

/**
 * English left in a translation: a sentence of the English copied as it is, or a sentence
 * whose words are English ("…, und wir melden uns. We will get back to you.").
 */
export function englishProblems(english: string, translation: string): Problems {
  const source = sourceText(english)
  if (translation.trim() === source.trim()) return []
  const sentences = translation.split(SENTENCE_END)
  if (sentences.length < 2) return []
  const englishSentences = new Set(source.split(SENTENCE_END).map((sentence) => sentence.trim().toLowerCase()))
  for (const sentence of sentences) {
    const words = sentence.replace(TERMS, ' ').match(WORD) ?? []
    if (words.length < 3) continue
    if (englishSentences.has(sentence.trim().toLowerCase())) return [`English: “${sentence.trim()}” is the English sentence, untranslated`]
    const english = words.filter((word) => ENGLISH_ONLY.has(word.toLowerCase().replace(/'/g, '’')))
    if (new Set(english.map((word) => word.toLowerCase())).size >= 2 && english.length / words.length >= 0.3)
      return [`English: “${sentence.trim()}” reads as English`]
  }
  return []
}

const QUOTED = /[“"]([^”"]+)[”"]/gu
/** A label's words without its slots, closing punctuation and case: "Last updated: {date}" is quoted as “Last updated”. */
export const labelWords = (text: string) =>
  sourceText(text)
    .replace(/\{[^{}]*\}/g, '')
    .replace(/[\s:?!.…]+$/u, '')
    .trim()
    .replace(/\s+/gu, ' ')
    .toLowerCase()

/**
 * The site strings an English text quotes by name (the privacy policy's “What can we help
 * you with”, the contact form's field): each quoted span whose words are another string's.
 */
export function quotedLabels(english: string, labels: ReadonlyMap<string, string>): string[] {
  const found: string[] = []
  for (const [, quoted] of sourceText(english).matchAll(QUOTED)) {
    const label = labels.get(labelWords(quoted ?? ''))
    if (label && label !== english) found.push(label)
  }
  return found
}

/** A quoted label that is not the label's own translation: the reader looks for words the page does not show. */
export function quotedLabelProblems(translation: string, quoted: readonly { label: string; translation: string }[]): Problems {
  // Spaces compared as spaces: --fix may have made one of the two no-break and not yet the other.
  const text = translation.replace(/\s+/gu, ' ').toLowerCase()
  return quoted
    .filter(({ translation: label }) => labelWords(label) && !text.includes(labelWords(label)))
    .map(({ label, translation: shown }) => `label: quotes “${label}”, which reads “${labelWords(shown)}” where it is shown`)
}

/** Shorter English is too short to judge: a heading's wording may rightly be half as long. */
const MIN_MEASURED = 40

/**
 * A translation cut short: against the language's usual length, under half, or under
 * four fifths where the English ends a sentence and the translation stops without one.
 */
export function cutShortProblems(english: string, translation: string, rules: LanguageRules): Problems {
  const source = sourceText(english)
  if (source.length < MIN_MEASURED || parsePlural(source)) return []
  const share = translation.length / source.length / rules.lengthRatio
  const unfinished = /[.!?]["”’)]?$/.test(source.trim()) && !/[.!?؟…。]["”’»“)\u00a0\u202f]*$/.test(translation.trim())
  if (share < 0.5 || (unfinished && share < 0.8))
    return [
      `cut short: ${Math.round(share * 100)} % of the length this language usually needs${unfinished ? ', and it stops where the English goes on to the end of a sentence' : ''}`,
    ]
  return []
}

/** The same word twice in a row ("die die"), unless the language's rules allow that repetition. */
export function doubledWordProblems(translation: string, rules: LanguageRules): Problems {
  let text = translation
  for (const allowed of rules.repeatedWords ?? []) text = text.replace(rulePattern(allowed, 'g'), ' ')
  const found = /(?<![\p{L}\p{M}-])([\p{L}\p{M}]+)\s+\1(?![\p{L}\p{M}-])/iu.exec(text)
  return found ? [`doubled word: “${found[0]}”`] : []
}

/**
 * A number written the English way in a language with a decimal comma: grouped with
 * commas ("1,500.5"), or a decimal point ("2.5 hours"; not a paragraph such as "6.1 b").
 */
export function englishNumberProblems(translation: string, locale: string): Problems {
  const numbers = numberFormat(locale, { maximumFractionDigits: 3 })
  if (numbers.formatToParts(1.5).find((part) => part.type === 'decimal')?.value !== ',') return []
  const found = /(?<![\d.,])(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d{1,2})(?![\d.,]?\d)(?!\.\d|\s\p{Ll}(?!\p{L}))/u.exec(translation)
  if (!found) return []
  const value = Number(found[0].replace(/,/g, ''))
  return [`number: “${found[0]}” is written the English way; this language writes ${numbers.format(value)}`]
}

/** An aside in brackets: words, not an abbreviation, a slot or a number. */
const ASIDE = /\(([^()]*)\)/gu
const asides = (text: string) => [...text.matchAll(ASIDE)].filter(([, inner]) => /\p{Ll}{3,}/u.test(inner ?? '') && !/[{}\d]/.test(inner ?? ''))

/**
 * An ordinary word explained in brackets ("Leads (potenzielle Kunden)"): more asides than
 * the English has. An aside that gives the English term itself ("(statement of work)") is
 * the legal texts' way of naming it, not a gloss.
 */
export function bracketGlossProblems(english: string, translation: string): Problems {
  const source = sourceText(english)
  // A protected term glossed in brackets is the engine's to reject (`glosses`).
  if (glosses(translation) > glosses(source)) return []
  const own = asides(translation).filter(([, inner]) => !source.toLowerCase().includes((inner ?? '').trim().toLowerCase()))
  if (!own.length || asides(translation).length <= asides(source).length) return []
  const before = translation.slice(0, own[0]!.index).match(/\S+\s*$/u)?.[0] ?? ''
  return [`gloss: “${before}${own[0]![0]}” explains a word in brackets where the English does not`]
}

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
