import { ENDPOINTS } from '../../lib/endpoints'
import { Icon } from '../../islands/ui/icon'
import { useConsole } from '../frame/console-context'
import { Card, FormTokens, SubmitButton, buttonClass } from '../frame/ui'
import { replyTemplateHref } from './reply-template'

/** The overview's card of where notifications go (`CONTACT_TO`) and whom they come from (`CONTACT_FROM`), with a test, and the way to the reply template. */
export function NotificationsCard({ to, from }: { to: string; from: string }) {
  const { copy, lang } = useConsole()
  return (
    <Card id="notifications-heading" title={copy.notifications.title} icon="mail">
      <p className="mt-2 text-sm text-slate-700">{copy.notifications.intro}</p>
      <dl className="mt-4 space-y-3 text-sm">
        <Address term={copy.notifications.to} address={to} />
        <Address term={copy.notifications.from} address={from} />
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <form method="post" action={ENDPOINTS.adminTestNotification}>
          <FormTokens />
          <SubmitButton icon="send">{copy.notifications.test}</SubmitButton>
        </form>
        <a href={replyTemplateHref(lang)} className={buttonClass.secondary}>
          <Icon name="reply" className="size-4 shrink-0 rtl:-scale-x-100" />
          {copy.notifications.replyTemplate}
        </a>
      </div>
    </Card>
  )
}

/** One of the card's mail addresses under what it is for, written left to right and broken anywhere when it is long. */
function Address({ term, address }: { term: string; address: string }) {
  return (
    <div>
      <dt className="font-semibold text-slate-600">{term}</dt>
      <dd className="mt-0.5 text-slate-900 [overflow-wrap:anywhere]" dir="ltr">
        {address}
      </dd>
    </div>
  )
}
