/**
 * Comments on a string between the owner and a reviewer: a thread per language and
 * translation key (the table is described in `db/schema/translations.ts`). A comment is plain text of at
 * most `COMMENT_MAX` characters; a reviewer comments only on their own language's strings,
 * which the console's routes already hold them to. A thread waits for the owner while its
 * last comment is a reviewer's.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db'
import { reviewers, stringComments } from '../../db/schema'
import type { LanguageCode } from '../../lib/languages'

/** The longest comment: a few paragraphs, enough to explain a choice of words. */
const COMMENT_MAX = 1000

/** Why a comment cannot be posted: nothing written, or more than `COMMENT_MAX` characters. */
export type CommentProblem = 'empty' | 'long'

/** A comment as it is stored: line ends made `\n`, the ends trimmed. */
export function commentText(typed: string): string {
  return typed.replace(/\r\n?/g, '\n').trim()
}

export function commentProblem(text: string): CommentProblem | null {
  if (!text) return 'empty'
  return [...text].length > COMMENT_MAX ? 'long' : null
}

/** One comment as the screens show it: who wrote it (`owner`, or the reviewer's name; null for a reviewer no longer listed), what and when. */
export interface CommentView {
  id: number
  author: string
  name: string | null
  body: string
  at: number
}

const view = {
  id: stringComments.id,
  author: stringComments.author,
  name: reviewers.name,
  body: stringComments.body,
  at: stringComments.at,
}
const writer = sql`${stringComments.author} = 'reviewer:' || ${reviewers.id}`

export async function addComment(db: Database, lang: LanguageCode, key: string, english: string, author: string, body: string, now: number): Promise<void> {
  await db.insert(stringComments).values({ language: lang, key, originalText: english, author, body, at: now })
}

/** The threads of the given strings of a language, by key, each oldest first. */
export async function commentThreads(db: Database, lang: LanguageCode, keys: readonly string[]): Promise<Map<string, CommentView[]>> {
  const threads = new Map<string, CommentView[]>()
  if (!keys.length) return threads
  const rows = await db
    .select({ key: stringComments.key, ...view })
    .from(stringComments)
    .leftJoin(reviewers, writer)
    // The keys as one JSON value: a page has hundreds of strings, more than a statement's bound values may be.
    .where(and(eq(stringComments.language, lang), sql`${stringComments.key} IN (SELECT value FROM json_each(${JSON.stringify([...new Set(keys)])}))`))
    .orderBy(asc(stringComments.id))
  for (const { key, ...comment } of rows) threads.set(key, [...(threads.get(key) ?? []), comment])
  return threads
}

/** A thread whose last comment is a reviewer's: the owner has not answered it yet. */
export interface WaitingThread extends CommentView {
  language: string
  english: string
}

/** The threads waiting for the owner, the latest first: each with its last comment. */
export async function waitingThreads(db: Database, limit = 20): Promise<WaitingThread[]> {
  const last = db
    .select({ id: sql<number>`max(${stringComments.id})`.as('last_id') })
    .from(stringComments)
    .groupBy(stringComments.language, stringComments.key)
    .as('last')
  return db
    .select({ ...view, language: stringComments.language, english: stringComments.originalText })
    .from(stringComments)
    .innerJoin(last, eq(last.id, stringComments.id))
    .leftJoin(reviewers, writer)
    .where(sql`${stringComments.author} <> 'owner'`)
    .orderBy(desc(stringComments.id))
    .limit(limit)
}

/**
 * The comments that identify a person by their address: its text names the address, or its
 * writer is a reviewer whose name (as the owner gave it) does. A reviewer is otherwise known
 * only by that name, so these are the comments an access request exports and an erasure deletes.
 */
function aboutAddress(email: string) {
  const address = email.trim().toLowerCase()
  return sql`(instr(lower(${stringComments.body}), ${address}) > 0 OR ${stringComments.author} IN (SELECT 'reviewer:' || ${reviewers.id} FROM ${reviewers} WHERE instr(lower(${reviewers.name}), ${address}) > 0))`
}

/** A comment that identifies a person, as their export lists it. */
export interface CommentAbout {
  language: string
  english: string
  author: string
  body: string
  at: number
}

export function commentsAbout(db: Database, email: string): Promise<CommentAbout[]> {
  return db
    .select({ language: stringComments.language, english: stringComments.originalText, author: stringComments.author, body: stringComments.body, at: stringComments.at })
    .from(stringComments)
    .where(aboutAddress(email))
    .orderBy(asc(stringComments.id))
}

export function eraseCommentsAbout(db: Database, email: string) {
  return db.delete(stringComments).where(aboutAddress(email)).returning({ id: stringComments.id })
}
