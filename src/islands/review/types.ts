import type { adminCopy } from '../../copy/admin'
import type { Localized } from '../../i18n/copy'
import type { LanguageCode } from '../../lib/languages'
import type { CommentsProps, ShownComment } from './comments'
import type { GuideHelp, TermHelp } from './help'

/** One string of the page as the panel shows it. */
export interface ReviewString {
  /** Its number on the page: the `data-review` of its spans. */
  id: number
  /** Its translation's key, which names it in a link (`?string=`). */
  key: string
  /** The catalog entry, as the string actions name it (a context, where it has one, included). */
  entry: string
  /** Its English, as shown. */
  english: string
  translation: string | null
  reviewed: boolean
  /** Who made the current text, in words. */
  source: string
  /** Brand and product names and `{slots}` the translation must keep. */
  pieces: readonly string[]
  /** The pages it appears on, in words. */
  places: readonly string[]
  /** It appears as text on the page (else: a title, a description, a label, data). */
  visible: boolean
  /** The glossary's terms in its English, with this language's rendering. */
  terms: readonly TermHelp[]
  /** The English of the strings before and after it on the page (shown the same way), where there is one. */
  before: string | null
  after: string | null
}

export interface ReviewPanelProps {
  /** The console's language (the panel's words) and the language under review. */
  lang: LanguageCode
  target: LanguageCode
  targetName: string
  dir: 'ltr' | 'rtl'
  copy: {
    review: Localized<typeof adminCopy.review>
    strings: Localized<typeof adminCopy.strings>
    /** "{label}: {value}", punctuated the console language's way. */
    labelled: string
  }
  csrf: string
  /** Where the string actions are posted (the language's strings screen). */
  action: string
  /** A string's history screen, with `english=` to add. */
  history: string
  strings: readonly ReviewString[]
  /** This page in review mode, to which `?string=` is added. */
  here: string
  /** The site's pages for the picker (`value` opens one: `?page=`), with the strings left to review on each when the page loaded. */
  pages: readonly { value: string; label: string; left: number }[]
  /** This page's `value` among them. */
  page: string
  /** The next page with strings left to review, at its first (the "next" when none is left here), or null. */
  nextPage: string | null
  /** The string open when the page loads (a link named it), or null. */
  selected: number | null
  /** The language's style guide, or null when it has none. */
  guide: GuideHelp | null
  /** The comment threads of the page's strings, by catalog entry, with their words and the longest comment. */
  comments: { threads: Readonly<Record<string, readonly ShownComment[]>>; copy: CommentsProps['copy']; max: number }
}
