/**
 * Runs `npm start` (scripts/start.ts, on the existing build) in its own process group,
 * for the tests and bench sections that must meet the real local server, and stops it
 * with everything it started.
 */
import { spawn } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync } from 'node:fs'
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
  // A file, not a pipe: under load the server logs a line per request, and a pipe the
  // caller is slow to drain would stall the server itself.
  mkdirSync(join(root, '.wrangler'), { recursive: true })
  const logFile = join(root, '.wrangler', `local-site-${port}.log`)
  const log = openSync(logFile, 'w')
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.ts')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', log, log],
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
  closeSync(log)
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
  const site: LocalSite = { origin, output: () => readFileSync(logFile, 'utf8'), stop }
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

/**
 * Where the local server (`wrangler dev`) keeps every invocation with its `url.full`: a SQLite
 * store, what Workers Logs' invocation logs are on Cloudflare.
 */
const LOG_STORE = join(root, '.wrangler/state/v3/observability/miniflare-wobs-trace-store')

/** Everything the local log store holds, as text (its database and write-ahead log); empty before the first request. */
export function localLogText(): string {
  if (!existsSync(LOG_STORE)) return ''
  return readdirSync(LOG_STORE)
    .filter((file) => /\.sqlite(-wal)?$/.test(file))
    .map((file) => readFileSync(join(LOG_STORE, file)).toString('utf8'))
    .join('\n')
}
