import { Island } from '../../components/island'
import type { Submission } from '../../db/schema'
import InboxShortcuts from '../../islands/inbox-shortcuts'
import { fill } from '../../i18n/copy'
import { Icon } from '../../islands/ui/icon'
import { ENDPOINTS } from '../../lib/endpoints'
import type { IconName } from '../../lib/icons'
import { getLanguage, isLanguageCode } from '../../lib/languages'
import { localePath } from '../../lib/routes'
import { containedLine } from '../../lib/text-direction'
import { useConsole } from '../frame/console-context'
import { formatMoment, formatNumber } from '../frame/format'
import { ConfirmCheckbox, FormTokens, SubmitButton, buttonClass, cardClass, inputClass, labelPrefix } from '../frame/ui'
import { topicLabel } from './labels'
import { inboxHref, messageHref } from './links'
import type { InboxAddress } from './links'
import { MAX_SEARCH_CHARACTERS } from './search-cookie'
import { INBOX_VIEWS } from './queries'
import type { InboxCounts, InboxPage, InboxView } from './queries'
import { MessageBadges } from './badges'

export interface InboxListProps {
  view: InboxView
  search: string
  /** The page shown (keyset cursors), kept by the bulk form so an action returns to it. */
  before?: number
  after?: number
  /** Every message of the page ticked, or every message of the list (the newest `seq` it then held). */
  selected?: 'page' | { all: number }
  /** The message (`seq`) an action was just taken on: its row, or the one now in its place, takes focus. */
  at?: number
  counts: InboxCounts
  page: InboxPage
  now: number
  /** The sealed return target its messages' links carry, so a message leads back to this list. */
  from?: string
  /** A bulk action the owner sent that needs more (the delete confirmation), with the messages they had ticked. */
  refused?: { confirmError: string; ticked: readonly string[] }
}

/**
 * The bulk form's buttons in the order shown, each with its `intent` and the key of its label: in
 * the spam folder "not spam" stands where "spam" stands elsewhere.
 */
function bulkActions(view: InboxView): { intent: string; label: 'handled' | 'unhandled' | 'notSpam' | 'spam' | 'delete'; icon: IconName; danger?: true }[] {
  return [
    { intent: 'handled', label: 'handled', icon: 'check' },
    { intent: 'unhandled', label: 'unhandled', icon: 'refresh' },
    view === 'spam' ? { intent: 'notspam', label: 'notSpam', icon: 'inbox' } : { intent: 'spam', label: 'spam', icon: 'warning' },
    { intent: 'delete', label: 'delete', icon: 'trash', danger: true },
  ]
}

/** How much of a message the list shows under the sender. */
const PREVIEW_CHARACTERS = 160

function preview(text: string): string {
  const flat = containedLine(text).replace(/\s+/g, ' ').trim()
  return flat.length > PREVIEW_CHARACTERS ? `${flat.slice(0, PREVIEW_CHARACTERS).trimEnd()}…` : flat
}

