import { useId, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { Icon } from './ui/icon'
import type { roiCopy } from '../copy/home'
import type { Localized } from '../i18n/copy'
import { fill } from '../i18n/copy'
import { localeTag } from '../lib/languages'
import type { LanguageCode } from '../lib/languages'
import { DEFAULT_ROI_INPUTS, ROI_LIMITS, calculateRoi, parseAmount, parseEmployees } from '../lib/roi'
import type { RoiInputs, RoiResult } from '../lib/roi'
import { Results } from './roi/results'
import { PriceNote } from './roi/price-note'
import { NumberField } from './roi/number-field'

export interface RoiCalculatorProps {
  lang: LanguageCode
  copy: Localized<typeof roiCopy>
}

type Field = keyof RoiInputs
type Values = Record<Field, string>

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
