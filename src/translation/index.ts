import { ENGLISH } from '../i18n/copy'
import type { Dictionary } from '../i18n/copy'
import type { LanguageCode } from '../lib/languages'

export interface PageTranslation {
  dictionary: Dictionary
  /** The provider is failing and this page could not be fully translated. */
  unavailable: boolean
  unavailableLanguages: ReadonlySet<string>
}

/** Translates a page's strings into `lang`. */
export async function translatePage(_env: Env, _ctx: ExecutionContext | undefined, lang: LanguageCode, _strings: readonly string[]): Promise<PageTranslation> {
  void lang
  return { dictionary: ENGLISH, unavailable: false, unavailableLanguages: new Set() }
}