/** The inbox: search, the views with their counts, the messages (ticked ones can be handled or deleted together), pages. */
export function InboxList({ view, search, before, after, selected, at, counts, page, now, from, refused }: InboxListProps) {
  const { copy, lang } = useConsole()
  const ticked = new Set(selected ? page.rows.map((row) => row.id) : (refused?.ticked ?? []))
  const here = { view, search, before, after }
  const focused = at === undefined ? undefined : (page.rows.find((row) => (row.seq ?? 0) <= at) ?? page.rows.at(-1))?.id
  const exportHref = `${ENDPOINTS.adminSubmissionsCsv}?${new URLSearchParams({ lang, view, ...(search ? { search: '1' } : {}) })}`
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-slate-700">{copy.inbox.intro}</p>
      <div className="flex flex-wrap items-end gap-3">
        <form method="post" action={localePath(lang, '/admin/inbox')} role="search" className="flex min-w-0 flex-1 flex-wrap items-end gap-2">
          <FormTokens intent="search" />
          {view !== 'attention' && <input type="hidden" name="view" value={view} />}
          <div className="min-w-0 flex-1 basis-56">
            <label htmlFor="inbox-search" className="block text-sm font-semibold text-slate-800">
              {copy.inbox.search.label}
            </label>
            <input id="inbox-search" name="q" type="search" defaultValue={search} maxLength={MAX_SEARCH_CHARACTERS} className={`mt-1 ${inputClass}`} />
          </div>
          <SubmitButton kind="primary" icon="search">
            {copy.inbox.search.button}
          </SubmitButton>
          {search && (
            <a href={inboxHref(lang, { view })} className={buttonClass.secondary}>
              {copy.inbox.search.clear}
            </a>
          )}
        </form>
        <a href={exportHref} download="contact-messages.csv" className={buttonClass.secondary}>
          <Icon name="download" className="size-4 shrink-0" />
          {copy.inbox.exportCsv}
        </a>
        <a href={localePath(lang, '/admin/privacy')} className={buttonClass.secondary}>
          <Icon name="shield" className="size-4 shrink-0" />
          {copy.inbox.find.title}
        </a>
        <Island name="inbox-shortcuts" component={InboxShortcuts} load="idle" props={{ copy: copy.inbox.shortcuts }} />
      </div>
      <nav aria-label={copy.inbox.filters.label}>
        <ul className="flex flex-wrap gap-2">
          {INBOX_VIEWS.map((item) => (
            <li key={item}>
              <a
                href={inboxHref(lang, { view: item, search })}
                aria-current={item === view ? 'page' : undefined}
                className="current-marked inline-flex min-h-10 items-center gap-2 rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50 aria-[current=page]:border-blue-800 aria-[current=page]:bg-blue-800 aria-[current=page]:text-white"
              >
                {copy.inbox.filters[item]}
                <span className="tabular-nums">{formatNumber(lang, counts[item])}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="text-sm text-slate-700" id="inbox-count">
        {search ? fill(copy.inbox.matching, { count: page.total, search }, lang) : fill(copy.inbox.count, { count: page.total }, lang)}
      </p>
      {page.rows.length === 0 ? (
        <p className={`${cardClass} text-slate-700`}>{search ? copy.inbox.noMatch : copy.inbox.empty}</p>
      ) : (
        <>
          <form id="bulk" method="post" action={inboxHref(lang, here)} className={`${cardClass} space-y-3`}>
            <FormTokens />
            <SelectionLinks here={here} selected={selected} total={page.total} shown={page.rows.length} />
            <p className="text-sm font-semibold text-slate-800">{copy.inbox.bulk.title}</p>
            <div className="flex flex-wrap gap-2">
              {bulkActions(view).map(({ intent, label, icon, danger }) => (
                <SubmitButton key={intent} kind={danger ? 'danger' : 'secondary'} icon={icon} name="intent" value={intent}>
                  {copy.inbox.bulk[label]}
                </SubmitButton>
              ))}
            </div>
            <ConfirmCheckbox id="bulk-confirm-error" error={refused?.confirmError}>
              {copy.inbox.bulk.confirm}
            </ConfirmCheckbox>
          </form>
          <ol aria-labelledby="inbox-count" className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            {page.rows.map((row) => (
              <MessageRow key={row.id} row={row} now={now} ticked={ticked.has(row.id)} from={from} focused={row.id === focused} />
            ))}
          </ol>
          {(page.newer || page.older) && (
            <nav aria-label={copy.inbox.pages.label} className="flex flex-wrap justify-between gap-3">
              {page.newer ? (
                <a href={inboxHref(lang, { view, search, after: page.newer })} className={buttonClass.secondary}>
                  <Icon name="arrow-left" className="size-4 shrink-0 rtl:rotate-180" />
                  {copy.inbox.pages.newer}
                </a>
              ) : (
                <span />
              )}
              {page.older && (
                <a href={inboxHref(lang, { view, search, before: page.older })} className={buttonClass.secondary}>
                  {copy.inbox.pages.older}
                  <Icon name="arrow-right" className="size-4 shrink-0 rtl:rotate-180" />
                </a>
              )}
            </nav>
          )}
        </>
      )}
    </div>
  )
}

/**
 * "Select all on this page", and "Select all N messages in this list" when it holds more
 * than the page: links, so they work without JavaScript. With the whole list selected, the
 * bulk form says so and carries `scope=all` with the newest message it then held.
 */
function SelectionLinks({ here, selected, total, shown }: { here: InboxAddress; selected: InboxListProps['selected']; total: number; shown: number }) {
  const { copy, lang } = useConsole()
  const link = 'inline-flex min-h-10 items-center text-sm font-semibold text-blue-800 underline'
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
      {typeof selected === 'object' ? (
        <>
          <input type="hidden" name="scope" value="all" />
          <input type="hidden" name="upto" value={selected.all} />
          <p className="text-sm font-semibold text-slate-800">{fill(copy.inbox.select.allSelected, { count: total }, lang)}</p>
        </>
      ) : (
        <a href={inboxHref(lang, { ...here, select: 'page' })} className={link}>
          {copy.inbox.select.page}
        </a>
      )}
      {typeof selected !== 'object' && total > shown && (
        <a href={inboxHref(lang, { ...here, select: 'all' })} className={link}>
          {fill(copy.inbox.select.all, { count: total }, lang)}
        </a>
      )}
      {selected && (
        <a href={inboxHref(lang, here)} className={link}>
          {copy.inbox.select.clear}
        </a>
      )}
    </div>
  )
}

function MessageRow({ row, now, ticked, from, focused }: { row: Submission; now: number; ticked: boolean; from?: string; focused: boolean }) {
  const { copy, lang } = useConsole()
  const language = isLanguageCode(row.language) ? getLanguage(row.language).name : row.language
  const select = `select-${row.id}`
  return (
    <li data-inbox-row="" className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 p-4 focus-within:bg-blue-50 md:grid-cols-[auto_minmax(0,1fr)_13rem]">
      <input
        id={select}
        type="checkbox"
        name="ids"
        value={row.id}
        form="bulk"
        defaultChecked={ticked}
        className="mt-1 size-4 shrink-0"
        aria-label={fill(copy.inbox.bulk.select, { name: containedLine(row.fullName) })}
      />
      <div className="min-w-0">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <a
            href={messageHref(lang, row.id, from)}
            dir="auto"
            data-row-link=""
            autoFocus={focused || undefined}
            aria-describedby={focused ? 'console-notice' : undefined}
            className="font-semibold text-blue-800 [overflow-wrap:anywhere] hover:underline"
          >
            {containedLine(row.fullName)}
          </a>
          <span dir="ltr" className="text-sm text-slate-600 [overflow-wrap:anywhere]">
            {row.email}
          </span>
        </p>
        <p dir="auto" className="mt-1 text-sm text-slate-700 [overflow-wrap:anywhere]">
          {preview(row.challenge)}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
          {row.companyName && (
            <span dir="auto" className="[overflow-wrap:anywhere]">
              <span className="sr-only">{labelPrefix(copy, copy.submission.company)}</span>
              {containedLine(row.companyName)}
            </span>
          )}
          <span>
            <span className="sr-only">{labelPrefix(copy, copy.submission.topic)}</span>
            {topicLabel(copy, row.helpWith)}
          </span>
          <span>
            <span className="sr-only">{labelPrefix(copy, copy.submission.language)}</span>
            {language}
          </span>
        </p>
      </div>
      <div className="col-start-2 flex flex-wrap items-start gap-2 text-sm text-slate-600 md:col-start-3 md:flex-col md:items-end">
        <time dateTime={new Date(row.createdAt).toISOString()}>{formatMoment(lang, row.createdAt)}</time>
        <MessageBadges row={row} now={now} />
      </div>
    </li>
  )
}
