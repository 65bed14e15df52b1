import { useEffect } from 'react'

export interface UnsavedGuardProps {
  /** The id of the form whose text boxes hold the drafts. */
  form: string
  /** The id of the text box the screen came back to (the next card after an action), or null. */
  focus?: string | null
}

/**
 * Asks before the page is left with a text typed and not saved: a text box of `form` whose
 * text is not the one it was drawn with, or one the server drew as an unsaved draft
 * (`data-unsaved`). Sending the form itself is no leaving: the server keeps every draft.
 * It reads the boxes when the page is left, so what was typed before it loaded counts too.
 *
 * It also makes sure the text box the screen came back to has focus: the server marks it
 * `autofocus`, which a busy browser may not get to (and then focus stays on the page's
 * body); once hydrated, focus still on the body goes to it. Focus the reviewer has already
 * moved elsewhere is left alone. Draws nothing.
 */
export default function UnsavedGuard({ form, focus = null }: UnsavedGuardProps) {
  useEffect(() => {
    if (focus === null || (document.activeElement !== null && document.activeElement !== document.body)) return
    document.getElementById(focus)?.focus()
  }, [focus])
  useEffect(() => {
    let sending = false
    const submit = (event: SubmitEvent) => {
      if (event.target instanceof HTMLFormElement && event.target.id === form) sending = true
    }
    const leave = (event: BeforeUnloadEvent) => {
      if (sending) return
      const boxes = document.querySelectorAll<HTMLTextAreaElement>(`textarea[form="${form}"]`)
      if ([...boxes].some((box) => box.hasAttribute('data-unsaved') || box.value !== box.defaultValue)) event.preventDefault()
    }
    document.addEventListener('submit', submit)
    window.addEventListener('beforeunload', leave)
    return () => {
      document.removeEventListener('submit', submit)
      window.removeEventListener('beforeunload', leave)
    }
  }, [form])
  return null
}
