/**
 * `npx wrangler dev` on a fresh clone: the project's files as git knows them (no build,
 * no local D1), with the installed packages, and nothing else. Wrangler runs the
 * `[build]` command of wrangler.toml (build, local migrations, the shipped memory) and
 * must then serve `/cs` in Czech; an edit to a page's copy must then show from source
 * without the migrations and the import running again.
 */
import { spawn, spawnSync } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
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

/** The page at `path` once it answers 200 and `ready` holds for its text (wrangler may still be building). */
async function served(child: ChildProcess, path: string, ready: (html: string) => boolean): Promise<string> {
  const deadline = Date.now() + 600_000
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const response = await fetch(`http://localhost:${PORT}${path}`)
      const text = await response.text()
      if (response.ok && ready(text)) return text
    } catch {
      // Not listening yet: wrangler is still building.
    }
    await sleep(500)
  }
  return ''
}

describe('npx wrangler dev on a fresh clone', () => {
  it('builds, migrates local D1, loads the shipped memory and serves /cs in Czech; an edit shows from source, preparing nothing again', async () => {
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
      const html = await served(child, '/cs', () => true)
      expect(html, log.join('').slice(-3000)).toContain('<html lang="cs"')
      const memory = JSON.parse(readFileSync(join(root, 'translations', 'cs.json'), 'utf8')) as Record<string, { translation: string }>
      const czechTitle = memory[homeCopy.meta.title]?.translation
      expect(czechTitle).toBeTruthy()
      expect(html).toContain(`<title>${escapeHtml(czechTitle ?? '')}</title>`)
      expect(log.join('')).not.toContain('translation_lookup_failed')
      // The build left wrangler pointed at the source it watches, not at itself.
      expect(existsSync(join(dir, '.wrangler/deploy/config.json'))).toBe(false)

      const copyFile = join(dir, 'src/copy/home.ts')
      const edited = 'An edited title, from source'
      const source = readFileSync(copyFile, 'utf8')
      const title = homeCopy.meta.title.split(' | ')[1] ?? ''
      expect(source).toContain(title)
      writeFileSync(copyFile, source.replace(title, edited))
      const before = log.join('').length
      const page = await served(child, '/en', (text) => text.includes(edited))
      expect(page, log.join('').slice(-3000)).toContain(edited)
      const rebuild = log.join('').slice(before)
      expect(rebuild).toContain('--prepare')
      expect(rebuild).not.toMatch(/Migrations|migrations to be applied|No migrations/i)
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
      await Promise.race([new Promise((done) => child.once('exit', done)), sleep(5000)])
      rmSync(dir, { recursive: true, force: true })
    }
  }, 900_000)
})
