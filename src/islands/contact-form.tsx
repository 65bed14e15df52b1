import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import type { ChangeEvent, FormEvent, ReactNode } from 'react'
import type { contactCopy } from '../copy/contact'
import { fill } from '../i18n/copy'
import type { Localized } from '../i18n/copy'
import { CONTACT_LIMITS, HELP_WITH_OPTIONS, HONEYPOT_FIELD, contactFieldsSchema, fieldErrors, fieldLimit } from '../contact/schema'
import type { ContactErrorKey, ContactField, ContactFieldErrors, ContactFormValues } from '../contact/schema'
import type { LanguageCode } from '../lib/languages'

/** A drawn math problem; the token is what the server checks the answer against. */
export interface ContactChallenge {
  a: number
  b: number
  token: string
}

export interface ContactFormProps {
  lang: LanguageCode
  /** The page the form is on, below the site root (`/en`), sent along for context. */
  page: string
  /** Where the form posts, with or without JavaScript. */
  action: string
  /** Where the island draws a math problem (never part of cached HTML). */
  challengeUrl: string
  copy: Localized<Pick<typeof contactCopy, 'form' | 'helpWith' | 'errors' | 'toast'>>
  /** Only on uncached, server-rendered responses (the no-JavaScript path). */
  challenge?: ContactChallenge
  values?: Partial<ContactFormValues>
  errors?: ContactFieldErrors
  notice?: ContactErrorKey
}

interface Toast {
  kind: 'success' | 'error'
  title: string
  body: string
}

type ChallengeState = ContactChallenge | 'loading' | 'failed' | null

interface ContactResponse {
  ok: boolean
  error?: ContactErrorKey
  message?: string
  fields?: ContactFieldErrors
}

const EMPTY: ContactFormValues = { fullName: '', companyName: '', email: '', phoneNumber: '', helpWith: '', challenge: '', captchaAnswer: '' }
const CAPTCHA_ERRORS: ReadonlySet<ContactErrorKey> = new Set(['captchaWrong', 'captchaExpired', 'captchaUsed', 'captchaRequired'])
const TOAST_MS = 5000

const INPUT =
  'mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 disabled:bg-slate-50'
const INPUT_OK = 'border-slate-300'
const INPUT_BAD = 'border-red-600'

/**
 * The contact form. Without JavaScript it is a plain POST form that the server
 * answers with a page; once hydrated it validates with the shared schema, draws its
 * math problem from the server, sends JSON and reports the result in a toast.
 */
