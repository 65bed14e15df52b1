/**
 * Translation providers behind one interface. Each adapter speaks its provider's
 * documented wire format (see the DeepL, Google v2 and LibreTranslate references) and
 * receives texts already protected with markup in the adapter's format; it returns
 * the raw translated markup in request order, or throws a `ProviderError`.
 */
import type { MarkupFormat } from './markup'
import { decodeEntities } from './markup'

export interface Provider {
  readonly name: string
  readonly format: MarkupFormat
  /** Whether the provider keeps markup intact for this language (DeepL has no tag handling for Malay). */
  handlesTags(target: string): boolean
  translate(texts: readonly string[], target: string, signal?: AbortSignal): Promise<string[]>
}

export type ProviderErrorKind = 'quota' | 'rate-limit' | 'server' | 'rejected' | 'malformed' | 'network'

/** A failed provider call. Rate limits, server errors and network errors are worth retrying; quota errors never are. */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly kind: ProviderErrorKind,
    readonly status?: number,
  ) {
    super(`${provider}: ${kind}${status ? ` (HTTP ${status})` : ''}`)
    this.name = 'ProviderError'
  }

  get retryable(): boolean {
    return this.kind === 'rate-limit' || this.kind === 'server' || this.kind === 'network'
  }
}

export interface ProviderConfig {
  apiUrl?: string
  apiKey?: string
  fetch?: typeof fetch
}

