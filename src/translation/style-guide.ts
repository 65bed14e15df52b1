/**
 * A language's style guide, written for a professional reviewer: the register and how it is
 * expressed (pronouns and verb forms, with examples), typography, the glossary's target terms
 * for the site's recurring words, and what stays in English. It is read from the language's
 * rules (`translations/rules/<lang>.json`), the file the memory check enforces: the prose is
 * the rules' `guide`, the terms are their `glossary`, the quotation marks their
 * `typography`, so the guide and the check cannot drift apart (`npm run translations:check`
 * also checks that the guide's examples are what its register rules accept and refuse).
 */
import ar from '../../translations/rules/ar.json'
import cs from '../../translations/rules/cs.json'
import da from '../../translations/rules/da.json'
import de from '../../translations/rules/de.json'
import es from '../../translations/rules/es.json'
import fi from '../../translations/rules/fi.json'
import fr from '../../translations/rules/fr.json'
import id from '../../translations/rules/id.json'
import it from '../../translations/rules/it.json'
import ms from '../../translations/rules/ms.json'
import nl from '../../translations/rules/nl.json'
import no from '../../translations/rules/no.json'
import pt from '../../translations/rules/pt.json'
import ru from '../../translations/rules/ru.json'
import sk from '../../translations/rules/sk.json'
import sv from '../../translations/rules/sv.json'
import terms from '../../translations/rules/terms.json'
import tr from '../../translations/rules/tr.json'
import { BRAND_TERMS, PRODUCT_TERMS } from '../lib/site'

/** The prose of a language's guide (`guide` in its rules). */
export interface LanguageGuide {
  /** How the reader is addressed: pronouns, verb forms, interface against running text. */
  register: string
  /** Sentences in the site's register; the check's register rules must accept each. */
  write: string[]
  /** Sentences in the other register; the check's register rules must refuse each. */
  avoid: string[]
  /** Quotation marks, apostrophes, spaces, dashes, numbers, letters (ё). */
  typography: string
  /** What stays in English besides the protected names. */
  english: string
}

/** The parts of a language's rules the guide is made from. */
export interface GuideRules {
  glossary: Record<string, { use: string }>
  register: { use: string }
  typography: { quotes: string[][]; apostrophe?: string }
  guide?: LanguageGuide
}

/** The English terms of the glossary (`translations/rules/terms.json`). */
export type GuideTerms = Record<string, { meaning: string }>

export interface StyleGuide {
  language: string
  register: { rule: string; detail: string; write: string[]; avoid: string[] }
  typography: { quotes: string[][]; apostrophe?: string; detail: string }
  /** The site's recurring words and their rendering in this language, in the glossary's order. */
  terms: { id: string; meaning: string; use: string }[]
  english: { names: readonly string[]; detail: string }
}

const RULES: Record<string, GuideRules> = { ar, cs, da, de, es, fi, fr, id, it, ms, nl, no, pt, ru, sk, sv, tr }

/** The guide made from a language's rules, or undefined when they have no `guide`. */
export function styleGuideOf(language: string, rules: GuideRules, englishTerms: GuideTerms): StyleGuide | undefined {
  const guide = rules.guide
  if (!guide) return undefined
  return {
    language,
    register: { rule: rules.register.use, detail: guide.register, write: guide.write, avoid: guide.avoid },
    typography: { quotes: rules.typography.quotes, apostrophe: rules.typography.apostrophe, detail: guide.typography },
    terms: Object.entries(englishTerms).flatMap(([id, term]) => {
      const rule = rules.glossary[id]
      return rule ? [{ id, meaning: term.meaning, use: rule.use }] : []
    }),
    english: { names: [...BRAND_TERMS, ...PRODUCT_TERMS], detail: guide.english },
  }
}

/** The shipped style guide of a target language (for the console's review panel), or undefined. */
export function styleGuide(language: string): StyleGuide | undefined {
  const rules = RULES[language]
  return rules && styleGuideOf(language, rules, terms)
}
