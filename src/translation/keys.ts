import { BRAND_TERMS_VERSION } from '../lib/site'
import { sha256Hex } from '../platform/crypto'

/**
 * The key of a translation: source text, brand-term list version and target language.
 * Edited English gets a new key (and is translated again); unchanged English keeps it.
 */
export function translationKey(text: string, lang: string): Promise<string> {
  return sha256Hex(`${BRAND_TERMS_VERSION}\u0000${lang}\u0000${text}`, 16)
}

/** A short hash identifying a list of strings (a page's, or the whole site's). */
export function hashStrings(strings: readonly string[]): Promise<string> {
  return sha256Hex(strings.join('\u0000'), 16)
}
