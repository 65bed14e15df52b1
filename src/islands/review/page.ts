import { useEffect } from 'react'
import type { RefObject } from 'react'

/**
 * The page behind the review panel: its marked strings (`data-review` spans) open in the
 * panel, the open one is marked, a changed one is drawn again, and focus goes back to it.
 */

/**
 * Draws a string's spans on the page again as the server now renders them: a translation
 * is a template (`v {time}`, a plural block), and only the page knows the values its slots
 * take, so the page is fetched again and each span takes its counterpart's content.
 */
export async function redraw(id: number): Promise<void> {
  const response = await fetch(location.href, { headers: { Accept: 'text/html' } })
  if (!response.ok) return
  const fresh = new DOMParser().parseFromString(await response.text(), 'text/html').querySelectorAll(`[data-review="${id}"]`)
  document.querySelectorAll(`[data-review="${id}"]`).forEach((span, index) => {
    const drawn = fresh[index]
    if (drawn) span.innerHTML = drawn.innerHTML
  })
}

/** Marks string `id` on the page as the one open in the panel, and no other. */
export function markOpen(id: number) {
  for (const span of document.querySelectorAll('[data-review].review-current')) span.classList.remove('review-current')
  for (const span of document.querySelectorAll(`[data-review="${id}"]`)) span.classList.add('review-current')
}

/**
 * Focus back to string `id` on the page where it takes focus (not inside a link, not in a
 * part of the page this screen hides), else to its line in the panel's list.
 */
export function focusOnPage(id: number) {
  for (const mark of document.querySelectorAll<HTMLElement>(`[data-review="${id}"][tabindex]`)) {
    mark.focus()
    if (document.activeElement === mark) return
  }
  document.querySelector<HTMLElement>(`[data-string="${id}"]`)?.focus()
}

/**
 * Marked strings on the page open in the panel: a click (which must not follow a link
 * around the string), or Enter and Space on a focused one.
 */
export function usePagePicks(open: (id: number) => void) {
  useEffect(() => {
    const pick = (event: Event) => {
      const span = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-review]') : null
      if (!span || span.closest('[data-island="review-panel"]')) return
      if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return
      event.preventDefault()
      event.stopPropagation()
      open(Number(span.dataset.review))
    }
    document.addEventListener('click', pick, true)
    document.addEventListener('keydown', pick, true)
    return () => {
      document.removeEventListener('click', pick, true)
      document.removeEventListener('keydown', pick, true)
    }
  })
}

/**
 * A string picked before the panel's code arrived (clicked or tabbed to on a slow
 * connection: a marked string takes focus) opens as soon as it has; else the one the link
 * named (`selected`) is marked on the page and `heading` takes focus, unless the reviewer
 * has already moved it.
 */
export function usePickBeforeHydration(selected: number | null, open: (id: number) => void, heading: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const picked = document.activeElement
      if (picked instanceof HTMLElement && picked.matches('[data-review]') && !picked.closest('[data-island="review-panel"]'))
        open(Number(picked.dataset.review))
      else if (selected !== null) {
        const marks = document.querySelectorAll<HTMLElement>(`[data-review="${selected}"]`)
        for (const mark of marks) mark.classList.add('review-current')
        marks[0]?.scrollIntoView({ block: 'center' })
        if (picked === document.body) heading.current?.focus()
      }
    })
    return () => cancelAnimationFrame(frame)
    // Once, on hydration: later picks come through usePagePicks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

/** On a phone the page keeps room below it as tall as the panel (site.css), so all of it can be scrolled above the panel. */
export function usePanelHeight(panel: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const aside = panel.current
    if (!aside) return
    const observer = new ResizeObserver(() => document.body.style.setProperty('--review-panel-height', `${aside.offsetHeight}px`))
    observer.observe(aside)
    return () => observer.disconnect()
  }, [panel])
}
