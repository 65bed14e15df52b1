import { settings } from '../../settings'
import { parsePasswordHash } from '../sign-in/password'
import type { ParsedHash } from '../sign-in/password'
import type { Credentials } from './session'

export type AdminCredentials = Credentials & { parsed: ParsedHash }

/**
 * The settings the console needs: the session secret and a password hash made by
 * `npm run hash-password`. Without both, nobody can sign in and no session is valid;
 * `reason` says which is missing, for the one log line the login writes.
 */
export function adminCredentials(env: Env): { ok: true; credentials: AdminCredentials } | { ok: false; reason: string } {
  const { sessionSecret: secret, adminPasswordHash: passwordHash } = settings(env)
  const parsed = passwordHash ? parsePasswordHash(passwordHash) : null
  if (secret && passwordHash && parsed) return { ok: true, credentials: { secret, passwordHash, parsed } }
  if (!secret) return { ok: false, reason: 'SESSION_SECRET is not set (or shorter than 32 characters)' }
  return { ok: false, reason: 'ADMIN_PASSWORD_HASH is not set (or not a hash made by npm run hash-password)' }
}
