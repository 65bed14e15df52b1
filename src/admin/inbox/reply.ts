/**
 * Reply as the owner's mail program opens it: a `mailto:` to the visitor with a subject in
 * their language and their message quoted below an attribution line, also in their
 * language ("On 28 Nov 2026, Jana Nováková wrote:"), whatever language the console is in.
 * The quote is cut to `QUOTED_CHARACTERS`: mail programs refuse very long `mailto:` links.
 */
import type { Submission } from '../../db/schema'
import { fill } from '../../i18n/copy'
import type { LanguageCode } from '../../lib/languages'
import { SITE } from '../../lib/site'
import { containDirection, containedLine } from '../../lib/text-direction'
import type { ConsoleCopy } from '../frame/console-context'
import { formatMoment } from '../frame/format'

export const QUOTED_CHARACTERS = 1500

/** The quoted message: the attribution, then each line of it after `> `. */
export function replyBody(row: Pick<Submission, 'fullName' | 'createdAt' | 'challenge'>, theirs: ConsoleCopy, lang: LanguageCode): string {
  const text = row.challenge.length > QUOTED_CHARACTERS ? `${row.challenge.slice(0, QUOTED_CHARACTERS).trimEnd()}…` : row.challenge
  const attribution = fill(theirs.submission.replyQuote, { date: formatMoment(lang, row.createdAt, false), name: containedLine(row.fullName).trim() })
  return `\n\n${attribution}\n${containDirection(text)
    .lines.map((line) => `> ${line}`)
    .join('\n')}\n`
}

/** The whole `mailto:` address. */
export function replyHref(row: Pick<Submission, 'email' | 'fullName' | 'createdAt' | 'challenge'>, theirs: ConsoleCopy, lang: LanguageCode): string {
  const query = [
    `subject=${encodeURIComponent(fill(theirs.submission.replySubject, { brand: SITE.brand }))}`,
    `body=${encodeURIComponent(replyBody(row, theirs, lang))}`,
  ]
  return `mailto:${encodeURIComponent(row.email).replace(/%40/g, '@')}?${query.join('&')}`
}
