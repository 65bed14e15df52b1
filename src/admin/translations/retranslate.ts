/**
 * Translating again with the configured provider: what it would cost, doing it (never to
 * a reviewed string), and the providers' health.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db'
import { providerUsage } from '../../db/schema'
import type { LanguageCode } from '../../lib/languages'
import { upsertTranslations } from '../../translation/d1'
import { engineFor } from '../../translation/isolate'
import { translationKey } from '../../translation/keys'
import { translateTexts } from '../../translation/provider-batcher'
import { usageMonth, usageStatements } from '../../translation/usage'
import { publishLanguage } from './edits'

/** What the providers charge per million characters (list prices, Nov 2026); LibreTranslate is self-hosted. */
export const PROVIDER_PRICES: Readonly<Record<string, { perMillion: number; currency: string } | undefined>> = {
  deepl: { perMillion: 20, currency: 'EUR' },
  google: { perMillion: 20, currency: 'USD' },
}

/** Translates `texts` again with the configured provider and stores what passes the checks (reviewed rows stay). */
export async function retranslate(env: Env, db: Database, lang: LanguageCode, texts: readonly string[]): Promise<number> {
  const engine = engineFor(env)
  if (!engine.providers.length || !texts.length) return 0
  const outcome = await translateTexts(texts, lang, engine.providers, engine.breakers, { signal: AbortSignal.timeout(20_000) })
  const rows = await Promise.all(
    [...outcome.translated].map(async ([english, result]) => ({
      key: await translationKey(english, lang),
      originalText: english,
      targetLanguage: lang,
      translatedText: result.text,
      provider: result.provider,
      reviewed: false,
    })),
  )
  const statements = [...(rows.length ? [upsertTranslations(db, rows)] : []), ...usageStatements(db, outcome.usage)]
  if (statements.length) await db.batch(statements as [(typeof statements)[number], ...typeof statements])
  if (rows.length) await publishLanguage(env, lang)
  return rows.length
}

export interface ProviderHealth {
  name: string
  paused: boolean
  characters: number
  lastError: string | null
  lastErrorAt: number | null
}

/** The configured providers: breaker state in this isolate, this month's characters and last error. */
export async function providerHealth(env: Env, db: Database, now: number): Promise<ProviderHealth[]> {
  const engine = engineFor(env)
  const names = engine.providers.map((provider) => provider.name)
  if (!names.length) return []
  const rows = await db
    .select()
    .from(providerUsage)
    .where(and(inArray(providerUsage.provider, names), eq(providerUsage.month, usageMonth(now))))
  return names.map((name) => {
    const month = rows.find((row) => row.provider === name)
    return {
      name,
      paused: engine.breakers.for(name).isOpen,
      characters: month?.characters ?? 0,
      lastError: month?.lastError ?? null,
      lastErrorAt: month?.lastErrorAt ?? null,
    }
  })
}
