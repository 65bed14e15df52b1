import { useId, useLayoutEffect, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { fill } from '../i18n/copy'
import { CONTACT_FIELDS, CONTACT_LIMITS, HELP_WITH_OPTIONS, HONEYPOT_FIELD, contactFieldsSchema, fieldErrors, fieldLimit } from '../lib/contact-schema'
import type { ContactErrorKey, ContactField, ContactFieldErrors, ContactFormValues } from '../lib/contact-schema'
import type { LanguageCode } from '../lib/languages'
import { useHydrated } from './ui/dropdown'
import { useChallenge } from './contact/use-challenge'
import { TurnstileWidget } from './contact/turnstile'
import { SentConfirmation } from './contact/sent'
import { Field, FieldError, INPUT, INPUT_BAD, INPUT_OK, RequiredMark } from './contact/fields'
import type { InputProps } from './contact/fields'
import { Captcha } from './contact/captcha'
import type { ContactChallenge, ContactFormCopy, ContactResponse } from './contact/types'

export interface ContactFormProps {
  lang: LanguageCode
  /** The page the form is on, below the site root (`/en`), sent along for context. */
  page: string
  /** Where the form posts, with or without JavaScript. */
  action: string
  /** Where the island draws a math problem (never part of cached HTML). */
  challengeUrl: string
  copy: ContactFormCopy
  /** Only on uncached, server-rendered responses (the no-JavaScript path). */
  challenge?: ContactChallenge
  values?: Partial<ContactFormValues>
  errors?: ContactFieldErrors
  notice?: ContactErrorKey
}

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
  const hydrated = useHydrated()
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<ContactFieldErrors>(props.errors ?? {})
  const [challenge, loadChallenge, turnstileKey, turnstileUnavailable] = useChallenge(challengeUrl, formRef, props.challenge)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  // Why a send did not go through, under the copy's error title: the server's message, or the copy's.
  const [failure, setFailure] = useState<string | null>(null)
  const [notice, setNotice] = useState<ContactErrorKey | undefined>(props.notice)
  // Whether focus is in the security check: a new question is said aloud only then.
  const [inCheck, setInCheck] = useState(false)
  const [turnstileToken, setTurnstileToken] = useState('')
  // A new widget after every send: its tokens are good once.
  const [turnstileRound, setTurnstileRound] = useState(0)
  // The field to focus once the render that shows its error is in the DOM (the answer
  // box, for one, is not there until the island has hydrated).
  const focusNext = useRef<ContactField | undefined>(undefined)

  const element = (name: string) => formRef.current?.elements.namedItem(name) as HTMLInputElement | null

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
      // Every refusal about the math problem (wrong, used, expired) names its field: a new one is drawn.
      if (fields.captchaAnswer) void loadChallenge()
      // A refusal about a field is said once, under that field; the box is for the rest.
      if (CONTACT_FIELDS.some((name) => fields[name])) focusFirstError(fields)
      else setFailure(body.message ?? copy.toast.errorBody)
    } catch {
      setFailure(copy.toast.unexpectedBody)
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
      {sent ? <SentConfirmation id={id} copy={copy} onDismiss={dismissConfirmation} /> : null}
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

        <Field {...field('fullName')} label={copy.form.fullName} required={copy.form.required}>
          {(input) => <input {...input} type="text" autoComplete="name" maxLength={CONTACT_LIMITS.fullName} required />}
        </Field>
        <Field {...field('companyName')} label={copy.form.companyName}>
          {(input) => <input {...input} type="text" autoComplete="organization" maxLength={CONTACT_LIMITS.companyName} />}
        </Field>
        <Field {...field('email')} label={copy.form.email} required={copy.form.required}>
          {(input) => <input {...input} type="email" autoComplete="email" inputMode="email" maxLength={CONTACT_LIMITS.email} required />}
        </Field>
        <Field {...field('phoneNumber')} label={copy.form.phoneNumber}>
          {(input) => <input {...input} type="tel" autoComplete="tel" maxLength={CONTACT_LIMITS.phoneNumber} pattern="[0-9+ ()\-]*" />}
        </Field>
        <Field {...field('helpWith')} label={copy.form.helpWith} required={copy.form.required} wide>
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
        <Field {...field('challenge')} label={copy.form.challenge} required={copy.form.required} wide>
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
                  turnstileUnavailable()
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
            <p className="font-semibold">{copy.toast.errorTitle}</p>
            <p className="mt-1">{failure}</p>
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
