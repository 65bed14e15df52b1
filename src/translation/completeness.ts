/**
 * Whether a language is fully translated, for the language selector: when the provider
 * is unavailable, languages that are not complete are marked and disabled. A language
 * is complete when every site string that needs translating has a translation; the
 * write-back records that in the language's KV state.
 */
import { DEFAULT_LANGUAGE, LANGUAGES } from '../lib/languages'
import { clock } from '../platform/clock'
import { mayStayUnchanged, skipReason } from './checks'
import { siteCatalog } from './isolate'
import type { EngineState } from './isolate'
import { translationKey } from './keys'
import { readLanguageStates } from './kv'
import type { LanguageState } from './kv'

/** How long isolate memory trusts what it read from KV before reading it again. */
export const MEMORY_TTL_MS = 60_000

/** Keys of the site's strings that must be translated for `lang` to count as complete. */
export function requiredKeys(engine: EngineState, lang: string): Promise<string[]> {
  let keys = engine.requiredKeys.get(lang)
  if (!keys) {
    const texts = siteCatalog().strings.filter((text) => !skipReason(text, lang) && !mayStayUnchanged(text))
    keys = Promise.all(texts.map((text) => translationKey(text, lang)))
    engine.requiredKeys.set(lang, keys)
  }
  return keys
}

/** Languages not marked complete for the current site strings: one bulk KV read, remembered for a minute. */
export async function incompleteLanguages(engine: EngineState, kv: KVNamespace): Promise<Set<string>> {
  const codes = LANGUAGES.map((language) => language.code).filter((code) => code !== DEFAULT_LANGUAGE)
  if (!engine.languages || clock.now() - engine.languages.checkedAt > MEMORY_TTL_MS) {
    const states = await readLanguageStates(kv, codes).catch(() => new Map<string, LanguageState | null>())
    engine.languages = { states, checkedAt: clock.now() }
  }
  const hash = await siteCatalog().hash
  return new Set(codes.filter((code) => engine.languages?.states.get(code)?.completeFor !== hash))
}
