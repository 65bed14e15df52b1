import { useEffect, useRef } from 'react'
import type { FocusEvent, KeyboardEvent } from 'react'
import { Icon } from './ui/icon'

/** One language of the console's menu: the same screen in that language. */
export interface ConsoleLanguageOption {
  code: string
  name: string
  href: string
  current: boolean
}

export interface ConsoleLanguageMenuProps {
  /** The button's name for a screen reader ("Language:"), before the current language's name. */
  label: string
  current: string
  options: ConsoleLanguageOption[]
}

/**
 * The console's language menu: a `<details>` list of links, so it opens and works without
 * JavaScript. Once hydrated, Escape closes it and returns focus to its button, and focus
 * or a tap moving elsewhere closes it, so it never stays open over the screen.
 *
 * Below 40rem the list spans the header row in two columns (the `<details>` is not its
 * containing block there), since the button may sit at either end of a wrapped row; wider,
 * it hangs from the button's end edge, where the button always has room: one column, and
 * from 64rem three, short enough to leave the screen's search field uncovered.
 */
export default function ConsoleLanguageMenu({ label, current, options }: ConsoleLanguageMenuProps) {
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const summaryRef = useRef<HTMLElement>(null)

  const close = () => {
    if (detailsRef.current) detailsRef.current.open = false
  }

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (detailsRef.current?.open && !detailsRef.current.contains(event.target as Node)) close()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !event.currentTarget.open) return
    event.preventDefault()
    close()
    summaryRef.current?.focus()
  }
  const onBlur = (event: FocusEvent<HTMLDetailsElement>) => {
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) close()
  }

  return (
    <details ref={detailsRef} className="console-menu sm:relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <summary ref={summaryRef} className="flex min-h-10 cursor-pointer list-none items-center gap-1.5 rounded-lg px-2 text-sm font-semibold hover:bg-white/10">
        <Icon name="globe" className="size-4 shrink-0" />
        <span className="sr-only">{label}</span>
        {current}
        <Icon name="chevron-down" className="size-4 shrink-0" />
      </summary>
      <ul className="absolute inset-x-4 z-20 mt-2 grid max-h-[70dvh] grid-cols-2 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 text-slate-800 shadow-lg sm:start-auto sm:end-0 sm:max-h-80 sm:w-56 sm:grid-cols-1 lg:max-h-none lg:w-[32rem] lg:grid-cols-3">
        {options.map((option) => (
          <li key={option.code}>
            <a
              href={option.href}
              hrefLang={option.code}
              lang={option.code}
              aria-current={option.current ? 'true' : undefined}
              className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100 lg:py-1.5 aria-[current=true]:font-semibold aria-[current=true]:text-blue-800"
            >
              {option.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
