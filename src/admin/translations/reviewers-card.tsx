import { Island } from '../../components/island'
import { fill } from '../../i18n/copy'
import CopyLink from '../../islands/copy-link'
import { getLanguage } from '../../lib/languages'
import type { LanguageCode } from '../../lib/languages'
import { localePath } from '../../lib/routes'
import { useConsole } from '../frame/console-context'
import { formatMoment, languageName } from '../frame/format'
import { Badge, Card, Field, FormTokens, SubmitButton, inputClass } from '../frame/ui'
import { TARGET_LANGUAGES } from './queries'
import { DEFAULT_INVITATION_DAYS, MAX_INVITATION_DAYS } from './reviewers'
import type { ReviewerProgress } from './reviewers'

/** A link just made: shown once, on this screen, never stored. */
export interface Invitation {
  link: string
  name: string
  language: LanguageCode
  /** When the link stops working, if unused. */
  linkExpiresAt: number
  /** When the access it opens ends. */
  expiresAt: number
}

/** An invitation the owner asked for that needs another try, with what they typed. */
export interface InviteRefusal {
  field: 'name' | 'language' | 'days'
  message: string
  typed: { name: string; language: string; days: string }
}

/** The reviewers: each one's language, progress, last activity and link state, Revoke; and the invitation form. */
export function ReviewersCard({ reviewers, now, invitation, refusal }: { reviewers: readonly ReviewerProgress[]; now: number; invitation?: Invitation; refusal?: InviteRefusal }) {
  const { copy, lang } = useConsole()
  const refused = (field: InviteRefusal['field']) => (refusal?.field === field ? refusal.message : undefined)
  return (
    <Card id="reviewers-heading" title={copy.reviewers.title} icon="users">
      <p className="mt-2 max-w-3xl text-sm text-slate-700">{copy.reviewers.intro}</p>
      {invitation && (
        <div className="mt-4 rounded-xl border border-emerald-300 bg-emerald-50 p-4" role="status">
          <p className="text-sm text-emerald-900">
            {fill(copy.reviewers.linkReady, {
              name: invitation.name,
              linkDate: formatMoment(lang, invitation.linkExpiresAt, false),
              date: formatMoment(lang, invitation.expiresAt, false),
              language: languageName(lang, invitation.language),
            })}
          </p>
          <label htmlFor="invitation-link" className="mt-3 block text-sm font-semibold text-emerald-900">
            {copy.reviewers.link}
          </label>
          <input id="invitation-link" readOnly value={invitation.link} dir="ltr" autoFocus className={`mt-1 font-mono text-sm ${inputClass}`} />
          <Island name="copy-link" component={CopyLink} load="eager" props={{ text: invitation.link, label: copy.reviewers.copyLink, copied: copy.reviewers.copied }} />
        </div>
      )}
      {reviewers.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{copy.reviewers.none}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100 text-sm">
          {reviewers.map((reviewer) => {
            const linkOver = reviewer.joinedAt === null && reviewer.linkExpiresAt <= now
            const over =
              reviewer.revokedAt !== null
                ? copy.reviewers.revoked
                : reviewer.expiresAt <= now
                  ? copy.reviewers.expired
                  : linkOver
                    ? copy.reviewers.linkExpired
                    : null
            return (
              <li key={reviewer.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                <span className="font-semibold text-slate-900 [overflow-wrap:anywhere]" dir="auto">
                  {reviewer.name}
                </span>
                <span className="text-slate-700" lang={reviewer.language}>
                  {getLanguage(reviewer.language as LanguageCode).name}
                </span>
                <span className="text-slate-700">{fill(copy.reviewers.progress, { count: reviewer.reviewed }, lang)}</span>
                <span className="text-slate-700">
                  {reviewer.lastActiveAt ? fill(copy.reviewers.lastActive, { time: formatMoment(lang, reviewer.lastActiveAt) }) : copy.reviewers.notYet}
                </span>
                {over ? <Badge tone="slate">{over}</Badge> : <span className="text-slate-700">{fill(copy.reviewers.until, { date: formatMoment(lang, reviewer.expiresAt, false) })}</span>}
                {!over && (
                  <form method="post" action={localePath(lang, '/admin/translations')} className="ms-auto">
                    <FormTokens intent="revoke" />
                    <input type="hidden" name="reviewer" value={reviewer.id} />
                    <SubmitButton kind="danger" icon="trash">
                      {copy.reviewers.revoke}
                      <span className="sr-only">: {reviewer.name}</span>
                    </SubmitButton>
                  </form>
                )}
              </li>
            )
          })}
        </ul>
      )}
      <form method="post" action={localePath(lang, '/admin/translations')} className="mt-6 grid gap-4 border-t border-slate-100 pt-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_8rem_auto] sm:items-start">
        <FormTokens intent="invite" />
        <Field id="invite-name" label={copy.reviewers.name} error={refused('name')} className="min-w-0">
          {(control) => (
            <>
              <input {...control} name="name" required maxLength={80} defaultValue={refusal?.typed.name} />
              <p className="mt-1 text-xs text-slate-600">{copy.reviewers.nameHint}</p>
            </>
          )}
        </Field>
        <Field id="invite-language" label={copy.reviewers.language} error={refused('language')} className="min-w-0">
          {(control) => (
            <select {...control} name="language" defaultValue={refusal?.typed.language ?? 'cs'}>
              {TARGET_LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {getLanguage(code).name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="invite-days" label={copy.reviewers.days} error={refused('days')} className="min-w-0">
          {(control) => <input {...control} name="days" type="number" min={1} max={MAX_INVITATION_DAYS} defaultValue={refusal?.typed.days ?? DEFAULT_INVITATION_DAYS} />}
        </Field>
        <div className="sm:pt-6">
          <SubmitButton kind="primary" icon="user-plus">
            {copy.reviewers.create}
          </SubmitButton>
        </div>
      </form>
    </Card>
  )
}
