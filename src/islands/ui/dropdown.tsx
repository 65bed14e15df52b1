import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { FocusEvent, ReactNode } from 'react'
import { Icon } from './icon'
import { UI } from '../../lib/site'

/**
 * False on the server and while hydrating, true afterwards. Islands put it on their
 * root as `data-js`, so CSS keeps menus working (hover, focus) until React takes over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
}

function subscribeNothing(): () => void {
  return () => {}
}

/**
 * How a menu was opened: by pointing at it (it closes a moment after the pointer
 * leaves) or by a click, tap or key (it stays open until closed).
 */
type OpenMenu<Name> = { name: Name; by: 'hover' | 'click' } | null

/** Which of a group of menus is open; opening one closes the others at once. */
export function useMenus<Name extends string>() {
  const [state, setState] = useState<OpenMenu<Name>>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const hover = useCallback((menu: Name) => {
    clearTimeout(closeTimer.current)
    setState((current) => (current?.name === menu ? current : { name: menu, by: 'hover' }))
  }, [])
  // A click on the trigger of a menu the pointer opened keeps it open; the next one closes it.
  const toggle = useCallback((menu: Name) => {
    clearTimeout(closeTimer.current)
    setState((current) => (current?.name === menu && current.by === 'click' ? null : { name: menu, by: 'click' }))
  }, [])
  const open = useCallback((menu: Name) => {
    clearTimeout(closeTimer.current)
    setState({ name: menu, by: 'click' })
  }, [])
  const leave = useCallback(() => {
    clearTimeout(closeTimer.current)
    closeTimer.current = setTimeout(() => setState((current) => (current?.by === 'hover' ? null : current)), UI.dropdownCloseDelayMs)
  }, [])
  const closeNow = useCallback(() => {
    clearTimeout(closeTimer.current)
    setState(null)
  }, [])
  useEffect(() => () => clearTimeout(closeTimer.current), [])
  return { openMenu: state?.name ?? null, hover, toggle, open, leave, closeNow }
}

interface DropdownProps<Name extends string> {
  name: Name
  label: ReactNode
  menus: ReturnType<typeof useMenus<Name>>
  /** Classes of the trigger button. */
  triggerClassName?: string
  /** Classes of the panel's card (width, height). */
  panelClassName: string
  /** Classes of the panel's positioning wrapper. */
  wrapperClassName?: string
  align?: 'start' | 'end'
  children: ReactNode
}

/**
 * A disclosure menu of links. A click, tap, Enter or Space on the trigger opens it and
 * the next one closes it; pointing at it with a mouse opens it too, and it closes a
 * moment after the pointer leaves. Escape closes it wherever focus is (returning focus
 * to the trigger when it was inside), and so do focus or a tap moving elsewhere.
 * Closed, its items are hidden, so Tab skips them. Before hydration, CSS opens it on
 * hover and focus (`data-js="false"`), and the trigger claims no state it cannot keep.
 */
export function Dropdown<Name extends string>({
  name,
  label,
  menus,
  triggerClassName = 'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-950 lg:px-3',
  panelClassName,
  wrapperClassName = 'absolute top-full z-10 pt-2',
  align = 'start',
  children,
}: DropdownProps<Name>) {
  const panelId = `${useId()}-menu`
  const hydrated = useHydrated()
  const isOpen = menus.openMenu === name
  const triggerRef = useRef<HTMLButtonElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const { hover, open, closeNow } = menus

  // Hydration can happen while CSS holds the menu open: under the pointer, or with
  // keyboard focus on one of its items. Keep it open rather than snapping it shut
  // under the visitor (before the first paint, so it never flickers).
  useLayoutEffect(() => {
    const root = rootRef.current
    if (root?.matches(':hover')) hover(name)
    else if (root?.contains(document.activeElement) && document.activeElement !== triggerRef.current) open(name)
  }, [hover, open, name])

  useEffect(() => {
    if (!isOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const hadFocus = rootRef.current?.contains(document.activeElement)
      closeNow()
      if (hadFocus) triggerRef.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) closeNow()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [isOpen, closeNow])

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) closeNow()
  }
  return (
    <div
      ref={rootRef}
      className="dropdown relative"
      data-open={isOpen}
      data-menu={name}
      onPointerEnter={(event) => event.pointerType === 'mouse' && menus.hover(name)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && menus.leave()}
      onBlur={onBlur}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={hydrated ? isOpen : undefined}
        aria-controls={panelId}
        onClick={() => menus.toggle(name)}
        className={triggerClassName}
      >
        {label}
        <Icon name="chevron-down" className="chevron size-4 shrink-0 transition-transform" />
      </button>
      <div id={panelId} hidden={!isOpen} className={`dropdown-panel ${wrapperClassName} ${align === 'end' ? 'end-0' : 'start-0'}`}>
        <div className={`rounded-xl border border-slate-200 bg-white p-2 shadow-xl ${panelClassName}`}>{children}</div>
      </div>
    </div>
  )
}
