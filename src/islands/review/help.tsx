import { fill } from '../../i18n/copy'
import type { LanguageCode } from '../../lib/languages'

/** A glossary term as the panel shows it: the words in the English, and how this language renders them. */
export interface TermHelp {
  english: string
  use: string
}

/** The language's style guide: its short rule, shown at once, and its prose (in English, for a professional reviewer). */
export interface GuideHelp {
  rule: string
  register: string
  typography: string
  english: string
}

export interface HelpCopy {
  help: string
  glossary: string
  styleGuide: string
  length: string
  around: string
}

/**
 * Help beside the string open in the review panel: the glossary's terms in its English, the
 * language's style guide (short, expandable), its length against the English as typed, and
 * the English of the strings around it on the page, itself between them.
 */
export function StringHelp({
  copy,
  lang,
  english,
  draft,
  terms,
  guide,
  before,
  after,
}: {
  copy: HelpCopy
  lang: LanguageCode
  english: string
  draft: string
  terms: readonly TermHelp[]
  guide: GuideHelp | null
  before: string | null
  after: string | null
}) {
  const label = 'text-xs font-semibold uppercase tracking-wide text-slate-600'
  return (
    <section aria-labelledby="review-help" className="mt-5 border-t border-slate-200 pt-3 text-sm">
      <h4 id="review-help" className="text-sm font-semibold text-slate-900">
        {copy.help}
      </h4>
      <p className="mt-1 text-xs text-slate-700">{fill(copy.length, { length: [...draft].length, english: [...english].length }, lang)}</p>
      {terms.length > 0 && (
        <>
          <h5 className={`mt-3 ${label}`}>{copy.glossary}</h5>
          <dl className="mt-1 space-y-1">
            {terms.map((term) => (
              <div key={term.english} className="flex flex-wrap gap-x-2">
                <dt dir="ltr" lang="en" className="font-semibold text-slate-900">
                  {term.english}
                </dt>
                <dd className="text-slate-800">{term.use}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {guide && (
        <p dir="ltr" lang="en" className="mt-3 text-xs text-slate-700">
          {guide.rule}
        </p>
      )}
      {guide && (
        <details className="mt-1">
          <summary className={`min-h-10 cursor-pointer py-2 ${label}`}>{copy.styleGuide}</summary>
          <div dir="ltr" lang="en" className="space-y-2 text-slate-800">
            <p>{guide.register}</p>
            <p>{guide.typography}</p>
            <p>{guide.english}</p>
          </div>
        </details>
      )}
      {(before !== null || after !== null) && (
        <>
          <h5 className={`mt-3 ${label}`}>{copy.around}</h5>
          <ol dir="ltr" lang="en" className="mt-1 space-y-1 text-slate-700">
            {before !== null && <li>{before}</li>}
            <li className="font-semibold text-slate-900">{english}</li>
            {after !== null && <li>{after}</li>}
          </ol>
        </>
      )}
    </section>
  )
}
