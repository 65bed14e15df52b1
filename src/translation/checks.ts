/**
 * What is never sent to a provider, and which results are
 * discarded in favour of the English.
 */
import { DEFAULT_LANGUAGE } from '../lib/languages'
import { onlyProtected, protectedPieces } from './markup'

/** Longest text ever sent to a provider, in characters. */
export const MAX_TEXT_LENGTH = 5000
export const MIN_RATIO = 0.2
export const MAX_RATIO = 5

export type SkipReason = 'english' | 'blank' | 'too-long' | 'brand-only'

/** Why a text is served as it is without asking a provider, or null when it may be sent. */
export function skipReason(text: string, target: string): SkipReason | null {
  if (target === DEFAULT_LANGUAGE) return 'english'
  if (!text.trim()) return 'blank'
  if (text.length > MAX_TEXT_LENGTH) return 'too-long'
  if (onlyProtected(text)) return 'brand-only'
  return null
}

export type Rejection = 'empty' | 'unchanged' | 'ratio' | 'brand-terms' | 'markup'

/**
 * Why a provider's (already restored) result must be discarded, or null when it may be
 * served and cached. `null` as the result means the markup could not be restored.
 */
export function rejection(source: string, result: string | null, target: string): Rejection | null {
  if (result === null) return 'markup'
  if (!result.trim()) return 'empty'
  if (target !== DEFAULT_LANGUAGE && result.trim() === source.trim()) return 'unchanged'
  const ratio = result.length / source.length
  if (ratio < MIN_RATIO || ratio > MAX_RATIO) return 'ratio'
  if (!samePieces(protectedPieces(source), protectedPieces(result))) return 'brand-terms'
  return null
}

function samePieces(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false
  const sorted = (list: readonly string[]) => [...list].sort().join('\u0000')
  return sorted(a) === sorted(b)
}

/**
 * Text that may legitimately stay the same in every language: acronyms and codes
 * ("ITSM", "HRSD"), with no lower-case word. An unchanged result for it is not a
 * provider failure; it is simply served in English.
 */
export function mayStayUnchanged(text: string): boolean {
  return !/\p{Ll}{2,}/u.test(text.replace(/\{\w+\}/g, ''))
}
