import { env } from 'cloudflare:test'
import { database } from '../../src/db'
import { resetTranslationEngine } from '../../src/translation'
import { upsertTranslations } from '../../src/translation/d1'
import { translationKey } from '../../src/translation/keys'
import { writeLanguageState } from '../../src/translation/kv'

/**
 * Puts translations into local D1 as an import would, and makes every cached page
 * dictionary of the language stale (a new version in KV, an empty isolate), so the
 * next request in that language reads them.
 */
export async function remember(lang: string, entries: Readonly<Record<string, string>>): Promise<void> {
  const rows = await Promise.all(
    Object.entries(entries).map(async ([originalText, translatedText]) => ({
      key: await translationKey(originalText, lang),
      originalText,
      targetLanguage: lang,
      translatedText,
      provider: 'import',
    })),
  )
  await upsertTranslations(database(env.DB), rows)
  await writeLanguageState(env.CACHE, lang, { version: `test-${crypto.randomUUID()}` })
  resetTranslationEngine()
}
