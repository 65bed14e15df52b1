import { Fragment, useEffect, useId, useRef, useState } from 'react'
import type { FormEvent, ReactNode } from 'react'
import { Icon } from './ui/icon'
import type { roiCopy } from '../copy/home'
import type { Localized } from '../i18n/copy'
import { fill } from '../i18n/copy'
import { formatAmount } from '../i18n/numbers'
import { localeTag } from '../lib/languages'
import type { LanguageCode } from '../lib/languages'
import { DEFAULT_ROI_INPUTS, ROI_LIMITS, calculateRoi, parseAmount, parseEmployees, roiBadge } from '../lib/roi'
import type { RoiBadge, RoiInputs, RoiPeriod, RoiResult } from '../lib/roi'

export interface RoiCalculatorProps {
  lang: LanguageCode
  copy: Localized<typeof roiCopy>
}

type Field = keyof RoiInputs
type Values = Record<Field, string>

const BADGE_STYLE: Record<RoiBadge, string> = {
  unlimited: 'bg-teal-100 text-teal-900 ring-teal-600/30',
  'excellent-high': 'bg-teal-100 text-teal-900 ring-teal-600/30',
  excellent: 'bg-brand-100 text-brand-900 ring-brand-600/30',
  good: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  positive: 'bg-rose-100 text-rose-900 ring-rose-600/30',
  negative: 'bg-rose-100 text-rose-900 ring-rose-600/30',
}

const NUMBER_FIELDS = ['numberOfEmployees', 'averageHourlyWage', 'hoursPerWeek', 'currentToolsCost', 'solutionCost', 'setupFee'] as const

function toValues(inputs: RoiInputs): Values {
  return Object.fromEntries(Object.entries(inputs).map(([key, value]) => [key, String(value)])) as Values
}

function toInputs(values: Values): RoiInputs {
  return {
    numberOfEmployees: parseEmployees(values.numberOfEmployees),
    averageHourlyWage: parseAmount(values.averageHourlyWage),
    hoursPerWeek: parseAmount(values.hoursPerWeek),
    expectedTimeSavings: parseAmount(values.expectedTimeSavings),
    solutionCost: parseAmount(values.solutionCost),
    setupFee: parseAmount(values.setupFee),
    currentToolsCost: parseAmount(values.currentToolsCost),
  }
}

/** The inputs a calculation cannot do without: each must be above zero. */
const REQUIRED_POSITIVE = ['numberOfEmployees', 'averageHourlyWage', 'hoursPerWeek'] as const

/**
 * Estimates the return on automating a process. Results stay empty until 'Calculate
 * ROI' is pressed; when an input it needs is empty or zero, it says so and marks the
 * field instead of calculating.
 */
