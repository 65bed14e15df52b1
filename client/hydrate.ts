import { createElement, useEffect } from 'react'
import type { ComponentType, ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'

function Hydrated({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  // A passive effect, the parent's: it runs after every effect of the island's own, so the
  // listeners those attach (a menu's tap outside, a guard's beforeunload) are in place before
  // the island says it has hydrated and an interaction held back during loading is replayed.
  // A layout effect ran before them: a tap replayed there, or a page left just after, met an
  // island without its listeners.
  useEffect(onHydrated, [onHydrated])
  return children
}

/**
 * Hydrates one island. `identifierPrefix` matches the one the server rendered with,
 * so `useId` values agree; `onHydrated` runs once the first commit is in the DOM.
 */
export function hydrate(root: HTMLElement, Component: ComponentType<never>, props: unknown, identifierPrefix: string, onHydrated: () => void): void {
  const tree = createElement(Hydrated, { onHydrated, children: createElement(Component, props as never) })
  hydrateRoot(root, tree, {
    identifierPrefix,
    onRecoverableError: (error) => console.error('Hydration error', error),
  })
}
