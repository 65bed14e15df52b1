/**
 * Translating again as the owner sees it: a language's background job (progress as a bar
 * and in words, its state, the last error, a cancel button), and what translating every
 * language again would cost at each provider's list price.
 */
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
export function errorWords(copy: ConsoleCopy, error: string): string {
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

/** Every language's unreviewed strings and characters, their cost, and its latest job. */
export function CostTable({ preview, jobs }: { preview: CostPreview; jobs: ReadonlyMap<LanguageCode, Job> }) {
  const { copy, lang } = useConsole()
  const providers = preview.total.costs.map((line) => line.provider)
  const action = localePath(lang, '/admin/translations')
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
    <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="retranslate-heading">
      <table className="w-full min-w-[40rem] text-start text-sm">
        <caption className="mb-2 text-start text-slate-700">{copy.jobs.costCaption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-start">
            <th scope="col" className="py-2 pe-3 text-start">
              {copy.frame.language}
            </th>
            <th scope="col" className="py-2 pe-3 text-end">
              {copy.strings.filters.statuses.pending}
            </th>
            <th scope="col" className="py-2 pe-3 text-end">
              {copy.jobs.characters}
            </th>
            {providers.map((name) => (
              <th key={name} scope="col" className="py-2 pe-3 text-end">
                {name}
              </th>
            ))}
            <th scope="col" className="py-2 text-start">
              {copy.strings.filters.status}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {preview.languages.map((row) => {
            const job = jobs.get(row.lang)
            return (
              <tr key={row.lang}>
                <th scope="row" className="py-2 pe-3 text-start font-semibold">
                  <span lang={row.lang}>{getLanguage(row.lang).name}</span>
                </th>
                <td className="py-2 pe-3 text-end">{formatNumber(lang, row.strings)}</td>
                <td className="py-2 pe-3 text-end">{formatNumber(lang, row.characters)}</td>
                {providers.map((name) => {
                  const line = row.costs.find((cost) => cost.provider === name)
                  return (
                    <td key={name} className="py-2 pe-3 text-end">
                      {line ? <CostAmount line={line} /> : null}
                    </td>
                  )
                })}
                <td className="py-2">{job ? <JobStatus job={job} action={action} /> : null}</td>
              </tr>
            )
          })}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-300 font-semibold">
            <th scope="row" className="py-2 pe-3 text-start">
              {copy.strings.back}
            </th>
            <td className="py-2 pe-3 text-end">{formatNumber(lang, preview.total.strings)}</td>
            <td className="py-2 pe-3 text-end">{formatNumber(lang, preview.total.characters)}</td>
            {preview.total.costs.map((line) => (
              <td key={line.provider} className="py-2 pe-3 text-end">
                <CostAmount line={line} />
              </td>
            ))}
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
