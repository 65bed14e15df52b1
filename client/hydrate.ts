import { createElement, useEffect } from 'react'
import type { ComponentType, ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'

function Hydrated({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated])
  return children
}

/**
 * Hydrates one island. `identifierPrefix` matches the one the server rendered with,
 * so `useId` values agree; `onHydrated` runs after the first commit.
 */
export function hydrate(root: HTMLElement, Component: ComponentType<never>, props: unknown, identifierPrefix: string, onHydrated: () => void): void {
  hydrateRoot(root, createElement(Hydrated, { onHydrated, children: createElement(Component, props as never) }), {
    identifierPrefix,
    onRecoverableError: (error) => console.error('Hydration error', error),
  })
}
