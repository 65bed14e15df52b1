import type { ReactNode } from 'react'
import { fill } from '../../i18n/copy'
import { CONTACT_LIMITS } from '../../lib/contact-schema'
import { FieldError } from './fields'
import type { InputProps } from './fields'
import type { ChallengeState, ContactFormCopy } from './types'

/**
 * The math problem: the question, a narrow answer box and 'New Problem' beside it,
 * its error underneath. Once hydrated, the box and the button stay in place whatever
 * the problem's state, so focus is never lost. The question names the answer box, so it
 * is read when the visitor enters the box; a new question is said aloud only while they
 * are in the security check (after 'New Problem', or a wrong answer that sent them back
 * to it), never while they are in another field or reading the thank-you.
 */
export function Captcha({
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
  copy: ContactFormCopy
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
