import { createContext, useContext } from 'react'
import type { adminCopy } from '../../copy/admin'
import type { Localized } from '../../i18n/copy'
import type { LanguageCode } from '../../lib/languages'
import type { ReviewerIdentity } from '../access/session'

export type ConsoleCopy = Localized<typeof adminCopy>

/** What every console screen may know while it renders: the language, its copy and the session's CSRF token. */
export interface ConsoleContextValue {
  lang: LanguageCode
  copy: ConsoleCopy
  /** Absent on the gate: no session yet. */
  csrf?: string
  /** The invited reviewer signed in, or null for the owner (and on the gate). */
  reviewer: ReviewerIdentity | null
}

export const ConsoleContext = createContext<ConsoleContextValue | null>(null)

export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext)
  if (!value) throw new Error('useConsole() outside a console render')
  return value
}