export default function ContactForm(props: ContactFormProps) {
  const { copy, lang, page, action, challengeUrl } = props
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<ContactFormValues>({ ...EMPTY, ...props.values, captchaAnswer: '' })
  const [errors, setErrors] = useState<ContactFieldErrors>(props.errors ?? {})
  const [challenge, setChallenge] = useState<ChallengeState>(props.challenge ?? null)
  const [sending, setSending] = useState(false)
  const [toast, setToast] = useState<Toast | null>(null)
  const [notice, setNotice] = useState<ContactErrorKey | undefined>(props.notice)
  const requestSeq = useRef(0)

  const loadChallenge = useCallback(async () => {
    const seq = ++requestSeq.current
    setChallenge('loading')
    // A new problem invalidates the answer to the old one.
    setValues((current) => ({ ...current, captchaAnswer: '' }))
    try {
      const response = await fetch(challengeUrl, { headers: { Accept: 'application/json' }, cache: 'no-store' })
      if (!response.ok) throw new Error(String(response.status))
      const body = (await response.json()) as ContactChallenge
      if (seq === requestSeq.current) setChallenge({ a: body.a, b: body.b, token: body.token })
    } catch {
      if (seq === requestSeq.current) setChallenge('failed')
    }
  }, [challengeUrl])

  useEffect(() => {
    if (props.challenge) return
    // Deferred so the first fetch does not set state synchronously inside the effect.
    const timer = setTimeout(() => void loadChallenge(), 0)
    return () => clearTimeout(timer)
  }, [props.challenge, loadChallenge])

  useEffect(() => {
    if (!toast) return
    const timer = setTimeout(() => setToast(null), TOAST_MS)
    return () => clearTimeout(timer)
  }, [toast])

  const message = (key: ContactErrorKey | undefined, field?: ContactField): string | undefined =>
    key ? fill(copy.errors[key], { max: field ? fieldLimit(field) : '' }) : undefined

  const onChange = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const value = event.target.value
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))
  }

  const focusFirstError = (found: ContactFieldErrors) => {
    const first = (Object.keys(EMPTY) as ContactField[]).find((field) => found[field])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    setNotice(undefined)
    const parsed = contactFieldsSchema.safeParse(values)
    const found: ContactFieldErrors = parsed.success ? {} : fieldErrors(parsed.error.issues).fields
    const solved = typeof challenge === 'object' && challenge !== null && /^\d{1,3}$/.test(values.captchaAnswer.trim())
    if (!solved) found.captchaAnswer = values.captchaAnswer.trim() ? 'captchaWrong' : 'captchaRequired'
    if (!parsed.success || !solved) {
      setErrors(found)
      focusFirstError(found)
      return
    }
    setSending(true)
    setToast(null)
    try {
      const response = await fetch(action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          ...values,
          language: lang,
          page,
          captchaToken: challenge.token,
          [HONEYPOT_FIELD]: (formRef.current?.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? '',
        }),
      })
      const body = (await response.json()) as ContactResponse
      if (response.ok && body.ok) {
        setValues(EMPTY)
        setErrors({})
        setToast({ kind: 'success', title: copy.toast.successTitle, body: copy.toast.successBody })
        void loadChallenge()
        return
      }
      const fields = body.fields ?? {}
      setErrors(fields)
      if (fields.captchaAnswer || (body.error && CAPTCHA_ERRORS.has(body.error))) void loadChallenge()
      setToast({ kind: 'error', title: copy.toast.errorTitle, body: body.message ?? copy.toast.errorBody })
      focusFirstError(fields)
    } catch {
      setToast({ kind: 'error', title: copy.toast.errorTitle, body: copy.toast.unexpectedBody })
    } finally {
      setSending(false)
    }
  }

  const field = (name: ContactField): InputProps => {
    const error = message(errors[name], name)
    return {
      id: `${id}-${name}`,
      name,
      value: values[name],
      onChange: onChange(name),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${name}-error` : undefined,
      className: `${INPUT} ${error ? INPUT_BAD : INPUT_OK}`,
      error,
    }
  }

  const answered = values.captchaAnswer.trim() !== '' && typeof challenge === 'object' && challenge !== null
  const submitDisabled = sending || (hydrated && !answered)
  const noticeText = message(notice)

  return (
    <div className="relative">
      <form
        ref={formRef}
        method="post"
        action={action}
        noValidate={hydrated}
        onSubmit={(event) => void onSubmit(event)}
        aria-label={copy.form.label}
        aria-busy={sending}
        className="grid gap-5 sm:grid-cols-2"
      >
        {noticeText ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2">
            {noticeText}
          </p>
        ) : null}
        <input type="hidden" name="language" value={lang} />
        <input type="hidden" name="page" value={page} />
        <input type="hidden" name="captchaToken" value={typeof challenge === 'object' && challenge ? challenge.token : ''} />

        <Field {...field('fullName')} label={copy.form.fullName} required copy={copy}>
          {({ error: _error, ...input }) => <input {...input} type="text" autoComplete="name" maxLength={CONTACT_LIMITS.fullName} required />}
        </Field>
        <Field {...field('companyName')} label={copy.form.companyName} copy={copy}>
          {({ error: _error, ...input }) => <input {...input} type="text" autoComplete="organization" maxLength={CONTACT_LIMITS.companyName} />}
        </Field>
        <Field {...field('email')} label={copy.form.email} required copy={copy}>
          {({ error: _error, ...input }) => <input {...input} type="email" autoComplete="email" inputMode="email" maxLength={CONTACT_LIMITS.email} required />}
        </Field>
        <Field {...field('phoneNumber')} label={copy.form.phoneNumber} copy={copy}>
          {({ error: _error, ...input }) => <input {...input} type="tel" autoComplete="tel" maxLength={CONTACT_LIMITS.phoneNumber} pattern="[0-9+ ()\-]*" />}
        </Field>
        <Field {...field('helpWith')} label={copy.form.helpWith} required copy={copy} wide>
          {({ error: _error, ...input }) => (
            <select {...input} required>
              <option value="">{copy.form.helpWithPlaceholder}</option>
              {HELP_WITH_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {copy.helpWith[option]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field {...field('challenge')} label={copy.form.challenge} required copy={copy} wide>
          {({ error: _error, className, ...input }) => (
            <textarea
              {...input}
              className={`${className} min-h-[80px] resize-y sm:min-h-[100px]`}
              rows={4}
              maxLength={CONTACT_LIMITS.challenge}
              placeholder={copy.form.challengePlaceholder}
              required
            />
          )}
        </Field>

        <fieldset className="sm:col-span-2" aria-describedby={errors.captchaAnswer ? `${id}-captchaAnswer-error` : undefined}>
          <legend className="text-sm font-semibold text-slate-800">
            {copy.form.securityCheck} <RequiredMark label={copy.form.required} />
          </legend>
          <Captcha
            id={id}
            hydrated={hydrated}
            challenge={challenge}
            copy={copy}
            input={field('captchaAnswer')}
            onNewProblem={() => void loadChallenge()}
            disabled={sending}
          />
        </fieldset>

        <div className="hidden" aria-hidden="true">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{copy.form.honeypot}</label>
          <input id={`${id}-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={submitDisabled}
            className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-blue-700 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:bg-slate-400 sm:w-auto"
          >
            {sending ? <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" /> : null}
            {sending ? copy.form.sending : copy.form.submit}
          </button>
        </div>
      </form>

      <div role="status" aria-live="polite" className="pointer-events-none fixed bottom-4 end-4 z-50 flex w-[min(356px,calc(100vw-2rem))] flex-col gap-3.5">
        {toast?.kind === 'success' ? <ToastCard toast={toast} dismiss={copy.form.dismiss} onDismiss={() => setToast(null)} /> : null}
      </div>
      <div role="alert" className="pointer-events-none fixed bottom-4 end-4 z-50 flex w-[min(356px,calc(100vw-2rem))] flex-col gap-3.5">
        {toast?.kind === 'error' ? <ToastCard toast={toast} dismiss={copy.form.dismiss} onDismiss={() => setToast(null)} /> : null}
      </div>
    </div>
  )
}

type InputProps = {
  id: string
  name: string
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  className: string
  error: string | undefined
}

function Field({
  label,
  required,
  wide,
  copy,
  children,
  ...input
}: InputProps & {
  label: string
  required?: boolean
  wide?: boolean
  copy: ContactFormProps['copy']
  children: (input: InputProps) => ReactNode
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={input.id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <>
            {' '}
            <RequiredMark label={copy.form.required} />
          </>
        ) : null}
      </label>
      {children(input)}
      <FieldError id={`${input.id}-error`} message={input.error} />
    </div>
  )
}

