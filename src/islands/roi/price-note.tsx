import { useEffect, useId, useRef, useState } from 'react'
import { Icon } from '../ui/icon'

/**
 * How long the pointer rests on a note before it opens, and, when another note closed
 * less than the second delay ago (the pointer moving from one to the next), that delay.
 */
const TOOLTIP_DELAY_MS = 700
const TOOLTIP_SKIP_DELAY_MS = 300
const TOOLTIP_CLOSE_GRACE_MS = 150
/** When the last note closed: within the skip delay, the next one opens sooner. */
let tooltipClosedAt = Number.NEGATIVE_INFINITY

/**
 * The note on example prices: a tooltip that opens when the pointer rests on it
 * (700 ms, or 300 ms when coming from another note) or at once on keyboard focus, stays
 * open while the pointer is over it or its text (no gap between them), and closes on
 * Escape, a moment after the pointer leaves, or when focus moves on. Screen readers get it as
 * the button's description.
 */
export function PriceNote({ label, tooltip }: { label: string; tooltip: string }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const show = (delay: number) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setOpen(true), delay)
  }
  const hide = () => {
    clearTimeout(timer.current)
    if (open) tooltipClosedAt = performance.now()
    setOpen(false)
  }
  // A pointer on its way from the button to the text may cross a corner of neither: the
  // note waits a moment before it closes, and stays if the pointer comes back.
  const hideSoon = () => {
    clearTimeout(timer.current)
    if (!open) return
    tooltipClosedAt = performance.now()
    timer.current = setTimeout(() => setOpen(false), TOOLTIP_CLOSE_GRACE_MS)
  }
  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      tooltipClosedAt = performance.now()
      setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])
  return (
    <span
      className="tooltip relative inline-flex"
      data-open={open}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return
        if (open) return clearTimeout(timer.current)
        show(performance.now() - tooltipClosedAt < TOOLTIP_SKIP_DELAY_MS ? TOOLTIP_SKIP_DELAY_MS : TOOLTIP_DELAY_MS)
      }}
      onPointerLeave={(event) => event.pointerType === 'mouse' && hideSoon()}
      onFocus={(event) => event.target.matches(':focus-visible') && show(0)}
      onBlur={hide}
    >
      <button
        type="button"
        aria-describedby={id}
        onClick={() => (open ? hide() : show(0))}
        className="inline-flex items-center gap-1 rounded text-xs font-semibold text-brand-700"
      >
        <Icon name="info" className="size-4" />
        {label}
      </button>
      {/* The padding, not a margin, separates the text from the button: the pointer can move onto it without leaving. */}
      <span role="tooltip" id={id} className="tooltip-text absolute bottom-full end-0 z-10 w-64 pb-2">
        <span className="block rounded-lg bg-slate-900 p-3 text-xs leading-relaxed text-white shadow-lg">{tooltip}</span>
      </span>
    </span>
  )
}
