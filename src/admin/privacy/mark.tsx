import type { PrivacyRequest } from '../../db/schema'
import { fill } from '../../i18n/copy'
import { localePath } from '../../lib/routes'
import { useConsole } from '../frame/console-context'
import { formatMoment } from '../frame/format'
import { FormTokens, SubmitButton } from '../frame/ui'
import { RETURN_PARAM } from '../inbox/return-to'
import { formatDay } from './requests-card'

/**
 * On a message's page: the privacy request it makes, with its due date and a link to the
 * privacy screen, or the owner's "This is a privacy request: access / erasure". `from`
 * keeps the list the message was opened from through the round trip.
 */
export function PrivacyRequestMark({ messageId, request, from }: { messageId: string; request: PrivacyRequest | null; from?: string }) {
  const { copy, lang } = useConsole()
  const privacy = localePath(lang, '/admin/privacy')
  if (request) {
    return (
      <p className="text-sm text-slate-800">
        <a href={`${privacy}#requests-heading`} className="font-semibold text-blue-800 underline">
          {copy.privacyRequests.kinds[request.kind]}
        </a>{' '}
        {request.fulfilledAt === null
          ? fill(copy.privacyRequests.dates, { received: formatMoment(lang, request.receivedAt, false), due: formatDay(lang, request.dueOn) })
          : null}
      </p>
    )
  }
  return (
    <form method="post" action={`${privacy}${from ? `?${new URLSearchParams({ [RETURN_PARAM]: from })}` : ''}`} className="flex flex-wrap gap-2">
      <FormTokens intent="mark" />
      <input type="hidden" name="message" value={messageId} />
      <SubmitButton name="kind" value="access" icon="shield">
        {copy.privacyRequests.markAccess}
      </SubmitButton>
      <SubmitButton name="kind" value="erasure" icon="shield">
        {copy.privacyRequests.markErasure}
      </SubmitButton>
    </form>
  )
}
