import { postJson, stringsOrThrow, trimSlash } from './http'
import type { Provider, ProviderConfig } from './types'

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
