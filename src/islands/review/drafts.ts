import { useEffect, useState } from 'react'
import type { ReviewString } from './types'

/**
 * What the reviewer typed for each string and has not saved, kept while the page is open:
 * the open string's draft (its translation until something is typed) and its setter, the
 * strings whose draft differs from their text, and a way to drop a saved string's drafts.
 * Leaving the page with any unsaved asks first.
 */
export function useDrafts(strings: readonly ReviewString[], current: ReviewString | null) {
  const [drafts, setDrafts] = useState<ReadonlyMap<number, string>>(new Map())
  const draft = current ? (drafts.get(current.id) ?? current.translation ?? '') : ''
  const unsaved = new Set(strings.filter((item) => drafts.has(item.id) && drafts.get(item.id) !== (item.translation ?? '')).map((item) => item.id))
  const setDraft = (text: string) => current && setDrafts((all) => new Map(all).set(current.id, text))
  /** Drops the drafts of the strings of catalog entry `entry`, once it is saved (none when the answer named none). */
  const forget = (entry: string | undefined) =>
    setDrafts((all) => {
      const kept = new Map(all)
      for (const item of strings) if (item.entry === entry) kept.delete(item.id)
      return kept
    })

  const leaving = unsaved.size > 0
  useEffect(() => {
    if (!leaving) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [leaving])

  return [draft, setDraft, unsaved, forget] as const
}
