/**
 * The admin password's hash: `pbkdf2-sha256$<iterations>$<salt>$<hash>` (base64url),
 * made by `npm run hash-password`. The iteration count is the hash's own (at most 100,000,
 * the most a Worker may run per call). Nothing else is mixed in, so rotating
 * `SESSION_SECRET` never locks the owner out.
 */
import { equalBytes, fromBase64url } from '../../platform/crypto'
import { MAX_ITERATIONS } from './password-policy'

export interface ParsedHash {
  iterations: number
  salt: Uint8Array<ArrayBuffer>
  hash: Uint8Array<ArrayBuffer>
}

/** The parts of a stored hash, or null when it is not one `hash-password` makes. */
export function parsePasswordHash(stored: string): ParsedHash | null {
  const [scheme, iterations, salt, hash, ...rest] = stored.trim().split('$')
  if (scheme !== 'pbkdf2-sha256' || rest.length || !iterations || !/^\d+$/.test(iterations)) return null
  const count = Number(iterations)
  const saltBytes = fromBase64url(salt ?? '')
  const hashBytes = fromBase64url(hash ?? '')
  if (count < 1 || count > MAX_ITERATIONS || !saltBytes || saltBytes.length < 16 || !hashBytes || hashBytes.length !== 32) return null
  return { iterations: count, salt: saltBytes, hash: hashBytes }
}

async function pbkdf2(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256))
}

/** Whether `password` matches the stored hash, compared in constant time. */
export async function verifyPassword(password: string, parsed: ParsedHash): Promise<boolean> {
  const derived = await pbkdf2(password, parsed.salt, parsed.iterations)
  return equalBytes(derived, parsed.hash)
}
