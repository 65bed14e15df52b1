import type { ReactNode } from 'react'
import { Island } from '../../components/island'
import InboxShortcuts from '../../islands/inbox-shortcuts'
import type { Submission } from '../../db/schema'
import { fill } from '../../i18n/copy'
import { Icon } from '../../islands/ui/icon'
import type { IconName } from '../../lib/icons'
import { getLanguage, isLanguageCode } from '../../lib/languages'
import { useConsole } from '../frame/console-context'
import { formatMoment } from '../frame/format'
import { localePath } from '../../lib/routes'
import { Card, ConfirmCheckbox, Field, FormTokens, SubmitButton, buttonClass } from '../frame/ui'
import { MessageBadges } from './badges'
import { topicLabel } from './labels'
import { senderSearch } from './queries'
import { VisitorText } from './visitor-text'

export interface MessageProps {
  row: Submission
  now: number
  /** When this person's messages are deleted (null while kept). */
  deletesAt: number | null
  /** "Reply" as the visitor's mail program opens it: to them, with a subject in their language. */
  replyHref: string
  /** The list it was opened from: where "Back to the inbox" goes. */
  backHref: string
  /** The messages either side of it in that list's order (newer, older), when there are. */
  previousHref?: string
  nextHref?: string
  /** Delete was pressed without the confirmation, or the note was too long (kept as typed). */
  refused?: { confirmError: string } | { noteError: string; note: string }
  /** The privacy request the message makes, or the owner's way to mark it as one. */
  privacy?: ReactNode
}

const stepClass = 'inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-blue-800 hover:underline'

