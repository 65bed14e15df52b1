import { createElement, useLayoutEffect } from 'react'
import type { ComponentType, ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'

function Hydrated({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  // A layout effect: it runs after the island's own layout effects and before the
  // browser paints, so an interaction held back during loading is carried out on
  // the hydrated markup without a frame in between.
  useLayoutEffect(onHydrated, [onHydrated])
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
