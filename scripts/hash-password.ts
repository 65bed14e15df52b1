/**
 * Prints an `ADMIN_PASSWORD_HASH` for the password typed (or piped) on standard input:
 * `pbkdf2-sha256$<iterations>$<salt>$<hash>`, base64url, 16-byte random salt. The
 * `SESSION_SECRET` (from the environment or `.dev.vars`) is mixed in as a pepper, so the
 * Worker verifies with the same secret. 100,000 iterations is the most a production
 * Worker may run per call; the pepper makes up for the rest (see the security checklist).
 */
import { existsSync, readFileSync } from 'node:fs'
import { pbkdf2Sync, randomBytes } from 'node:crypto'
import { createInterface } from 'node:readline/promises'

export const PBKDF2_ITERATIONS = 100_000
const MIN_LENGTH = 15

function sessionSecret(): string {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET
  if (existsSync('.dev.vars')) {
    const line = readFileSync('.dev.vars', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('SESSION_SECRET='))
    const value = line?.slice('SESSION_SECRET='.length).trim()
    if (value) return value
  }
  console.error('Set SESSION_SECRET (the same value the Worker has) in the environment or in .dev.vars.')
  process.exit(1)
}

const secret = sessionSecret()
const prompt = createInterface({ input: process.stdin, output: process.stderr, terminal: process.stdin.isTTY })
const password = (await prompt.question('Admin password (at least 15 characters): ')).replace(/\r?\n$/, '')
prompt.close()
if ([...password].length < MIN_LENGTH) {
  console.error(`The password must have at least ${MIN_LENGTH} characters.`)
  process.exit(1)
}
const salt = randomBytes(16)
const hash = pbkdf2Sync(Buffer.concat([Buffer.from(password, 'utf8'), Buffer.from(secret, 'utf8')]), salt, PBKDF2_ITERATIONS, 32, 'sha256')
console.log(`pbkdf2-sha256$${PBKDF2_ITERATIONS}$${salt.toString('base64url')}$${hash.toString('base64url')}`)