export default function RoiCalculator({ lang, copy }: RoiCalculatorProps) {
  const id = useId()
  const [values, setValues] = useState<Values>(() => toValues(DEFAULT_ROI_INPUTS))
  const [result, setResult] = useState<RoiResult | null>(null)
  // The values the shown results were calculated from: once the form no longer matches
  // them, the results say they are out of date instead of sitting beside other numbers.
  const [resultFor, setResultFor] = useState<Values | null>(null)
  const [invalid, setInvalid] = useState<readonly Field[]>([])
  const locale = localeTag(lang)
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 })
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const inputs = toInputs(values)
    const next = calculateRoi(inputs)
    const missing = next ? [] : REQUIRED_POSITIVE.filter((field) => !(inputs[field] > 0))
    setInvalid(missing)
    setResult(next)
    setResultFor(next ? values : null)
    if (missing[0]) document.getElementById(`${id}-${missing[0]}`)?.focus()
    // What is missing is said by the field focus moves to (it names the message); a result by the summary.
    if (next) announce(summary(next))
  }

  // Screen readers hear a short summary of each calculation, not the whole results block;
  // the region is emptied first and filled a moment later, so the same numbers again are
  // said again.
  const statusRef = useRef<HTMLParagraphElement>(null)
  const announce = (text: string) => {
    const region = statusRef.current
    if (!region) return
    region.textContent = ''
    setTimeout(() => (region.textContent = text), 100)
  }
  const summary = (next: RoiResult) =>
    [
      `${copy.roi}: ${next.roi === Number.POSITIVE_INFINITY ? '∞' : percent.format(next.roi / 100)}`,
      `${copy.payback}: ${next.paybackPeriod > 0 ? fill(copy.months, { months: next.paybackPeriod }, lang) : copy.noPayback}`,
      `${copy.netSavings}, ${copy.annual}: ${money.format(next.annual.netSavings)}`,
    ].join('. ')
  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setInvalid((current) => (current.includes(field) ? current.filter((name) => name !== field) : current))
  }

  const stale = result !== null && resultFor !== null && (Object.keys(values) as Field[]).some((field) => values[field] !== resultFor[field])

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8" data-roi-calculator="">
      <h3 id={`${id}-title`} className="text-2xl font-bold text-slate-950">
        {copy.title}
      </h3>
      <p className="mt-2 text-slate-700">{copy.intro}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-2 lg:items-start lg:gap-10">
        <form onSubmit={onSubmit} noValidate={false} className="grid gap-5">
          {NUMBER_FIELDS.map((field) => (
            <NumberField
              key={field}
              id={`${id}-${field}`}
              label={copy[field]}
              value={values[field]}
              onChange={set(field)}
              min={ROI_LIMITS[field].min}
              step={ROI_LIMITS[field].step}
              integer={field === 'numberOfEmployees'}
              invalid={invalid.includes(field)}
              errorId={`${id}-invalid`}
              hint={field === 'solutionCost' || field === 'setupFee' ? <PriceNote label={copy.pricesNote} tooltip={copy.pricesTooltip} /> : undefined}
            />
          ))}
          <div>
            {/* The slider is named by its label alone; its value is its own (aria-valuetext),
                shown beside the label for the eye. */}
            <div className="flex items-center justify-between">
              <label htmlFor={`${id}-savings`} className="text-sm font-semibold text-slate-800">
                {copy.expectedTimeSavings}
              </label>
              <output htmlFor={`${id}-savings`} aria-hidden="true" className="text-base font-semibold text-brand-800">
                {percent.format(parseAmount(values.expectedTimeSavings) / 100)}
              </output>
            </div>
            <input
              id={`${id}-savings`}
              type="range"
              min={ROI_LIMITS.expectedTimeSavings.min}
              max={ROI_LIMITS.expectedTimeSavings.max}
              step={ROI_LIMITS.expectedTimeSavings.step}
              value={values.expectedTimeSavings}
              aria-valuetext={percent.format(parseAmount(values.expectedTimeSavings) / 100)}
              onChange={(event) => set('expectedTimeSavings')(event.target.value)}
              className="mt-3 w-full accent-brand-700"
            />
          </div>
          <button
            type="submit"
            className="rounded-lg border border-transparent bg-brand-700 px-5 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
          >
            {copy.calculate}
          </button>
        </form>

        <p ref={statusRef} role="status" className="sr-only" data-roi-status="" />
        <div data-roi-panel="" className="rounded-xl bg-slate-50 p-5 sm:p-6 lg:sticky lg:top-24">
          {result ? (
            <>
              {stale ? (
                <p className="mb-4 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900" data-roi-stale="">
                  <Icon name="info" className="mt-0.5 size-4 shrink-0" />
                  {copy.staleResults}
                </p>
              ) : null}
              {/* Out-of-date numbers are framed, not faded: they keep their full contrast while the visitor changes the inputs. */}
              <div className={stale ? 'rounded-lg outline-2 outline-offset-4 outline-amber-400 outline-dashed' : undefined}>
                <Results result={result} lang={lang} copy={copy} money={money} percent={percent} />
              </div>
            </>
          ) : invalid.length ? (
            <p id={`${id}-invalid`} className="flex h-full min-h-48 items-center justify-center text-center font-semibold text-red-700">
              {copy.invalidInputs}
            </p>
          ) : (
            <p className="flex h-full min-h-48 items-center justify-center text-center text-slate-600">{copy.placeholder}</p>
          )}
        </div>
      </div>
    </section>
  )
}

