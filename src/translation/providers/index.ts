/**
 * Translation providers behind one interface. Each adapter speaks its provider's
 * documented wire format (see the DeepL, Google v2 and LibreTranslate references) and
 * receives texts already protected with markup in the adapter's format; it returns
 * the raw translated markup in request order, or throws a `ProviderError`.
 */
import { log } from '../../platform/log'
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

/**
 * The providers named by `TRANSLATION_PROVIDER`, in fallback order. `none` (or
 * nothing) means no provider: shipped memory, then English. Unknown names are logged
 * and skipped rather than guessed at.
 */
export function providersFromConfig(names: string | undefined, configFor: (name: ProviderName) => ProviderConfig): Provider[] {
  const providers: Provider[] = []
  for (const raw of (names ?? '').split(',')) {
    const name = raw.trim().toLowerCase()
    if (!name || name === 'none') continue
    const factory = FACTORIES[name as ProviderName] as ((config: ProviderConfig) => Provider) | undefined
    if (factory) providers.push(factory(configFor(name as ProviderName)))
    else log('translation_provider_unknown', { provider: name }, 'error')
  }
  return providers
}

/**
 * The providers of `TRANSLATION_PROVIDER` with their base URL and key:
 * `TRANSLATION_API_URL_<NAME>` and `TRANSLATION_API_KEY_<NAME>` override the shared ones
 * for one provider of a chain. `settings` is the Worker's env, or the command-line
 * tools' view of `.dev.vars` and `wrangler.toml`.
 */
export function providersFromEnv(settings: object): Provider[] {
  const setting = (name: string) => {
    const value = (settings as Record<string, unknown>)[name]
    return typeof value === 'string' && value ? value : undefined
  }
  return providersFromConfig(setting('TRANSLATION_PROVIDER'), (name) => ({
    apiUrl: setting(`TRANSLATION_API_URL_${name.toUpperCase()}`) ?? setting('TRANSLATION_API_URL'),
    apiKey: setting(`TRANSLATION_API_KEY_${name.toUpperCase()}`) ?? setting('TRANSLATION_API_KEY'),
  }))
}

/** The chain for one language: providers that keep markup for it first (Malay goes to Google before DeepL). */
export function chainFor(providers: readonly Provider[], target: string): Provider[] {
  return [...providers.filter((provider) => provider.handlesTags(target)), ...providers.filter((provider) => !provider.handlesTags(target))]
}
