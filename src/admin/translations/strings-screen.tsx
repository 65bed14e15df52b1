import { Island } from '../../components/island'
import { fill } from '../../i18n/copy'
import UnsavedGuard from '../../islands/unsaved-guard'
import { Icon } from '../../islands/ui/icon'
import type { LanguageCode } from '../../lib/languages'
import { localePath } from '../../lib/routes'
import { useConsole } from '../frame/console-context'
import { formatNumber } from '../frame/format'
import { Card, FormTokens, SubmitButton, buttonClass, cardClass, inputClass } from '../frame/ui'
import { pageFilterValue, pageFilters, placeLabel } from './places'
import { STATUS_FILTERS } from './queries'
import type { StringFilter, StringState } from './queries'
import type { CostRow } from './cost'
import type { CommentView } from './comments'
import { StringEditor } from './string-editor'
import { CostNotes, JobStatus, costText } from './jobs-card'
import type { Job } from './jobs'

/** An edit a check refused: the owner's text, kept, and why. */
export interface RefusedEdit {
  english: string
  translation: string
  reason: string
}

/** A refused edit beside what is stored for its string (null: the string is no longer listed). */
export interface RefusedCard extends RefusedEdit {
  stored: StringState | null
}

export interface StringsProps {
  target: LanguageCode
  filter: StringFilter
  shown: readonly StringState[]
  /** How many strings the filter matched, and which of its pages of them this is. */
  paging: { matched: number; page: number; pages: number }
  canTranslate: boolean
  /** What translating the language again would send and cost, and its latest background job; null for a reviewer, who does not spend the provider's money. */
  bulk: { cost: CostRow; job: Job | null; leftOut: number } | null
  /** Changes saved since the language was last published, and whether this person may publish them now; null when there are none. */
  unpublished: { canPublish: boolean } | null
  refused?: RefusedCard
  /** Texts typed and not saved, by their English: sent along with an action on another card, and shown again as drafts. */
  drafts?: ReadonlyMap<string, string>
  /** Drafts of strings this page does not list, with what is stored for them. */
  unlisted?: readonly StringState[]
  /** The string whose text box takes focus: the one after the string just acted on. */
  focus?: string
  /** The comment threads of the strings shown, by key. */
  threads: ReadonlyMap<string, readonly CommentView[]>
  /** A comment refused, with its text and the reason, on the card of the string it was for. */
  refusedComment?: { english: string; text: string; reason: string }
  /** Each string's place in the language's whole list: its card's anchor (`#s-12`) and the `focus` that comes back to it, the same on every page and filter. */
  places: ReadonlyMap<string, number>
}

/** The screen's one form, which every card's fields and buttons belong to. */
const EDITS_FORM = 'string-edits'

function stringsHref(lang: string, target: string, filter: StringFilter, page = 1): string {
  const search = new URLSearchParams()
  if (filter.query) search.set('q', filter.query)
  if (filter.status !== 'all') search.set('status', filter.status)
  if (filter.page !== null) search.set('on', pageFilterValue(filter.page))
  if (page > 1) search.set('page', String(page))
  const text = search.toString()
  return `${localePath(lang, `/admin/translations/${target}`)}${text ? `?${text}` : ''}`
}

/**
 * One language's strings, in the order a visitor meets them: search, status and page
 * filters, edit and publish, accept, unlock, history, translate again; a refused edit comes
 * back first, with its text.
 */
