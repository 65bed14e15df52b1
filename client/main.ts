import './styles'
import { HYDRATED_ATTR, ISLAND_ATTR, ISLAND_ID_ATTR, ISLAND_LOAD_ATTR, ISLAND_ROOT_ATTR } from '../src/lib/islands'
import type { IslandLoad, IslandName } from '../src/lib/islands'
import { ISLAND_MODULES } from './islands'

/**
 * Finds every island on the page and hydrates it when its load condition is met.
 * This module is tiny and has no React in it: React arrives with the first island.
 */
function whenReady(element: HTMLElement, load: IslandLoad, start: () => void): void {
  switch (load) {
    case 'eager':
      start()
      return
    case 'idle':
      if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2000 })
      else setTimeout(start, 200)
      return
    case 'visible': {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect()
            start()
          }
        },
        { rootMargin: '200px' },
      )
      // The island element is `display: contents` and has no box of its own: watch what it renders.
      observer.observe(element.querySelector(`[${ISLAND_ROOT_ATTR}] > *`) ?? element)
      return
    }
    case 'interaction': {
      const local = ['pointerover', 'focusin', 'touchstart'] as const
      const global = ['scroll', 'keydown', 'pointerdown'] as const
      const once = () => {
        for (const type of local) element.removeEventListener(type, once)
        for (const type of global) window.removeEventListener(type, once)
        start()
      }
      for (const type of local) element.addEventListener(type, once, { passive: true })
      for (const type of global) window.addEventListener(type, once, { passive: true })
    }
  }
}

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTR) as IslandName
  const propsScript = element.querySelector(':scope > script[type="application/json"]')
  const root = element.querySelector<HTMLElement>(`:scope > [${ISLAND_ROOT_ATTR}]`)
  const load = ISLAND_MODULES[name]
  if (!load || !root) {
    console.error(`Unknown island "${name}"`)
    return
  }
  const props: unknown = JSON.parse(propsScript?.textContent ?? '{}')
  const [{ default: Component }, { hydrate }] = await Promise.all([load(), import('./hydrate')])
  hydrate(root, Component, props, element.getAttribute(ISLAND_ID_ATTR) ?? name, () => element.setAttribute(HYDRATED_ATTR, 'true'))
}

function boot(): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
    const load = (element.getAttribute(ISLAND_LOAD_ATTR) ?? 'idle') as IslandLoad
    whenReady(element, load, () => void hydrateIsland(element))
  }
}

// The module runs in the same task as DOMContentLoaded and the browser's own work on
// the finished document (form autofill, for one). Setting the islands up in a task of
// their own keeps that task short; every island waits for a later event anyway, and
// the menus work with CSS alone until then.
setTimeout(boot, 0)
