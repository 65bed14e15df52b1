import type { HomeSection } from '../../lib/routes'

/** Tells `useSyncExternalStore` when the page scrolled. */
export function subscribeScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}

/**
 * Scrolls to a home section, smoothly unless the visitor asked for less motion, and
 * moves focus there (as a link to it does), so Tab continues from that section.
 */
export function scrollToSection(section: HomeSection, focus: boolean): void {
  const target = document.getElementById(section)
  if (!target) return
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
  if (focus) target.focus({ preventScroll: true })
}
