import type { ReactNode } from 'react'
import type { Copy } from '../i18n/copy'

/**
 * A page: the catalogs it renders (so the server can translate them in one batch
 * before rendering), its meta copy, and the component that renders it.
 */
export interface PageDefinition {
  catalogs: readonly Copy[]
  meta: { readonly title: string; readonly description: string }
  noindex?: boolean
  Component: () => ReactNode
}
