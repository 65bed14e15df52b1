import { Icon } from '../../islands/ui/icon'
import { ENDPOINTS, endpoint } from '../../lib/endpoints'
import { getLanguage } from '../../lib/languages'
import { localePath } from '../../lib/routes'
import { useConsole } from '../frame/console-context'
import { formatMoment, formatNumber, languageName } from '../frame/format'
import { fill } from '../../i18n/copy'
import type { LanguageCode } from '../../lib/languages'
import { Badge, Card, FormTokens, SubmitButton, cardClass, labelled } from '../frame/ui'
import type { CostPreview } from './cost'
import type { Job } from './jobs'
import { CostNotes, CostTable } from './jobs-card'
import type { Coverage } from './queries'
import type { ProviderHealth } from './retranslate'
import { ReviewersCard } from './reviewers-card'
import type { Invitation, InviteRefusal } from './reviewers-card'
import type { ReviewerProgress } from './reviewers'

/**
 * Every language's coverage as a list (a row per language: counts in words and a bar
 * drawn as SVG rectangles, mirrored in right-to-left languages), then provider health.
 * A list rather than a table, so a phone shows it without scrolling sideways.
 */
export interface CoverageProps {
  coverage: readonly Coverage[]
  providers: readonly ProviderHealth[]
  reviewers: readonly ReviewerProgress[]
  /** What translating again would cost, per language. */
  cost: CostPreview
  /** Each language's latest background job. */
  jobs: ReadonlyMap<LanguageCode, Job>
  now: number
  invitation?: Invitation
  refusal?: InviteRefusal
}

export function CoverageScreen({ coverage, providers, reviewers, cost, jobs, now, invitation, refusal }: CoverageProps) {
  const { copy, lang } = useConsole()
  const columns = copy.translations.columns
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-slate-700">{copy.translations.intro}</p>
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700" aria-label={copy.translations.legend}>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-sm border border-emerald-800 bg-emerald-600" />
          {columns.reviewed}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-sm border border-sky-700 bg-sky-400" />
          {columns.draft}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-sm border border-slate-500 bg-slate-200" />
          {columns.missing}
        </li>
      </ul>
      <ol aria-label={copy.translations.chartTitle} className={`${cardClass} divide-y divide-slate-100 !p-0`}>
        {coverage.map((row) => (
          <li key={row.lang} className="grid gap-x-4 gap-y-2 p-4 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-center">
            <p className="font-semibold text-slate-900">
              <span lang={row.lang}>{getLanguage(row.lang).name}</span> <span className="font-normal text-slate-600">({row.lang})</span>
            </p>
            <div className="min-w-0">
              <CoverageBar row={row} />
              <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-700">
                <span>
                  {labelled(copy, columns.reviewed, formatNumber(lang, row.reviewed))}
                </span>
                <span>
                  {labelled(copy, columns.draft, formatNumber(lang, row.draft))}
                </span>
                <span className={row.missing ? 'font-semibold text-red-800' : ''}>
                  {labelled(copy, columns.missing, formatNumber(lang, row.missing))}
                </span>
                <span>
                  {labelled(copy, columns.total, formatNumber(lang, row.total))}
                </span>
              </p>
            </div>
            <p className="flex flex-wrap gap-2 text-sm">
              <a href={localePath(lang, `/admin/translations/${row.lang}`)} className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 font-semibold text-blue-800 hover:bg-slate-100">
                <Icon name="languages" className="size-4 shrink-0" />
                {copy.translations.edit}
                <span className="sr-only"> ({languageName(lang, row.lang)})</span>
              </a>
              <a
                href={endpoint(ENDPOINTS.adminTranslationsExport, { target: row.lang })}
                download={`${row.lang}.json`}
                className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 font-semibold text-blue-800 hover:bg-slate-100"
              >
                <Icon name="download" className="size-4 shrink-0" />
                {copy.translations.export}
                <span className="sr-only"> ({languageName(lang, row.lang)})</span>
              </a>
            </p>
          </li>
        ))}
      </ol>
      <Card id="retranslate-heading" title={copy.strings.bulkTitle} icon="refresh">
        {cost.configured ? (
          <form method="post" action={localePath(lang, '/admin/translations')} className="mt-3">
            <FormTokens intent="retranslate-all" />
            <SubmitButton icon="refresh">{copy.jobs.startAll}</SubmitButton>
          </form>
        ) : (
          <p className="mt-2 text-sm text-slate-700">
            {copy.translations.providers.none} {copy.strings.bulkNoProvider}
          </p>
        )}
        <CostNotes leftOut={cost.leftOut} configured={cost.configured} />
        <CostTable preview={cost} jobs={jobs} />
      </Card>
      <ReviewersCard reviewers={reviewers} now={now} invitation={invitation} refusal={refusal} />
      <Card id="providers-heading" title={copy.translations.providers.title} icon="plug">
        {providers.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">{copy.translations.providers.none}</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100 text-sm">
            {providers.map((provider) => (
              <li key={provider.name} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
                <span className="font-semibold text-slate-900">{provider.name}</span>
                <ProviderBadge state={provider.state} />
                <span className="text-slate-700">
                  {labelled(copy, copy.translations.providers.characters, formatNumber(lang, provider.characters))}
                </span>
                <span className="basis-full text-slate-700 [overflow-wrap:anywhere]">
                  {labelled(
                    copy,
                    copy.translations.providers.lastError,
                    provider.lastError ? `${formatMoment(lang, provider.lastErrorAt ?? 0)}, ${provider.lastError}` : copy.translations.providers.noError,
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  )
}

/** A language's coverage as one bar: reviewed, then drafts, then what is missing. Decorative: the counts beside it say the same in words. */
function CoverageBar({ row }: { row: Coverage }) {
  const scale = row.total ? 100 / row.total : 0
  const reviewed = row.reviewed * scale
  const draft = row.draft * scale
  return (
    <svg viewBox="0 0 100 6" preserveAspectRatio="none" aria-hidden="true" focusable="false" className="h-3 w-full overflow-hidden rounded rtl:-scale-x-100">
      <rect x={0} y={0} width={100} height={6} className="fill-slate-200" />
      <rect x={reviewed} y={0} width={draft} height={6} className="fill-sky-400" />
      <rect x={0} y={0} width={reviewed} height={6} className="fill-emerald-600" />
    </svg>
  )
}

/** A provider's state in words: working, failing (its last call failed), or paused by its breaker until a time. */
function ProviderBadge({ state }: { state: ProviderHealth['state'] }) {
  const { copy, lang } = useConsole()
  const words = copy.translations.providers
  if (state.kind === 'paused') return <Badge tone="red">{fill(words.pausedUntil, { time: formatMoment(lang, state.until) })}</Badge>
  if (state.kind === 'failing') return <Badge tone="amber">{words.failing}</Badge>
  return <Badge tone="green">{words.working}</Badge>
}