export function StringsScreen(props: StringsProps) {
  const { copy, lang, reviewer } = useConsole()
  const { target, filter, shown, refused } = props
  const { matched, page, pages } = props.paging
  const drafts = props.drafts ?? new Map<string, string>()
  const here = stringsHref(lang, target, filter, page)
  // The text box that takes focus (its `autofocus`, and the guard's once hydrated): a refused edit's, else the card after the one acted on.
  const focused = shown.findIndex((item) => item.english === props.focus)
  const focus = refused ? 'translation-refused' : focused >= 0 ? `translation-${focused}` : null
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* Every language is the owner's screen: a reviewer reaches only this one. */}
        {reviewer ? (
          <span />
        ) : (
          <a href={localePath(lang, '/admin/translations')} className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-blue-800 hover:underline">
            <Icon name="arrow-left" className="size-4 shrink-0 rtl:rotate-180" />
            {copy.strings.back}
          </a>
        )}
        <a href={localePath(lang, `/admin/review/${target}`)} className={buttonClass.primary}>
          <Icon name="eye" className="size-4 shrink-0" />
          {copy.strings.reviewOnPage}
        </a>
      </div>
      <p className="max-w-3xl text-sm text-slate-700">{copy.strings.order}</p>
      {props.unpublished && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="max-w-3xl text-sm font-semibold text-slate-800">{copy.strings.unpublished}</p>
          {props.unpublished.canPublish && (
            <form method="post" action={here}>
              <FormTokens intent="publish" />
              <SubmitButton>{copy.strings.publishNow}</SubmitButton>
            </form>
          )}
        </div>
      )}
      <form id={EDITS_FORM} method="post" action={here}>
        <FormTokens />
      </form>
      <Island name="unsaved-guard" component={UnsavedGuard} load="eager" props={{ form: EDITS_FORM, focus }} />
      {refused && (
        <section aria-labelledby="refused-heading" className={`${cardClass} border-red-300`}>
          <h2 id="refused-heading" className="text-lg font-semibold text-red-900">
            {copy.strings.notSaved}
          </h2>
          <StringEditor
            item={refused.stored ?? { english: refused.english, key: '', translation: null, provider: null, reviewed: false, places: [], legal: false }}
            index={-1}
            form={EDITS_FORM}
            target={target}
            canTranslate={false}
            error={refused.reason}
            typed={refused.translation}
          />
        </section>
      )}
      {props.unlisted?.map((item, index) => (
        <section key={item.english} aria-label={copy.review.unsaved} className={`${cardClass} border-amber-300`}>
          <StringEditor item={item} index={-2 - index} form={EDITS_FORM} target={target} canTranslate={false} draft={drafts.get(item.english)} />
        </section>
      ))}
      <form method="get" action={localePath(lang, `/admin/translations/${target}`)} role="search" aria-label={copy.strings.filters.label} className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
        <div className="min-w-0">
          <label htmlFor="string-search" className="block text-sm font-semibold text-slate-800">
            {copy.strings.search}
          </label>
          <input id="string-search" name="q" type="search" defaultValue={filter.query} maxLength={200} className={`mt-1 ${inputClass}`} />
        </div>
        <div className="min-w-0">
          <label htmlFor="string-status" className="block text-sm font-semibold text-slate-800">
            {copy.strings.filters.status}
          </label>
          <select id="string-status" name="status" defaultValue={filter.status} className={`mt-1 ${inputClass}`}>
            {STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {copy.strings.filters.statuses[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <label htmlFor="string-page" className="block text-sm font-semibold text-slate-800">
            {copy.strings.filters.page}
          </label>
          <select id="string-page" name="on" defaultValue={filter.page === null ? '' : pageFilterValue(filter.page)} className={`mt-1 ${inputClass}`}>
            <option value="">{copy.strings.filters.allPages}</option>
            {pageFilters().map((route) => (
              <option key={route.path} value={pageFilterValue(route.path)}>
                {placeLabel(copy, { kind: 'page', route })}
              </option>
            ))}
          </select>
        </div>
        <SubmitButton kind="primary" icon="search">
          {copy.strings.filters.apply}
        </SubmitButton>
      </form>
      {props.bulk && <BulkCard {...props} bulk={props.bulk} />}
      <p className="text-sm text-slate-700" id="strings-count">
        {fill(copy.strings.results, { shown: formatNumber(lang, shown.length), total: formatNumber(lang, matched) })}
      </p>
      {shown.length === 0 ? (
        <p className={`${cardClass} text-slate-700`}>{copy.strings.none}</p>
      ) : (
        <ol aria-labelledby="strings-count" className="space-y-4">
          {shown.map((item, index) => (
            <li key={item.english} id={`s-${props.places.get(item.english) ?? ''}`} className={`${cardClass} scroll-mt-4`}>
              <StringEditor
                item={item}
                index={index}
                form={EDITS_FORM}
                target={target}
                canTranslate={props.canTranslate}
                draft={drafts.get(item.english)}
                focus={props.focus === item.english}
                comments={{
                  thread: props.threads.get(item.key) ?? [],
                  ...(props.refusedComment?.english === item.english ? { error: props.refusedComment.reason, typed: props.refusedComment.text } : {}),
                }}
              />
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav aria-label={copy.inbox.pages.label} className="flex flex-wrap items-center justify-between gap-3">
          {page > 1 ? (
            <a href={stringsHref(lang, target, filter, page - 1)} className={buttonClass.secondary}>
              <Icon name="arrow-left" className="size-4 shrink-0 rtl:rotate-180" />
              {copy.strings.previous}
            </a>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-700">{fill(copy.strings.pageOf, { page: formatNumber(lang, page), pages: formatNumber(lang, pages) })}</span>
          {page < pages ? (
            <a href={stringsHref(lang, target, filter, page + 1)} className={buttonClass.secondary}>
              {copy.strings.next}
              <Icon name="arrow-right" className="size-4 shrink-0 rtl:rotate-180" />
            </a>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  )
}

function BulkCard({ bulk, canTranslate, target }: StringsProps & { bulk: NonNullable<StringsProps['bulk']> }) {
  const { copy, lang } = useConsole()
  const { cost, job } = bulk
  const action = localePath(lang, `/admin/translations/${target}`)
  const unfinished = job?.status === 'running' || job?.status === 'failed' || job?.status === 'stopped'
  return (
    <Card id="bulk-heading" title={copy.strings.bulkTitle} icon="refresh">
      {canTranslate ? (
        <p className="mt-2 text-sm text-slate-700">
          {fill(copy.strings.bulkEstimate, {
            count: formatNumber(lang, cost.strings),
            characters: formatNumber(lang, cost.characters),
            cost: cost.costs.map((line) => costText(copy, lang, line)).join(', '),
          })}
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{copy.strings.bulkNoProvider}</p>
      )}
      <CostNotes leftOut={bulk.leftOut} configured={canTranslate} />
      {/* A job stopped because its provider was removed is shown too: the owner sees why it ended. */}
      {job && (
        <div className="mt-3">
          <JobStatus job={job} action={action} />
        </div>
      )}
      {canTranslate && !unfinished && cost.strings > 0 && (
        <form method="post" action={action} className="mt-3">
          <FormTokens intent="retranslate-language" />
          <SubmitButton icon="refresh">{copy.strings.retranslate}</SubmitButton>
        </form>
      )}
    </Card>
  )
}
