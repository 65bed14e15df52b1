import type { ReactNode } from 'react'
import type { PageCopy } from '../copy'

/**
 * A page: its copy from `src/copy/index.ts` (the catalogs it renders, so the server can
 * translate them in one batch before rendering, and its meta copy) and the component
 * that renders it.
 */
export interface PageDefinition extends PageCopy {
  /** Error pages, the contact result and the admin area stay out of search results. */
  noindex?: boolean
  Component: () => ReactNode
}
