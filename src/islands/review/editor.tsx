import type { FormEvent, ReactNode, Ref } from 'react'
import { fill } from '../../i18n/copy'
import { Icon } from '../ui/icon'
import type { ReviewPanelProps, ReviewString } from './types'
import { fieldLabel, outlineButton, primaryButton, quietButton, textBox } from './ui'

/** The panel's words, the language under review and its direction (for the text box), and the history screen's address (the catalog entry to add), with: */
export interface StringEditorProps extends Pick<ReviewPanelProps, 'copy' | 'target' | 'dir' | 'history'> {
  /** The open string, and the text in its box (what was typed, else its translation). */
  current: ReviewString
  draft: string
  onDraft: (text: string) => void
  /** A draft typed and not saved. */
  unsaved: boolean
  /** An action is under way: the buttons refuse another. */
  busy: boolean
  /** The last action was refused: the box points at the alert that says why. */
  refused: boolean
  /** The string's heading, which takes focus when it opens. */
  ref: Ref<HTMLHeadingElement>
  onSave: (event: FormEvent<HTMLFormElement>) => void
  onAccept: () => void
  onClose: () => void
  /** Shown below the form: the string's help and comments. */
  children: ReactNode
}

/**
 * The open string in the review panel: its English, its status, what it must keep and
 * where else it appears, and the box to correct it, with Save, Accept, its history and
 * Close.
 */
export function StringEditor({
  copy,
  target,
  dir,
  current,
  draft,
  onDraft,
  unsaved,
  busy,
  refused,
  ref,
  history,
  onSave,
  onAccept,
  onClose,
  children,
}: StringEditorProps) {
  return (
    <section aria-labelledby="review-current">
      <h3 id="review-current" ref={ref} tabIndex={-1} className="text-xs font-semibold uppercase tracking-wide text-slate-600 outline-none">
        {copy.strings.english}
      </h3>
      <p id="review-english" dir="ltr" lang="en" className="mt-1 text-sm text-slate-900 [overflow-wrap:anywhere]">
        {current.english}
      </p>
      <p className="mt-2 text-xs text-slate-700">
        {fill(copy.labelled, {
          label: copy.review.status,
          value: current.reviewed ? copy.strings.reviewed : current.translation === null ? copy.strings.missing : current.source,
        })}
      </p>
      {current.pieces.length > 0 && (
        <p className="mt-1 text-xs text-slate-700">
          {fill(copy.labelled, { label: copy.review.mustKeep, value: '' })}
          <span dir="ltr">{current.pieces.join(', ')}</span>
        </p>
      )}
      {current.places.length > 0 && <p className="mt-1 text-xs text-slate-700">{fill(copy.strings.appearsOn, { places: current.places.join(', ') })}</p>}
      {unsaved && <p className="mt-1 text-xs font-semibold text-amber-900">{copy.review.unsaved}</p>}
      <form onSubmit={onSave} className="mt-3">
        <label htmlFor="review-translation" className={fieldLabel}>
          {copy.strings.translation}
        </label>
        <textarea
          id="review-translation"
          value={draft}
          onChange={(event) => onDraft(event.target.value)}
          dir={dir}
          lang={target}
          rows={4}
          aria-invalid={refused ? 'true' : undefined}
          aria-describedby={refused ? 'review-error' : undefined}
          className={textBox}
        />
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="submit" aria-disabled={busy ? 'true' : undefined} className={primaryButton}>
            <Icon name="check" className="size-4 shrink-0" />
            {busy ? copy.review.saving : copy.strings.save}
          </button>
          {!current.reviewed && current.translation !== null && (
            <button type="button" aria-disabled={busy ? 'true' : undefined} onClick={() => !busy && onAccept()} className={outlineButton}>
              <Icon name="check-circle" className="size-4 shrink-0" />
              {copy.strings.accept}
            </button>
          )}
          <a href={`${history}${encodeURIComponent(current.entry)}`} className={`${quietButton} text-blue-800 hover:bg-slate-100`}>
            <Icon name="history" className="size-4 shrink-0" />
            {copy.strings.history}
          </a>
          <button type="button" onClick={onClose} className={`${quietButton} text-slate-700 hover:bg-slate-100`}>
            {copy.review.close}
          </button>
        </div>
      </form>
      {children}
    </section>
  )
}
