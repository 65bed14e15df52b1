import { ENDPOINTS } from '../../lib/endpoints'
import { localePath } from '../../lib/routes'
import { useConsole } from '../frame/console-context'
import { ConfirmCheckbox, FormTokens, SubmitButton } from '../frame/ui'

/** Downloads everything kept about one person, as a file. */
export function ExportForm({ email }: { email: string }) {
  const { copy } = useConsole()
  return (
    <form method="post" action={ENDPOINTS.adminPersonExport}>
      <FormTokens />
      <input type="hidden" name="email" value={email} />
      <SubmitButton icon="download">{copy.inbox.find.export}</SubmitButton>
    </form>
  )
}

/** Erases everything kept about one person, once the owner ticks that it cannot be undone. */
export function EraseForm({ email, errorId, error }: { email: string; errorId: string; error: string | undefined }) {
  const { copy, lang } = useConsole()
  return (
    <form method="post" action={localePath(lang, '/admin/privacy')} className="min-w-0 flex-1 basis-64 space-y-3">
      <FormTokens intent="erase" />
      <input type="hidden" name="email" value={email} />
      <ConfirmCheckbox id={errorId} error={error}>
        {copy.inbox.find.eraseConfirm}
      </ConfirmCheckbox>
      <SubmitButton kind="danger" icon="trash">
        {copy.inbox.find.erase}
      </SubmitButton>
    </form>
  )
}
