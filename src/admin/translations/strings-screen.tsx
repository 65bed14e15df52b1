import { fill } from '../../i18n/copy'
import { Icon } from '../../islands/ui/icon'
import { getLanguage, textDirection } from '../../lib/languages'
import type { LanguageCode } from '../../lib/languages'
import { localePath } from '../../lib/routes'
import { useConsole } from '../frame/console-context'
import { formatNumber } from '../frame/format'
import { Badge, Card, FieldError, FormTokens, SubmitButton, buttonClass, cardClass, inputClass } from '../frame/ui'
import { providerLabel } from './labels'
import { pageFilterValue, pageFilters, placeLabel, placePath } from './places'
import { STATUS_FILTERS } from './queries'
import type { StringFilter, StringState } from './queries'
import type { CostRow } from './cost'
import { JobStatus, costText } from './jobs-card'
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
  matched: number
  total: number
  page: number
  pages: number
  canTranslate: boolean
  /** What translating the language again would send and cost, and its latest background job; null for a reviewer, who does not spend the provider's money. */
  bulk: { cost: CostRow; job: Job | null } | null
  refused?: RefusedCard
}

function stringsHref(lang: string, target: string, filter: StringFilter, page = 1): string {
  const search = new URLSearchParams()
  if (filter.query) search.set('q', filter.query)
  if (filter.status !== 'all') search.set('status', filter.status)
  if (filter.page !== null) search.set('on', pageFilterValue(filter.page))
  if (page > 1) search.set('page', String(page))
  const text = search.toString()
  return `${localePath(lang, `/admin/translations/${target}`)}${text ? `?${text}` : ''}`
}

/** Where a string is reviewed on its page: the first page it appears on (home for the header and footer). */
function reviewHref(lang: string, target: string, item: StringState): string | null {
  const path = item.places.map(placePath).find((candidate) => candidate !== null)
  return path === undefined || path === null ? null : localePath(lang, `/admin/review/${target}${path}`)
}

/**
 * One language's strings, in the order a visitor meets them: search, status and page
 * filters, edit and publish, accept, unlock, history, translate again; a refused edit comes
 * back first, with its text.
 */
