/**
 * Translation providers behind one interface. Each adapter speaks its provider's
 * documented wire format (see the DeepL, Google v2 and LibreTranslate references) and
 * receives texts already protected with markup in the adapter's format; it returns
 * the raw translated markup in request order, or throws a `ProviderError`.
 */
import { deepl } from './deepl'
import { google } from './google'
import { libretranslate } from './libretranslate'
import { pseudo } from './pseudo'
import type { Provider, ProviderConfig } from './types'

export { ProviderError } from './types'
export type { Provider, ProviderConfig, ProviderErrorKind } from './types'
export { deepl, deeplTarget } from './deepl'
export { google, googleTarget } from './google'
export { libretranslate, libreTarget } from './libretranslate'
export { pseudo, pseudoLocalize } from './pseudo'

export type ProviderName = 'deepl' | 'google' | 'libretranslate' | 'pseudo'

const FACTORIES: Readonly<Record<ProviderName, (config: ProviderConfig) => Provider>> = { deepl, google, libretranslate, pseudo }

/** The names `TRANSLATION_PROVIDER` may list, `none` besides. */
export const PROVIDER_NAMES = Object.keys(FACTORIES) as ProviderName[]

/**
 * Who may have made a stored translation (its `provider`): a provider by name, an AI draft
 * shipped in the memory, such a draft revised by a later review pass, or a person. The
 * console names each one in words.
 */
export const AUTHORS: readonly string[] = ['ai-draft', 'ai-revised', 'human', ...PROVIDER_NAMES]

/** One provider of a configured chain, with its own base URL and key. */
export interface ProviderSetting {
  name: ProviderName
  apiUrl?: string
  apiKey?: string
}

/** The providers of a configured chain (`settings(env).translation.providers`), in fallback order; an empty chain means shipped memory, then English. */
export function providersFor(chain: readonly ProviderSetting[]): Provider[] {
  return chain.map(({ name, apiUrl, apiKey }) => FACTORIES[name]({ apiUrl, apiKey }))
}

/** The chain for one language: providers that keep markup for it first (Malay goes to Google before DeepL). */
export function chainFor(providers: readonly Provider[], target: string): Provider[] {
  return [...providers.filter((provider) => provider.handlesTags(target)), ...providers.filter((provider) => !provider.handlesTags(target))]
}
