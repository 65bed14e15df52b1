import { useState } from 'react'
import type { FormEvent } from 'react'
import type { adminCopy } from '../../copy/admin'
import type { Localized } from '../../i18n/copy'
import { Icon } from '../ui/icon'
import { postToStrings } from './actions'
import { CommentList } from './comment-list'
import { fieldLabel, outlineButton, textBox } from './ui'

/** A comment as the panel shows it: who and when already in words (the console's language and the owner's time zone). */
export interface ShownComment {
  id: number
  author: string
  at: string
  /** The moment as ISO 8601, for `<time>`. */
  iso: string
  body: string
}

export interface CommentsProps {
  /** The comments' words, with the panel's "not saved: the connection failed" and the notice "Comment posted." */
  copy: Localized<typeof adminCopy.comments> & { failed: string; posted: string }
  csrf: string
  /** Where the comment is posted (the language's strings screen, as the list's own form posts it). */
  action: string
  /** The string's catalog entry, as the string actions name it. */
  entry: string
  thread: readonly ShownComment[]
  /** The longest comment, in characters. */
  max: number
  /** The thread after a comment was posted. */
  onPosted: (thread: ShownComment[]) => void
}

/**
 * A string's comments in the review panel: the thread, and a box to add one, posted the
 * way the strings list posts it (the same check, the same refusals, in JSON). What was
 * typed stays in the box until it is posted.
 */
export function StringComments({ copy, csrf, action, entry, thread, max, onPosted }: CommentsProps) {
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [posted, setPosted] = useState(false)

  async function post(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setError(null)
    setPosted(false)
    try {
      const answer = await postToStrings<{ ok?: boolean; error?: string; comments?: ShownComment[] }>(
        action,
        new URLSearchParams({ csrf, intent: 'comment', english: entry, comment: text }),
      )
      if (!answer?.ok || !answer.comments) {
        setError(answer?.error ?? copy.failed)
        return
      }
      setText('')
      setPosted(true)
      onPosted(answer.comments)
    } catch {
      setError(copy.failed)
    } finally {
      setBusy(false)
    }
  }

  return (
    // Folded until opened: the panel's own text box and status stay the ones a reviewer meets first.
    <details className="mt-5 border-t border-slate-200 pt-3">
      <summary className="flex min-h-10 cursor-pointer items-center gap-2 text-sm font-semibold text-slate-900">
        {copy.title}
        <span className="rounded-full bg-slate-100 px-2 text-xs font-semibold text-slate-800">{thread.length}</span>
      </summary>
      <CommentList thread={thread} />
      <form onSubmit={post} className="mt-2">
        <label htmlFor="review-comment" className={fieldLabel}>
          {copy.add}
        </label>
        <textarea
          id="review-comment"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={max}
          dir="auto"
          rows={2}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? 'review-comment-error' : undefined}
          className={textBox}
        />
        <p id="review-comment-error" role="alert" className="text-sm font-semibold text-red-800">
          {error ?? ''}
        </p>
        <p role="status" className="text-sm font-semibold">
          {posted ? copy.posted : ''}
        </p>
        <button type="submit" aria-disabled={busy ? 'true' : undefined} className={`mt-2 ${outlineButton}`}>
          <Icon name="send" className="size-4 shrink-0" />
          {copy.post}
        </button>
      </form>
    </details>
  )
}
