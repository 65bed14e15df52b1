/**
 * A string's history: every revision the database recorded for it (triggers on
 * `translations`, migration 0005), newest first, with who made each one in words.
 */
import { desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db'
import { reviewers, translationRevisions } from '../../db/schema'
import type { TranslationRevision } from '../../db/schema'
import { fill } from '../../i18n/copy'
import type { LanguageCode } from '../../lib/languages'
import { translationKey } from '../../translation/keys'
import type { ConsoleCopy } from '../frame/console-context'

/** The most revisions a history shows. */
const HISTORY_LIMIT = 100

export interface Revision extends TranslationRevision {
  /** The reviewer's name, for a reviewer's revision whose reviewer is still listed. */
  reviewerName: string | null
}

export async function stringHistory(db: Database, lang: LanguageCode, english: string): Promise<Revision[]> {
  const key = await translationKey(english, lang)
  const rows = await db
    .select({ revision: translationRevisions, reviewerName: reviewers.name })
    .from(translationRevisions)
    .leftJoin(reviewers, sql`${translationRevisions.actor} = 'reviewer:' || ${reviewers.id}`)
    .where(eq(translationRevisions.key, key))
    .orderBy(desc(translationRevisions.id))
    .limit(HISTORY_LIMIT)
  return rows.map(({ revision, reviewerName }) => ({ ...revision, reviewerName }))
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
