import type { ShownComment } from './comments'

/**
 * A string's comments, oldest first, with who wrote each and when: the one list the strings
 * list's card and the review panel both draw (each with its own box to add one).
 */
export function CommentList({ thread }: { thread: readonly ShownComment[] }) {
  if (!thread.length) return null
  return (
    <ol className="mt-2 space-y-2">
      {thread.map((comment) => (
        <li key={comment.id} className="rounded-lg bg-slate-50 p-2 text-sm">
          <p className="text-xs text-slate-700">
            <span className="font-semibold text-slate-900">{comment.author}</span>
            {' · '}
            <time dateTime={comment.iso}>{comment.at}</time>
          </p>
          <p dir="auto" className="mt-1 whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">
            {comment.body}
          </p>
        </li>
      ))}
    </ol>
  )
}
