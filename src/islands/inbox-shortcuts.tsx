import { useEffect, useRef } from 'react'
import type { adminCopy } from '../copy/admin'
import type { Localized } from '../i18n/copy'
import { Icon } from './ui/icon'

export interface InboxShortcutsProps {
  copy: Localized<typeof adminCopy.inbox.shortcuts>
  /** The list of messages, or one message. */
  screen?: 'list' | 'message'
}

/**
 * The inbox's keyboard shortcuts, for triage without the mouse, and the `?` sheet that
 * lists them. They drive the server-rendered screen as it is: on the list its rows, their
 * boxes and the bulk form's buttons; on a message the links and forms it marks
 * `data-shortcut` (next and previous in the list's order, Reply, Back, each action's form).
 * So every action is the same form post or link a click makes and the inbox works the same
 * without JavaScript; the sheet's button shows only once the shortcuts work.
 *
 * Letters are read by their key's place (`KeyJ`), so they work in any keyboard layout, the
 * Arabic one included; they do nothing while a text field has focus or with Ctrl, Alt or ⌘.
 */
type Key = readonly [code: string, keys: string, label: keyof InboxShortcutsProps['copy']]

const KEYS: readonly Key[] = [
  ['KeyJ', 'j', 'next'],
  ['KeyK', 'k', 'previous'],
  ['KeyO', 'o', 'open'],
  ['KeyX', 'x', 'select'],
  ['KeyA', 'a', 'selectPage'],
  ['KeyE', 'e', 'handled'],
  ['!', '!', 'spam'],
  ['/', '/', 'search'],
  ['?', '?', 'help'],
]

/** On a message, each key's action is the element marked with its name (`data-shortcut="next"`). */
const MESSAGE_KEYS: readonly (readonly [...Key, target: string])[] = [
  ['KeyJ', 'j', 'next', 'next'],
  ['KeyK', 'k', 'previous', 'previous'],
  ['KeyE', 'e', 'handledThis', 'handled'],
  ['!', '!', 'spamThis', 'spam'],
  ['KeyR', 'r', 'reply', 'reply'],
  ['KeyN', 'n', 'note', 'note'],
  ['KeyU', 'u', 'back', 'back'],
  ['?', '?', 'help', 'help'],
]

/** Does what a message's marked element does: sends its form, focuses its field, or follows its link; false when the screen has none. */
function actOn(target: string): boolean {
  const element = document.querySelector<HTMLElement>(`[data-shortcut="${target}"]`)
  if (!element) return false
  if (element instanceof HTMLFormElement) element.requestSubmit()
  else if (element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement) element.focus()
  else element.click()
  return true
}

const rows = () => [...document.querySelectorAll<HTMLElement>('[data-inbox-row]')]
const boxOf = (row: Element) => row.querySelector<HTMLInputElement>('input[type="checkbox"]')
const linkOf = (row: Element) => row.querySelector<HTMLAnchorElement>('[data-row-link]')

function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(target.type)
}

/** Sends the bulk form with one of its actions, ticking the current row first when nothing is ticked. */
function act(current: HTMLElement | undefined, ...intents: string[]): void {
  const form = document.querySelector<HTMLFormElement>('form#bulk')
  const button = intents.map((intent) => form?.querySelector<HTMLButtonElement>(`button[name="intent"][value="${intent}"]`)).find(Boolean)
  if (!form || !button) return
  const box = current && boxOf(current)
  if (box && !rows().some((row) => boxOf(row)?.checked)) box.checked = true
  form.requestSubmit(button)
}

export default function InboxShortcuts({ copy, screen = 'list' }: InboxShortcutsProps) {
  const listed = screen === 'message' ? MESSAGE_KEYS : KEYS
  const sheet = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    // Rendered hidden: the sheet's button shows once the shortcuts it lists work.
    if (opener.current) opener.current.hidden = false
    function onKey(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || typing(event.target) || sheet.current?.open) return
      if (screen === 'message') {
        const target = MESSAGE_KEYS.find(([code]) => code === event.code || code === event.key)?.[3]
        if (target === 'help') sheet.current?.showModal()
        else if (!target || !actOn(target)) return
        event.preventDefault()
        return
      }
      const all = rows()
      const current = all.find((row) => row.contains(document.activeElement))
      const index = current ? all.indexOf(current) : -1
      const move = (to: number) => {
        const row = all[Math.max(0, Math.min(all.length - 1, to))]
        if (row) linkOf(row)?.focus()
      }
      const key = KEYS.find(([code]) => code === event.code || code === event.key)?.[2]
      switch (key) {
        case 'next':
          move(index + 1)
          break
        case 'previous':
          move(index < 0 ? 0 : index - 1)
          break
        case 'open':
          if (current) linkOf(current)?.click()
          break
        case 'select':
          if (current) boxOf(current)?.click()
          break
        case 'selectPage': {
          const boxes = all.map(boxOf).filter((box): box is HTMLInputElement => box !== null)
          const tick = boxes.some((box) => !box.checked)
          for (const box of boxes) box.checked = tick
          break
        }
        case 'handled':
          act(current, 'handled')
          break
        case 'spam':
          act(current, 'spam', 'notspam')
          break
        case 'search':
          document.querySelector<HTMLInputElement>('#inbox-search')?.focus()
          break
        case 'help':
          sheet.current?.showModal()
          break
        default:
          return
      }
      event.preventDefault()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [screen])

  return (
    <>
      <button
        ref={opener}
        type="button"
        hidden
        onClick={() => sheet.current?.showModal()}
        aria-keyshortcuts="?"
        className="inline-flex min-h-10 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        <Icon name="info" className="size-4 shrink-0" />
        {copy.title}
      </button>
      <dialog
        ref={sheet}
        aria-labelledby="inbox-shortcuts-title"
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-5 text-slate-800 shadow-xl backdrop:bg-slate-900/50"
      >
        <h2 id="inbox-shortcuts-title" className="text-lg font-bold text-slate-950">
          {copy.title}
        </h2>
        <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          {listed.map(([code, keys, label]) => (
            <div key={code} className="contents">
              <dt>
                <kbd dir="ltr" className="inline-block min-w-7 rounded border border-slate-300 bg-slate-50 px-1.5 text-center font-mono font-semibold">
                  {keys}
                </kbd>
              </dt>
              <dd className="min-w-0">{copy[label]}</dd>
            </div>
          ))}
        </dl>
        <form method="dialog" className="mt-5">
          <button
            type="submit"
            className="inline-flex min-h-10 items-center justify-center rounded-lg border border-transparent bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
          >
            {copy.close}
          </button>
        </form>
      </dialog>
    </>
  )
}
