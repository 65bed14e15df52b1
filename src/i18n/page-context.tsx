import { createContext, useContext } from 'react'
import type { LanguageCode } from '../lib/languages'
import { localize } from './copy'
import type { Copy, Dictionary, Localized } from './copy'

/** What every server-rendered component may know about the request it renders. */
export interface PageContextValue {
  lang: LanguageCode
  /** The path below the language segment: '' on home. */
  path: string
  dictionary: Dictionary
  siteUrl: string
  /**
   * The answer is the same for every visitor and caches may keep it. False for an answer
   * that is one visitor's (it is `no-store` or `private`): nothing of it is kept in memory.
   */
  shared: boolean
}

export const PageContext = createContext<PageContextValue | null>(null)

export function usePage(): PageContextValue {
  const page = useContext(PageContext)
  if (!page) throw new Error('usePage() outside a page render')
  return page
}

/** The one accessor for copy: the catalog in the language of the page being rendered. */
export function useCopy<T extends Copy>(catalog: T): Localized<T> {
  const { dictionary, lang } = usePage()
  return localize(catalog, dictionary, lang)
}
