/**
 * Opening an invitation: `/{lang}/admin/join/{token}` says who the invitation is for and
 * which language they review; "Start reviewing" (a same-origin POST, so a mail program's
 * link checker that only fetches the page opens nothing) starts a reviewer's session and
 * uses the link up: a second use is refused with 410 and says so.
 *
 * Guesses at tokens are throttled like passwords, per address, before the token is looked
 * up. An address that is locked out (a neighbour behind the same NAT guessing) still lets
 * a live link through: its token is tried by the one statement that uses it, which writes
 * nothing for a wrong one, so the lock-out keeps guessers' writes out and no reviewer out.
 */
import type { Context } from 'hono'
import { settings } from '../../settings'
import { database } from '../../db'
import { fill } from '../../i18n/copy'
import type { LanguageCode } from '../../lib/languages'
import { SITE } from '../../lib/site'
import { clientKey } from '../../platform/client'
import { clock } from '../../platform/clock'
import { log } from '../../platform/log'
import { isSameOrigin } from '../../platform/same-origin'
import { adminCredentials } from '../access/credentials'
import { reviewerHome } from '../access/roles'
import { closeSession, openSession } from '../access/session'
import type { EndedAccess } from '../access/session'
import { readForm, wantsJson } from '../access/form'
import type { AdminContext } from '../env'
import { useConsole } from '../frame/console-context'
import { languageName } from '../frame/format'
import { consoleCopy, renderConsole } from '../frame/render'
import { refuseRequest } from '../frame/refusal'
import { FormTokens, SubmitButton, inputClass } from '../frame/ui'
import { invitationFor, redeemInvitation } from '../translations/reviewers'
import { claimAttempt, markSucceeded, retryAfter } from './throttle'

function JoinScreen({ name, language }: { name: string; language: LanguageCode }) {
  const { copy, lang } = useConsole()
  return (
    <div className="max-w-xl space-y-4">
      <p className="text-lg text-slate-900" dir="auto">
        {fill(copy.join.intro, { name, language: languageName(lang, language), brand: SITE.brand })}
      </p>
      <p className="text-slate-700">{copy.join.how}</p>
      <form method="post">
        <FormTokens />
        <SubmitButton kind="primary" icon="arrow-right">
          {copy.join.start}
        </SubmitButton>
      </form>
    </div>
  )
}

/**
 * A reviewer whose access the owner revoked, or which ran out, while they worked: told so
 * in the console's language (never sent to the owner's password gate, which is not theirs),
 * with the text they had just typed, if any, to copy, since it was not saved.
 */
export async function accessEnded(c: AdminContext, how: EndedAccess): Promise<Response> {
  const copy = await consoleCopy(c)
  const message = how === 'revoked' ? copy.join.revoked : copy.join.expired
  await closeSession(c, null)
  if (wantsJson(c)) return c.json({ error: message }, 403)
  const typed = c.req.method === 'POST' ? (await readForm(c)).get('translation')?.trim() : undefined
  return renderConsole(c, {
    name: (words) => words.join.ended,
    path: new URL(c.req.url).pathname.replace(/^\/[^/]+/, ''),
    status: 403,
    notice: { tone: 'error', text: message },
    body: typed ? <UnsavedText text={typed} /> : null,
  })
}

function UnsavedText({ text }: { text: string }) {
  const { copy } = useConsole()
  return (
    <div className="max-w-3xl">
      <label htmlFor="unsaved-text" className="block text-sm font-semibold text-slate-800">
        {copy.join.unsaved}
      </label>
      <textarea id="unsaved-text" readOnly rows={4} defaultValue={text} dir="auto" className={`mt-1 ${inputClass}`} />
    </div>
  )
}

async function invalid(c: AdminContext): Promise<Response> {
  return refuseRequest(c, (await consoleCopy(c)).join.invalid, undefined, 404)
}

async function used(c: AdminContext): Promise<Response> {
  return refuseRequest(c, (await consoleCopy(c)).join.used, undefined, 410)
}

export async function showInvitation(c: Context): Promise<Response> {
  const ctx = c as AdminContext
  const invitation = await invitationFor(database(ctx.env.DB), ctx.req.param('token') ?? '', clock.now())
  if (invitation.state === 'used') return used(ctx)
  if (invitation.state === 'invalid') return invalid(ctx)
  const { reviewer } = invitation
  return renderConsole(ctx, {
    name: (copy) => copy.join.title,
    path: '/admin',
    body: <JoinScreen name={reviewer.name} language={reviewer.language as LanguageCode} />,
  })
}

export async function acceptInvitation(c: Context): Promise<Response> {
  const ctx = c as AdminContext
  const copy = await consoleCopy(ctx)
  if (!isSameOrigin(ctx, settings(ctx.env).siteUrl, { requireEvidence: true })) return refuseRequest(ctx, copy.errors.crossSite)
  const access = adminCredentials(ctx.env)
  if (!access.ok) return refuseRequest(ctx, copy.gate.notConfigured)
  const db = database(ctx.env.DB)
  const now = clock.now()
  const client = `join:${await clientKey(ctx, access.credentials.secret)}`
  const token = ctx.req.param('token') ?? ''
  const attempt = await claimAttempt(db, client, now)
  const reviewer = await redeemInvitation(db, token, now)
  if (!reviewer) {
    if (attempt === null) {
      const seconds = await retryAfter(db, client, now)
      ctx.header('Retry-After', String(seconds))
      return refuseRequest(ctx, fill(copy.gate.throttled, { minutes: Math.ceil(seconds / 60) }, ctx.var.lang), undefined, 429)
    }
    return (await invitationFor(db, token, now)).state === 'used' ? used(ctx) : invalid(ctx)
  }
  if (attempt !== null) await markSucceeded(db, attempt)
  await openSession(ctx, access.credentials, reviewer)
  log('admin_reviewer_joined', { lang: reviewer.language })
  return ctx.redirect(reviewerHome(ctx.var.lang, reviewer.language as LanguageCode), 303)
}
