import { postJson, stringsOrThrow, trimSlash } from './http'
import type { Provider, ProviderConfig } from './types'

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
