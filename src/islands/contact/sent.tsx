import { Icon } from '../ui/icon'
import type { ContactFormCopy } from './types'

/**
 * The thank-you above the form once a send went through. It takes focus when it appears,
 * so it is read out; `onDismiss` closes it (and takes the visitor back to the first field).
 */
export function SentConfirmation({ id, copy, onDismiss }: { id: string; copy: ContactFormCopy; onDismiss: () => void }) {
  return (
    <div
      ref={focusOnMount}
      tabIndex={-1}
      role="group"
      aria-labelledby={`${id}-sent-title`}
      aria-describedby={`${id}-sent-body`}
      className="mb-6 flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900"
    >
      <Icon name="check-circle" className="mt-0.5 size-5 shrink-0 text-green-700" />
      <div className="min-w-0 flex-1">
        <p id={`${id}-sent-title`} className="font-semibold">
          {copy.toast.successTitle}
        </p>
        <p id={`${id}-sent-body`} className="mt-1 text-sm">
          {copy.toast.successBody}
        </p>
      </div>
      <button type="button" onClick={onDismiss} className="rounded-md px-2 py-1 text-sm font-semibold text-green-900 underline-offset-4 hover:underline">
        {copy.form.dismiss}
      </button>
    </div>
  )
}

/** Focuses the box once it is in the page (a function of its own, so React calls it only then). */
function focusOnMount(box: HTMLDivElement | null) {
  box?.focus()
}
