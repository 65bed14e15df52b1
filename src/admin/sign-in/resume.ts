/**
 * Nothing typed is lost when a session ends. A form posted after the session ended (30
 * idle minutes) comes back as the gate, with the form's fields carried in the gate's own
 * form (`pending.<name>`) and where it was going (`pending-to`); after the password, the
 * owner sends it again with a fresh token, and the action answers where they were.
 *
 * Only same-origin addresses of the console travel this way (`consolePath`), so neither
 * the gate nor a form posted from elsewhere can send the owner, or their form, off the site.
 */
import type { FormFields } from '../access/form'

/** A console address of this site: a screen under `/{lang}/admin` or, with `api`, an `/api/admin/` endpoint. */
export function consolePath(value: string | undefined | null, { api = false } = {}): string | undefined {
  if (!value || value.includes('//') || value.includes('\\') || value.includes('..')) return undefined
  const pattern = api ? /^\/(?:[a-z]{2}\/admin|api\/admin)(\/[\w./-]*)?(\?[\w=&%.*+-]*)?$/ : /^\/[a-z]{2}\/admin(\/[\w./-]*)?(\?[\w=&%.*+-]*)?$/
  return pattern.test(value) ? value : undefined
}

/** A form waiting to be sent again: where to, and its fields (never a token or a password). */
export interface PendingForm {
  action: string
  fields: [string, string][]
}

const PREFIX = 'pending.'
const PENDING_TO = 'pending-to'
/** Fields a form gets afresh when it is sent again, so they are never carried. */
const FRESH = new Set(['csrf', 'lang', 'password', 'next', PENDING_TO])

/** The form a request carried, to be kept across signing in; undefined for an address outside the console. */
export function pendingFrom(action: string, form: FormFields): PendingForm | undefined {
  const to = consolePath(action, { api: true })
  return to ? { action: to, fields: form.entries().filter(([name]) => !FRESH.has(name) && !name.startsWith(PREFIX)) } : undefined
}

/** The gate's hidden fields that carry a pending form. */
export function pendingFields(pending: PendingForm): [string, string][] {
  return [[PENDING_TO, pending.action], ...pending.fields.map(([name, value]): [string, string] => [`${PREFIX}${name}`, value])]
}

/** The pending form the gate's post carried back, if any. */
export function pendingIn(form: FormFields): PendingForm | undefined {
  const action = consolePath(form.get(PENDING_TO), { api: true })
  if (!action) return undefined
  const fields = form
    .entries()
    .filter(([name]) => name.startsWith(PREFIX))
    .map(([name, value]): [string, string] => [name.slice(PREFIX.length), value])
    .filter(([name]) => !FRESH.has(name))
  return { action, fields }
}
