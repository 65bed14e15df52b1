/**
 * The version of a language's translations, which keys the edge cache of its pages.
 * Isolate memory trusts a version it read from KV for as long as it trusts the page
 * dictionaries themselves; an edit in this isolate forgets it at once, and other
 * isolates follow within that time (KV itself takes up to a minute to spread).
 *
 * Every read of the language's state, here or for a page's dictionary, is noted, and
 * the engine rebuilds a page whose dictionary was made under another version than the
 * one last read: the version in a cache key and the text stored under it stay in step.
 */
import { DEFAULT_LANGUAGE } from '../lib/languages'
import { clock } from '../platform/clock'
import { logFailure } from '../platform/log'
import { MEMORY_TTL_MS } from './completeness'
import { languageVersions } from './isolate'
import { INITIAL_VERSION, readLanguageStates } from './kv'

/** The "version" of English pages: the source text changes only with a deploy. */
export const SOURCE_VERSION = 'source'

/** The version this isolate read from KV within the last minute, if any. */
export function knownLanguageVersion(lang: string): string | undefined {
  const known = languageVersions.get(lang)
  return known && clock.now() - known.checkedAt <= MEMORY_TTL_MS ? known.version : undefined
}

/** Notes a version just read from KV. */
export function noteLanguageVersion(lang: string, version: string): void {
  languageVersions.set(lang, { version, checkedAt: clock.now() })
}

/** The language's translation version, or null when KV cannot say (the page is then not cached). */
export async function languageVersion(kv: KVNamespace, lang: string): Promise<string | null> {
  if (lang === DEFAULT_LANGUAGE) return SOURCE_VERSION
  const known = knownLanguageVersion(lang)
  if (known !== undefined) return known
  try {
    const version = (await readLanguageStates(kv, [lang])).get(lang)?.version ?? INITIAL_VERSION
    noteLanguageVersion(lang, version)
    return version
  } catch (error) {
    logFailure('translation_version_read_failed', error, { lang })
    return null
  }
}
