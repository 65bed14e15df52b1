/**
 * One text, as `/api/translate` asks for it: the memory's translation, else the
 * provider's for the site's own strings (stored for the next visitor), or for any text
 * when the caller may translate anything (not stored: it is not the site's copy).
 */
import type { LanguageCode } from '../lib/languages'
import { isCrawler } from './crawler'
import { findTranslations } from './d1'
import { siteCatalog } from './isolate'
import type { EngineContext } from './isolate'
import { translationKey } from './keys'
import { translateAndStore } from './store'

export interface TranslateTextOptions {
  /** Whether text that is not the site's may be translated (an admin session); asked only for such text. */
  mayTranslateAnything: () => Promise<boolean>
  /** The request's User-Agent: known crawlers never cause a paid translation. */
  userAgent?: string | null
}

/** The text in `lang`, the text itself when it stays English, or null when it is not the site's and the caller may not ask for it. */
export async function translateText(engine: EngineContext, text: string, lang: LanguageCode, options: TranslateTextOptions): Promise<string | null> {
  const key = await translationKey(text, lang)
  const hit = (await findTranslations(engine.db, lang, [key])).get(key)
  if (hit !== undefined) return hit
  const siteString = siteCatalog().set.has(text)
  if (!siteString && !(await options.mayTranslateAnything())) return null
  // Legal text comes from the memory only; crawlers never cause a paid translation.
  if (siteCatalog().memoryOnly.has(text) || isCrawler(options.userAgent)) return text
  const { translated, stored } = await translateAndStore(engine, [text], lang, {
    signal: AbortSignal.timeout(10_000),
    keys: new Map([[text, key]]),
    keep: () => siteString,
  })
  await stored
  return translated.get(text)?.text ?? text
}