/** One message, as plain text, with what the owner can do about it; the keyboard's shortcuts act on the elements marked `data-shortcut`. */
export function MessageScreen({ row, now, deletesAt, replyHref, backHref, previousHref, nextHref, refused, privacy }: MessageProps) {
  const { copy, lang } = useConsole()
  const confirmError = refused && 'confirmError' in refused ? refused.confirmError : undefined
  const language = isLanguageCode(row.language) ? `${getLanguage(row.language).name} (${row.language})` : row.language
  const details: [string, ReactNode][] = [
    [copy.submission.received, formatMoment(lang, row.createdAt)],
    [
      copy.submission.email,
      <a key="email" href={`mailto:${row.email}`} dir="ltr" className="text-blue-800 underline [overflow-wrap:anywhere]">
        {row.email}
      </a>,
    ],
    [copy.submission.company, row.companyName ? <VisitorText key="company" text={row.companyName} /> : '—'],
    [
      copy.submission.phone,
      row.phoneNumber ? (
        <a key="phone" href={`tel:${row.phoneNumber.replace(/[^\d+]/g, '')}`} dir="ltr" className="text-blue-800 underline">
          {row.phoneNumber}
        </a>
      ) : (
        '—'
      ),
    ],
    [copy.submission.topic, topicLabel(copy, row.helpWith)],
    [copy.submission.language, language],
    [copy.submission.page, row.page ?? '—'],
  ]
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <a href={backHref} data-shortcut="back" className={stepClass}>
          <Icon name="arrow-left" className="size-4 shrink-0 rtl:rotate-180" />
          {copy.submission.back}
        </a>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {previousHref && (
            <a href={previousHref} rel="prev" data-shortcut="previous" className={stepClass}>
              <Icon name="arrow-left" className="size-4 shrink-0 rtl:rotate-180" />
              {copy.inbox.shortcuts.previous}
            </a>
          )}
          {nextHref && (
            <a href={nextHref} rel="next" data-shortcut="next" className={stepClass}>
              {copy.inbox.shortcuts.next}
              <Icon name="arrow-right" className="size-4 shrink-0 rtl:rotate-180" />
            </a>
          )}
          <Island name="inbox-shortcuts" component={InboxShortcuts} load="idle" props={{ copy: copy.inbox.shortcuts, screen: 'message' }} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <MessageBadges row={row} now={now} />
      </div>
      <div className="flex flex-wrap gap-2">
        <a href={replyHref} data-shortcut="reply" className={buttonClass.primary}>
          <Icon name="reply" className="size-4 shrink-0 rtl:-scale-x-100" />
          {copy.submission.reply}
        </a>
        <ActionButton intent={row.repliedAt === null ? 'replied' : 'unreplied'} icon={row.repliedAt === null ? 'reply' : 'refresh'}>
          {row.repliedAt === null ? copy.submission.markReplied : copy.submission.markUnreplied}
        </ActionButton>
        <ActionButton intent={row.handled ? 'unhandled' : 'handled'} icon={row.handled ? 'refresh' : 'check'} shortcut={row.handled ? undefined : 'handled'}>
          {row.handled ? copy.submission.markUnhandled : copy.submission.markHandled}
        </ActionButton>
        <ActionButton intent={row.keep ? 'unkeep' : 'keep'} icon="lock">
          {row.keep ? copy.submission.unkeep : copy.submission.keep}
        </ActionButton>
        <ActionButton intent={row.spam ? 'notspam' : 'spam'} icon={row.spam ? 'inbox' : 'warning'} shortcut="spam">
          {row.spam ? copy.inbox.bulk.notSpam : copy.inbox.bulk.spam}
        </ActionButton>
        {row.deliveryStatus !== 'sent' && (
          <ActionButton intent="retry" icon="send">
            {copy.submission.retry}
          </ActionButton>
        )}
        <form method="post" action={localePath(lang, '/admin/inbox')}>
          <FormTokens intent="search" />
          <input type="hidden" name="view" value={row.spam ? 'spam' : 'all'} />
          <input type="hidden" name="q" value={senderSearch(row.email)} />
          <SubmitButton icon="users">{copy.submission.fromSender}</SubmitButton>
        </form>
      </div>
      {privacy}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card id="message-heading" title={copy.submission.message} icon="mail">
          <VisitorText text={row.challenge} className="mt-4 text-slate-900" />
        </Card>
        <Card id="details-heading" title={copy.submission.details} icon="info">
          <dl className="mt-4 space-y-3 text-sm">
            {details.map(([label, value]) => (
              <div key={label}>
                <dt className="font-semibold text-slate-600">{label}</dt>
                <dd className="mt-0.5 text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>
      <NoteCard note={row.note} refused={refused && 'noteError' in refused ? refused : undefined} />
      <Card id="delivery-heading" title={copy.submission.delivery} icon="send">
        <p className="mt-3 text-sm text-slate-700">
          {copy.inbox.states[row.deliveryStatus]} · {fill(copy.submission.attempts, { count: deliveryAttempts(row) }, lang)}
        </p>
        {row.lastError && <p className="mt-1 text-sm text-slate-700 [overflow-wrap:anywhere]">{fill(copy.submission.lastError, { error: row.lastError })}</p>}
        <p className="mt-3 text-sm text-slate-700">
          {deletesAt === null ? copy.submission.kept : fill(copy.submission.retention, { date: formatMoment(lang, deletesAt, false) })}
        </p>
      </Card>
      <form method="post" className={`${'rounded-2xl border border-red-200 bg-white p-4 sm:p-6'} space-y-3`}>
        <FormTokens intent="delete" />
        <ConfirmCheckbox id="delete-confirm-error" error={confirmError}>
          {copy.submission.deleteConfirm}
        </ConfirmCheckbox>
        <SubmitButton kind="danger" icon="trash">
          {copy.submission.delete}
        </SubmitButton>
      </form>
    </div>
  )
}

/** How many times the notification mail was tried: `attempts` counts the failures, and a sent one was also tried once more, successfully. */
function deliveryAttempts(row: Pick<Submission, 'attempts' | 'deliveryStatus'>): number {
  return row.attempts + (row.deliveryStatus === 'sent' ? 1 : 0)
}

/** The owner's note: a form of its own, its text kept as typed when it is refused. */
function NoteCard({ note, refused }: { note: string | null; refused?: { noteError: string; note: string } }) {
  const { copy } = useConsole()
  return (
    <Card id="note-heading" title={copy.submission.note} icon="document">
      <form method="post" className="mt-3 space-y-3">
        <FormTokens intent="note" />
        <Field id="message-note" label={copy.submission.noteHint} error={refused?.noteError} errorId="note-error" hint>
          {(control) => <textarea {...control} name="note" data-shortcut="note" rows={4} dir="auto" defaultValue={refused?.note ?? note ?? ''} />}
        </Field>
        <SubmitButton icon="check">{copy.submission.saveNote}</SubmitButton>
      </form>
    </Card>
  )
}

/** One action's own form; `shortcut` names the key's action that sends it (the shortcuts island). */
function ActionButton({ intent, icon, shortcut, children }: { intent: string; icon: IconName; shortcut?: string; children: ReactNode }) {
  return (
    <form method="post" data-shortcut={shortcut}>
      <FormTokens intent={intent} />
      <SubmitButton icon={icon}>{children}</SubmitButton>
    </form>
  )
}
