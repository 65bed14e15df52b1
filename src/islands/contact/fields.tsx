import type { ReactNode } from 'react'
import { WithTail } from '../ui/with-tail'

export const INPUT = 'rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500'
export const INPUT_OK = 'border-slate-500'
export const INPUT_BAD = 'border-red-600'

/** What the form hands each field's control: its name, typed value before hydration, error and the ids that tie them. */
export type InputProps = {
  id: string
  name: string
  defaultValue: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  className: string
  error?: string
}

/** A labelled field: the label (with its required mark), the control `children` draws, its error underneath. */
export function Field({
  label,
  required,
  wide,
  children,
  error,
  ...input
}: InputProps & {
  label: string
  /** The required mark's label (`copy.form.required`), for a field the visitor must fill. */
  required?: string
  wide?: boolean
  children: (input: Omit<InputProps, 'error'>) => ReactNode
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={input.id} className="block text-sm font-semibold text-slate-800">
        {required ? (
          <WithTail text={label}>
            {' '}
            <RequiredMark label={required} />
          </WithTail>
        ) : (
          label
        )}
      </label>
      {children({ ...input, className: `mt-1.5 block w-full ${input.className}` })}
      <FieldError id={`${input.id}-error`} message={error} />
    </div>
  )
}

export function RequiredMark({ label }: { label: string }) {
  return (
    <span className="text-red-600" title={label}>
      <span aria-hidden="true">*</span>
      <span className="sr-only">({label})</span>
    </span>
  )
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {message}
    </p>
  )
}
