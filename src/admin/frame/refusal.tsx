import type { FormFields } from '../access/form'
import type { AdminContext } from '../env'
import { useConsole } from './console-context'
import { renderConsole } from './render'
import type { ConsoleStatus } from './render'
import { FormTokens, SubmitButton } from './ui'

/**
 * A refused console request, answered at the address it was sent to (never a bare
 * `/api/` page). With `resend`, a same-origin form whose token had expired, the page
 * offers the same fields again with a fresh token: one press finishes what the owner
 * started, and nothing they typed is lost.
 */
export function refuseRequest(c: AdminContext, message: string, resend?: FormFields, status: ConsoleStatus = 403): Promise<Response> {
  const url = new URL(c.req.url)
  const kept = resend?.entries().filter(([name]) => name !== 'csrf' && name !== 'lang') ?? []
  return renderConsole(c, {
    name: (copy) => copy.errors.refusedTitle,
    path: url.pathname.replace(/^\/[^/]+/, ''),
    status,
    notice: { tone: 'error', text: message },
    body: resend ? (
      <form method="post" action={`${url.pathname}${url.search}`}>
        <FormTokens />
        {kept.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <ResendButton />
      </form>
    ) : null,
  })
}

function ResendButton() {
  const { copy } = useConsole()
  return (
    <SubmitButton kind="primary" icon="refresh">
      {copy.errors.resend}
    </SubmitButton>
  )
}
