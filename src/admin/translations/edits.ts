/**
 * What a person does to a translation: edit it (checked like a provider's answer, saved as
 * reviewed, published in the language's next batch: see src/translation/publishing.ts), accept it as it
 * is, unlock it, restore an earlier version. Each write names who made it; the revision it
 * makes records that (see history.ts).
 */
import { and, desc, eq, lt } from 'drizzle-orm'
import type { Database } from '../../db'
import { translationRevisions, translations } from '../../db/schema'
import { fill } from '../../i18n/copy'
import { pluralCategories } from '../../i18n/plural'
import { localeTag } from '../../lib/languages'
import type { LanguageCode } from '../../lib/languages'
import { clock } from '../../platform/clock'
import { translationEngine } from '../../engine'
import { keysIn, protectedPieces, rejection, siteCatalog, skipReason, translationKey, upsertTranslations } from '../../translation'
import type { ConsoleCopy } from '../frame/console-context'
import type { RevisionSide } from './history'

/** Why a person's translation cannot be saved: what the engine's checks say, as the admin area words it. */
export type EditProblem =
  | { kind: 'not-site-string' }
  | { kind: 'empty' }
  | { kind: 'ratio' }
  | { kind: 'gloss' }
  | { kind: 'characters' }
  | { kind: 'plural'; forms: string[] }
  | { kind: 'pieces'; missing: string[] }

export function editProblem(lang: LanguageCode, english: string, translation: string): EditProblem | null {
  if (!siteCatalog().set.has(english) || skipReason(english, lang) !== null) return { kind: 'not-site-string' }
  const reason = rejection(english, translation, lang)
  // A person may keep a word as it is in English ("Chatbot", "Portal"); a provider may not.
  if (reason === null || reason === 'unchanged') return null
  if (reason === 'empty') return { kind: 'empty' }
  if (reason === 'ratio') return { kind: 'ratio' }
  if (reason === 'gloss') return { kind: 'gloss' }
  if (reason === 'characters') return { kind: 'characters' }
  if (reason === 'plural') return { kind: 'plural', forms: pluralCategories(localeTag(lang)) }
  const present = protectedPieces(translation)
  const missing = protectedPieces(english).filter((piece) => {
    const index = present.indexOf(piece)
    if (index === -1) return true
    present.splice(index, 1)
    return false
  })
  return { kind: 'pieces', missing: missing.length ? missing : protectedPieces(english) }
}

/** Why a person's translation was refused, in the console's language: which check, and what it needs. */
export function editMessage(copy: ConsoleCopy, problem: EditProblem): string {
  switch (problem.kind) {
    case 'not-site-string':
      return copy.errors.notSiteString
    case 'empty':
      return copy.errors.emptyTranslation
    case 'ratio':
      return copy.errors.lengthRatio
    case 'gloss':
      return copy.errors.gloss
    case 'characters':
      return copy.errors.characters
    case 'plural':
      return fill(copy.errors.plural, { forms: problem.forms.join(', ') })
    case 'pieces':
      return /^\{\w+\}$/.test(problem.missing[0] ?? '')
        ? fill(copy.errors.slots, { slots: problem.missing.join(', ') })
        : fill(copy.errors.brandTerms, { terms: problem.missing.join(', ') })
  }
}

/**
 * Saves a person's translation: reviewed, provider `human`, never replaced by a machine.
 * True when it was published at once, false when it waits for the language's next batch.
 */
export async function saveReviewed(env: Env, db: Database, lang: LanguageCode, english: string, translation: string, actor: string): Promise<boolean> {
  const key = await translationKey(english, lang)
  await upsertTranslations(db, [{ key, originalText: english, targetLanguage: lang, translatedText: translation, provider: 'human', reviewed: true, changedBy: actor }], clock.now())
  return translationEngine(env).publishLanguage(lang)
}

/**
 * Accepts translations as they are: marked reviewed (a person has read them), their text
 * and provider unchanged. Strings without a translation, or already reviewed, are left
 * alone. Returns how many were accepted.
 */
export async function accept(env: Env, db: Database, lang: LanguageCode, englishTexts: readonly string[], actor: string): Promise<number> {
  const keys = await Promise.all(englishTexts.filter((text) => siteCatalog().set.has(text)).map((text) => translationKey(text, lang)))
  if (!keys.length) return 0
  const rows = await db
    .update(translations)
    .set({ reviewed: true, changedBy: actor, updatedAt: clock.now() })
    .where(and(eq(translations.reviewed, false), keysIn(lang, keys)))
    .returning({ key: translations.key })
  if (rows.length) await translationEngine(env).publishLanguage(lang)
  return rows.length
}

/**
 * Restores an earlier version of a string (the text a revision left it with, or with
 * `before` the text it replaced: the imported version of the string's first revision) as a
 * new change by `actor`, published with the language's next batch. The version comes back
 * as it was: an AI draft stays an unreviewed AI draft, so the overview does not count it as
 * read by a person. False when the revision is not one of this string's.
 */
export async function restore(env: Env, db: Database, lang: LanguageCode, english: string, revisionId: number, actor: string, side: RevisionSide = 'after'): Promise<boolean> {
  const key = await translationKey(english, lang)
  const revision = await db
    .select()
    .from(translationRevisions)
    .where(and(eq(translationRevisions.id, revisionId), eq(translationRevisions.key, key)))
    .get()
  const text = side === 'before' ? revision?.before : revision?.after
  if (!revision || text == null) return false
  const version = side === 'before' ? await versionBefore(db, revision) : { provider: revision.provider, reviewed: revision.afterReviewed }
  const now = clock.now()
  const restored = { translatedText: text, ...version, changedBy: actor, updatedAt: now }
  // Not upsertTranslations: a person may put an unreviewed version back over a reviewed one.
  await db
    .insert(translations)
    .values({ key, originalText: english, targetLanguage: lang, createdAt: now, ...restored })
    .onConflictDoUpdate({ target: [translations.targetLanguage, translations.key], set: restored })
  await translationEngine(env).publishLanguage(lang)
  return true
}

/**
 * Who made the text a revision replaced, and whether it was reviewed: the revision records
 * the reviewed state; the maker is the one the string's previous revision names. An
 * import's first write records no revision, so for the text it loaded the maker is the
 * shipped memory's own: an AI draft, or a person's text where it was reviewed.
 */
async function versionBefore(db: Database, revision: typeof translationRevisions.$inferSelect): Promise<{ provider: string; reviewed: boolean }> {
  const previous = await db
    .select({ provider: translationRevisions.provider })
    .from(translationRevisions)
    .where(and(eq(translationRevisions.key, revision.key), eq(translationRevisions.targetLanguage, revision.targetLanguage), lt(translationRevisions.id, revision.id)))
    .orderBy(desc(translationRevisions.id))
    .get()
  const reviewed = revision.beforeReviewed ?? false
  return { provider: previous?.provider ?? (reviewed ? 'human' : 'ai-draft'), reviewed }
}

/** Returns a string to unreviewed, so machine translation and imports may replace it again. */
export async function unlock(db: Database, lang: LanguageCode, english: string, actor: string): Promise<void> {
  await db
    .update(translations)
    .set({ reviewed: false, changedBy: actor, updatedAt: clock.now() })
    .where(keysIn(lang, [await translationKey(english, lang)]))
}

