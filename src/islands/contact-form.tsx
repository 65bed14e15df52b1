import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { FormEvent, ReactNode } from 'react'
import { Icon } from './ui/icon'
import { WithTail } from './ui/with-tail'
import type { contactCopy } from '../copy/contact'
import { fill } from '../i18n/copy'
import type { Localized } from '../i18n/copy'
import { CONTACT_FIELDS, CONTACT_LIMITS, HELP_WITH_OPTIONS, HONEYPOT_FIELD, contactFieldsSchema, fieldErrors, fieldLimit } from '../lib/contact-schema'
import type { ContactErrorKey, ContactField, ContactFieldErrors, ContactFormValues } from '../lib/contact-schema'
import type { LanguageCode } from '../lib/languages'
import { TURNSTILE_ACTION, TURNSTILE_SCRIPT } from '../lib/endpoints'

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

/** A send that did not go through: the server's message, or the copy's. */
interface Failure {
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

const CAPTCHA_ERRORS: ReadonlySet<ContactErrorKey> = new Set(['captchaWrong', 'captchaExpired', 'captchaUsed', 'captchaRequired', 'turnstileFailed'])

/** What the challenge endpoint answers: a math problem, and Turnstile's site key when it is configured. */
interface ChallengeAnswer extends ContactChallenge {
  turnstile?: string
}

const INPUT = 'rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500'
const INPUT_OK = 'border-slate-500'
const INPUT_BAD = 'border-red-600'

/**
 * The contact form. Without JavaScript it is a plain POST form that the server
 * answers with a page; once hydrated it validates with the shared schema, draws its
 * math problem from the server, sends JSON and confirms in place.
 *
 * The fields are uncontrolled: the DOM holds what the visitor typed, chose and
 * ticked, before hydration as after, and the form reads it when it is sent. Nothing
 * the visitor entered while the island was loading is overwritten.
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
  const confirmationRef = useRef<HTMLDivElement>(null)
  const [errors, setErrors] = useState<ContactFieldErrors>(props.errors ?? {})
  const [challenge, setChallenge] = useState<ChallengeState>(props.challenge ?? null)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [notice, setNotice] = useState<ContactErrorKey | undefined>(props.notice)
  // Whether focus is in the security check: a new question is said aloud only then.
  const [inCheck, setInCheck] = useState(false)
  // Turnstile's site key while its widget stands in for the math problem; null for the problem.
  const [turnstileKey, setTurnstileKey] = useState<string | null>(null)
  const [turnstileToken, setTurnstileToken] = useState('')
  // A new widget after every send: its tokens are good once.
  const [turnstileRound, setTurnstileRound] = useState(0)
  // Once the widget could not load (blocked, offline), the math problem stays for this page view.
  const turnstileBroken = useRef(false)
  const requestSeq = useRef(0)
  // The field to focus once the render that shows its error is in the DOM (the answer
  // box, for one, is not there until the island has hydrated).
  const focusNext = useRef<ContactField | undefined>(undefined)

  const element = (name: string) => formRef.current?.elements.namedItem(name) as HTMLInputElement | null

  const loadChallenge = useCallback(async () => {
    const seq = ++requestSeq.current
    setChallenge('loading')
    // A new problem invalidates the answer to the old one.
    const answer = formRef.current?.elements.namedItem('captchaAnswer') as HTMLInputElement | null
    if (answer) answer.value = ''
    try {
      const response = await fetch(challengeUrl, { headers: { Accept: 'application/json' }, cache: 'no-store' })
      if (!response.ok) throw new Error(String(response.status))
      const body = (await response.json()) as ChallengeAnswer
      if (seq !== requestSeq.current) return
      setChallenge({ a: body.a, b: body.b, token: body.token })
      if (body.turnstile && !turnstileBroken.current) setTurnstileKey(body.turnstile)
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
    if (sent) confirmationRef.current?.focus()
  }, [sent])

  // From here on the island validates (and a send held back while it loaded is carried
  // out right after this commit): the browser's own checks of the plain form step aside.
  useLayoutEffect(() => {
    if (formRef.current) formRef.current.noValidate = true
  }, [])

  useLayoutEffect(() => {
    if (!focusNext.current) return
    element(focusNext.current)?.focus()
    focusNext.current = undefined
  })

  const message = (key: ContactErrorKey | undefined, field?: ContactField): string | undefined =>
    key ? fill(copy.errors[key], { max: field ? fieldLimit(field) : '' }, lang) : undefined

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as ContactField
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current))
  }

  // Moving focus to the first field with an error makes a screen reader read the field and
  // its error. When focus is on that field already (Enter in an empty Full Name), nothing
  // moves and nothing would be read: the error is said through the alert region instead.
  const alertRef = useRef<HTMLParagraphElement>(null)
  const focusFirstError = (found: ContactFieldErrors) => {
    const first = CONTACT_FIELDS.find((field) => found[field])
    focusNext.current = first
    const region = alertRef.current
    if (!first || !region || document.activeElement !== element(first)) return
    region.textContent = ''
    // Emptied first and filled a moment later, so the same message twice is said twice.
    setTimeout(() => (region.textContent = message(found[first], first) ?? ''), 100)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    setNotice(undefined)
    setFailure(null)
    setSent(false)
    // An error said about the last send is not left in the alert region for later.
    if (alertRef.current) alertRef.current.textContent = ''
    const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, element(field)?.value ?? ''])) as unknown as ContactFormValues
    const parsed = contactFieldsSchema.safeParse(values)
    const found: ContactFieldErrors = parsed.success ? {} : fieldErrors(parsed.error.issues).fields
    const viaTurnstile = turnstileKey !== null
    const solved = viaTurnstile ? turnstileToken !== '' : typeof challenge === 'object' && challenge !== null && /^\d{1,3}$/.test(values.captchaAnswer.trim())
    if (!solved) found.captchaAnswer = viaTurnstile ? 'turnstileRequired' : values.captchaAnswer.trim() ? 'captchaWrong' : 'captchaRequired'
    if (!parsed.success || !solved) {
      setErrors(found)
      focusFirstError(found)
      return
    }
    setSending(true)
    const check = viaTurnstile
      ? { captchaAnswer: '', captchaToken: '', turnstileToken }
      : { captchaToken: typeof challenge === 'object' && challenge ? challenge.token : '' }
    if (viaTurnstile) {
      setTurnstileToken('')
      setTurnstileRound((round) => round + 1)
    }
    try {
      const response = await fetch(action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...values, language: lang, page, ...check, [HONEYPOT_FIELD]: element(HONEYPOT_FIELD)?.value ?? '' }),
      })
      const body = (await response.json()) as ContactResponse
      if (response.ok && body.ok) {
        for (const field of CONTACT_FIELDS) {
          const input = element(field)
          if (input) input.value = ''
        }
        setErrors({})
        setSent(true)
        void loadChallenge()
        return
      }
      const fields = body.fields ?? {}
      setErrors(fields)
      if (fields.captchaAnswer || (body.error && CAPTCHA_ERRORS.has(body.error))) void loadChallenge()
      // A refusal about a field is said once, under that field; the box is for the rest.
      if (CONTACT_FIELDS.some((name) => fields[name])) focusFirstError(fields)
      else setFailure({ title: copy.toast.errorTitle, body: body.message ?? copy.toast.errorBody })
    } catch {
      setFailure({ title: copy.toast.errorTitle, body: copy.toast.unexpectedBody })
    } finally {
      setSending(false)
    }
  }

  const field = (name: ContactField): InputProps => {
    const error = message(errors[name], name)
    return {
      id: `${id}-${name}`,
      name,
      defaultValue: props.values?.[name] ?? '',
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${name}-error` : undefined,
      className: `${INPUT} ${error ? INPUT_BAD : INPUT_OK}`,
      error,
    }
  }

  const noticeText = message(notice)
  const dismissConfirmation = () => {
    setSent(false)
    element('fullName')?.focus()
  }

  return (
    <div>
      {sent ? (
        <div
          ref={confirmationRef}
          tabIndex={-1}
          role="group"
          aria-labelledby={`${id}-sent-title`}
          aria-describedby={`${id}-sent-body`}
          className="mb-6 flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900"
        >
          <Icon name="check-circle" className="mt-0.5 size-5 shrink-0 text-green-700" />
          <div className="min-w-0 flex-1">
            <p id={`${id}-sent-title`} className="font-semibold">
              {copy.toast.successTitle}
            </p>
            <p id={`${id}-sent-body`} className="mt-1 text-sm">
              {copy.toast.successBody}
            </p>
          </div>
          <button
            type="button"
            onClick={dismissConfirmation}
            className="rounded-md px-2 py-1 text-sm font-semibold text-green-900 underline-offset-4 hover:underline"
          >
            {copy.form.dismiss}
          </button>
        </div>
      ) : null}
      <form
        ref={formRef}
        method="post"
        action={action}
        noValidate={hydrated}
        onSubmit={(event) => void onSubmit(event)}
        onInput={onInput}
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
          {(input) => <input {...input} type="text" autoComplete="name" maxLength={CONTACT_LIMITS.fullName} required />}
        </Field>
        <Field {...field('companyName')} label={copy.form.companyName} copy={copy}>
          {(input) => <input {...input} type="text" autoComplete="organization" maxLength={CONTACT_LIMITS.companyName} />}
        </Field>
        <Field {...field('email')} label={copy.form.email} required copy={copy}>
          {(input) => <input {...input} type="email" autoComplete="email" inputMode="email" maxLength={CONTACT_LIMITS.email} required />}
        </Field>
        <Field {...field('phoneNumber')} label={copy.form.phoneNumber} copy={copy}>
          {(input) => <input {...input} type="tel" autoComplete="tel" maxLength={CONTACT_LIMITS.phoneNumber} pattern="[0-9+ ()\-]*" />}
        </Field>
        <Field {...field('helpWith')} label={copy.form.helpWith} required copy={copy} wide>
          {(input) => (
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
          {({ className, ...input }) => (
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

        <fieldset
          className="sm:col-span-2"
          aria-describedby={errors.captchaAnswer ? `${id}-captchaAnswer-error` : undefined}
          onFocus={() => setInCheck(true)}
          onBlur={(event) => setInCheck(event.currentTarget.contains(event.relatedTarget))}
        >
          <legend className="text-sm font-semibold text-slate-800">
            {copy.form.securityCheck} <RequiredMark label={copy.form.required} />
          </legend>
          {turnstileKey ? (
            <>
              <TurnstileWidget
                key={turnstileRound}
                siteKey={turnstileKey}
                lang={lang}
                onToken={setTurnstileToken}
                onUnavailable={() => {
                  turnstileBroken.current = true
                  setTurnstileKey(null)
                  setTurnstileToken('')
                }}
              />
              <FieldError id={`${id}-captchaAnswer-error`} message={message(errors.captchaAnswer, 'captchaAnswer')} />
            </>
          ) : (
            <Captcha
              hydrated={hydrated}
              live={inCheck}
              challenge={challenge}
              copy={copy}
              input={field('captchaAnswer')}
              onNewProblem={() => void loadChallenge()}
            />
          )}
        </fieldset>

        <p ref={alertRef} role="alert" className="sr-only" data-field-alert="" />

        <div className="hidden" aria-hidden="true">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{copy.form.honeypot}</label>
          <input id={`${id}-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        {failure ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2">
            <p className="font-semibold">{failure.title}</p>
            <p className="mt-1">{failure.body}</p>
          </div>
        ) : null}

        <div className="sm:col-span-2">
          {/* Never disabled: a click while sending is ignored, and a missing answer is reported as an error. */}
          <button
            type="submit"
            className="inline-flex w-full items-center justify-center gap-2 rounded-lg border border-transparent bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 sm:w-auto"
          >
            {sending ? <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" /> : null}
            {sending ? copy.form.sending : copy.form.submit}
          </button>
        </div>
      </form>
    </div>
  )
}

