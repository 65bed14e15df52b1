/**
 * The admin area's screens: the overview with the sitemap manager, the contact inbox and
 * one message, the translation manager and one language's strings. The Worker answers
 * each admin URL with this island and the screen's data (never cached); the browser
 * renders it, so none of this code travels in the Worker. Every action is a plain form
 * (POST with the session's CSRF token, then a redirect back with a notice).
 */
import { createContext, useContext } from 'react'
import type { ReactNode } from 'react'
import type { adminCopy } from '../copy/admin'
import type { Submission } from '../db/schema'
import type { AttentionCounts } from '../admin/inbox'
import type { Coverage, ProviderHealth, StringState } from '../admin/translations'
import { fill } from '../i18n/copy'
import type { Localized } from '../i18n/copy'
import { INBOX_FILTERS, STALE_PENDING_MS, formatMoment } from '../lib/admin'
import type { InboxFilter } from '../lib/admin'
import { ENDPOINTS, endpoint } from '../lib/endpoints'
import { getLanguage, localeTag } from '../lib/languages'
import type { LanguageCode } from '../lib/languages'
import { localePath } from '../lib/routes'
import SitemapManager from './sitemap-manager'
import type { SitemapGenerationView } from './sitemap-manager'
import { Icon } from './ui/icon'
import type { IconName } from '../lib/icons'
import { BannerMessage, adminStyles } from './ui/admin-banner'
import type { Banner } from './ui/admin-banner'

export type AdminSection = 'overview' | 'inbox' | 'translations'

const { primaryButton, secondaryButton, dangerButton, card, input } = adminStyles

type AdminCopy = Localized<typeof adminCopy>

/** The admin's language and the admin copy in it, for every screen below. */
const AdminContext = createContext<{ lang: LanguageCode; copy: AdminCopy } | null>(null)

function useAdmin(): { lang: LanguageCode; copy: AdminCopy } {
  const value = useContext(AdminContext)
  if (!value) throw new Error('useAdmin() outside the admin panel')
  return value
}

function adminPath(lang: string, rest = ''): string {
  return localePath(lang, `/admin${rest}`)
}

/** Hidden fields every state-changing form carries. */
function FormTokens({ csrf }: { csrf: string }) {
  const { lang } = useAdmin()
  return (
    <>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="lang" value={lang} />
    </>
  )
}

