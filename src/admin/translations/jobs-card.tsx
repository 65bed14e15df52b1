/**
 * Translating again as the owner sees it: a language's background job (progress as a bar
 * and in words, its state, the last error, a cancel button), and what translating every
 * language again would cost at each provider's list price.
 */
import type { ReactNode } from 'react'
import { fill } from '../../i18n/copy'
import { numberFormat } from '../../lib/intl'
import { getLanguage, localeTag } from '../../lib/languages'
import type { LanguageCode } from '../../lib/languages'
import { localePath } from '../../lib/routes'
import { useConsole } from '../frame/console-context'
import type { ConsoleCopy } from '../frame/console-context'
import { formatMoment, formatNumber } from '../frame/format'
import { Badge, FormTokens, SubmitButton, labelled } from '../frame/ui'
import type { CostLine, CostPreview } from './cost'
import type { Job } from './jobs'
import { PAUSED_ERROR } from './retranslate'

const STATE_TONES = { running: 'sky', done: 'green', failed: 'red', stopped: 'amber', cancelled: 'slate' } as const

/** "€0.40" in the console's language, or the words for a provider with no charge per character. */
export function costText(copy: ConsoleCopy, lang: LanguageCode, line: CostLine): string {
  if (line.amount === null || line.currency === null) return copy.jobs.selfHosted
  return numberFormat(localeTag(lang), { style: 'currency', currency: line.currency, maximumFractionDigits: 2 }).format(line.amount)
}

function CostAmount({ line }: { line: CostLine }) {
  const { copy, lang } = useConsole()
  return <>{costText(copy, lang, line)}</>
}

/**
 * A step's error in words, by the kind its provider error names (`ProviderError: deepl:
 * quota (HTTP 456)`), or that every provider was paused; the stored text follows as detail.
 */
function errorWords(copy: ConsoleCopy, error: string): string {
  const words = copy.jobs.errors
  if (error === PAUSED_ERROR) return words.paused
  const kind = /: (quota|rate-limit|rejected)\b/.exec(error)?.[1]
  const reason = kind === 'quota' ? words.quota : kind === 'rate-limit' ? words.rateLimit : kind === 'rejected' ? words.refused : words.unreachable
  return `${reason} (${error})`
}

/** One language's latest job; `action` is the screen its cancel and resume forms post to. */
export function JobStatus({ job, action }: { job: Job; action: string }) {
  const { copy, lang } = useConsole()
  const active = job.status === 'running' || job.status === 'failed' || job.status === 'stopped'
  const words = fill(copy.jobs.progress, {
    done: formatNumber(lang, job.offset),
    total: formatNumber(lang, job.total),
    translated: formatNumber(lang, job.translated),
    kept: formatNumber(lang, job.kept),
  })
  return (
    <div className="space-y-2 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone={STATE_TONES[job.status]}>{copy.jobs.states[job.status]}</Badge>
        <progress max={Math.max(1, job.total)} value={job.offset} className="h-2 w-40 max-w-full" aria-label={copy.strings.bulkTitle} aria-describedby={`job-${job.id}-words`} />
      </p>
      <p id={`job-${job.id}-words`} className="text-slate-700">
        {words}
      </p>
      {job.status === 'stopped' && (
        <p className="font-semibold text-red-800">{job.stopReason === 'no-provider' ? copy.jobs.stoppedNoProvider : copy.jobs.stoppedFailures}</p>
      )}
      {(job.status === 'failed' || job.status === 'stopped') && job.lastError && (
        <p className="font-semibold text-red-800 [overflow-wrap:anywhere]">
          {labelled(copy, copy.translations.providers.lastError, `${formatMoment(lang, job.lastErrorAt ?? job.updatedAt)}, ${errorWords(copy, job.lastError)}`)}
        </p>
      )}
      {active && (
        <div className="flex flex-wrap gap-2">
          {job.status === 'stopped' && (
            <form method="post" action={action}>
              <FormTokens intent="resume-job" />
              <input type="hidden" name="job" value={job.id} />
              <SubmitButton>{copy.jobs.resume}</SubmitButton>
            </form>
          )}
          <form method="post" action={action}>
            <FormTokens intent="cancel-job" />
            <input type="hidden" name="job" value={job.id} />
            <SubmitButton>{copy.jobs.cancel}</SubmitButton>
          </form>
        </div>
      )}
    </div>
  )
}

/**
 * What translating again does, beside every preview of its cost: the legal text it leaves
 * out and why, that it replaces unreviewed drafts and never a reviewed string, and, with no
 * provider configured, the settings that configure one and where they are explained.
 */
export function CostNotes({ leftOut, configured }: { leftOut: number; configured: boolean }) {
  const { copy, lang } = useConsole()
  return (
    <div className="mt-2 max-w-3xl space-y-2 text-sm text-slate-700">
      <p>{copy.strings.bulkReplaces}</p>
      <p>{fill(copy.strings.bulkLeavesOut, { count: formatNumber(lang, leftOut) })}</p>
      {!configured && (
        <p data-provider-setup="">
          {fill(copy.strings.bulkSetup, {
            provider: 'TRANSLATION_PROVIDER',
            names: 'deepl, google, libretranslate',
            key: 'TRANSLATION_API_KEY',
            doc: 'docs/translations.md',
          })}
        </p>
      )}
    </div>
  )
}

/**
 * Every language's unreviewed strings and characters, their cost, and its latest job: a
 * list with each language's figures as label and value, so a phone shows it without
 * scrolling sideways; from `sm` up the figures line up in columns.
 */
export function CostTable({ preview, jobs }: { preview: CostPreview; jobs: ReadonlyMap<LanguageCode, Job> }) {
  const { copy, lang } = useConsole()
  const action = localePath(lang, '/admin/translations')
  const rows = [
    ...preview.languages.map((row) => ({ key: row.lang, name: <span lang={row.lang}>{getLanguage(row.lang).name}</span>, row, job: jobs.get(row.lang) })),
    { key: 'total', name: <>{copy.strings.back}</>, row: preview.total, job: undefined },
  ]
  return (
    <div className="mt-4">
      <p className="mb-2 text-sm text-slate-700">{copy.jobs.costCaption}</p>
      <ul aria-labelledby="retranslate-heading" className="divide-y divide-slate-100 text-sm">
        {rows.map(({ key, name, row, job }) => (
          <li key={key} className={`grid gap-x-4 gap-y-1 py-3 sm:grid-cols-[10rem_minmax(0,1fr)] ${key === 'total' ? 'border-t border-slate-300 font-semibold' : ''}`}>
            <p className="font-semibold text-slate-900">{name}</p>
            <div className="min-w-0">
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 sm:flex sm:flex-wrap sm:gap-x-5">
                <CostFigure label={copy.strings.filters.statuses.pending} value={formatNumber(lang, row.strings)} />
                <CostFigure label={copy.jobs.characters} value={formatNumber(lang, row.characters)} />
                {row.costs.map((line) => (
                  <CostFigure key={line.provider} label={line.provider} value={<CostAmount line={line} />} />
                ))}
              </dl>
              {job && (
                <div className="mt-2">
                  <JobStatus job={job} action={action} />
                </div>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** One figure of a language's cost, as a label and its value. */
function CostFigure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="contents sm:flex sm:gap-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-end font-semibold tabular-nums text-slate-900 sm:text-start">{value}</dd>
    </div>
  )
}
