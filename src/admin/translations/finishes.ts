/**
 * A reviewer finishing: after their accept or save, each page the string appears on, and
 * the whole language, is checked for strings left unreviewed (legal text aside: only the
 * owner reviews it). A scope with none left is recorded once per reviewer (the table's
 * unique index: a second accept on a finished page records nothing), and the owner gets
 * one mail for what a change finished through the notifications' own binding, addresses and send timeout. The
 * overview lists the finishes.
 */
import { desc, eq } from 'drizzle-orm'
import type { Database } from '../../db'
import { reviewFinishes, reviewers } from '../../db/schema'
import { adminCopy } from '../../copy/admin'
import { fill, localize } from '../../i18n/copy'
import { escapeMarkup } from '../../lib/html'
import type { LanguageCode } from '../../lib/languages'
import { mailMoment } from '../../lib/owner-time'
import { localePath, PAGE_ROUTES } from '../../lib/routes'
import type { PageRoute } from '../../lib/routes'
import { SITE } from '../../lib/site'
import { SEND_TIMEOUT_MS, sendWithin } from '../../messages/deliver'
import { headerSafe } from '../../messages/mail'
import type { Mail } from '../../messages/mail'
import { clock } from '../../platform/clock'
import { errorCode, log } from '../../platform/log'
import { settings } from '../../settings'
import type { Settings } from '../../settings'
import type { ReviewerIdentity } from '../access/session'
import type { ConsoleCopy } from '../frame/console-context'
import { languageName } from '../frame/format'
import { waitingThreads } from './comments'
import type { WaitingThread } from './comments'
import { isLegalText, placeLabel } from './places'
import { listedStrings, onPage, reviewedKeys } from './queries'

/** The scope of a whole language, as `review_finishes.scope` stores it; a page's scope is its path. */
const WHOLE_LANGUAGE = '*'

/** A finish as the overview and the mail tell it. */
export interface Finish {
  id: number
  name: string | null
  language: string
  /** The page finished, or null for the whole language. */
  page: PageRoute | null
  at: number
}

const pageOf = (scope: string): PageRoute | null => (scope === WHOLE_LANGUAGE ? null : (PAGE_ROUTES.find((route) => route.path === scope) ?? null))

/**
 * Records what `reviewer` finished with their change of `touched` in `lang`, and mails the
 * owner about each new finish after the answer (`ctx`). Returns the new finishes.
 */
export async function recordFinishes(
  env: Env,
  db: Database,
  reviewer: ReviewerIdentity,
  lang: LanguageCode,
  touched: readonly string[],
  ctx?: ExecutionContext,
): Promise<Finish[]> {
  const [listed, reviewed] = await Promise.all([listedStrings(lang), reviewedKeys(db, lang)])
  const theirs = listed.filter((item) => !isLegalText(item.english))
  const left = theirs.filter((item) => !reviewed.has(item.key))
  const changed = new Set(touched)
  // The pages the changed strings appear on (the header and footer are on every page), with strings of the reviewer's to review.
  const pages = PAGE_ROUTES.filter(
    (route) =>
      theirs.some((item) => changed.has(item.english) && onPage(item, route.path)) &&
      theirs.some((item) => onPage(item, route.path)) &&
      !left.some((item) => onPage(item, route.path)),
  )
  const scopes = [...pages.map((route) => route.path), ...(left.length === 0 ? [WHOLE_LANGUAGE] : [])]
  if (!scopes.length) return []
  const now = clock.now()
  const rows = await db
    .insert(reviewFinishes)
    .values(scopes.map((scope) => ({ reviewerId: reviewer.id, language: lang, scope, at: now })))
    .onConflictDoNothing()
    .returning()
  const finishes = rows.map((row) => ({ id: row.id, name: reviewer.name, language: row.language, page: pageOf(row.scope), at: row.at }))
  for (const finish of finishes) log('admin_review_finished', { lang, scope: finish.page ? 'page' : 'language' })
  if (finishes.length) {
    const mailing = mailOwner(env, db, finishes)
    if (ctx) ctx.waitUntil(mailing)
    else await mailing
  }
  return finishes
}

/** The latest finishes, the newest first, with the reviewer's name (null for one no longer listed). */
export async function latestFinishes(db: Database, limit = 10): Promise<Finish[]> {
  const rows = await db
    .select({ finish: reviewFinishes, name: reviewers.name })
    .from(reviewFinishes)
    .leftJoin(reviewers, eq(reviewers.id, reviewFinishes.reviewerId))
    .orderBy(desc(reviewFinishes.at), desc(reviewFinishes.id))
    .limit(limit)
  return rows.map(({ finish, name }) => ({ id: finish.id, name, language: finish.language, page: pageOf(finish.scope), at: finish.at }))
}

/** "Jana finished reviewing Czech: Home page", in the console's words. */
export function finishText(copy: ConsoleCopy, finish: Finish, language: string): string {
  const name = finish.name ?? copy.history.by.formerReviewer
  return finish.page
    ? fill(copy.comments.finished, { name, language, page: placeLabel(copy, { kind: 'page', route: finish.page }) })
    : fill(copy.comments.finishedLanguage, { name, language })
}

/** Sends the owner one mail about what one change finished; a failed send is logged (the overview still shows the finishes). */
async function mailOwner(env: Env, db: Database, finishes: readonly Finish[]): Promise<void> {
  try {
    await sendWithin(env.EMAIL, finishedMail(settings(env), finishes, await waitingThreads(db)), SEND_TIMEOUT_MS)
    log('admin_review_finished_mail', { outcome: 'sent' })
  } catch (error) {
    log('admin_review_finished_mail', { outcome: 'failed', error: errorCode(error) }, 'error')
  }
}

const english = localize(adminCopy, new Map(), 'en') as ConsoleCopy

/**
 * The owner's mail about what a reviewer's change finished (a page, several, the whole
 * language), in English like the contact notifications: who finished what and when, the
 * comments waiting for the owner, and where to look. The subject names the widest finish.
 */
function finishedMail({ siteUrl, contact }: Pick<Settings, 'siteUrl' | 'contact'>, finishes: readonly Finish[], waiting: readonly WaitingThread[]): Mail {
  const headlines = [...finishes]
    .sort((a, b) => Number(a.page !== null) - Number(b.page !== null))
    .map((finish) => finishText(english, finish, languageName('en', finish.language as LanguageCode)))
  const at = Math.max(...finishes.map((finish) => finish.at))
  const comments = waiting.map((thread) => `- ${thread.name ?? english.history.by.formerReviewer} on “${clip(thread.english)}”: ${clip(thread.body)}`)
  const lines = [
    `${headlines.join('. ')}, on the ${SITE.brand} website.`,
    `Finished: ${mailMoment(at)}`,
    ...(comments.length ? [`${english.comments.waiting}: ${comments.length}`, comments.join('\n')] : [english.comments.noneWaiting]),
    `The console: ${siteUrl}${localePath('en', '/admin')}`,
  ]
  return {
    from: { name: headerSafe(`${SITE.brand} website`), email: headerSafe(contact.from) },
    to: headerSafe(contact.to),
    subject: headerSafe(headlines[0] ?? '').slice(0, 200),
    text: lines.join('\n\n'),
    html: `<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charset="utf-8"></head><body>${lines
      .map((line) => `<p>${escapeMarkup(line).replace(/\n/g, '<br>')}</p>`)
      .join('\n')}</body></html>`,
  }
}

/** A comment or string shortened for a mail line. */
function clip(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > 140 ? `${line.slice(0, 139)}…` : line
}
