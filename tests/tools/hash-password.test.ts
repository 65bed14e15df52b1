import { spawnSync } from 'node:child_process'
import { pbkdf2Sync } from 'node:crypto'
import { describe, expect, it } from 'vitest'

/** Runs `npm run -s hash-password` with the text piped to standard input, as docs/console.md shows. */
function hashPassword(input: string, args: string[] = [], env: Record<string, string> = {}) {
  return spawnSync('npm', ['run', '-s', 'hash-password', ...(args.length ? ['--', ...args] : [])], { input, encoding: 'utf8', env: { ...process.env, ...env } })
}

/** The hash a run printed on its last line, in its parts. */
function parts(stdout: string) {
  const line = stdout.trim().split('\n').at(-1) ?? ''
  const [scheme, iterations, salt = '', hash = ''] = line.split('$')
  return { line, scheme, iterations: Number(iterations), salt, hash }
}

const verifies = (password: string, { iterations, salt, hash }: ReturnType<typeof parts>) =>
  pbkdf2Sync(password, Buffer.from(salt, 'base64url'), iterations, 32, 'sha256').toString('base64url') === hash

describe('npm run hash-password', () => {
  it('prints only a PBKDF2-SHA256 hash naming its iterations (10,000 by default: a login within the Free plan’s CPU) on its last line for a piped password', () => {
    const password = 'correct horse battery staple'
    const first = hashPassword(`${password}\n`)
    expect(first.status).toBe(0)
    const hash = parts(first.stdout)
    expect(hash.scheme).toBe('pbkdf2-sha256')
    expect(hash.iterations).toBe(10_000)
    expect(verifies(password, hash)).toBe(true)
    // A new salt each time.
    expect(parts(hashPassword(`${password}\n`).stdout).line).not.toBe(hash.line)
  })

  it('takes a higher count for an owner on a paid plan, and refuses one outside 10,000–100,000', () => {
    const hash = parts(hashPassword('correct horse battery staple\n', ['--iterations', '100000']).stdout)
    expect(hash.iterations).toBe(100_000)
    expect(verifies('correct horse battery staple', hash)).toBe(true)
    for (const count of ['500', '250000', 'many']) {
      const refused = hashPassword('correct horse battery staple\n', ['--iterations', count])
      expect(refused.status).not.toBe(0)
      expect(refused.stdout).not.toContain('pbkdf2-sha256')
    }
  })

  it('generates a strong password when asked, shows it once on standard error, and hashes it', () => {
    const result = hashPassword('', ['--generate'])
    expect(result.status).toBe(0)
    const generated = /\n\s{2}([a-z2-9]{5}(?:-[a-z2-9]{5}){5})\n/.exec(result.stderr)?.[1] ?? ''
    expect(generated).toHaveLength(35)
    expect(result.stdout).not.toContain(generated)
    expect(verifies(generated, parts(result.stdout))).toBe(true)
  })

  it('does not depend on SESSION_SECRET', () => {
    const hash = parts(hashPassword('correct horse battery staple\n', [], { SESSION_SECRET: 'one-secret' }).stdout)
    expect(verifies('correct horse battery staple', hash)).toBe(true)
  })

  it('refuses a password shorter than 15 characters', () => {
    const result = hashPassword('too short pw\n')
    expect(result.status).not.toBe(0)
    expect(result.stderr).toContain('at least 15 characters')
    expect(result.stdout).not.toContain('pbkdf2-sha256')
  })
})
