/**
 * Translate, then store: the one way the engine asks the provider chain for texts and
 * keeps what comes back. The accepted translations are stored as machine rows (a
 * reviewed row is never replaced) together with each provider's usage, in one D1 batch.
 * A page's job, `/api/translate` and the console's "translate again" all go through it.
 */
import type { LanguageCode } from '../lib/languages'
import { saveTranslations } from './d1'
import type { EngineContext } from './isolate'
import { translationKey } from './keys'
import { translateTexts } from './provider-batcher'
import type { TranslateOutcome } from './provider-batcher'
import { usageStatements } from './usage'

export interface TranslateAndStoreOptions {
  signal: AbortSignal
  /** False to ask no provider (a crawler's page, or every breaker open): nothing is translated or stored. */
  useProviders?: boolean
  /** Which translated texts are stored (default all): `/api/translate` keeps only the site's own strings. */
  keep?: (text: string) => boolean
  /** The keys of the texts, when the caller has them already. */
  keys?: ReadonlyMap<string, string>
  /**
   * Keys whose count to read in the same batch once rows were written, so a page's job
   * learns whether its language is now complete without another query.
   */
  required?: (translated: TranslateOutcome['translated']) => Promise<readonly string[]> | undefined
}

export interface Translated {
  /** English → the accepted translation and the provider that made it. */
  translated: TranslateOutcome['translated']
  usage: TranslateOutcome['usage']
  /**
   * The write of the rows and the usage, under way: it resolves once stored, to how many
   * `required` keys exist (undefined without them). Wait for it; a page's job answers first.
   */
  stored: Promise<number | undefined>
}

/** Translates `texts` (already filtered by `skipReason`) into `lang` with the engine's chain, then stores what passed the checks. */
export async function translateAndStore(
  { state, db }: EngineContext,
  texts: readonly string[],
  lang: LanguageCode,
  options: TranslateAndStoreOptions,
): Promise<Translated> {
  const providers = options.useProviders === false ? [] : state.providers
  const outcome = texts.length ? await translateTexts(texts, lang, providers, state.breakers, { signal: options.signal }) : undefined
  const translated = outcome?.translated ?? new Map()
  const usage = outcome?.usage ?? new Map()
  const stored = (async () => {
    const kept = [...translated].filter(([text]) => options.keep?.(text) ?? true)
    if (!kept.length && !usage.size) return undefined
    const rows = await Promise.all(
      kept.map(async ([text, result]) => ({
        key: options.keys?.get(text) ?? (await translationKey(text, lang)),
        originalText: text,
        targetLanguage: lang,
        translatedText: result.text,
        provider: result.provider,
      })),
    )
    const required = rows.length ? await options.required?.(translated) : undefined
    return saveTranslations(db, rows, required && { lang, keys: required }, usageStatements(db, usage))
  })()
  return { translated, usage, stored }
}
