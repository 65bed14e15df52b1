import { Icon } from '../../islands/ui/icon'
import type { LanguageCode } from '../../lib/languages'
import { localePath } from '../../lib/routes'
import { useConsole } from '../frame/console-context'
import { formatMoment, languageName } from '../frame/format'
import { Card } from '../frame/ui'
import type { WaitingThread } from './comments'
import { finishText } from './finishes'
import type { Finish } from './finishes'
import { actorLabel } from './history'
import { targetLanguage } from './queries'

/** A string's place in its language's list: the list searched for its English (the search box takes 200 characters). */
function stringHref(lang: string, thread: WaitingThread): string {
  return `${localePath(lang, `/admin/translations/${thread.language}`)}?q=${encodeURIComponent(thread.english.slice(0, 200))}`
}

/** The overview's news from reviewers: who finished a page or a language and when, and the comments waiting for the owner's answer. */
export function ReviewNewsCard({ finishes, waiting }: { finishes: readonly Finish[]; waiting: readonly WaitingThread[] }) {
  const { copy, lang } = useConsole()
  const name = (code: string) => {
    const target = targetLanguage(code)
    return target ? languageName(lang, target as LanguageCode) : code
  }
  return (
    <Card id="reviewers-heading" title={copy.reviewers.title} icon="users">
      {finishes.length > 0 && (
        <ul className="mt-3 space-y-2 text-sm">
          {finishes.map((finish) => (
            <li key={finish.id} className="flex items-start gap-2">
              <Icon name="check-circle" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
              <span>
                <span className="font-semibold text-slate-900">{finishText(copy, finish, name(finish.language))}</span>
                <span className="block text-xs text-slate-700">
                  <time dateTime={new Date(finish.at).toISOString()}>{formatMoment(lang, finish.at)}</time>
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-5 text-sm font-semibold text-slate-900">{copy.comments.waiting}</h3>
      {waiting.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{copy.comments.noneWaiting}</p>
      ) : (
        <ul className="mt-2 space-y-3 text-sm">
          {waiting.map((thread) => (
            <li key={thread.id} className="rounded-lg bg-slate-50 p-3">
              <p className="text-xs text-slate-700">
                {actorLabel(copy, { actor: thread.author, provider: '', reviewerName: thread.name })} · {name(thread.language)} ·{' '}
                <time dateTime={new Date(thread.at).toISOString()}>{formatMoment(lang, thread.at)}</time>
              </p>
              <a href={stringHref(lang, thread)} lang="en" dir="ltr" className="mt-1 block font-semibold text-blue-800 underline [overflow-wrap:anywhere]">
                {thread.english}
              </a>
              <p dir="auto" className="mt-1 whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">
                {thread.body}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
