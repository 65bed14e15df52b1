import type { ReactNode } from 'react'

/** One number the calculation takes: its label (and `hint` beside it), the box, marked while `invalid`. */
export function NumberField({
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
