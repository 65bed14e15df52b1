/**
 * A language's translation memory in the shipped file format (`translations/<lang>.json`):
 * English → `{translation, provider, reviewed}`, sorted by the English, two-space JSON.
 * The export command and the admin area's "Export" both write it, so reviewed work can
 * be committed back to the repository as it is.
 */
import { and, eq, ne } from 'drizzle-orm'
import type { Database } from '../db'
import { translations } from '../db/schema'

export interface MemoryEntry {
  translation: string
  provider: string
  reviewed: boolean
}

/** The language's memory, pseudo-localisation excluded (a development aid, never shipped). */
export async function languageMemory(db: Database, lang: string): Promise<Record<string, MemoryEntry>> {
  const rows = await db
    .select({ english: translations.originalText, translation: translations.translatedText, provider: translations.provider, reviewed: translations.reviewed })
    .from(translations)
    .where(and(eq(translations.targetLanguage, lang), ne(translations.provider, 'pseudo')))
  const memory: Record<string, MemoryEntry> = {}
  for (const row of rows.sort((a, b) => (a.english < b.english ? -1 : a.english > b.english ? 1 : 0))) {
    memory[row.english] = { translation: row.translation, provider: row.provider, reviewed: row.reviewed }
  }
  return memory
}

/** The file's text. */
export function memoryFileText(memory: Record<string, MemoryEntry>): string {
  return `${JSON.stringify(memory, null, 2)}\n`
}
