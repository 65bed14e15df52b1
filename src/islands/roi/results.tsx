import { Fragment } from 'react'
import type { roiCopy } from '../../copy/home'
import { fill } from '../../i18n/copy'
import type { Localized } from '../../i18n/copy'
import { formatAmount } from '../../i18n/numbers'
import { localeTag } from '../../lib/languages'
import type { LanguageCode } from '../../lib/languages'
import { roiBadge } from '../../lib/roi'
import type { RoiBadge, RoiPeriod, RoiResult } from '../../lib/roi'

const BADGE_STYLE: Record<RoiBadge, string> = {
  unlimited: 'bg-teal-100 text-teal-900 ring-teal-600/30',
  'excellent-high': 'bg-teal-100 text-teal-900 ring-teal-600/30',
  excellent: 'bg-brand-100 text-brand-900 ring-brand-600/30',
  good: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  positive: 'bg-rose-100 text-rose-900 ring-rose-600/30',
  negative: 'bg-rose-100 text-rose-900 ring-rose-600/30',
}

/** The results of a calculation; exported so tests can render them in any language. */
export function Results({
  result,
  lang,
  copy,
  money,
  percent,
}: {
  result: RoiResult
  lang: LanguageCode
  copy: Localized<typeof roiCopy>
  money: Intl.NumberFormat
  percent: Intl.NumberFormat
}) {
  const badge = roiBadge(result.roi)
  const badgeLabel = {
    unlimited: copy.badges.unlimited,
    'excellent-high': copy.badges.excellentHigh,
    excellent: copy.badges.excellent,
    good: copy.badges.good,
    positive: copy.badges.positive,
    negative: copy.badges.negative,
  }[badge]
  return (
    <div data-roi-results="">
      <h4 className="text-xl font-semibold text-slate-950">{copy.results}</h4>
      <div className="mt-4 flex flex-wrap items-end gap-x-6 gap-y-3">
        <div>
          <p className="text-sm text-slate-600">{copy.roi}</p>
          <p className="text-4xl font-bold text-slate-950" data-testid="roi-percent" dir="ltr">
            {result.roi === Number.POSITIVE_INFINITY ? '∞' : percent.format(result.roi / 100)}
          </p>
        </div>
        <span data-badge={badge} className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${BADGE_STYLE[badge]}`}>
          {badgeLabel}
        </span>
      </div>
      <p className="mt-3 text-sm text-slate-700">
        {fill(copy.labelled, { label: copy.payback })}{' '}
        <strong data-testid="roi-payback" className="font-semibold">
          {result.paybackPeriod > 0 ? fill(copy.months, { months: result.paybackPeriod }, lang) : copy.noPayback}
        </strong>
      </p>
      <div className="mt-5 grid gap-3">
        <Period title={copy.monthly} period={result.monthly} lang={lang} copy={copy} money={money} testId="monthly" />
        <Period title={copy.annual} period={result.annual} lang={lang} copy={copy} money={money} testId="annual" />
      </div>
      <p className="mt-4 text-xs text-slate-600">{copy.annualSolutionNote}</p>
    </div>
  )
}

function Period({
  title,
  period,
  lang,
  copy,
  money,
  testId,
}: {
  title: string
  period: RoiPeriod
  lang: LanguageCode
  copy: Localized<typeof roiCopy>
  money: Intl.NumberFormat
  testId: string
}) {
  // Each value is one or two pieces that never break inside; a row whose label and value
  // do not fit on one line puts the value under the label, so no label breaks either.
  const amount = (value: number) => [formatAmount(money, value, localeTag(lang))]
  const rows: [string, string, string[]][] = [
    ['currentCosts', copy.currentCosts, amount(period.currentCosts)],
    ['costSavings', copy.costSavings, amount(period.costSavings)],
    ['solutionCost', copy.solutionCostResult, amount(period.solutionCost)],
    ['netSavings', copy.netSavings, amount(period.netSavings)],
    [
      'timeSavingsHours',
      copy.timeSaved,
      [fill(copy.hours, { hours: period.timeSavingsHours }, lang), `(${fill(copy.workingDays, { days: period.workingDays }, lang)})`],
    ],
  ]
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4" data-testid={`roi-${testId}`}>
      <h5 className="font-semibold text-slate-900">{title}</h5>
      <dl className="mt-2 divide-y divide-slate-100 text-sm">
        {rows.map(([key, label, pieces]) => (
          <div key={key} className="flex flex-wrap items-baseline justify-between gap-x-4 py-1.5">
            <dt className="text-slate-600">{label}</dt>
            <dd className={`ms-auto text-end font-semibold ${key === 'netSavings' ? 'text-teal-700' : 'text-slate-900'}`} data-field={key}>
              {pieces.map((piece, index) => (
                <Fragment key={piece}>
                  {index > 0 ? ' ' : null}
                  <span className="whitespace-nowrap">{piece}</span>
                </Fragment>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
