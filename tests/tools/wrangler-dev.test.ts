/**
 * `npx wrangler dev` on a fresh clone: the project's files as git knows them (no build,
 * no local D1), with the installed packages, and nothing else. Wrangler runs the
 * `[build]` command of wrangler.toml (build, local migrations, the shipped memory) and
 * must then serve `/cs` in Czech.
 */
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, dirname, join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { homeCopy } from '../../src/copy/home'

const root = resolve('.')
/** The port after the tools tier's own (`TOOLS_TEST_PORT`, used by start-server.test.ts). */
const PORT = Number(process.env.TOOLS_TEST_PORT ?? 8797) + 1

/** A copy of the files git tracks (and new ones it does not ignore), as a clone would have them. */
function freshClone(): string {
  const dir = mkdtempSync(join(tmpdir(), 'karlin-clone-'))
  const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).stdout.split('\0')
  for (const file of files.filter(Boolean)) {
    try {
      cpSync(join(root, file), join(dir, file), { recursive: false })
    } catch (error) {
      // A tracked file deleted in the working tree is not in the clone either.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  // `npm install` in the clone would bring the same packages; linking them saves minutes.
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
  return dir
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

describe('npx wrangler dev on a fresh clone', () => {
  it('builds, migrates local D1, loads the shipped memory and serves /cs in Czech', async () => {
    const dir = freshClone()
    const log: string[] = []
    const child = spawn('npx', ['wrangler', 'dev', '--port', String(PORT), '--show-interactive-dev-session=false'], {
      cwd: dir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: undefined,
        CI: 'true',
        PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`,
        WRANGLER_SEND_METRICS: 'false',
      },
    })
    child.stdout.on('data', (chunk: Buffer) => log.push(chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => log.push(chunk.toString()))
    try {
      let html = ''
      const deadline = Date.now() + 600_000
      while (Date.now() < deadline && child.exitCode === null && !html) {
        try {
          const response = await fetch(`http://localhost:${PORT}/cs`)
          if (response.ok) html = await response.text()
          else await response.arrayBuffer()
        } catch {
          // Not listening yet: wrangler is still building.
        }
        if (!html) await sleep(500)
      }
      expect(html, log.join('').slice(-3000)).toContain('<html lang="cs"')
      const memory = JSON.parse(readFileSync(join(root, 'translations', 'cs.json'), 'utf8')) as Record<string, { translation: string }>
      const czechTitle = memory[homeCopy.meta.title]?.translation
      expect(czechTitle).toBeTruthy()
      expect(html).toContain(`<title>${escapeHtml(czechTitle ?? '')}</title>`)
      expect(log.join('')).not.toContain('translation_lookup_failed')
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
      await Promise.race([new Promise((done) => child.once('exit', done)), sleep(5000)])
      rmSync(dir, { recursive: true, force: true })
    }
  }, 900_000)
})
