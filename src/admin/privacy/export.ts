import type { Submission } from '../../db/schema'
import type { CommentAbout } from '../translations/comments'
import type { ConsoleCopy } from '../frame/console-context'
import { topicLabel } from '../inbox/labels'
import { retentionEnds } from '../inbox/retention'

/** A plausible email address: what the contact form accepts, without being stricter. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function validEmail(value: string | undefined): string | null {
  const email = (value ?? '').trim()
  return EMAIL.test(email) && email.length <= 254 ? email : null
}

/**
 * Everything stored about one person, for an access request: what they sent and what
 * the site recorded with it (when, from which page and browser, whether it is kept, when
 * it is deleted, the owner's note on it, whether it was marked replied or spam), dates in
 * ISO 8601; and the comments on the site's strings that identify them (their address in
 * the text, or written as a reviewer whose name carries it), with the string and the
 * language. Nothing internal to delivery (attempts, locks, the mail relay's errors) is
 * theirs, so none of it is in here.
 */
export function personalDataExport(email: string, rows: readonly Submission[], copy: ConsoleCopy, now: number, comments: readonly CommentAbout[] = []) {
  const last = rows.reduce((latest, row) => Math.max(latest, row.createdAt), 0)
  const iso = (ms: number) => new Date(ms).toISOString()
  return {
    emailAddress: email,
    exportedAt: iso(now),
    messages: rows.map((row) => ({
      receivedAt: iso(row.createdAt),
      name: row.fullName,
      company: row.companyName,
      email: row.email,
      phone: row.phoneNumber,
      topic: topicLabel(copy, row.helpWith),
      message: row.challenge,
      language: row.language,
      sentFromPage: row.page,
      browser: row.userAgent,
      ownersNote: row.note,
      repliedAt: row.repliedAt === null ? null : iso(row.repliedAt),
      markedAsSpam: row.spam,
      keptForClientRelationship: row.keep,
      deletedAutomaticallyOn: row.keep ? null : iso(retentionEnds(last)),
    })),
    commentsOnTranslations: comments.map((comment) => ({
      writtenAt: iso(comment.at),
      writtenBy: comment.author === 'owner' ? 'owner' : 'reviewer',
      language: comment.language,
      string: comment.english,
      comment: comment.body,
    })),
  }
}
