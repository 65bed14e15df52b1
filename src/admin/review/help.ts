/**
 * Help beside the text in review mode, worked out on the server so the panel's script stays
 * small: for each string, the glossary's terms its English uses with this language's
 * rendering of each (the same patterns the memory check applies), and the English of the
 * strings before and after it on the page; for the language, the style guide's short rule
 * and its prose (register, typography, what stays in English).
 *
 * The guide is made from the language's rules, which the build writes as a static file
 * (`/review-guides/{lang}.json`) instead of bundling them into the Worker: it is read through
 * the ASSETS binding on the first review of a language in an isolate, then kept.
 */
import terms from '../../../translations/rules/terms.json'
import type { GuideHelp, TermHelp } from '../../islands/review/help'
import { REVIEW_GUIDES } from '../../lib/endpoints'
import { log, logFailure } from '../../platform/log'
// The guide's shape and how it is made, a pure module of the engine's (the face does not carry it: the Node scripts that load the face cannot import the rules' JSON).
// eslint-disable-next-line engine/face
import { styleGuideOf } from '../../translation/style-guide'
import type { GuideRules, StyleGuide } from '../../translation/style-guide'

const PATTERNS = Object.entries(terms as Record<string, { en: string; caseSensitive?: boolean }>).map(
  ([id, term]) => [id, new RegExp(term.en, term.caseSensitive ? '' : 'i')] as const,
)

const loaded = new Map<string, StyleGuide | undefined>()

/** A language's style guide from the build's static files (none where the binding is missing), kept per isolate. */
export async function loadStyleGuide(assets: Fetcher | undefined, language: string): Promise<StyleGuide | undefined> {
  if (loaded.has(language)) return loaded.get(language)
  let guide: StyleGuide | undefined
  try {
    const response = await assets?.fetch(`https://assets.local/${REVIEW_GUIDES}/${encodeURIComponent(language)}.json`)
    if (response?.ok) guide = styleGuideOf(language, (await response.json()) as GuideRules, terms)
    else log('review.guide_missing', { language, status: response?.status ?? null }, 'warn')
  } catch (error) {
    logFailure('review.guide_unreadable', error, { language }, 'warn')
    return undefined
  }
  loaded.set(language, guide)
  return guide
}

/** The glossary's terms found in `english`, in the glossary's order, each once. */
export function termsIn(guide: StyleGuide | undefined, english: string): TermHelp[] {
  if (!guide) return []
  const uses = new Map(guide.terms.map((term) => [term.id, term.use]))
  return PATTERNS.flatMap(([id, pattern]) => {
    const found = pattern.exec(english)?.[0]
    const use = uses.get(id)
    return found && use ? [{ english: found, use }] : []
  })
}

/** The language's guide as the panel shows it. */
export function guideHelp(guide: StyleGuide | undefined): GuideHelp | null {
  return guide ? { rule: guide.register.rule, register: guide.register.detail, typography: guide.typography.detail, english: guide.english.detail } : null
}

/** The English before and after each string among `strings` (in the page's order), where there is one. */
export function neighbours(strings: readonly { english: string }[]): { before: string | null; after: string | null }[] {
  return strings.map((_, at) => ({ before: strings[at - 1]?.english ?? null, after: strings[at + 1]?.english ?? null }))
}
