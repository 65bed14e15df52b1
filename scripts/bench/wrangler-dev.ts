/**
 * The built Worker under `wrangler dev`, wrapped for a bench section: the wrapper
 * (`dist/worker/bench-{name}.js`) imports `index.js` and adds what the section measures or
 * injects; its log goes to `.wrangler/bench-{name}.log`, since a pipe the bench is slow to
 * drain would stall the server.
 */
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { CHILD_ENV } from '../run.ts'

export interface WrappedWorker {
  child: ChildProcess
  origin: string
  stop: () => void
}

/** Starts the wrapped Worker on `port` and waits until `ready` says it answers (two minutes at most). */
export async function serveWrappedWorker(
  name: string,
  wrapperSource: string,
  port: number,
  vars: Record<string, string>,
  ready: (worker: WrappedWorker) => Promise<boolean>,
): Promise<WrappedWorker> {
  if (!existsSync('dist/worker/wrangler.json')) throw new Error('dist/worker is missing: build first')
  const wrapper = `dist/worker/bench-${name}.js`
  const config = `dist/worker/wrangler.bench-${name}.json`
  const logFile = `.wrangler/bench-${name}.log`
  writeFileSync(wrapper, wrapperSource)
  const built = JSON.parse(readFileSync('dist/worker/wrangler.json', 'utf8')) as Record<string, unknown>
  writeFileSync(config, JSON.stringify({ ...built, main: `bench-${name}.js` }))
  const log = openSync(logFile, 'w')
  const varArgs = Object.entries({ ENVIRONMENT: 'development', ...vars }).flatMap(([key, value]) => ['--var', `${key}:${value}`])
  const args = [
    'dev',
    '--config',
    config,
    '--port',
    String(port),
    '--persist-to',
    '.wrangler/state',
    '--show-interactive-dev-session=false',
    '--log-level',
    'error',
  ]
  const child = spawn('wrangler', [...args, ...varArgs], { env: CHILD_ENV, detached: true, stdio: ['ignore', log, log] })
  closeSync(log)
  const worker: WrappedWorker = {
    child,
    origin: `http://localhost:${port}`,
    stop: () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM')
      } catch {
        // Gone already.
      }
      rmSync(wrapper, { force: true })
      rmSync(config, { force: true })
    },
  }
  for (let i = 0; i < 240 && child.exitCode === null; i++) {
    try {
      if (await ready(worker)) return worker
    } catch (error) {
      if (error instanceof StartFailure) {
        worker.stop()
        throw error
      }
      // Not answering yet.
    }
    await sleep(500)
  }
  worker.stop()
  throw new Error(`the ${name} server did not start:\n${readFileSync(logFile, 'utf8').slice(-1500)}`)
}

/** Thrown by a `ready` check that found the server started wrongly: no point in waiting longer. */
export class StartFailure extends Error {}
