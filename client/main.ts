import './styles'
import { DEFERRED_CONTROLS, HYDRATED_ATTR, ISLAND_ATTR, ISLAND_ID_ATTR, ISLAND_LOAD_ATTR, ISLAND_ROOT_ATTR, PENDING_ATTR } from '../src/lib/islands'
import type { IslandLoad, IslandName } from '../src/lib/islands'
import { islandModule } from './islands'

/**
 * Finds every island on the page and hydrates it when its load condition is met, or
 * at once when the visitor acts on it; what they did meanwhile is carried out after
 * hydration (see `lib/islands`). This module is tiny and has no React in it: React
 * arrives with the first island.
 */
const started = new WeakSet<Element>()
const queued = new WeakMap<Element, (() => void)[]>()

function start(island: HTMLElement): void {
  if (started.has(island)) return
  started.add(island)
  void hydrateIsland(island)
}

/** The island around an event's target, while it has not hydrated. */
function waitingIsland(event: Event): HTMLElement | null {
  const island = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${ISLAND_ATTR}]`) : null
  return island?.hasAttribute(HYDRATED_ATTR) ? null : island
}

function defer(island: HTMLElement, action: () => void): void {
  island.setAttribute(PENDING_ATTR, '')
  queued.set(island, [...(queued.get(island) ?? []), action])
  start(island)
}

function settle(island: HTMLElement, state: 'true' | 'failed'): void {
  island.setAttribute(HYDRATED_ATTR, state)
  island.removeAttribute(PENDING_ATTR)
  const actions = queued.get(island) ?? []
  queued.delete(island)
  for (const action of actions) action()
}

function listen(): void {
  for (const type of ['pointerdown', 'touchstart', 'focusin', 'input']) {
    document.addEventListener(
      type,
      (event) => {
        const island = waitingIsland(event)
        if (island) start(island)
      },
      { capture: true, passive: true },
    )
  }
  document.addEventListener(
    'click',
    (event) => {
      const island = waitingIsland(event)
      const control = island && (event.target as Element).closest<HTMLElement>(DEFERRED_CONTROLS)
      if (!island) return
      if (!control) return start(island)
      event.preventDefault()
      event.stopImmediatePropagation()
      // Safari does not focus a clicked button; the pending state is drawn on the focused one.
      control.focus()
      defer(island, () => control.isConnected && control.click())
    },
    true,
  )
  document.addEventListener(
    'keydown',
    (event) => {
      const island = waitingIsland(event)
      if (!island) return
      if (event.key !== 'Escape') return start(island)
      const target = event.target as Element
      defer(island, () => target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })))
    },
    true,
  )
}

function whenReady(element: HTMLElement, load: IslandLoad, begin: () => void): void {
  switch (load) {
    case 'eager':
      begin()
      return
    case 'idle':
      if ('requestIdleCallback' in window) window.requestIdleCallback(begin, { timeout: 2000 })
      else setTimeout(begin, 200)
      return
    case 'visible': {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect()
            begin()
          }
        },
        { rootMargin: '200px' },
      )
      // The island element is `display: contents` and has no box of its own: watch what it renders.
      observer.observe(element.querySelector(`[${ISLAND_ROOT_ATTR}] > *`) ?? element)
      return
    }
    case 'interaction': {
      element.addEventListener('pointerover', begin, { once: true, passive: true })
      for (const type of ['scroll', 'keydown', 'pointerdown']) window.addEventListener(type, begin, { once: true, passive: true })
    }
  }
}

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTR) as IslandName
  const propsScript = element.querySelector(':scope > script[type="application/json"]')
  const root = element.querySelector<HTMLElement>(`:scope > [${ISLAND_ROOT_ATTR}]`)
  const load = islandModule(name)
  try {
    if (!load || !root) throw new Error(`Unknown island "${name}"`)
    const props: unknown = JSON.parse(propsScript?.textContent ?? '{}')
    const [{ default: Component }, { hydrate }] = await Promise.all([load(), import('./hydrate')])
    hydrate(root, Component, props, element.getAttribute(ISLAND_ID_ATTR) ?? name, () => settle(element, 'true'))
  } catch (error) {
    // Its code could not load (offline, or a deploy replaced the chunk): the markup keeps
    // working as plain HTML, and a held-back click does what it does without JavaScript.
    console.error(error)
    settle(element, 'failed')
  }
}

function boot(): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
    const load = (element.getAttribute(ISLAND_LOAD_ATTR) ?? 'idle') as IslandLoad
    whenReady(element, load, () => start(element))
  }
}

// What the visitor does from the first moment counts, so the listeners go up at once.
listen()
// The module runs in the same task as DOMContentLoaded and the browser's own work on
// the finished document (form autofill, for one). Setting the islands up in a task of
// their own keeps that task short; every island waits for a later event anyway, and
// the menus work with CSS alone until then.
setTimeout(boot, 0)
