import { decodeEntities } from '../markup'
import type { Provider } from './types'

const ACCENTS: Readonly<Record<string, string>> = {
  a: 'á',
  c: 'ç',
  e: 'é',
  i: 'í',
  n: 'ñ',
  o: 'ö',
  u: 'ü',
  y: 'ý',
  s: 'š',
  z: 'ž',
  A: 'Å',
  C: 'Ç',
  E: 'É',
  I: 'Î',
  N: 'Ñ',
  O: 'Ø',
  U: 'Ü',
  Y: 'Ý',
  S: 'Š',
  Z: 'Ž',
}

/**
 * Pseudo-localisation for development: accented text about 30% longer, with the
 * protected elements untouched. Layout that breaks with longer text, and English that
 * bypasses the catalogs, stand out at once. Never shipped as translation memory.
 */
export function pseudo(): Provider {
  return {
    name: 'pseudo',
    format: 'xml',
    handlesTags: () => true,
    async translate(texts) {
      return texts.map(pseudoLocalize)
    },
  }
}

/** Accents the letters outside markup and pads the text to about 130% of its length. */
export function pseudoLocalize(markup: string): string {
  const parts = markup.split(/(<x\b[^>]*>[\s\S]*?<\/x>|&[#\w]+;)/)
  const accented = parts.map((part, index) => (index % 2 ? part : part.replace(/[a-zA-Z]/g, (letter) => ACCENTS[letter] ?? letter))).join('')
  const visible = decodeEntities(markup.replace(/<[^>]+>/g, '')).length
  return `⟦${accented}${'·'.repeat(Math.max(1, Math.round(visible * 0.3)))}⟧`
}
