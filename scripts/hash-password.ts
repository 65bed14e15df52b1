/**
 * Prints an `ADMIN_PASSWORD_HASH`: PBKDF2-SHA256 with a 16-byte random salt, as
 * `pbkdf2-sha256$<iterations>$<salt>$<hash>` in base64url. Nothing else is mixed in, so the
 * hash does not depend on `SESSION_SECRET`.
 *
 *   npm run hash-password                                   # asks for a password
 *   printf '%s\n' "$PW" | npm run -s hash-password          # piped: prints only the hash
 *   npm run hash-password -- --generate                     # makes a strong password for you
 *   npm run hash-password -- --iterations 100000            # on a paid plan: a slower hash
 *
 * The default, 10,000 iterations, keeps a login within the Workers Free plan's 10 ms of
 * CPU; a generated password (150 random bits) makes the count irrelevant to guessing.
 * The hash is always the last line printed.
 */
import { pbkdf2Sync, randomBytes } from 'node:crypto'
import { createInterface } from 'node:readline/promises'
import { text } from 'node:stream/consumers'
import { parseArgs } from 'node:util'
import { DEFAULT_ITERATIONS, MAX_ITERATIONS, MIN_ITERATIONS, MIN_PASSWORD_LENGTH } from '../src/admin/sign-in/password-policy.ts'

const USAGE = `Usage: npm run hash-password [-- --generate] [-- --iterations N]
  --generate        make a random password (printed once, above the hash) instead of asking for one
  --iterations N    PBKDF2 iterations, ${MIN_ITERATIONS.toLocaleString('en')}–${MAX_ITERATIONS.toLocaleString('en')} (default ${DEFAULT_ITERATIONS.toLocaleString('en')}, which keeps a login within the Free plan's 10 ms of CPU)`

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`)
  process.exit(1)
}

let flags: { generate?: boolean; iterations?: string; help?: boolean }
try {
  flags = parseArgs({ options: { generate: { type: 'boolean' }, iterations: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }).values
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}
if (flags.help) {
  console.log(USAGE)
  process.exit(0)
}
const iterations = flags.iterations === undefined ? DEFAULT_ITERATIONS : Number(flags.iterations)
if (!Number.isInteger(iterations) || iterations < MIN_ITERATIONS || iterations > MAX_ITERATIONS)
  fail(`--iterations must be a whole number from ${MIN_ITERATIONS} to ${MAX_ITERATIONS}.`)

/** 30 characters from a 32-letter alphabet without l, o, 0 and 1: 150 random bits, in groups of five. */
function generatedPassword(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789'
  return [...randomBytes(30)]
    .map((byte) => alphabet[byte % 32])
    .join('')
    .replace(/(.{5})(?=.)/g, '$1-')
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return (await text(process.stdin)).split(/\r?\n/)[0] ?? ''
  const prompt = createInterface({ input: process.stdin, output: process.stderr, terminal: true })
  const answer = await prompt.question(`Admin password (at least ${MIN_PASSWORD_LENGTH} characters): `)
  prompt.close()
  return answer
}

const password = flags.generate ? generatedPassword() : await readPassword()
if ([...password].length < MIN_PASSWORD_LENGTH) fail(`The password must have at least ${MIN_PASSWORD_LENGTH} characters.`)
if (flags.generate) console.error(`Your new admin password (shown only now; keep it in a password manager):\n\n  ${password}\n`)
const salt = randomBytes(16)
const hash = pbkdf2Sync(Buffer.from(password, 'utf8'), salt, iterations, 32, 'sha256')
console.log(`pbkdf2-sha256$${iterations}$${salt.toString('base64url')}$${hash.toString('base64url')}`)
