/**
 * The version of a language's translations, which keys the edge cache of its pages.
 * Isolate memory trusts a version it read from KV for as long as it trusts the page
 * dictionaries themselves; an edit in this isolate forgets it at once, and other
 * isolates follow within that time (KV itself takes up to a minute to spread).
 */
import { DEFAULT_LANGUAGE } from '../lib/languages'
import { logFailure } from '../platform/log'
import { MEMORY_TTL_MS } from './completeness'
import { languageVersions } from './isolate'
import { INITIAL_VERSION, readLanguageStates } from './kv'

/** The language's translation version, or null when KV cannot say (the page is then not cached). */
export async function languageVersion(env: Env, lang: string): Promise<string | null> {
  if (lang === DEFAULT_LANGUAGE) return 'source'
  const known = languageVersions.get(lang)
  if (known && Date.now() - known.checkedAt <= MEMORY_TTL_MS) return known.version
  try {
    const version = (await readLanguageStates(env.CACHE, [lang])).get(lang)?.version ?? INITIAL_VERSION
    languageVersions.set(lang, { version, checkedAt: Date.now() })
    return version
  } catch (error) {
    logFailure('translation_version_read_failed', error, { lang })
    return null
  }
}
