import { createContext, useContext } from 'react'
import type { ReactNode } from 'react'

/**
 * Sections a page shows but does not make: a feature above the pages fills its slot for
 * the request (the contact feature: the home page's form, the privacy policy's note on
 * Turnstile), so the pages and the render know nothing of the feature's settings.
 */
export interface PageSlots {
  /** The contact form with its thank-you message, where the home page's #contact section has it. */
  contact?: ReactNode
  /** A paragraph the privacy policy's "Sharing" section ends with, if a feature shares data there. */
  privacySharing?: ReactNode
}

export const PageSlotsContext = createContext<PageSlots>({})

/** What a feature put in the named slot for this render; undefined if none did. */
export function useSlot(name: keyof PageSlots): ReactNode {
  return useContext(PageSlotsContext)[name]
}

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by the features' middleware before a page renders; `renderPage` hands it to the page. */
    pageSlots?: PageSlots
  }
}
