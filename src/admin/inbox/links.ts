import { localePath } from '../../lib/routes'
import type { InboxView } from './queries'

export interface InboxAddress {
  view?: InboxView
  search?: string
  before?: number | null
  after?: number | null
  /** Every message of the page ticked (`page`), or every message of the view and search (`all`). */
  select?: 'page' | 'all' | null
  /** The message (`seq`) an action was taken on: the list puts focus on its row, or the row that took its place. */
  at?: number | null
}

/**
 * The inbox's address for a view, a search and a page: what its links and redirects point
 * at. A search is never in it, only `search=1`: what was searched for is kept in a cookie
 * (`search-cookie.ts`), so names and addresses stay out of the URLs the platform logs.
 */
export function inboxHref(lang: string, { view, search, before, after, select, at }: InboxAddress = {}): string {
  const query = new URLSearchParams()
  if (view && view !== 'attention') query.set('view', view)
  if (search) query.set('search', '1')
  if (before) query.set('before', String(before))
  if (after) query.set('after', String(after))
  if (select) query.set('select', select)
  if (at) query.set('at', String(at))
  const text = query.toString()
  return `${localePath(lang, '/admin/inbox')}${text ? `?${text}` : ''}`
}

/** A message's address; `from` (a sealed return target, `return-to.ts`) brings its "Back to the inbox" to the list it was opened from. */
export function messageHref(lang: string, id: string, from?: string): string {
  return `${localePath(lang, `/admin/inbox/${encodeURIComponent(id)}`)}${from ? `?${new URLSearchParams({ from })}` : ''}`
}
