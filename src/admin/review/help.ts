/**
 * Help beside the text in review mode, worked out on the server so the panel's script stays
 * small: for each string, the glossary's terms its English uses with this language's
 * rendering of each (the same patterns the memory check applies), and the English of the
 * strings before and after it on the page; for the language, the style guide's short rule
 * and its prose (register, typography, what stays in English).
 */
import terms from '../../../translations/rules/terms.json'
import type { GuideHelp, TermHelp } from '../../islands/review/help'
// The guide is read straight from its module: the engine's face is also loaded by the Node scripts, which cannot import the rules' JSON it reads.
// eslint-disable-next-line engine/face
import { styleGuide } from '../../translation/style-guide'

const PATTERNS = Object.entries(terms as Record<string, { en: string; caseSensitive?: boolean }>).map(
  ([id, term]) => [id, new RegExp(term.en, term.caseSensitive ? '' : 'i')] as const,
)

/** The glossary's terms found in `english`, in the glossary's order, each once. */
export function termsIn(language: string, english: string): TermHelp[] {
  const guide = styleGuide(language)
  if (!guide) return []
  const uses = new Map(guide.terms.map((term) => [term.id, term.use]))
  return PATTERNS.flatMap(([id, pattern]) => {
    const found = pattern.exec(english)?.[0]
    const use = uses.get(id)
    return found && use ? [{ english: found, use }] : []
  })
}

/** The language's guide as the panel shows it. */
export function guideHelp(language: string): GuideHelp | null {
  const guide = styleGuide(language)
  return guide ? { rule: guide.register.rule, register: guide.register.detail, typography: guide.typography.detail, english: guide.english.detail } : null
}

/** The English before and after each string among `strings` (in the page's order), where there is one. */
export function neighbours(strings: readonly { english: string }[]): { before: string | null; after: string | null }[] {
  return strings.map((_, at) => ({ before: strings[at - 1]?.english ?? null, after: strings[at + 1]?.english ?? null }))
}