export function StringsScreen(props: StringsProps) {
  const { copy, lang } = useConsole()
  const { target, filter, shown, matched, page, pages, refused } = props
  const here = stringsHref(lang, target, filter, page)
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <a href={localePath(lang, '/admin/translations')} className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-blue-800 hover:underline">
          <Icon name="arrow-left" className="size-4 shrink-0 rtl:rotate-180" />
          {copy.strings.back}
        </a>
        <a href={localePath(lang, `/admin/review/${target}`)} className={buttonClass.primary}>
          <Icon name="eye" className="size-4 shrink-0" />
          {copy.strings.reviewOnPage}
        </a>
      </div>
      <p className="max-w-3xl text-sm text-slate-700">{copy.strings.order}</p>
      {refused && (
        <section aria-labelledby="refused-heading" className={`${cardClass} border-red-300`}>
          <h2 id="refused-heading" className="text-lg font-semibold text-red-900">
            {copy.strings.notSaved}
          </h2>
          <StringEditor
            item={refused.stored ?? { english: refused.english, translation: null, provider: null, reviewed: false, places: [], legal: false }}
            index={-1}
            action={here}
            target={target}
            canTranslate={false}
            error={refused.reason}
            typed={refused.translation}
          />
        </section>
      )}
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
            <li key={item.english} className={cardClass}>
              <StringEditor item={item} index={index} action={here} target={target} canTranslate={props.canTranslate} />
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

/**
 * One string's card. A refused edit's card (`typed`: the owner's text, not saved) is labelled
 * with the stored state and offers only Save: Accept, Unlock or Translate again would act on
 * the stored text and drop what was typed.
 */
function StringEditor({
  item,
  index,
  action,
  target,
  canTranslate,
  error,
  typed,
}: {
  item: StringState
  index: number
  action: string
  target: LanguageCode
  canTranslate: boolean
  error?: string
  typed?: string
}) {
  const { copy, lang } = useConsole()
  const state = item.reviewed ? copy.strings.reviewed : item.translation === null ? copy.strings.missing : providerLabel(copy, item.provider)
  const tone = item.reviewed ? 'green' : item.translation === null ? 'red' : 'sky'
  const fieldId = index < 0 ? 'translation-refused' : `translation-${index}`
  const errorId = `${fieldId}-error`
  const review = reviewHref(lang, target, item)
  const history = `${localePath(lang, `/admin/translations/${target}/history`)}?english=${encodeURIComponent(item.english)}`
  return (
    <form method="post" action={action}>
      <FormTokens />
      <input type="hidden" name="english" value={item.english} />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 max-w-3xl text-sm text-slate-900">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{copy.strings.english}</p>
          <p dir="ltr" lang="en" className="mt-1 [overflow-wrap:anywhere]">
            {item.english}
          </p>
        </div>
        <Badge tone={tone}>{state}</Badge>
      </div>
      {item.places.length > 0 && (
        <p className="mt-2 text-xs text-slate-600">{fill(copy.strings.appearsOn, { places: item.places.map((place) => placeLabel(copy, place)).join(', ') })}</p>
      )}
      {item.legal && <p className="mt-1 text-xs font-semibold text-amber-900">{copy.strings.legal}</p>}
      <label htmlFor={fieldId} className="mt-3 block text-xs font-semibold uppercase tracking-wide text-slate-600">
        {copy.strings.translation} ({getLanguage(target).name})
      </label>
      <textarea
        id={fieldId}
        name="translation"
        required
        rows={Math.min(8, Math.max(2, Math.ceil(item.english.length / 70)))}
        defaultValue={typed ?? item.translation ?? ''}
        dir={textDirection(target)}
        lang={target}
        autoFocus={error !== undefined}
        aria-invalid={error !== undefined ? 'true' : undefined}
        aria-describedby={error !== undefined ? errorId : undefined}
        className={`mt-1 ${inputClass}`}
      />
      {error !== undefined && <FieldError id={errorId}>{error}</FieldError>}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <SubmitButton kind="primary" icon="check" name="intent" value="save">
          {copy.strings.save}
        </SubmitButton>
        {typed === undefined && !item.reviewed && item.translation !== null && (
          <SubmitButton icon="check-circle" name="intent" value="accept" formNoValidate>
            {copy.strings.accept}
          </SubmitButton>
        )}
        {typed === undefined && item.reviewed && (
          <SubmitButton icon="key" name="intent" value="unlock" formNoValidate>
            {copy.strings.unlock}
          </SubmitButton>
        )}
        {!item.reviewed && canTranslate && (
          <SubmitButton icon="refresh" name="intent" value="retranslate" formNoValidate>
            {copy.strings.retranslate}
          </SubmitButton>
        )}
        {index >= 0 && (
          <a href={history} className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-blue-800 hover:bg-slate-100">
            <Icon name="history" className="size-4 shrink-0" />
            {copy.strings.history}
          </a>
        )}
        {index >= 0 && review && (
          <a href={review} className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-blue-800 hover:bg-slate-100">
            <Icon name="eye" className="size-4 shrink-0" />
            {copy.strings.reviewOnPage}
          </a>
        )}
      </div>
    </form>
  )
}

function BulkCard({ bulk, canTranslate, target }: StringsProps & { bulk: NonNullable<StringsProps['bulk']> }) {
  const { copy, lang } = useConsole()
  const { cost, job } = bulk
  const action = localePath(lang, `/admin/translations/${target}`)
  const running = job?.status === 'running' || job?.status === 'failed'
  return (
    <Card id="bulk-heading" title={copy.strings.bulkTitle} icon="refresh">
      {canTranslate ? (
        <>
          <p className="mt-2 text-sm text-slate-700">
            {fill(copy.strings.bulkEstimate, {
              count: formatNumber(lang, cost.strings),
              characters: formatNumber(lang, cost.characters),
              cost: cost.costs.map((line) => costText(copy, lang, line)).join(', '),
            })}
          </p>
          {job && (
            <div className="mt-3">
              <JobStatus job={job} action={action} />
            </div>
          )}
          {!running && cost.strings > 0 && (
            <form method="post" action={action} className="mt-3">
              <FormTokens intent="retranslate-language" />
              <SubmitButton icon="refresh">{copy.strings.retranslate}</SubmitButton>
            </form>
          )}
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{copy.strings.bulkNoProvider}</p>
      )}
    </Card>
  )
}