function RequiredMark({ label }: { label: string }) {
  return (
    <span className="text-red-600" title={label}>
      <span aria-hidden="true">*</span>
      <span className="sr-only">({label})</span>
    </span>
  )
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {message}
    </p>
  )
}

function Captcha({
  id,
  hydrated,
  challenge,
  copy,
  input,
  onNewProblem,
  disabled,
}: {
  id: string
  hydrated: boolean
  challenge: ChallengeState
  copy: ContactFormProps['copy']
  input: InputProps
  onNewProblem: () => void
  disabled: boolean
}) {
  const { error, ...inputProps } = input
  const problem = typeof challenge === 'object' && challenge !== null ? challenge : null
  const linkButton =
    'rounded text-sm font-semibold text-blue-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:text-slate-400'

  let body: ReactNode
  if (problem) {
    body = (
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <label htmlFor={inputProps.id} className="text-lg font-semibold text-slate-900" dir="ltr">
          {fill(copy.form.question, { a: problem.a, b: problem.b })}
          <span className="sr-only"> {copy.form.answer}</span>
        </label>
        <input
          {...inputProps}
          className={`${inputProps.className} mt-0 w-24`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={CONTACT_LIMITS.captchaAnswer}
          required
        />
        {hydrated ? (
          <button type="button" onClick={onNewProblem} disabled={disabled} className={linkButton}>
            {copy.form.newProblem}
          </button>
        ) : null}
      </div>
    )
  } else if (!hydrated) {
    body = <p className="mt-2 text-sm text-slate-600">{copy.form.noScriptProblem}</p>
  } else if (challenge === 'failed') {
    body = (
      <p className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        {copy.form.problemUnavailable}
        <button type="button" onClick={onNewProblem} className={linkButton}>
          {copy.form.tryAgain}
        </button>
      </p>
    )
  } else {
    body = (
      <p className="mt-2 text-sm text-slate-600" aria-live="polite">
        {copy.form.loadingProblem}
      </p>
    )
  }
  return (
    <>
      {body}
      <FieldError id={`${id}-captchaAnswer-error`} message={error} />
    </>
  )
}

function ToastCard({ toast, dismiss, onDismiss }: { toast: Toast; dismiss: string; onDismiss: () => void }) {
  const tone = toast.kind === 'success' ? 'border-slate-200 bg-white text-slate-900' : 'border-red-700 bg-red-700 text-white'
  return (
    <div className={`pointer-events-auto flex items-start gap-3 rounded-xl border p-4 shadow-lg ${tone}`}>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        <p className={`mt-1 text-sm ${toast.kind === 'success' ? 'text-slate-600' : 'text-white/90'}`}>{toast.body}</p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="-me-1 -mt-1 rounded-md px-2 py-1 text-lg leading-none opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
        aria-label={dismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}

function subscribeNothing(): () => void {
  return () => {}
}
