/**
 * A string's comments on its card in the strings list: the thread, oldest first, with who
 * wrote each and when, and a box to add one. The box and its button belong to the screen's
 * one form like the card's other fields (`comment:3`, `act=comment:3`), so posting a comment
 * keeps the drafts typed in other cards, without JavaScript too. Folded, with the count on
 * its summary, so the card's one open text box stays the translation's until the thread is opened.
 */
import { CommentList } from '../../islands/review/comment-list'
import type { ShownComment } from '../../islands/review/comments'
import type { LanguageCode } from '../../lib/languages'
import { SITE } from '../../lib/site'
import { useConsole } from '../frame/console-context'
import type { ConsoleCopy } from '../frame/console-context'
import { formatMoment, formatNumber } from '../frame/format'
import { Badge, FieldError, SubmitButton, inputClass } from '../frame/ui'
import type { CommentView } from './comments'
import { actorLabel } from './history'

export function CommentThread({
  index,
  form,
  comments,
  error,
  typed,
}: {
  index: number
  form: string
  comments: readonly CommentView[]
  /** Why the comment typed here was refused, with the text kept. */
  error?: string
  typed?: string
}) {
  const { copy, lang } = useConsole()
  const fieldId = `comment-${index}`
  const errorId = `${fieldId}-error`
  return (
    <details open={error !== undefined} className="mt-4 border-t border-slate-100 pt-3">
      <summary className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm font-semibold text-slate-800">
        {copy.comments.title}
        <Badge tone={comments.length ? 'sky' : 'slate'}>{formatNumber(lang, comments.length)}</Badge>
      </summary>
      <CommentList thread={shownComments(copy, lang, comments)} />
      <label htmlFor={fieldId} className="mt-3 block text-xs font-semibold uppercase tracking-wide text-slate-600">
        {copy.comments.add}
      </label>
      <textarea
        id={fieldId}
        form={form}
        name={`comment:${index}`}
        rows={2}
        maxLength={SITE.commentMax}
        dir="auto"
        defaultValue={typed ?? ''}
        autoFocus={error !== undefined}
        aria-invalid={error !== undefined ? 'true' : undefined}
        aria-describedby={error !== undefined ? errorId : undefined}
        className={`mt-1 ${inputClass}`}
      />
      {error !== undefined && <FieldError id={errorId}>{error}</FieldError>}
      <div className="mt-2">
        <SubmitButton icon="send" form={form} name="act" value={`comment:${index}`} formNoValidate>
          {copy.comments.post}
        </SubmitButton>
      </div>
    </details>
  )
}

/** A thread as the review panel shows it: each comment's writer and time already in words, in the console's language. */
export function shownComments(copy: ConsoleCopy, lang: LanguageCode, thread: readonly CommentView[]): ShownComment[] {
  return thread.map((comment) => ({
    id: comment.id,
    author: actorLabel(copy, { actor: comment.author, provider: '', reviewerName: comment.name }),
    at: formatMoment(lang, comment.at),
    iso: new Date(comment.at).toISOString(),
    body: comment.body,
  }))
}
