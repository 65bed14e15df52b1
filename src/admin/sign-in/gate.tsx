import { Icon } from '../../islands/ui/icon'
import { localePath } from '../../lib/routes'
import { useConsole } from '../frame/console-context'
import type { Notice } from '../frame/document'
import type { ConsoleCopy } from '../frame/console-context'
import { renderConsole } from '../frame/render'
import type { ConsoleStatus } from '../frame/render'
import { Field, FormTokens, SubmitButton } from '../frame/ui'
import type { AdminContext } from '../env'
import { pendingFields } from './resume'
import type { PendingForm } from './resume'

export interface GateState {
  /** Why the password was refused: shown beside the field, which takes focus. */
  passwordError?: string
  /** Anything else that stopped a sign-in (throttled, not set up, session ended). */
  notice?: Notice | ((copy: ConsoleCopy) => Notice | undefined)
  /** The screen to return to after signing in. */
  next?: string
  /** A form the ended session interrupted, carried through the sign-in to be sent again. */
  pending?: PendingForm
  status?: ConsoleStatus
}

/** The password gate, in the console's own frame. */
export function renderGate(c: AdminContext, state: GateState = {}): Promise<Response> {
  return renderConsole(c, {
    name: (copy) => copy.gate.logIn,
    heading: (copy) => copy.heading,
    path: '/admin',
    status: state.status,
    notice: state.notice,
    failed: state.passwordError !== undefined,
    body: <GateForm passwordError={state.passwordError} next={state.next} pending={state.pending} />,
  })
}

/** After signing in again: the interrupted form, one press from being sent with the new session's token. */
export function renderResume(c: AdminContext, pending: PendingForm): Promise<Response> {
  return renderConsole(c, {
    name: (copy) => copy.errors.resend,
    path: '/admin',
    notice: (copy) => ({ tone: 'success', text: copy.gate.resume }),
    body: (
      <form method="post" action={pending.action}>
        <FormTokens />
        {pending.fields.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <ResendButton />
      </form>
    ),
  })
}

function ResendButton() {
  const { copy } = useConsole()
  return (
    <SubmitButton kind="primary" icon="send">
      {copy.errors.resend}
    </SubmitButton>
  )
}

function GateForm({ passwordError, next, pending }: { passwordError?: string; next?: string; pending?: PendingForm }) {
  const { copy, lang } = useConsole()
  return (
    <div className="max-w-md">
      <p className="flex items-start gap-3 text-slate-700">
        <Icon name="lock" className="mt-0.5 size-5 shrink-0 text-blue-700" />
        {copy.gate.intro}
      </p>
      <form method="post" action={localePath(lang, '/admin')} className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <FormTokens />
        {next && <input type="hidden" name="next" value={next} />}
        {pending && pendingFields(pending).map(([name, value], index) => <input key={`${name}-${index}`} type="hidden" name={name} value={value} />)}
        <Field id="admin-password" label={copy.gate.password} error={passwordError}>
          {(control) => <input {...control} name="password" type="password" required autoComplete="current-password" />}
        </Field>
        <SubmitButton kind="primary" icon="key">
          {copy.gate.logIn}
        </SubmitButton>
      </form>
    </div>
  )
}
