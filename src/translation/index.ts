/**
 * The translation engine's one face: the rest of the Worker enters it here, and only here
 * (a lint rule refuses deeper imports; type-only ones are allowed). `createEngine` takes
 * the few values the engine needs (D1, KV, the provider chain, the page's wait) and
 * gives the engine's work: translate a page, translate and store texts, one text for
 * `/api/translate`, publish a language. Below it, the read helpers the console shares
 * with the engine so both judge and key a string alike. Each job has its own module.
 */
import { database } from '../db'
import type { LanguageCode } from '../lib/languages'
import { chainFor } from './providers'
import type { ProviderSetting } from './providers'
import { engineState } from './isolate'
import type { EngineContext } from './isolate'
import { languageVersion } from './language-version'
import { publishDue, publishNow, publishSoon, unpublishedSince } from './publishing'
import { translateAndStore } from './store'
import type { TranslateAndStoreOptions, Translated } from './store'
import { translatePage } from './translate-page'
import type { PageTranslation, TranslatePageOptions } from './translate-page'
import { translateText } from './translate-text'
import type { TranslateTextOptions } from './translate-text'

export interface EngineOptions {
  db: D1Database
  kv: KVNamespace
  /** The provider chain in fallback order; empty for the shipped memory, then English. */
  providers: readonly ProviderSetting[]
  /** How long a page waits for the provider; the rest is finished in the background. */
  timeoutMs: number
}

export interface Engine {
  /** The configured providers' names, in fallback order. */
  readonly providers: readonly string[]
  /** The providers' names in the order a language tries them (those that keep markup for it first). */
  chainFor(lang: string): string[]
  /** Until when a provider's circuit breaker refuses calls in this isolate, or null. */
  pausedUntil(provider: string): number | null
  /** A page's strings in `lang`. Never throws: whatever fails is served in English. */
  translatePage(options: TranslatePageOptions): Promise<PageTranslation>
  /** Translates texts with the provider chain, then stores what passed the checks and each provider's usage. */
  translateAndStore(texts: readonly string[], lang: LanguageCode, options: Pick<TranslateAndStoreOptions, 'signal' | 'keep'>): Promise<Translated>
  /** One text for `/api/translate`: the memory's, else the provider's (see translate-text.ts). */
  translateText(text: string, lang: LanguageCode, options: TranslateTextOptions): Promise<string | null>
  /** The language's translation version, which keys the edge cache of its pages; null when KV cannot say. */
  languageVersion(lang: string): Promise<string | null>
  /** Records that `lang`'s translations changed and publishes them, at once or with the next batch. True when published now. */
  publishLanguage(lang: LanguageCode): Promise<boolean>
  /** Publishes `lang` now ("Publish now"). */
  publishNow(lang: LanguageCode): Promise<void>
  /** The Cron Trigger's share: publishes every language whose batch is due. Returns how many. */
  publishDue(): Promise<number>
  /** Since when `lang` has changes the public pages do not show yet, or null. */
  unpublishedSince(lang: LanguageCode): Promise<number | null>
}

/** The engine for these values. Its memory (page dictionaries, breakers, work in flight) is the isolate's, shared by every engine of one provider chain. */
export function createEngine({ db, kv, providers, timeoutMs }: EngineOptions): Engine {
  const context = (): EngineContext => ({ state: engineState(providers), db: database(db), kv, timeoutMs })
  return {
    providers: providers.map((provider) => provider.name),
    chainFor: (lang) => chainFor(context().state.providers, lang).map((provider) => provider.name),
    pausedUntil: (provider) => context().state.breakers.for(provider).pausedUntil,
    translatePage: (options) => translatePage(context(), options),
    translateAndStore: (texts, lang, options) => translateAndStore(context(), texts, lang, options),
    translateText: (text, lang, options) => translateText(context(), text, lang, options),
    languageVersion: (lang) => languageVersion(kv, lang),
    publishLanguage: (lang) => publishSoon(context(), lang),
    publishNow: (lang) => publishNow(context(), lang),
    publishDue: () => publishDue(context()),
    unpublishedSince: (lang) => unpublishedSince(context(), lang),
  }
}

export type { PageTranslation, TranslatePageOptions, Translated, TranslateTextOptions }
export type { ProviderName, ProviderSetting } from './providers'
export { PROVIDER_NAMES } from './providers'
export { PUBLISH_INTERVAL_MS } from './publishing'
export { resetTranslationEngine, siteCatalog } from './isolate'

// What the console shares with the engine: a string's key and checks, its protected pieces, the memory's rows.
export { MAX_TEXT_LENGTH, mayStayUnchanged, rejection, skipReason } from './checks'
export { keysIn, upsertTranslations } from './d1'
export { translationKey } from './keys'
export { protectedPieces } from './markup'
export { languageMemory, memoryFileText } from './memory-file'
export { sourcesSent } from './provider-batcher'
export { usageMonth } from './usage'
