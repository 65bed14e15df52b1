/**
 * Runs `npm start` (scripts/start.ts, on the existing build) in its own process group,
 * for the tests and bench sections that must meet the real local server, and stops it
 * with everything it started.
 */
import { spawn } from 'node:child_process'
import { delimiter, join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

export interface LocalSite {
  origin: string
  /** What the server printed so far. */
  output: () => string
  stop: () => Promise<void>
}

const root = resolve(import.meta.dirname, '..', '..')

export async function startLocalSite(port: number, env: Record<string, string> = {}, timeoutMs = 120_000): Promise<LocalSite> {
  const origin = `http://localhost:${port}`
  const chunks: string[] = []
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.ts')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: undefined,
      PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
      WRANGLER_SEND_METRICS: 'false',
      PORT: String(port),
      SKIP_BUILD: '1',
      ...env,
    },
  })
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()))
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      return
    }
    if ((await Promise.race([exited.then(() => 'exited'), sleep(5000).then(() => 'timeout')])) === 'timeout') {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // Already gone.
      }
    }
  }
  const site: LocalSite = { origin, output: () => chunks.join(''), stop }
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${origin}/en`)).ok) return site
    } catch {
      // Not listening yet.
    }
    await sleep(500)
  }
  await stop()
  throw new Error(`npm start did not serve ${origin}/en:\n${site.output().slice(-2000)}`)
}
