import { spawnSync } from 'node:child_process'
import { pbkdf2Sync } from 'node:crypto'
import { describe, expect, it } from 'vitest'

/** Runs `npm run -s hash-password` with the text piped to standard input, as the README shows. */
function hashPassword(input: string, env: Record<string, string> = {}) {
  return spawnSync('npm', ['run', '-s', 'hash-password'], { input, encoding: 'utf8', env: { ...process.env, ...env } })
}

describe('npm run hash-password', () => {
  it('prints only a PBKDF2-SHA256 hash (100,000 iterations, random salt) on its last line for a piped password', () => {
    const password = 'correct horse battery staple'
    const first = hashPassword(`${password}\n`)
    expect(first.status).toBe(0)
    const line = first.stdout.trim().split('\n').at(-1) ?? ''
    const [scheme, iterations, salt = '', hash = ''] = line.split('$')
    expect(scheme).toBe('pbkdf2-sha256')
    expect(iterations).toBe('100000')
    expect(pbkdf2Sync(password, Buffer.from(salt, 'base64url'), 100_000, 32, 'sha256').toString('base64url')).toBe(hash)
    // A new salt each time.
    expect(hashPassword(`${password}\n`).stdout.trim()).not.toBe(line)
  })

  it('does not depend on SESSION_SECRET', () => {
    const line = hashPassword('correct horse battery staple\n', { SESSION_SECRET: 'one-secret' }).stdout.trim()
    const [, , salt = '', hash = ''] = line.split('$')
    expect(pbkdf2Sync('correct horse battery staple', Buffer.from(salt, 'base64url'), 100_000, 32, 'sha256').toString('base64url')).toBe(hash)
  })

  it('refuses a password shorter than 15 characters', () => {
    const result = hashPassword('too short pw\n')
    expect(result.status).not.toBe(0)
    expect(result.stderr).toContain('at least 15 characters')
    expect(result.stdout).not.toContain('pbkdf2-sha256')
  })
})
