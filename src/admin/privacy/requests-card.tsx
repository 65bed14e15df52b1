import type { ReactNode } from 'react'
import type { PrivacyRequest } from '../../db/schema'
import { fill } from '../../i18n/copy'
import type { IconName } from '../../lib/icons'
import { localePath } from '../../lib/routes'
import { privacyToday } from '../../messages/privacy-requests'
import { useConsole } from '../frame/console-context'
import { formatMoment } from '../frame/format'
import { Badge, Card, FormTokens, SubmitButton, labelled } from '../frame/ui'
import { messageHref } from '../inbox/links'
import { EraseForm, ExportForm } from './person-forms'

/** A `YYYY-MM-DD` due date for the owner to read: that day, in the console's language. */
export function formatDay(lang: Parameters<typeof formatMoment>[0], day: string): string {
  // Noon UTC is the same date in the business's time zone.
  return formatMoment(lang, Date.parse(`${day}T12:00:00Z`), false)
}

/** The open requests, the most urgent first, each with what fulfils it and a way to dismiss it. */
export function OpenRequestsCard({ open, now }: { open: readonly PrivacyRequest[]; now: number }) {
  const { copy, lang } = useConsole()
  const today = privacyToday(now)
  const here = localePath(lang, '/admin/privacy')
  return (
    <RequestsCard card="open" requests={open}>
      {(request) => (
        <li key={request.id} id={`request-${request.id}`} className="space-y-3 py-4">
          <RequestSummary request={request} className="text-sm text-slate-700">
            {request.dueOn < today && <Badge tone="red">{copy.privacyRequests.overdue}</Badge>}
            {request.submissionId && (
              <a href={messageHref(lang, request.submissionId)} dir="ltr" className="text-sm text-blue-800 underline [overflow-wrap:anywhere]">
                {request.email}
              </a>
            )}
          </RequestSummary>
          <div className="flex flex-wrap items-start gap-3">
            {request.kind === 'access' ? (
              <ExportForm email={request.email ?? ''} />
            ) : (
              <EraseForm email={request.email ?? ''} errorId={`request-${request.id}-confirm-error`} error={undefined} />
            )}
            <form method="post" action={here}>
              <FormTokens intent="dismiss" />
              <input type="hidden" name="request" value={request.id} />
              <SubmitButton icon="refresh">{copy.privacyRequests.dismiss}</SubmitButton>
            </form>
          </div>
        </li>
      )}
    </RequestsCard>
  )
}

/** The record: what was done for each fulfilled request and when, with nothing of the person in it. */
export function RequestRecordCard({ done }: { done: readonly PrivacyRequest[] }) {
  const { copy, lang } = useConsole()
  return (
    <RequestsCard card="record" requests={done}>
      {(request) => (
        <li key={request.id} className="space-y-1 py-3 text-sm">
          <RequestSummary request={request} className="text-slate-700">
            {request.fulfilledAt !== null && privacyToday(request.fulfilledAt) > request.dueOn && <Badge tone="amber">{copy.privacyRequests.late}</Badge>}
            <span className="text-slate-600">{fill(copy.privacyRequests.reference, { id: request.id.slice(0, 8) })}</span>
          </RequestSummary>
          <p className="text-slate-900">
            {request.fulfilledAt !== null &&
              request.outcome !== null &&
              labelled(
                copy,
                fill(copy.privacyRequests.fulfilled, { date: formatMoment(lang, request.fulfilledAt) }),
                fill(copy.privacyRequests.outcomes[request.outcome], { count: request.messages ?? 0 }, lang),
              )}
          </p>
        </li>
      )}
    </RequestsCard>
  )
}

/** The two cards of requests: where each is, its icon, and which of the privacy copy's lines it shows. */
const CARDS = {
  open: { id: 'requests-heading', icon: 'shield', title: 'title', intro: 'intro', none: 'none' },
  record: { id: 'record-heading', icon: 'history', title: 'recordTitle', intro: 'recordIntro', none: 'recordNone' },
} as const satisfies Record<string, { id: string; icon: IconName; title: string; intro: string; none: string }>

/** A card of requests: its intro, then a list item for each request (`children`), or the line that says there are none. */
function RequestsCard({
  card,
  requests,
  children,
}: {
  card: keyof typeof CARDS
  requests: readonly PrivacyRequest[]
  children: (request: PrivacyRequest) => ReactNode
}) {
  const { copy } = useConsole()
  const { id, icon, title, intro, none } = CARDS[card]
  return (
    <Card id={id} title={copy.privacyRequests[title]} icon={icon}>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">{copy.privacyRequests[intro]}</p>
      {requests.length > 0 ? (
        <ul className="mt-4 divide-y divide-slate-100">{requests.map(children)}</ul>
      ) : (
        <p className="mt-4 text-sm text-slate-700">{copy.privacyRequests[none]}</p>
      )}
    </Card>
  )
}

/** A request's kind with what the list says beside it (`children`), and the line of when it came and when it is due. */
function RequestSummary({ request, className, children }: { request: PrivacyRequest; className: string; children: ReactNode }) {
  const { copy, lang } = useConsole()
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <strong className="text-slate-950">{copy.privacyRequests.kinds[request.kind]}</strong>
        {children}
      </div>
      <p className={className}>
        {fill(copy.privacyRequests.dates, { received: formatMoment(lang, request.receivedAt, false), due: formatDay(lang, request.dueOn) })}
      </p>
    </>
  )
}
