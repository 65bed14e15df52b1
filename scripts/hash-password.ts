/**
 * Prints an `ADMIN_PASSWORD_HASH` for a password: PBKDF2-SHA256, 100,000 iterations
 * (the most a Worker may run per call), a 16-byte random salt, as
 * `pbkdf2-sha256$100000$<salt>$<hash>` in base64url. Nothing else is mixed in, so the
 * hash does not depend on `SESSION_SECRET`.
 *
 *   npm run hash-password                                   # asks for it
 *   printf '%s\n' "$PW" | npm run -s hash-password          # piped: prints only the hash
 */
import { pbkdf2Sync, randomBytes } from 'node:crypto'
import { createInterface } from 'node:readline/promises'
import { text } from 'node:stream/consumers'
import { MIN_PASSWORD_LENGTH, PBKDF2_ITERATIONS } from '../src/admin/sign-in/password-policy.ts'

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return (await text(process.stdin)).split(/\r?\n/)[0] ?? ''
  const prompt = createInterface({ input: process.stdin, output: process.stderr, terminal: true })
  const answer = await prompt.question(`Admin password (at least ${MIN_PASSWORD_LENGTH} characters): `)
  prompt.close()
  return answer
}

const password = await readPassword()
if ([...password].length < MIN_PASSWORD_LENGTH) {
  console.error(`The password must have at least ${MIN_PASSWORD_LENGTH} characters.`)
  process.exit(1)
}
const salt = randomBytes(16)
const hash = pbkdf2Sync(Buffer.from(password, 'utf8'), salt, PBKDF2_ITERATIONS, 32, 'sha256')
console.log(`pbkdf2-sha256$${PBKDF2_ITERATIONS}$${salt.toString('base64url')}$${hash.toString('base64url')}`)
