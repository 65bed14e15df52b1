import { fill } from '../../i18n/copy'
import { Icon } from '../../islands/ui/icon'
import { getLanguage, textDirection } from '../../lib/languages'
import type { LanguageCode } from '../../lib/languages'
import { localePath } from '../../lib/routes'
import { useConsole } from '../frame/console-context'
import { formatNumber } from '../frame/format'
import { Badge, Card, FieldError, FormTokens, SubmitButton, buttonClass, cardClass, inputClass } from '../frame/ui'
import { providerLabel } from './labels'
import type { StringState } from './queries'

/** An edit a check refused: the owner's text, kept, and why. */
export interface RefusedEdit {
  english: string
  translation: string
  reason: string
}

export interface StringsProps {
  target: LanguageCode
  query: string
  shown: readonly StringState[]
  matched: number
  total: number
  page: number
  pages: number
  canTranslate: boolean
  /** Unreviewed strings, their characters and the estimated cost, already formatted. */
  bulk: { count: number; characters: number; cost: string; offset: number; batch: number }
  refused?: RefusedEdit
}

function stringsHref(lang: string, target: string, query: string, page = 1): string {
  const search = new URLSearchParams()
  if (query) search.set('q', query)
  if (page > 1) search.set('page', String(page))
  const text = search.toString()
  return `${localePath(lang, `/admin/translations/${target}`)}${text ? `?${text}` : ''}`
}

/** One language's strings: search, edit and publish, unlock, translate again; a refused edit comes back first, with its text. */
export function StringsScreen(props: StringsProps) {
  const { copy, lang } = useConsole()
  const { target, query, shown, matched, page, pages, refused } = props
  const here = stringsHref(lang, target, query, page)
  return (
    <div className="space-y-6">
      <a href={localePath(lang, '/admin/translations')} className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-blue-800 hover:underline">
        <Icon name="arrow-left" className="size-4 shrink-0 rtl:rotate-180" />
        {copy.strings.back}
      </a>
      {refused && (
        <section aria-labelledby="refused-heading" className={`${cardClass} border-red-300`}>
          <h2 id="refused-heading" className="text-lg font-semibold text-red-900">
            {copy.strings.notSaved}
          </h2>
          <StringEditor item={{ english: refused.english, translation: refused.translation, provider: null, reviewed: false }} index={-1} action={here} target={target} canTranslate={false} error={refused.reason} />
        </section>
      )}
      <form method="get" action={localePath(lang, `/admin/translations/${target}`)} role="search" className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-64">
          <label htmlFor="string-search" className="block text-sm font-semibold text-slate-800">
            {copy.strings.search}
          </label>
          <input id="string-search" name="q" type="search" defaultValue={query} maxLength={200} className={`mt-1 ${inputClass}`} />
        </div>
        <SubmitButton kind="primary" icon="search">
          {copy.strings.searchButton}
        </SubmitButton>
      </form>
      <BulkCard {...props} />
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
            <a href={stringsHref(lang, target, query, page - 1)} className={buttonClass.secondary}>
              <Icon name="arrow-left" className="size-4 shrink-0 rtl:rotate-180" />
              {copy.strings.previous}
            </a>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-700">{fill(copy.strings.pageOf, { page: formatNumber(lang, page), pages: formatNumber(lang, pages) })}</span>
          {page < pages ? (
            <a href={stringsHref(lang, target, query, page + 1)} className={buttonClass.secondary}>
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

function StringEditor({ item, index, action, target, canTranslate, error }: { item: StringState; index: number; action: string; target: LanguageCode; canTranslate: boolean; error?: string }) {
  const { copy } = useConsole()
  const state = item.reviewed ? copy.strings.reviewed : item.translation === null ? copy.strings.missing : providerLabel(copy, item.provider)
  const tone = item.reviewed ? 'green' : item.translation === null ? 'red' : 'sky'
  const fieldId = index < 0 ? 'translation-refused' : `translation-${index}`
  const errorId = `${fieldId}-error`
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
      <label htmlFor={fieldId} className="mt-3 block text-xs font-semibold uppercase tracking-wide text-slate-600">
        {copy.strings.translation} ({getLanguage(target).name})
      </label>
      <textarea
        id={fieldId}
        name="translation"
        required
        rows={Math.min(8, Math.max(2, Math.ceil(item.english.length / 70)))}
        defaultValue={item.translation ?? ''}
        dir={textDirection(target)}
        lang={target}
        autoFocus={error !== undefined}
        aria-invalid={error !== undefined ? 'true' : undefined}
        aria-describedby={error !== undefined ? errorId : undefined}
        className={`mt-1 ${inputClass}`}
      />
      {error !== undefined && <FieldError id={errorId}>{error}</FieldError>}
      <div className="mt-3 flex flex-wrap gap-2">
        <SubmitButton kind="primary" icon="check" name="intent" value="save">
          {copy.strings.save}
        </SubmitButton>
        {item.reviewed && (
          <SubmitButton icon="key" name="intent" value="unlock" formNoValidate>
            {copy.strings.unlock}
          </SubmitButton>
        )}
        {!item.reviewed && canTranslate && (
          <SubmitButton icon="refresh" name="intent" value="retranslate" formNoValidate>
            {copy.strings.retranslate}
          </SubmitButton>
        )}
      </div>
    </form>
  )
}

function BulkCard({ bulk, canTranslate, target }: StringsProps) {
  const { copy, lang } = useConsole()
  return (
    <Card id="bulk-heading" title={copy.strings.bulkTitle} icon="refresh">
      {canTranslate ? (
        <>
          <p className="mt-2 text-sm text-slate-700">
            {fill(copy.strings.bulkEstimate, { count: formatNumber(lang, bulk.count), characters: formatNumber(lang, bulk.characters), cost: bulk.cost })}
          </p>
          {bulk.offset >= bulk.count && bulk.offset > 0 ? (
            <p className="mt-3 text-sm font-semibold text-emerald-800">{copy.strings.bulkDone}</p>
          ) : (
            bulk.count > 0 && (
              <form method="post" action={localePath(lang, `/admin/translations/${target}`)} className="mt-3 flex flex-wrap items-center gap-3">
                <FormTokens intent="retranslate-batch" />
                <input type="hidden" name="offset" value={bulk.offset} />
                <SubmitButton icon="refresh">{fill(copy.strings.bulkStart, { count: Math.min(bulk.batch, bulk.count - bulk.offset) }, lang)}</SubmitButton>
                {bulk.offset > 0 && (
                  <progress max={bulk.count} value={bulk.offset} className="h-2 w-48 max-w-full">
                    {bulk.offset} / {bulk.count}
                  </progress>
                )}
              </form>
            )
          )}
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{copy.strings.bulkNoProvider}</p>
      )}
    </Card>
  )
}
