import { fill } from '../../i18n/copy'
import { Icon } from '../ui/icon'
import { nextOnPage, panelOrder } from './order'
import type { ReviewPanelProps, ReviewString } from './types'
import { fieldLabel, primaryButton } from './ui'

/** The panel's words and language, this page (`here`, `page`) among the site's `pages`, the `nextPage` to review, and this page's strings as it loaded, with: */
export interface PagePickerProps extends Pick<ReviewPanelProps, 'copy' | 'lang' | 'here' | 'pages' | 'page' | 'nextPage' | 'strings'> {
  /** This page's strings as they are now. */
  now: readonly ReviewString[]
  selected: number | null
  /** Opens a string of this page in the panel. */
  onOpen: (id: number) => void
}

/**
 * Moving through the site in the review panel: the picker that opens another page (a plain
 * form, so it works without JavaScript), and "next string to review": on this page while
 * any is left (a link to it without JavaScript), else on the next page that has one.
 */
export function PagePicker({ copy: { review: copy }, lang, here, pages, page, nextPage, strings, now, selected, onOpen }: PagePickerProps) {
  const nextHere = nextOnPage(panelOrder(now), selected, (item) => !item.reviewed)
  const onThisPage = nextHere !== null && nextHere.id !== selected ? nextHere : null
  const nextHref = onThisPage ? `${here}?string=${onThisPage.key}` : nextPage
  // This page's count goes down as strings are reviewed here; the other pages' are as they were when it loaded.
  const reviewedHere = strings.filter((item) => !item.reviewed && now.find((it) => it.id === item.id)?.reviewed).length
  return (
    <>
      <form method="get" action={here} className="mt-3 flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="review-page" className={fieldLabel}>
            {copy.pageToReview}
          </label>
          <select id="review-page" name="page" defaultValue={page} className="mt-1 min-h-10 w-full rounded-lg border border-slate-400 bg-white px-2 text-sm">
            {pages.map((option) => (
              <option key={option.value} value={option.value}>
                {fill(copy.pageLeft, { page: option.label, count: option.value === page ? Math.max(0, option.left - reviewedHere) : option.left }, lang)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="inline-flex min-h-10 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold hover:bg-slate-50">
          {copy.open}
        </button>
      </form>
      {nextHref !== null && (
        <a
          href={nextHref}
          onClick={(event) => {
            if (!onThisPage) return
            event.preventDefault()
            onOpen(onThisPage.id)
          }}
          className={`mt-3 ${primaryButton}`}
        >
          {copy.next}
          <Icon name="arrow-right" className="size-4 shrink-0 rtl:rotate-180" />
        </a>
      )}
    </>
  )
}