type InputProps = {
  id: string
  name: string
  defaultValue: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  className: string
  error?: string
}

function Field({
  label,
  required,
  wide,
  copy,
  children,
  error,
  ...input
}: InputProps & {
  label: string
  required?: boolean
  wide?: boolean
  copy: ContactFormProps['copy']
  children: (input: Omit<InputProps, 'error'>) => ReactNode
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={input.id} className="block text-sm font-semibold text-slate-800">
        {required ? (
          <WithTail text={label}>
            {' '}
            <RequiredMark label={copy.form.required} />
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

/**
 * The math problem: the question, a narrow answer box and 'New Problem' beside it,
 * its error underneath. Once hydrated, the box and the button stay in place whatever
 * the problem's state, so focus is never lost. The question names the answer box, so it
 * is read when the visitor enters the box; a new question is said aloud only while they
 * are in the security check (after 'New Problem', or a wrong answer that sent them back
 * to it), never while they are in another field or reading the thank-you.
 */
function Captcha({
  hydrated,
  live,
  challenge,
  copy,
  input,
  onNewProblem,
}: {
  hydrated: boolean
  /** Whether focus is in the security check, the only time a new question is said aloud. */
  live: boolean
  challenge: ChallengeState
  copy: ContactFormProps['copy']
  input: InputProps
  onNewProblem: () => void
}) {
  const { error, ...inputProps } = input
  const problem = typeof challenge === 'object' && challenge !== null ? challenge : null
  if (!hydrated && !problem) return <p className="mt-2 text-sm text-slate-600">{copy.form.noScriptProblem}</p>

  let question: ReactNode
  if (problem) {
    question = (
      <span className="text-lg font-semibold text-slate-900" dir="ltr">
        {/* The digits the answer box takes, whatever the language. */}
        {fill(copy.form.question, { a: String(problem.a), b: String(problem.b) })}
      </span>
    )
  } else {
    question = <span className="text-sm text-slate-700">{challenge === 'failed' ? copy.form.problemUnavailable : copy.form.loadingProblem}</span>
  }
  return (
    <>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
        <label htmlFor={inputProps.id}>
          <span aria-live={live ? 'polite' : 'off'}>{question}</span>
          <span className="sr-only"> {copy.form.answer}</span>
        </label>
        <input
          {...inputProps}
          className={`${inputProps.className} w-20 text-center`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={CONTACT_LIMITS.captchaAnswer}
          required
          dir="ltr"
        />
        {hydrated ? (
          <button
            type="button"
            onClick={onNewProblem}
            className="rounded text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {challenge === 'failed' ? copy.form.tryAgain : copy.form.newProblem}
          </button>
        ) : null}
      </div>
      <FieldError id={`${inputProps.id}-error`} message={error} />
    </>
  )
}

interface TurnstileApi {
  render: (container: HTMLElement, options: Record<string, unknown>) => string
  remove: (widgetId: string) => void
}

let turnstileScript: Promise<TurnstileApi> | null = null

/** Loads Turnstile's script once per page view (only ever when the server configured it). */
function loadTurnstile(): Promise<TurnstileApi> {
  turnstileScript ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = TURNSTILE_SCRIPT
    script.async = true
    script.onload = () => {
      const api = (window as { turnstile?: TurnstileApi }).turnstile
      if (api) resolve(api)
      else reject(new Error('turnstile'))
    }
    script.onerror = () => {
      turnstileScript = null
      reject(new Error('turnstile'))
    }
    document.head.appendChild(script)
  })
  return turnstileScript
}

/**
 * Cloudflare Turnstile's widget in place of the math problem. It hands its token up;
 * when the script cannot load or the widget fails, the form falls back to the problem.
 */
function TurnstileWidget({
  siteKey,
  lang,
  onToken,
  onUnavailable,
}: {
  siteKey: string
  lang: LanguageCode
  onToken: (token: string) => void
  onUnavailable: () => void
}) {
  const container = useRef<HTMLDivElement>(null)
  const handlers = useRef({ onToken, onUnavailable })
  useLayoutEffect(() => {
    handlers.current = { onToken, onUnavailable }
  })
  useEffect(() => {
    let widgetId: string | undefined
    let cancelled = false
    loadTurnstile().then(
      (api) => {
        if (cancelled || !container.current) return
        widgetId = api.render(container.current, {
          sitekey: siteKey,
          action: TURNSTILE_ACTION,
          language: lang,
          callback: (token: string) => handlers.current.onToken(token),
          'expired-callback': () => handlers.current.onToken(''),
          'error-callback': () => handlers.current.onUnavailable(),
        })
      },
      () => {
        if (!cancelled) handlers.current.onUnavailable()
      },
    )
    return () => {
      cancelled = true
      if (widgetId)
        loadTurnstile().then(
          (api) => api.remove(widgetId as string),
          () => undefined,
        )
    }
  }, [siteKey, lang])
  return <div ref={container} className="mt-2 min-h-[65px]" />
}

function subscribeNothing(): () => void {
  return () => {}
}
