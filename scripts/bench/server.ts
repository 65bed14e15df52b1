/**
 * Build, local D1 and the production server for the bench: `vite build`, migrations,
 * `vite preview` (local workerd) on its own port, and a static file of the same size
 * as the /en page for the throughput comparison.
 */
import { spawn, spawnSync } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { CHILD_ENV, pointWranglerAtBuild } from '../run.ts'

/**
 * The static twin of /en. Not `.html`: the assets binding redirects `x.html` to `/x`,
 * which the Worker treats as a page; `.htm` is served as text/html by the same path.
 */
export const STATIC_FILE = 'dist/client/bench-static.htm'
export const STATIC_PATH = '/bench-static.htm'

const START_TIMEOUT_MS = 120_000

/** The site cannot be built or started: the bench has nothing to measure. */
export class SiteStartError extends Error {}

export interface BenchServer {
  origin: string
  stop: () => Promise<void>
}

/** Runs a local binary to completion, quietly unless it fails. */
function runStep(command: string, args: readonly string[]): void {
  console.log(`→ ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { env: CHILD_ENV, encoding: 'utf8', shell: process.platform === 'win32' })
  if (result.status !== 0) {
    process.stderr.write(result.stdout ?? '')
    process.stderr.write(result.stderr ?? '')
    throw new SiteStartError(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`)
  }
}

/** `vite build`, local D1 migrations and, when the repo ships one, the translation memory (as `npm start` does). */
export function prepareSite({ build }: { build: boolean }): void {
  if (build) runStep('vite', ['build', '--logLevel', 'warn'])
  if (!existsSync('dist/client')) throw new SiteStartError('dist/client is missing: run without --no-build')
  runStep('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local'])
  // --force: a fresh import bumps every language's version, so no page dictionary cached in KV by an earlier run is used.
  if (existsSync('translations')) runStep('node', ['scripts/translations.ts', 'import', '--local', '--force', '--quiet'])
  // The assets binding lists its files when it starts and reads them per request, so
  // the file must exist now; its content is written once the /en page can be fetched.
  writeFileSync(STATIC_FILE, '')
}

/** Starts `vite preview` in its own process group and waits until /en answers 200. */
export async function startServer(port: number): Promise<BenchServer> {
  const origin = `http://localhost:${port}`
  const output: string[] = []
  // `vite preview` serves the build through the Cloudflare plugin, which finds it by the pointer a build no longer leaves.
  pointWranglerAtBuild()
  const child = spawn('vite', ['preview', '--port', String(port), '--strictPort'], { env: CHILD_ENV, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  const server: BenchServer = { origin, stop: () => stopServer(child) }
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      const response = await fetch(`${origin}/en`)
      if (response.ok) return server
    } catch {
      // Not listening yet.
    }
    await sleep(500)
  }
  await server.stop()
  throw new SiteStartError(`vite preview did not serve ${origin}/en within ${START_TIMEOUT_MS / 1000} s:\n${output.join('').slice(-2000)}`)
}

/** Stops the preview server and the workerd it started (the whole process group). */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    return
  }
  const timeout = sleep(5000).then(() => 'timeout')
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
}

/** Fills the static twin with the bytes of the /en page; returns both sizes. */
export async function writeStaticTwin(origin: string): Promise<{ pageBytes: number; staticBytes: number }> {
  const page = Buffer.from(await (await fetch(`${origin}/en`)).arrayBuffer())
  writeFileSync(STATIC_FILE, page)
  const response = await fetch(`${origin}${STATIC_PATH}`)
  const staticBytes = response.ok ? (await response.arrayBuffer()).byteLength : 0
  return { pageBytes: page.length, staticBytes }
}

export function removeStaticTwin(): void {
  rmSync(STATIC_FILE, { force: true })
}