async function postJson(
  provider: string,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  config: ProviderConfig,
  signal?: AbortSignal,
): Promise<unknown> {
  let response: Response
  try {
    response = await (config.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ProviderError(provider, 'network')
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw new ProviderError(provider, classify(provider, response.status), response.status)
  }
  try {
    return await response.json()
  } catch {
    throw new ProviderError(provider, 'malformed', response.status)
  }
}

/** DeepL: 456 is its quota. Google: 403 is a daily or user quota. Both: 429 rate limit, 5xx (and DeepL's 529) busy. */
function classify(provider: string, status: number): ProviderErrorKind {
  if (status === 429) return 'rate-limit'
  if (status >= 500 && status !== 501) return 'server'
  if (status === 456 || (provider === 'google' && status === 403)) return 'quota'
  return 'rejected'
}

function stringsOrThrow(provider: string, values: unknown, count: number): string[] {
  if (!Array.isArray(values) || values.length !== count || !values.every((value) => typeof value === 'string')) {
    throw new ProviderError(provider, 'malformed')
  }
  return values as string[]
}

const trimSlash = (url: string) => url.replace(/\/+$/, '')

/** DeepL language codes: Norwegian is Bokmål and Portuguese is European. */
export function deeplTarget(lang: string): string {
  return lang === 'no' ? 'NB' : lang === 'pt' ? 'PT-PT' : lang.toUpperCase()
}

export function deepl(config: ProviderConfig): Provider {
  const key = config.apiKey ?? ''
  const base = trimSlash(config.apiUrl || (key.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com'))
  return {
    name: 'deepl',
    format: 'xml',
    handlesTags: (target) => target !== 'ms',
    async translate(texts, target, signal) {
      const body = await postJson(
        'deepl',
        `${base}/v2/translate`,
        { Authorization: `DeepL-Auth-Key ${key}` },
        {
          text: texts,
          source_lang: 'EN',
          target_lang: deeplTarget(target),
          tag_handling: 'xml',
          tag_handling_version: 'v2',
          ignore_tags: ['x'],
          formality: 'prefer_less',
          context: 'Marketing website of an AI automation consultancy',
        },
        config,
        signal,
      )
      const translations = (body as { translations?: unknown } | null)?.translations
      const values = Array.isArray(translations) ? translations.map((item) => (item as { text?: unknown } | null)?.text) : translations
      return stringsOrThrow('deepl', values, texts.length)
    },
  }
}

/** Google v2 codes: `no` and `ms` as they are; `pt` alone means Brazilian. */
export function googleTarget(lang: string): string {
  return lang === 'pt' ? 'pt-PT' : lang
}

export function google(config: ProviderConfig): Provider {
  const base = trimSlash(config.apiUrl || 'https://translation.googleapis.com')
  return {
    name: 'google',
    format: 'html',
    handlesTags: () => true,
    async translate(texts, target, signal) {
      const body = await postJson(
        'google',
        `${base}/language/translate/v2`,
        { 'X-Goog-Api-Key': config.apiKey ?? '' },
        { q: texts, source: 'en', target: googleTarget(target), format: 'html', model: 'nmt' },
        config,
        signal,
      )
      const translations = (body as { data?: { translations?: unknown } } | null)?.data?.translations
      const values = Array.isArray(translations) ? translations.map((item) => (item as { translatedText?: unknown } | null)?.translatedText) : translations
      return stringsOrThrow('google', values, texts.length)
    },
  }
}

/** LibreTranslate (Argos) codes: Norwegian is `nb`. */
export function libreTarget(lang: string): string {
  return lang === 'no' ? 'nb' : lang
}

export function libretranslate(config: ProviderConfig): Provider {
  const base = trimSlash(config.apiUrl || 'http://localhost:5000')
  return {
    name: 'libretranslate',
    format: 'html',
    handlesTags: () => true,
    async translate(texts, target, signal) {
      const body = await postJson(
        'libretranslate',
        `${base}/translate`,
        {},
        { q: texts, source: 'en', target: libreTarget(target), format: 'html', api_key: config.apiKey ?? '' },
        config,
        signal,
      )
      return stringsOrThrow('libretranslate', (body as { translatedText?: unknown } | null)?.translatedText, texts.length)
    },
  }
}

const ACCENTS: Readonly<Record<string, string>> = {
  a: 'á',
  c: 'ç',
  e: 'é',
  i: 'í',
  n: 'ñ',
  o: 'ö',
  u: 'ü',
  y: 'ý',
  s: 'š',
  z: 'ž',
  A: 'Å',
  C: 'Ç',
  E: 'É',
  I: 'Î',
  N: 'Ñ',
  O: 'Ø',
  U: 'Ü',
  Y: 'Ý',
  S: 'Š',
  Z: 'Ž',
}

/**
 * Pseudo-localisation for development: accented text about 30% longer, with the
 * protected elements untouched. Layout that breaks with longer text, and English that
 * bypasses the catalogs, stand out at once. Never shipped as translation memory.
 */
export function pseudo(): Provider {
  return {
    name: 'pseudo',
    format: 'xml',
    handlesTags: () => true,
    async translate(texts) {
      return texts.map(pseudoLocalize)
    },
  }
}

/** Accents the letters outside markup and pads the text to about 130% of its length. */
export function pseudoLocalize(markup: string): string {
  const parts = markup.split(/(<x\b[^>]*>[\s\S]*?<\/x>|&[#\w]+;)/)
  const accented = parts.map((part, index) => (index % 2 ? part : part.replace(/[a-zA-Z]/g, (letter) => ACCENTS[letter] ?? letter))).join('')
  const visible = decodeEntities(markup.replace(/<[^>]+>/g, '')).length
  return `⟦${accented}${'·'.repeat(Math.max(1, Math.round(visible * 0.3)))}⟧`
}

export type ProviderName = 'deepl' | 'google' | 'libretranslate' | 'pseudo'

const FACTORIES: Readonly<Record<ProviderName, (config: ProviderConfig) => Provider>> = { deepl, google, libretranslate, pseudo }

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
    else console.error(JSON.stringify({ event: 'translation_provider_unknown', provider: name }))
  }
  return providers
}

/** The chain for one language: providers that keep markup for it first (Malay goes to Google before DeepL). */
export function chainFor(providers: readonly Provider[], target: string): Provider[] {
  return [...providers.filter((provider) => provider.handlesTags(target)), ...providers.filter((provider) => !provider.handlesTags(target))]
}
