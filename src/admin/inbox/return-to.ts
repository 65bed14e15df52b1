/**
 * Where "Back to the inbox" returns to. A message opened from the list carries the list's
 * view, search and page in its address as one sealed token (`from`), so the message page,
 * its actions and a deletion lead back to the same list. The token is sealed under the
 * session secret: the search (often a name or an email address) is not readable in the
 * address, nor can a link make up a return target; and the message page does not depend
 * on the search being in the list's own address.
 */
import { seal, unseal } from '../../platform/crypto'
import { adminCredentials } from '../access/credentials'
import type { AdminContext } from '../env'
import type { InboxAddress } from './links'
import { inboxView } from './queries'

const PURPOSE = 'inbox-return.v1'
/** The query parameter that carries it. */
export const RETURN_PARAM = 'from'

const secretOf = (c: AdminContext) => {
  const access = adminCredentials(c.env)
  return access.ok ? access.credentials.secret : null
}

/** The token for a list's address; undefined for the inbox's own front (nothing to return to). */
export async function returnToken(c: AdminContext, { view, search, before, after }: InboxAddress): Promise<string | undefined> {
  const secret = secretOf(c)
  const state = { view: view && view !== 'attention' ? view : undefined, search: search || undefined, before: before || undefined, after: after || undefined }
  if (!secret || Object.values(state).every((value) => value === undefined)) return undefined
  return seal(secret, PURPOSE, JSON.stringify(state))
}

/** The list address a request's `from` names, if it is a token this console sealed. */
export async function returnAddress(c: AdminContext): Promise<{ token: string; address: InboxAddress } | undefined> {
  const token = c.req.query(RETURN_PARAM)
  const secret = secretOf(c)
  if (!token || !secret || token.length > 2000) return undefined
  const text = await unseal(secret, PURPOSE, token)
  if (text === null) return undefined
  try {
    const state = JSON.parse(text) as Record<string, unknown>
    const number = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined)
    return {
      token,
      address: {
        view: inboxView(typeof state.view === 'string' ? state.view : undefined),
        search: typeof state.search === 'string' ? state.search.slice(0, 200) : undefined,
        before: number(state.before),
        after: number(state.after),
      },
    }
  } catch {
    return undefined
  }
}
