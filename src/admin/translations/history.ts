/**
 * A string's history: every revision the database recorded for it (triggers on
 * `translations`, migration 0005), newest first, with who made each one in words. An
 * import's first write of a row records no revision (migration 0011), so the text the
 * memory loaded is the `before` of the string's first revision: the history ends with it,
 * as the import's version, restorable like any other.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db'
import { reviewers, translationRevisions, translations } from '../../db/schema'
import type { TranslationRevision } from '../../db/schema'
import { fill } from '../../i18n/copy'
import type { LanguageCode } from '../../lib/languages'
import { translationKey } from '../../translation'
import type { ConsoleCopy } from '../frame/console-context'

/** The most revisions a history shows. */
const HISTORY_LIMIT = 100

/** Which text of a revision a version is: the one it left (`after`), or the one it replaced (`before`). */
export type RevisionSide = 'after' | 'before'

export interface Revision extends TranslationRevision {
  /** The reviewer's name, for a reviewer's revision whose reviewer is still listed. */
  reviewerName: string | null
  /** `before` for the imported version the first revision replaced; restoring it restores that text. */
  side: RevisionSide
}

export async function stringHistory(db: Database, lang: LanguageCode, english: string): Promise<Revision[]> {
  const key = await translationKey(english, lang)
  const [rows, row] = await Promise.all([
    db
      .select({ revision: translationRevisions, reviewerName: reviewers.name })
      .from(translationRevisions)
      .leftJoin(reviewers, sql`${translationRevisions.actor} = 'reviewer:' || ${reviewers.id}`)
      .where(eq(translationRevisions.key, key))
      .orderBy(desc(translationRevisions.id))
      .limit(HISTORY_LIMIT),
    db
      .select({ createdAt: translations.createdAt })
      .from(translations)
      .where(and(eq(translations.targetLanguage, lang), eq(translations.key, key)))
      .get(),
  ])
  const revisions: Revision[] = rows.map(({ revision, reviewerName }) => ({ ...revision, reviewerName, side: 'after' }))
  const first = revisions.at(-1)
  if (first && first.before !== null && revisions.length < HISTORY_LIMIT) {
    revisions.push({
      ...first,
      before: null,
      after: first.before,
      beforeReviewed: null,
      afterReviewed: first.beforeReviewed ?? false,
      actor: 'import',
      at: row?.createdAt ?? first.at,
      reviewerName: null,
      side: 'before',
    })
  }
  return revisions
}

/** Who made a revision, in the console's language. */
export function actorLabel(copy: ConsoleCopy, revision: Pick<Revision, 'actor' | 'provider' | 'reviewerName'>): string {
  if (revision.actor === 'owner') return copy.history.by.owner
  if (revision.actor === 'import') return copy.history.by.import
  if (revision.actor.startsWith('reviewer:')) {
    return revision.reviewerName ? fill(copy.history.by.reviewer, { name: revision.reviewerName }) : copy.history.by.formerReviewer
  }
  return fill(copy.history.by.machine, { provider: revision.provider })
}
