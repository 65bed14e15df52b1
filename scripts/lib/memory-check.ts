/**
 * The translation memory's check, one language at a time, in process: what
 * `scripts/check-translations.ts` runs over translations/, and what the tools tests run on
 * a language's memory with one error planted. Each problem is reported by English key, in
 * words a translator can act on; `fix` corrects what needs no judgement (stale entries,
 * typography) and marks an AI draft it changed as revised.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { localeTag } from '../../src/lib/languages.ts'
import type { LanguageCode } from '../../src/lib/languages.ts'
import { mayStayUnchanged, rejection, skipReason } from '../../src/translation/checks.ts'
import { AUTHORS } from '../../src/translation/providers/index.ts'
import {
  appositionProblems,
  bracketGlossProblems,
  cutShortProblems,
  doubledWordProblems,
  englishNumberProblems,
  englishProblems,
  frenchSpacing,
  glossaryProblems,
  guideProblems,
  pluralProblems,
  productTranslationProblems,
  quotedLabelProblems,
  quotedLabels,
  labelWords,
  registerProblems,
  suffixAfterSlot,
  unknownCountedWords,
} from './memory-rules.ts'
import type { LanguageRules, Term } from './memory-rules.ts'
import { typographyProblems } from './memory-typography.ts'

export interface MemoryEntry {
  translation: string
  provider: string
  reviewed: boolean
}
export type Memory = Record<string, MemoryEntry>

/**
 * What every language is checked against: the site's strings, those only the console shows,
 * the labels other strings quote by name (English → the labels it quotes), and the
 * glossary's English terms.
 */
export interface CheckContext {
  strings: readonly string[]
  site: ReadonlySet<string>
  console: ReadonlySet<string>
  quotes: ReadonlyMap<string, string[]>
  terms: readonly Term[]
}

export function checkContext(strings: readonly string[], rulesDir: string, consoleStrings: readonly string[] = []): CheckContext {
  const file = join(rulesDir, 'terms.json')
  const terms: Term[] = existsSync(file)
    ? Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, Omit<Term, 'id'>>).map(([id, term]) => ({ id, ...term }))
    : []
  // A label is a short string of its own (not a sentence that happens to repeat a quote).
  const labels = new Map(strings.filter((text) => labelWords(text).length > 3 && !/[.!?]\s/.test(text)).map((text) => [labelWords(text), text]))
  const quotes = new Map(strings.map((text) => [text, quotedLabels(text, labels)] as const).filter(([, quoted]) => quoted.length))
  return { strings, site: new Set(strings), console: new Set(consoleStrings), quotes, terms }
}

export function readRules(rulesDir: string, lang: string): LanguageRules | undefined {
  const file = join(rulesDir, `${lang}.json`)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LanguageRules) : undefined
}

/** One problem: the English key (or a file) and what is wrong. */
export type Finding = [key: string, message: string]

/**
 * Checks one language's memory against its rules. With `fix`, edits `memory` in place
 * and says whether it changed.
 */
export function checkLanguage(
  lang: string,
  memory: Memory,
  rules: LanguageRules | undefined,
  context: CheckContext,
  fix = false,
): { findings: Finding[]; changed: boolean } {
  const findings: Finding[] = []
  let changed = false
  const locale = localeTag(lang as LanguageCode)
  if (!rules?.glossary || !rules.register?.verbForms || !rules.counted || !rules.lengthRatio || !rules.typography)
    findings.push([`rules/${lang}.json`, 'the language has no rules (glossary, register with verb forms, counted words, length ratio, typography)'])
  else for (const message of guideProblems(rules, context.terms)) findings.push([`rules/${lang}.json`, message])

  for (const text of context.strings) {
    if (skipReason(text, lang) || mayStayUnchanged(text)) continue
    if (!(text in memory)) findings.push([text, 'missing'])
  }
  for (const [english, entry] of Object.entries(memory)) {
    if (!context.site.has(english)) {
      if (fix) {
        delete memory[english]
        changed = true
      } else findings.push([english, 'stale: the site no longer has this text'])
      continue
    }
    if (typeof entry?.translation !== 'string' || typeof entry.provider !== 'string' || typeof entry.reviewed !== 'boolean') {
      findings.push([english, 'not {translation, provider, reviewed}'])
      continue
    }
    if (skipReason(english, lang)) {
      if (fix) {
        delete memory[english]
        changed = true
      } else findings.push([english, 'never translated (only protected terms and numbers): remove the entry'])
      continue
    }
    const found: string[] = []
    if (!AUTHORS.includes(entry.provider)) found.push(`provider “${entry.provider}” is not one of ${AUTHORS.join(', ')}`)

    // Typography first: what --fix puts right is then checked as it will be shipped.
    const typography = rules?.typography ? typographyProblems(entry.translation, rules.typography) : { wrong: [], fixed: entry.translation, left: [] }
    const spacing = lang === 'fr' ? frenchSpacing(typography.fixed) : { wrong: [], fixed: typography.fixed }
    const wrong = [...typography.wrong, ...spacing.wrong]
    if (wrong.length && fix) {
      entry.translation = spacing.fixed
      if (entry.provider === 'ai-draft') entry.provider = 'ai-revised'
      changed = true
    } else found.push(...new Set(wrong))
    found.push(...typography.left)

    const translation = entry.translation
    const problem = rejection(english, translation, lang)
    if (problem && problem !== 'plural' && !(problem === 'unchanged' && mayStayUnchanged(english))) found.push(`rejected by the engine (${problem})`)
    if (lang === 'tr') found.push(...suffixAfterSlot(translation))
    if (rules?.counted) {
      const plural = pluralProblems(english, translation, locale, rules)
      found.push(...(plural.length ? plural : unknownCountedWords(english, translation, rules)))
    }
    if (problem === 'plural' && !found.some((message) => message.startsWith('plural:'))) found.push('rejected by the engine (plural)')
    if (rules?.glossary) found.push(...glossaryProblems(english, translation, context.terms, rules))
    if (rules?.register) found.push(...registerProblems(translation, rules, context.console.has(english)))
    const quoted = (context.quotes.get(english) ?? []).flatMap((label) => (memory[label] ? [{ label, translation: memory[label].translation }] : []))
    found.push(...quotedLabelProblems(translation, quoted))
    if (rules) found.push(...productTranslationProblems(english, translation, rules))
    if (rules?.glossOpeners) found.push(...appositionProblems(english, translation, rules))
    found.push(...englishProblems(english, translation))
    if (rules?.lengthRatio) found.push(...cutShortProblems(english, translation, rules))
    if (rules) found.push(...doubledWordProblems(translation, rules))
    found.push(...englishNumberProblems(translation, locale))
    found.push(...bracketGlossProblems(english, translation))
    for (const message of found) findings.push([english, message])
  }
  return { findings, changed }
}

/** A language's findings as the check prints them: a count, then one line per problem. */
export function languageReport(lang: string, findings: readonly Finding[]): string {
  const lines = findings.map(([key, message]) => `  ${JSON.stringify(key.length > 90 ? `${key.slice(0, 87)}…` : key)}: ${message}`)
  return [`${lang}: ${findings.length} problem${findings.length === 1 ? '' : 's'}`, ...lines].join('\n')
}

/** The memory file as the repository keeps it: keys in code-point order, two-space JSON. */
export function memoryFile(memory: Memory): string {
  const keys = Object.keys(memory).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return `${JSON.stringify(Object.fromEntries(keys.map((key) => [key, memory[key]])), null, 2)}\n`
}
