import { Icon } from '../ui/icon'
import type { ReviewString } from './types'

/** A list of the page's strings in the review panel, each a button that opens it, marked reviewed or not, unsaved, and with its comment count. */
export function StringList({
  title,
  items,
  selected,
  unsaved,
  label,
  comments,
  commentsTitle,
  onPick,
}: {
  title: string
  items: readonly ReviewString[]
  selected: number | null
  /** Strings with a draft typed and not saved, marked with `label`. */
  unsaved: ReadonlySet<number>
  label: string
  /** Each string's comments, by catalog entry: a string with any shows how many. */
  comments: Readonly<Record<string, readonly unknown[]>>
  commentsTitle: string
  onPick: (id: number) => void
}) {
  if (!items.length) return null
  return (
    <>
      <h3 className="mt-6 text-sm font-semibold text-slate-900">{title}</h3>
      <ul className="mt-2 space-y-1">
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              data-string={item.id}
              onClick={() => onPick(item.id)}
              aria-current={item.id === selected ? 'true' : undefined}
              className="flex w-full items-start gap-2 rounded-lg px-2 py-1.5 text-start text-sm hover:bg-slate-100 aria-[current=true]:bg-blue-50"
            >
              <Icon
                name={item.reviewed ? 'check-circle' : 'warning-circle'}
                className={`mt-0.5 size-4 shrink-0 ${item.reviewed ? 'text-emerald-700' : 'text-amber-700'}`}
              />
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {item.translation ?? item.english}
                {unsaved.has(item.id) && <span className="ms-1 text-xs font-semibold text-amber-900">({label})</span>}
                {Boolean(comments[item.entry]?.length) && (
                  <span className="ms-1 inline-flex items-center gap-0.5 rounded-full bg-slate-100 px-1.5 text-xs font-semibold text-slate-800">
                    <Icon name="chat" className="size-3 shrink-0" />
                    <span className="sr-only">{commentsTitle} </span>
                    {comments[item.entry]?.length}
                  </span>
                )}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}
