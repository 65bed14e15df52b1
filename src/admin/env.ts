import type { Context } from 'hono'
import type { AppEnv } from '../settings'
import type { LanguageCode } from '../lib/languages'
import type { AdminSession } from './access/session'

/** The console's Hono environment: the app's, plus what its middleware establishes. */
export interface AdminEnv {
  Bindings: Env
  Variables: AppEnv['Variables'] & {
    /** The console's language: the path's, or the one a form or query names. */
    lang: LanguageCode
    /** The signed-in session, set by `requireAdmin()`. */
    session: AdminSession
  }
}

export type AdminContext = Context<AdminEnv>
