import { postJson, stringsOrThrow, trimSlash } from './http'
import type { Provider, ProviderConfig } from './types'

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
