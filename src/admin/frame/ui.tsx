/**
 * The console's few repeated pieces: buttons, cards, fields, badges and the hidden
 * fields every form carries. Filled buttons keep a border (transparent until forced
 * colours draw it), so they still read as buttons in Windows' contrast themes; focus
 * shows the site's one focus ring, never a fainter one of its own.
 */
import type { ReactNode } from 'react'
import { Icon } from '../../islands/ui/icon'
import type { IconName } from '../../lib/icons'
import { fill } from '../../i18n/copy'
import { useConsole } from './console-context'
import type { ConsoleCopy } from './console-context'

const BUTTON = 'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg border px-4 py-2 text-sm font-semibold'

export const buttonClass = {
  primary: `${BUTTON} border-transparent bg-blue-700 text-white hover:bg-blue-800`,
  secondary: `${BUTTON} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`,
  danger: `${BUTTON} border-transparent bg-red-700 text-white hover:bg-red-800`,
} as const

/** "Label: value", punctuated the console language's way. */
export function labelled(copy: ConsoleCopy, label: string, value: string | number): string {
  return fill(copy.frame.labelled, { label, value: String(value) })
}

/** "Label: " before a value shown on its own (for screen readers, where the screen shows the value alone). */
export function labelPrefix(copy: ConsoleCopy, label: string): string {
  return fill(copy.frame.labelled, { label, value: '' })
}

export const inputClass = 'w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700'

export const cardClass = 'min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6'

/**
 * A section of a screen with a heading that names it for assistive technology. With
 * `focus`, the heading takes focus when the page loads: the answer to what the owner asked.
 */
export function Card({
  id,
  title,
  icon,
  children,
  className = '',
  focus = false,
}: {
  id: string
  title: string
  icon?: IconName
  children: ReactNode
  className?: string
  focus?: boolean
}) {
  return (
    <section aria-labelledby={id} className={`${cardClass} ${className}`}>
      <h2
        id={id}
        tabIndex={focus ? -1 : undefined}
        autoFocus={focus || undefined}
        className="flex scroll-mt-4 items-center gap-2 text-lg font-semibold text-slate-950"
      >
        {icon && <Icon name={icon} className="size-5 shrink-0 text-blue-700" />}
        {title}
      </h2>
      {children}
    </section>
  )
}

/** The hidden fields of every state-changing form: the session's CSRF token, the console's language and what the form asks for. */
export function FormTokens({ intent }: { intent?: string }) {
  const { csrf, lang } = useConsole()
  return (
    <>
      {csrf && <input type="hidden" name="csrf" value={csrf} />}
      <input type="hidden" name="lang" value={lang} />
      {intent && <input type="hidden" name="intent" value={intent} />}
    </>
  )
}

export function SubmitButton({
  kind = 'secondary',
  icon,
  children,
  ...rest
}: {
  kind?: keyof typeof buttonClass
  icon?: IconName
  children: ReactNode
  name?: string
  value?: string
  formAction?: string
  formNoValidate?: boolean
  form?: string
}) {
  return (
    <button type="submit" className={buttonClass[kind]} {...rest}>
      {icon && <Icon name={icon} className="size-4 shrink-0" />}
      {children}
    </button>
  )
}

/** A pill that says a state in words (colour is never the only sign). */
export function Badge({ tone, children }: { tone: 'amber' | 'green' | 'red' | 'sky' | 'slate'; children: ReactNode }) {
  const colours = {
    amber: 'bg-amber-100 text-amber-900',
    green: 'bg-emerald-100 text-emerald-900',
    red: 'bg-red-100 text-red-900',
    sky: 'bg-sky-100 text-sky-900',
    slate: 'bg-slate-100 text-slate-800',
  }[tone]
  return (
    <span className={`inline-flex whitespace-nowrap rounded-full border border-transparent px-2.5 py-0.5 text-xs font-semibold ${colours}`}>{children}</span>
  )
}

/**
 * The box a destructive form asks to be ticked first (`confirm=yes`), with the refusal beside
 * it when the form came back without it: focused and described by it then.
 */
export function ConfirmCheckbox({ id, error, children }: { id: string; error: string | undefined; children: ReactNode }) {
  return (
    <>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name="confirm"
          value="yes"
          className="mt-1 size-4 shrink-0"
          autoFocus={error !== undefined}
          aria-invalid={error !== undefined ? 'true' : undefined}
          aria-describedby={error !== undefined ? id : undefined}
        />
        {children}
      </label>
      {error !== undefined && <FieldError id={id}>{error}</FieldError>}
    </>
  )
}

/** An error beside the field it is about, named by the field's `aria-describedby`. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 flex items-start gap-1.5 text-sm font-semibold text-red-800">
      <Icon name="warning" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  )
}

/** What a field's control takes from its `Field`: its id and class, and when refused, the error that describes it and the focus. */
export interface FieldControl {
  id: string
  autoFocus?: true
  'aria-invalid'?: 'true'
  'aria-describedby'?: string
  className: string
}

/**
 * A label, the control it names and, when the form came back refused, the error beside it
 * (`<id>-error`): the control is invalid, described by the error and focused (unless `focus`
 * says another field takes it). `hint` labels in plain text, and lays the three out in the
 * form itself rather than in a box of their own.
 */
export function Field({
  id,
  label,
  error,
  focus = error !== undefined,
  hint = false,
  errorId = `${id}-error`,
  className,
  children,
}: {
  id: string
  label: ReactNode
  error: string | undefined
  focus?: boolean
  hint?: boolean
  errorId?: string
  className?: string
  children: (control: FieldControl) => ReactNode
}) {
  const refused = error !== undefined
  const parts = (
    <>
      <label htmlFor={id} className={hint ? 'block text-sm text-slate-700' : 'block text-sm font-semibold text-slate-800'}>
        {label}
      </label>
      {children({
        id,
        autoFocus: focus || undefined,
        'aria-invalid': refused ? 'true' : undefined,
        'aria-describedby': refused ? errorId : undefined,
        className: hint ? inputClass : `mt-1 ${inputClass}`,
      })}
      {refused && <FieldError id={errorId}>{error}</FieldError>}
    </>
  )
  return hint ? parts : <div className={className}>{parts}</div>
}
