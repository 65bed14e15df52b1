import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react'
import { ChevronDown } from 'lucide-react'
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

/** Which of a group of menus is open; opening one closes the others at once. */
export function useMenus<Name extends string>() {
  const [openMenu, setOpenMenu] = useState<Name | null>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const open = useCallback((menu: Name) => {
    clearTimeout(closeTimer.current)
    setOpenMenu(menu)
  }, [])
  const closeLater = useCallback(() => {
    clearTimeout(closeTimer.current)
    closeTimer.current = setTimeout(() => setOpenMenu(null), UI.dropdownCloseDelayMs)
  }, [])
  const closeNow = useCallback(() => {
    clearTimeout(closeTimer.current)
    setOpenMenu(null)
  }, [])
  useEffect(() => () => clearTimeout(closeTimer.current), [])
  return { openMenu, open, closeLater, closeNow }
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
 * A disclosure menu of links. Mouse hover and keyboard focus open it; it closes a
 * moment after the pointer leaves, on Escape, or when focus moves out. Clicking the
 * trigger opens it too (touch screens have no hover).
 */
export function Dropdown<Name extends string>({
  name,
  label,
  menus,
  triggerClassName = 'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-950',
  panelClassName,
  wrapperClassName = 'absolute top-full z-10 pt-2',
  align = 'start',
  children,
}: DropdownProps<Name>) {
  const panelId = `${useId()}-menu`
  const isOpen = menus.openMenu === name
  const triggerRef = useRef<HTMLButtonElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  // Hydration can happen while CSS holds the menu open (pointer on it, keyboard focus in
  // it): keep it open rather than snapping it shut under the visitor.
  const { open } = menus
  useEffect(() => {
    const root = rootRef.current
    if (root?.matches(':hover') || root?.querySelector(':focus-visible')) open(name)
  }, [open, name])
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) menus.closeNow()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && isOpen) {
      menus.closeNow()
      triggerRef.current?.focus()
    }
  }
  return (
    <div
      ref={rootRef}
      className="dropdown relative"
      data-open={isOpen}
      data-menu={name}
      onPointerEnter={(event) => event.pointerType === 'mouse' && menus.open(name)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && menus.closeLater()}
      onFocus={(event) => event.target.matches(':focus-visible') && menus.open(name)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button ref={triggerRef} type="button" aria-expanded={isOpen} aria-controls={panelId} onClick={() => menus.open(name)} className={triggerClassName}>
        {label}
        <ChevronDown aria-hidden="true" className="chevron size-4 transition-transform" />
      </button>
      <div id={panelId} hidden={!isOpen} className={`dropdown-panel ${wrapperClassName} ${align === 'end' ? 'end-0' : 'start-0'}`}>
        <div className={`rounded-xl border border-slate-200 bg-white p-2 shadow-xl ${panelClassName}`}>{children}</div>
      </div>
    </div>
  )
}