function NumberField({
  id,
  label,
  value,
  onChange,
  min,
  step,
  integer,
  invalid,
  errorId,
  hint,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  min: number
  step: number
  integer: boolean
  invalid: boolean
  errorId: string
  hint?: ReactNode
}) {
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        {hint}
      </div>
      <input
        id={id}
        type="number"
        inputMode={integer ? 'numeric' : 'decimal'}
        min={min}
        step={step}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className={`mt-1.5 w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm ${invalid ? 'border-red-600' : 'border-slate-500'}`}
        dir="ltr"
      />
    </div>
  )
}

/**
 * How long the pointer rests on a note before it opens, and, when another note closed
 * less than the second delay ago (the pointer moving from one to the next), that delay.
 */
const TOOLTIP_DELAY_MS = 700
const TOOLTIP_SKIP_DELAY_MS = 300
const TOOLTIP_CLOSE_GRACE_MS = 150
/** When the last note closed: within the skip delay, the next one opens sooner. */
let tooltipClosedAt = Number.NEGATIVE_INFINITY

/**
 * The note on example prices: a tooltip that opens when the pointer rests on it
 * (700 ms, or 300 ms when coming from another note) or at once on keyboard focus, stays
 * open while the pointer is over it or its text (no gap between them), and closes on
 * Escape, a moment after the pointer leaves, or when focus moves on. Screen readers get it as
 * the button's description.
 */
function PriceNote({ label, tooltip }: { label: string; tooltip: string }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const show = (delay: number) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setOpen(true), delay)
  }
  const hide = () => {
    clearTimeout(timer.current)
    if (open) tooltipClosedAt = performance.now()
    setOpen(false)
  }
  // A pointer on its way from the button to the text may cross a corner of neither: the
  // note waits a moment before it closes, and stays if the pointer comes back.
  const hideSoon = () => {
    clearTimeout(timer.current)
    if (!open) return
    tooltipClosedAt = performance.now()
    timer.current = setTimeout(() => setOpen(false), TOOLTIP_CLOSE_GRACE_MS)
  }
  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      tooltipClosedAt = performance.now()
      setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])
  return (
    <span
      className="tooltip relative inline-flex"
      data-open={open}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return
        if (open) return clearTimeout(timer.current)
        show(performance.now() - tooltipClosedAt < TOOLTIP_SKIP_DELAY_MS ? TOOLTIP_SKIP_DELAY_MS : TOOLTIP_DELAY_MS)
      }}
      onPointerLeave={(event) => event.pointerType === 'mouse' && hideSoon()}
      onFocus={(event) => event.target.matches(':focus-visible') && show(0)}
      onBlur={hide}
    >
      <button
        type="button"
        aria-describedby={id}
        onClick={() => (open ? hide() : show(0))}
        className="inline-flex items-center gap-1 rounded text-xs font-semibold text-brand-700"
      >
        <Icon name="info" className="size-4" />
        {label}
      </button>
      {/* The padding, not a margin, separates the text from the button: the pointer can move onto it without leaving. */}
      <span role="tooltip" id={id} className="tooltip-text absolute bottom-full end-0 z-10 w-64 pb-2">
        <span className="block rounded-lg bg-slate-900 p-3 text-xs leading-relaxed text-white shadow-lg">{tooltip}</span>
      </span>
    </span>
  )
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
  copy: RoiCalculatorProps['copy']
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
  copy: RoiCalculatorProps['copy']
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
