import type { PrivacyRequest, Submission } from '../../db/schema'
import { fill } from '../../i18n/copy'
import { localePath } from '../../lib/routes'
import { useConsole } from '../frame/console-context'
import { formatMoment } from '../frame/format'
import { Card, Field, FormTokens, SubmitButton } from '../frame/ui'
import { topicLabel } from '../inbox/labels'
import { messageHref } from '../inbox/links'
import { EraseForm, ExportForm } from './person-forms'
import { OpenRequestsCard, RequestRecordCard } from './requests-card'

export interface PrivacyProps {
  /** What the owner typed. */
  email: string
  /** The address was not one: said beside the field. */
  emailError?: string
  /** The person's messages, once a valid address was looked up. */
  found?: readonly Submission[]
  /** Delete everything was pressed without the confirmation. */
  confirmError?: string
  /** Requests not yet fulfilled, the most urgent first. */
  open: readonly PrivacyRequest[]
  /** The record of fulfilled requests, the latest first. */
  done: readonly PrivacyRequest[]
  now: number
}

/** Requests under the privacy policy: find one person by their email address, export their data or erase it; the requests waiting and the record of those fulfilled. */
export function PrivacyScreen({ email, emailError, found, confirmError, open, done, now }: PrivacyProps) {
  const { copy, lang } = useConsole()
  const here = localePath(lang, '/admin/privacy')
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-slate-700">{copy.inbox.find.intro}</p>
      <form method="post" action={here} role="search" className="flex flex-wrap items-end gap-2">
        <FormTokens intent="find" />
        <Field id="person-email" label={copy.inbox.find.email} error={emailError} className="min-w-0 flex-1 basis-64">
          {(control) => <input {...control} name="email" type="email" required autoComplete="off" defaultValue={email} />}
        </Field>
        <SubmitButton kind="primary" icon="search">
          {copy.inbox.find.find}
        </SubmitButton>
      </form>
      {found && (
        <Card id="person-heading" title={fill(copy.inbox.find.found, { count: found.length, email }, lang)} icon="users" focus={confirmError === undefined}>
          {found.length > 0 && (
            <>
              <ul className="mt-4 divide-y divide-slate-100 text-sm">
                {found.map((row) => (
                  <li key={row.id} className="flex flex-wrap gap-x-3 py-2">
                    <a href={messageHref(lang, row.id)} className="font-semibold text-blue-800 hover:underline">
                      {formatMoment(lang, row.createdAt)}
                    </a>
                    <span className="text-slate-700">{topicLabel(copy, row.helpWith)}</span>
                  </li>
                ))}
              </ul>
              <div className="mt-6 flex flex-wrap items-start gap-6">
                <ExportForm email={email} />
                <EraseForm email={email} errorId="erase-confirm-error" error={confirmError} />
              </div>
            </>
          )}
        </Card>
      )}
      <OpenRequestsCard open={open} now={now} />
      <RequestRecordCard done={done} />
    </div>
  )
}
