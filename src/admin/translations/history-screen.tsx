import { Icon } from '../../islands/ui/icon'
import { textDirection } from '../../lib/languages'
import type { LanguageCode } from '../../lib/languages'
import { localePath } from '../../lib/routes'
import { useConsole } from '../frame/console-context'
import { formatMoment } from '../frame/format'
import { Badge, FormTokens, SubmitButton, cardClass } from '../frame/ui'
import { actorLabel } from './history'
import type { Revision } from './history'

/** One string's history, newest first: who, when, before and after, and "Restore this version" on each earlier one. */
export function HistoryScreen({ target, english, current, revisions }: { target: LanguageCode; english: string; current: string | null; revisions: readonly Revision[] }) {
  const { copy, lang } = useConsole()
  const dir = textDirection(target)
  const strings = localePath(lang, `/admin/translations/${target}`)
  return (
    <div className="space-y-6">
      <a href={`${strings}?q=${encodeURIComponent(english)}`} className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-blue-800 hover:underline">
        <Icon name="arrow-left" className="size-4 shrink-0 rtl:rotate-180" />
        {copy.history.back}
      </a>
      <p className="max-w-3xl text-sm text-slate-700">{copy.history.intro}</p>
      <div className={cardClass}>
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{copy.strings.english}</p>
        <p dir="ltr" lang="en" className="mt-1 text-slate-900 [overflow-wrap:anywhere]">
          {english}
        </p>
        <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-slate-600">{copy.history.current}</p>
        <p dir={dir} lang={target} className="mt-1 text-slate-900 [overflow-wrap:anywhere]">
          {current ?? copy.history.nothing}
        </p>
      </div>
      {revisions.length === 0 ? (
        <p className={`${cardClass} text-slate-700`}>{copy.history.none}</p>
      ) : (
        <ol className="space-y-4">
          {revisions.map((revision, index) => (
            <li key={`${revision.id}-${revision.side}`} className={cardClass}>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="font-semibold text-slate-900" dir="auto">
                  {actorLabel(copy, revision)}
                </span>
                <time dateTime={new Date(revision.at).toISOString()} className="text-slate-700">
                  {formatMoment(lang, revision.at)}
                </time>
                {revision.afterReviewed && <Badge tone="green">{copy.history.reviewedMark}</Badge>}
              </p>
              <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
                <div className="min-w-0">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{copy.history.before}</dt>
                  <dd dir={dir} lang={target} className="mt-1 text-slate-700 [overflow-wrap:anywhere]">
                    {revision.before ?? copy.history.nothing}
                  </dd>
                </div>
                <div className="min-w-0">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{copy.history.after}</dt>
                  <dd dir={dir} lang={target} className="mt-1 text-slate-900 [overflow-wrap:anywhere]">
                    {revision.after}
                  </dd>
                </div>
              </dl>
              {index > 0 && revision.after !== current && (
                <form method="post" className="mt-3">
                  <FormTokens intent="restore" />
                  <input type="hidden" name="english" value={english} />
                  <input type="hidden" name="revision" value={revision.id} />
                  {revision.side === 'before' && <input type="hidden" name="side" value="before" />}
                  <SubmitButton icon="history">{copy.history.restore}</SubmitButton>
                </form>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