/** The frame of every signed-in screen: heading, logout, section tabs and the banner. */
function AdminFrame({ section, csrf, banner, children }: { section: AdminSection; csrf: string; banner?: Banner; children?: ReactNode }) {
  const { copy, lang } = useAdmin()
  const tabs: { id: AdminSection; label: string; href: string; icon: 'gauge' | 'inbox' | 'languages' }[] = [
    { id: 'overview', label: copy.nav.overview, href: adminPath(lang), icon: 'gauge' },
    { id: 'inbox', label: copy.nav.inbox, href: adminPath(lang, '/inbox'), icon: 'inbox' },
    { id: 'translations', label: copy.nav.translations, href: adminPath(lang, '/translations'), icon: 'languages' },
  ]
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-950">{copy.heading}</h1>
        <form method="post" action={ENDPOINTS.adminLogout}>
          <FormTokens csrf={csrf} />
          <button type="submit" className={secondaryButton}>
            <Icon name="logout" className="size-4 rtl:rotate-180" />
            {copy.nav.logout}
          </button>
        </form>
      </div>
      <nav aria-label={copy.nav.label} className="mt-6 border-b border-slate-200">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {tabs.map((tab) => (
            <li key={tab.id}>
              <a
                href={tab.href}
                aria-current={tab.id === section ? 'page' : undefined}
                className={`inline-flex items-center gap-2 whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-semibold ${tab.id === section ? 'border-blue-700 text-blue-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
              >
                <Icon name={tab.icon} className="size-4" />
                {tab.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {banner && <BannerMessage banner={banner} />}
      <div className="mt-8">{children}</div>
    </section>
  )
}

/** A card's heading on the overview: an icon and the title. */
function CardTitle({ id, icon, children }: { id: string; icon: IconName; children: ReactNode }) {
  return (
    <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-950">
      <Icon name={icon} className="size-5 text-blue-700" />
      {children}
    </h2>
  )
}

export interface OverviewData {
  csrf: string
  counts: AttentionCounts
  lastGeneration: SitemapGenerationView | null
  sitemapUrl: string
  reviewed: number
  total: number
}

/** The panel's front page: what needs attention, the sitemap manager, translation progress. */
function OverviewScreen({ data }: { data: OverviewData }) {
  const { copy, lang } = useAdmin()
  const items = [
    { label: copy.overview.dead, value: data.counts.dead, urgent: true },
    { label: copy.overview.stale, value: data.counts.stale, urgent: true },
    { label: copy.overview.unhandled, value: data.counts.unhandled, urgent: false },
  ]
  const needsAttention = data.counts.dead + data.counts.stale > 0
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="attention-heading" className={card}>
        <CardTitle id="attention-heading" icon="bell">
          {copy.overview.attention}
        </CardTitle>
        <dl className="mt-4 divide-y divide-slate-100">
          {items.map((item) => (
            <div key={item.label} className="flex items-center justify-between gap-4 py-2.5">
              <dt className="text-sm text-slate-700">{item.label}</dt>
              <dd className={`text-xl font-bold tabular-nums ${item.urgent && item.value > 0 ? 'text-red-700' : 'text-slate-900'}`}>{item.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-slate-600">{needsAttention ? '' : copy.overview.allClear}</p>
        <a href={`${adminPath(lang, '/inbox')}${needsAttention ? '?state=attention' : ''}`} className={`mt-4 ${secondaryButton}`}>
          {copy.overview.openInbox}
          <Icon name="arrow-right" className="size-4 rtl:rotate-180" />
        </a>
      </section>
      <section aria-labelledby="sitemap-heading" className={card}>
        <CardTitle id="sitemap-heading" icon="network">
          {copy.sitemap.title}
        </CardTitle>
        <p className="mb-4 mt-2 text-sm text-slate-600">{copy.sitemap.intro}</p>
        <SitemapManager
          copy={copy.sitemap}
          lang={lang}
          csrf={data.csrf}
          action={ENDPOINTS.adminSitemap}
          downloadUrl={ENDPOINTS.adminSitemapDownload}
          sitemapUrl={data.sitemapUrl}
          last={data.lastGeneration}
        />
      </section>
      <section aria-labelledby="translations-heading" className={`${card} lg:col-span-2`}>
        <CardTitle id="translations-heading" icon="languages">
          {copy.translations.title}
        </CardTitle>
        <p className="mt-2 text-sm text-slate-700">
          {fill(copy.overview.translationsSummary, {
            reviewed: new Intl.NumberFormat(localeTag(lang)).format(data.reviewed),
            total: new Intl.NumberFormat(localeTag(lang)).format(data.total),
          })}
        </p>
        <a href={adminPath(lang, '/translations')} className={`mt-4 ${secondaryButton}`}>
          {copy.overview.openTranslations}
          <Icon name="arrow-right" className="size-4 rtl:rotate-180" />
        </a>
      </section>
    </div>
  )
}

const INBOX_COLUMNS = ['received', 'from', 'topic', 'delivery', 'status'] as const

/** The contact form's label for a topic, in the admin's language. */
function topicLabel(copy: AdminCopy, topic: string): string {
  return (copy.topics as Record<string, string>)[topic] ?? topic
}

function DeliveryBadge({ state }: { state: Submission['deliveryStatus'] }) {
  const { copy } = useAdmin()
  const tone = { pending: 'bg-amber-100 text-amber-900', sent: 'bg-emerald-100 text-emerald-900', dead: 'bg-red-100 text-red-900' }[state]
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>{copy.inbox.states[state]}</span>
}

export interface InboxData {
  csrf: string
  filter: InboxFilter
  rows: readonly Submission[]
  total: number
  now: number
}

/** The contact inbox: filters, the list, the CSV export and the privacy requests. */
function InboxScreen({ data }: { data: InboxData }) {
  const { copy, lang } = useAdmin()
  const base = adminPath(lang, '/inbox')
  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-2xl font-semibold text-slate-950">{copy.inbox.title}</h2>
        <p className="mt-2 max-w-3xl text-slate-600">{copy.inbox.intro}</p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <nav aria-label={copy.inbox.filters.label}>
          <ul className="flex flex-wrap gap-2">
            {INBOX_FILTERS.map((filter) => (
              <li key={filter}>
                <a
                  href={filter === 'all' ? base : `${base}?state=${filter}`}
                  aria-current={filter === data.filter ? 'page' : undefined}
                  className={`inline-flex rounded-full border px-3 py-1 text-sm font-semibold ${filter === data.filter ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
                >
                  {copy.inbox.filters[filter]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <a href={`${ENDPOINTS.adminSubmissionsCsv}?state=${data.filter}`} download="contact-submissions.csv" className={secondaryButton}>
          <Icon name="download" className="size-4" />
          {copy.inbox.exportCsv}
        </a>
      </div>
      <p className="text-sm text-slate-600">{fill(copy.inbox.count, { count: data.total }, lang)}</p>
      {data.rows.length === 0 ? (
        <p className={`${card} text-slate-600`}>{copy.inbox.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50 text-start text-xs font-semibold uppercase tracking-wide text-slate-600">
              <tr>
                {INBOX_COLUMNS.map((column) => (
                  <th key={column} scope="col" className={`px-4 py-3 text-start ${column === 'topic' ? 'hidden md:table-cell' : ''}`}>
                    {copy.inbox.columns[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.rows.map((row) => {
                const stale = row.deliveryStatus === 'pending' && data.now - row.createdAt > STALE_PENDING_MS
                return (
                  <tr key={row.id} className={row.deliveryStatus === 'dead' || stale ? 'bg-red-50/60' : undefined}>
                    <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatMoment(lang, row.createdAt)}</td>
                    <td className="px-4 py-3">
                      <a href={adminPath(lang, `/inbox/${row.id}`)} className="font-semibold text-blue-800 hover:underline" dir="auto">
                        {row.fullName}
                      </a>
                      <span className="block text-slate-600" dir="ltr">
                        {row.email}
                      </span>
                    </td>
                    <td className="hidden px-4 py-3 text-slate-700 md:table-cell">{topicLabel(copy, row.helpWith)}</td>
                    <td className="px-4 py-3">
                      <DeliveryBadge state={row.deliveryStatus} />
                    </td>
                    <td className="px-4 py-3 text-slate-700">{row.handled ? copy.inbox.handled : copy.inbox.open}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
      <section aria-labelledby="find-heading" className={card}>
        <h2 id="find-heading" className="text-lg font-semibold text-slate-950">
          {copy.inbox.find.title}
        </h2>
        <p className="mt-2 text-sm text-slate-600">{copy.inbox.find.intro}</p>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <form method="get" action={ENDPOINTS.adminPersonExport} className="space-y-3">
            <label htmlFor="export-email" className="block text-sm font-semibold text-slate-800">
              {copy.inbox.find.email}
            </label>
            <input id="export-email" name="email" type="email" required autoComplete="off" className={input} />
            <button type="submit" className={secondaryButton}>
              <Icon name="download" className="size-4" />
              {copy.inbox.find.export}
            </button>
          </form>
          <form method="post" action={ENDPOINTS.adminPersonErase} className="space-y-3">
            <FormTokens csrf={data.csrf} />
            <label htmlFor="erase-email" className="block text-sm font-semibold text-slate-800">
              {copy.inbox.find.email}
            </label>
            <input id="erase-email" name="email" type="email" required autoComplete="off" className={input} />
            <label className="flex items-start gap-2 text-sm text-slate-700">
              <input type="checkbox" name="confirm" value="yes" required className="mt-1" />
              {copy.inbox.find.eraseConfirm}
            </label>
            <button type="submit" className={dangerButton}>
              <Icon name="trash" className="size-4" />
              {copy.inbox.find.erase}
            </button>
          </form>
        </div>
      </section>
    </div>
  )
}

export interface SubmissionData {
  csrf: string
  row: Submission
  deletesAt: number
}

function ActionForm({
  id,
  action,
  csrf,
  label,
  className,
  icon,
  children,
}: {
  id: string
  action: string
  csrf: string
  label: string
  className: string
  icon: 'refresh' | 'check' | 'lock' | 'trash'
  children?: ReactNode
}) {
  return (
    <form method="post" action={endpoint(ENDPOINTS.adminSubmission, { id, action })} className="contents">
      <FormTokens csrf={csrf} />
      {children}
      <button type="submit" className={className}>
        <Icon name={icon} className="size-4" />
        {label}
      </button>
    </form>
  )
}

/** One message, as plain text, with its actions. */
function SubmissionScreen({ data }: { data: SubmissionData }) {
  const { copy, lang } = useAdmin()
  const { row, csrf } = data
  const fields: [string, ReactNode][] = [
    [copy.submission.received, formatMoment(lang, row.createdAt)],
    [copy.submission.name, <span dir="auto">{row.fullName}</span>],
    [copy.submission.company, row.companyName ? <span dir="auto">{row.companyName}</span> : '—'],
    [copy.submission.email, <span dir="ltr">{row.email}</span>],
    [copy.submission.phone, row.phoneNumber ? <span dir="ltr">{row.phoneNumber}</span> : '—'],
    [copy.submission.topic, topicLabel(copy, row.helpWith)],
    [copy.submission.language, getLanguage(row.language as LanguageCode).name],
    [copy.submission.page, row.page ?? '—'],
    [copy.inbox.columns.delivery, <DeliveryBadge state={row.deliveryStatus} />],
    [copy.submission.attempts, String(row.attempts)],
  ]
  if (row.lastError) fields.push([copy.submission.lastError, row.lastError])
  return (
    <div className="space-y-6">
      <a href={adminPath(lang, '/inbox')} className="inline-flex items-center gap-2 text-sm font-semibold text-blue-700 hover:text-blue-900">
        <Icon name="arrow-left" className="size-4 rtl:rotate-180" />
        {copy.submission.back}
      </a>
      <div className="grid gap-6 lg:grid-cols-3">
        <article className={`${card} lg:col-span-2`}>
          <h2 className="text-2xl font-semibold text-slate-950" dir="auto">
            {row.fullName}
          </h2>
          <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {fields.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
                <dd className="mt-0.5 break-words text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-6 text-xs font-semibold uppercase tracking-wide text-slate-500">{copy.submission.message}</h3>
          <p className="mt-1 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-4 text-start text-slate-900" dir="auto" data-testid="submission-message">
            {row.challenge}
          </p>
          <p className="mt-4 text-sm text-slate-600">
            {row.keep ? copy.submission.kept : fill(copy.submission.retention, { date: formatMoment(lang, data.deletesAt, false) })}
          </p>
        </article>
        <aside className={`${card} flex flex-col gap-3`}>
          {row.deliveryStatus !== 'sent' && (
            <ActionForm id={row.id} action="retry" csrf={csrf} label={copy.submission.retry} className={primaryButton} icon="refresh" />
          )}
          <ActionForm
            id={row.id}
            action={row.handled ? 'unhandled' : 'handled'}
            csrf={csrf}
            label={row.handled ? copy.submission.markUnhandled : copy.submission.markHandled}
            className={secondaryButton}
            icon="check"
          />
          <ActionForm
            id={row.id}
            action={row.keep ? 'unkeep' : 'keep'}
            csrf={csrf}
            label={row.keep ? copy.submission.unkeep : copy.submission.keep}
            className={secondaryButton}
            icon="lock"
          />
          <div className="mt-3 rounded-lg border border-red-200 p-3">
            <ActionForm id={row.id} action="delete" csrf={csrf} label={copy.submission.delete} className={`${dangerButton} mt-2 w-full`} icon="trash">
              <label className="flex items-start gap-2 text-sm text-slate-700">
                <input type="checkbox" name="confirm" value="yes" required className="mt-1" />
                {copy.submission.deleteConfirm}
              </label>
            </ActionForm>
          </div>
        </aside>
      </div>
    </div>
  )
}

/** Stacked bars of reviewed, draft and missing strings per language, drawn as SVG (no inline styles). */
function CoverageChart({ rows }: { rows: readonly Coverage[] }) {
  const { copy } = useAdmin()
  const barHeight = 16
  const gap = 10
  const labelWidth = 40
  const width = 1000
  const chartWidth = width - labelWidth - 8
  const height = rows.length * (barHeight + gap)
  return (
    <figure className={card}>
      <figcaption className="text-lg font-semibold text-slate-950">{copy.translations.chartTitle}</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={copy.translations.chartTitle} className="mt-4 h-auto w-full" direction="ltr">
        {rows.map((row, index) => {
          const y = index * (barHeight + gap)
          const scale = row.total ? chartWidth / row.total : 0
          const reviewed = row.reviewed * scale
          const draft = row.draft * scale
          return (
            <g key={row.lang}>
              <text x={0} y={y + barHeight - 4} className="fill-slate-700 text-[14px] font-semibold">
                {row.lang}
              </text>
              <rect x={labelWidth} y={y} width={chartWidth} height={barHeight} rx={3} className="fill-slate-200" />
              <rect x={labelWidth} y={y} width={draft + reviewed} height={barHeight} rx={3} className="fill-sky-400" />
              <rect x={labelWidth} y={y} width={reviewed} height={barHeight} rx={3} className="fill-emerald-600" />
            </g>
          )
        })}
      </svg>
      <ul className="mt-4 flex flex-wrap gap-4 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <span className="size-3 rounded-sm bg-emerald-600" />
          {copy.translations.columns.reviewed}
        </li>
        <li className="flex items-center gap-2">
          <span className="size-3 rounded-sm bg-sky-400" />
          {copy.translations.columns.draft}
        </li>
        <li className="flex items-center gap-2">
          <span className="size-3 rounded-sm bg-slate-200" />
          {copy.translations.columns.missing}
        </li>
      </ul>
    </figure>
  )
}

export interface TranslationsData {
  coverage: readonly Coverage[]
  providers: readonly ProviderHealth[]
}

/** The translation manager: coverage table and chart, provider health. */
function TranslationsScreen({ data }: { data: TranslationsData }) {
  const { copy, lang } = useAdmin()
  const number = new Intl.NumberFormat(localeTag(lang))
  const columns = copy.translations.columns
  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-2xl font-semibold text-slate-950">{copy.translations.title}</h2>
        <p className="mt-2 max-w-3xl text-slate-600">{copy.translations.intro}</p>
      </div>
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              {[columns.language, columns.total, columns.reviewed, columns.draft, columns.missing].map((label) => (
                <th key={label} scope="col" className="px-4 py-3 text-start">
                  {label}
                </th>
              ))}
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">{copy.translations.edit}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.coverage.map((row) => (
              <tr key={row.lang}>
                <th scope="row" className="px-4 py-2.5 text-start font-semibold text-slate-900">
                  {getLanguage(row.lang).name} <span className="font-normal text-slate-500">({row.lang})</span>
                </th>
                <td className="px-4 py-2.5 tabular-nums">{number.format(row.total)}</td>
                <td className="px-4 py-2.5 tabular-nums">{number.format(row.reviewed)}</td>
                <td className="px-4 py-2.5 tabular-nums">{number.format(row.draft)}</td>
                <td className={`px-4 py-2.5 tabular-nums ${row.missing ? 'font-semibold text-red-700' : ''}`}>{number.format(row.missing)}</td>
                <td className="whitespace-nowrap px-4 py-2.5 text-end">
                  <a href={adminPath(lang, `/translations/${row.lang}`)} className="font-semibold text-blue-800 hover:underline">
                    {copy.translations.edit}
                  </a>
                  <span className="px-2 text-slate-300">|</span>
                  <a
                    href={endpoint(ENDPOINTS.adminTranslationsExport, { lang: row.lang })}
                    download={`${row.lang}.json`}
                    className="font-semibold text-blue-800 hover:underline"
                  >
                    {copy.translations.export}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CoverageChart rows={data.coverage} />
      <section aria-labelledby="providers-heading" className={card}>
        <h2 id="providers-heading" className="text-lg font-semibold text-slate-950">
          {copy.translations.providers.title}
        </h2>
        {data.providers.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{copy.translations.providers.none}</p>
        ) : (
          <table className="mt-4 min-w-full text-sm">
            <thead className="text-xs font-semibold uppercase tracking-wide text-slate-600">
              <tr>
                {[
                  copy.translations.providers.name,
                  copy.translations.providers.state,
                  copy.translations.providers.characters,
                  copy.translations.providers.lastError,
                ].map((label) => (
                  <th key={label} scope="col" className="py-2 pe-4 text-start">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.providers.map((provider) => (
                <tr key={provider.name}>
                  <th scope="row" className="py-2 pe-4 text-start font-semibold">
                    {provider.name}
                  </th>
                  <td className={`py-2 pe-4 ${provider.paused ? 'text-red-700' : 'text-emerald-800'}`}>
                    {provider.paused ? copy.translations.providers.paused : copy.translations.providers.working}
                  </td>
                  <td className="py-2 pe-4 tabular-nums">{number.format(provider.characters)}</td>
                  <td className="py-2 pe-4 text-slate-700">
                    {provider.lastError ? `${formatMoment(lang, provider.lastErrorAt ?? 0)}: ${provider.lastError}` : copy.translations.providers.noError}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  )
}

export interface StringsData {
  csrf: string
  target: LanguageCode
  query: string
  shown: readonly StringState[]
  total: number
  matched: number
  canTranslate: boolean
  /** Unreviewed strings, their characters and the estimated cost, already formatted. */
  bulk: { count: number; characters: number; cost: string; offset: number; batch: number }
}

/** One language's strings: search, edit and publish, unlock, translate again. */
function StringsScreen({ data }: { data: StringsData }) {
  const { copy, lang } = useAdmin()
  const number = new Intl.NumberFormat(localeTag(lang))
  const action = (name: string) => endpoint(ENDPOINTS.adminTranslations, { lang: data.target, action: name })
  const targetDirection = data.target === 'ar' ? 'rtl' : 'ltr'
  return (
    <div className="space-y-6">
      <a href={adminPath(lang, '/translations')} className="inline-flex items-center gap-2 text-sm font-semibold text-blue-700 hover:text-blue-900">
        <Icon name="arrow-left" className="size-4 rtl:rotate-180" />
        {copy.strings.back}
      </a>
      <h2 className="text-2xl font-semibold text-slate-950">
        {getLanguage(data.target).name} <span className="font-normal text-slate-500">({data.target})</span>
      </h2>
      <form method="get" action={adminPath(lang, `/translations/${data.target}`)} className="flex flex-wrap items-end gap-3" role="search">
        <div className="min-w-64 flex-1">
          <label htmlFor="string-search" className="block text-sm font-semibold text-slate-800">
            {copy.strings.search}
          </label>
          <input id="string-search" name="q" type="search" defaultValue={data.query} className={`mt-1 ${input}`} />
        </div>
        <button type="submit" className={primaryButton}>
          <Icon name="search" className="size-4" />
          {copy.strings.searchButton}
        </button>
      </form>
      <section aria-labelledby="bulk-heading" className={card}>
        <h3 id="bulk-heading" className="text-lg font-semibold text-slate-950">
          {copy.strings.bulkTitle}
        </h3>
        {data.canTranslate ? (
          <>
            <p className="mt-2 text-sm text-slate-700">
              {fill(copy.strings.bulkEstimate, {
                count: number.format(data.bulk.count),
                characters: number.format(data.bulk.characters),
                cost: data.bulk.cost,
              })}
            </p>
            {data.bulk.offset >= data.bulk.count && data.bulk.offset > 0 ? (
              <p className="mt-3 text-sm font-semibold text-emerald-800">{copy.strings.bulkDone}</p>
            ) : (
              data.bulk.count > 0 && (
                <form method="post" action={action('retranslate-batch')} className="mt-3 flex flex-wrap items-center gap-3">
                  <FormTokens csrf={data.csrf} />
                  <input type="hidden" name="offset" value={data.bulk.offset} />
                  <button type="submit" className={secondaryButton}>
                    <Icon name="refresh" className="size-4" />
                    {fill(copy.strings.bulkStart, { count: Math.min(data.bulk.batch, data.bulk.count - data.bulk.offset) }, lang)}
                  </button>
                  {data.bulk.offset > 0 && (
                    <progress max={data.bulk.count} value={data.bulk.offset} className="h-2 w-48">
                      {data.bulk.offset} / {data.bulk.count}
                    </progress>
                  )}
                </form>
              )
            )}
          </>
        ) : (
          <p className="mt-2 text-sm text-slate-600">{copy.strings.bulkNoProvider}</p>
        )}
      </section>
      <p className="text-sm text-slate-600">{fill(copy.strings.results, { shown: number.format(data.shown.length), total: number.format(data.matched) })}</p>
      {data.shown.length === 0 && <p className={`${card} text-slate-600`}>{copy.strings.none}</p>}
      <ul className="space-y-4">
        {data.shown.map((item, index) => {
          const state = item.reviewed ? copy.strings.reviewed : item.translation === null ? copy.strings.missing : copy.strings.draft
          const tone = item.reviewed ? 'bg-emerald-100 text-emerald-900' : item.translation === null ? 'bg-red-100 text-red-900' : 'bg-sky-100 text-sky-900'
          const fieldId = `translation-${index}`
          return (
            <li key={item.english} className={card}>
              <form method="post" action={action('save')}>
                <FormTokens csrf={data.csrf} />
                <input type="hidden" name="english" value={item.english} />
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <p className="max-w-3xl text-sm text-slate-900" dir="ltr" lang="en">
                    <span className="block text-xs font-semibold uppercase tracking-wide text-slate-500">{copy.strings.english}</span>
                    {item.english}
                  </p>
                  <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>
                    {state}
                    {item.provider && !item.reviewed ? ` · ${item.provider}` : ''}
                  </span>
                </div>
                <label htmlFor={fieldId} className="mt-3 block text-xs font-semibold uppercase tracking-wide text-slate-500">
                  {copy.strings.translation}
                </label>
                <textarea
                  id={fieldId}
                  name="translation"
                  required
                  rows={Math.min(8, Math.max(2, Math.ceil(item.english.length / 90)))}
                  defaultValue={item.translation ?? ''}
                  dir={targetDirection}
                  lang={data.target}
                  className={`mt-1 ${input}`}
                />
                <div className="mt-3 flex flex-wrap gap-2">
                  <button type="submit" className={primaryButton}>
                    <Icon name="check" className="size-4" />
                    {copy.strings.save}
                  </button>
                  {item.reviewed && (
                    <button type="submit" formAction={action('unlock')} formNoValidate className={secondaryButton}>
                      <Icon name="key" className="size-4" />
                      {copy.strings.unlock}
                    </button>
                  )}
                  {!item.reviewed && data.canTranslate && (
                    <button type="submit" formAction={action('retranslate')} formNoValidate className={secondaryButton}>
                      <Icon name="refresh" className="size-4" />
                      {copy.strings.retranslate}
                    </button>
                  )}
                </div>
              </form>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/** Which screen to show, with its data. */
export type AdminView =
  | { screen: 'overview'; data: OverviewData }
  | { screen: 'inbox'; data: InboxData }
  | { screen: 'submission'; data: SubmissionData }
  | { screen: 'translations'; data: TranslationsData }
  | { screen: 'strings'; data: StringsData }
  | { screen: 'message' }

export interface AdminPanelProps {
  lang: LanguageCode
  copy: AdminCopy
  csrf: string
  banner?: Banner
  view: AdminView
}

const SECTIONS: Record<AdminView['screen'], AdminSection> = {
  overview: 'overview',
  inbox: 'inbox',
  submission: 'inbox',
  translations: 'translations',
  strings: 'translations',
  message: 'overview',
}

/** The admin panel: the frame (heading, logout, sections, notice) around one screen. */
export default function AdminPanel({ lang, copy, csrf, banner, view }: AdminPanelProps) {
  return (
    <AdminContext value={{ lang, copy }}>
      <AdminFrame section={SECTIONS[view.screen]} csrf={csrf} banner={banner}>
        {view.screen === 'overview' && <OverviewScreen data={view.data} />}
        {view.screen === 'inbox' && <InboxScreen data={view.data} />}
        {view.screen === 'submission' && <SubmissionScreen data={view.data} />}
        {view.screen === 'translations' && <TranslationsScreen data={view.data} />}
        {view.screen === 'strings' && <StringsScreen data={view.data} />}
      </AdminFrame>
    </AdminContext>
  )
}
