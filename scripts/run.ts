import { spawn, spawnSync } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'

/** Environment for every wrangler/vite child: no telemetry from local runs. */
export const CHILD_ENV = { ...process.env, WRANGLER_SEND_METRICS: 'false' }

/** Runs a local binary from node_modules/.bin and stops the script if it fails. */
export function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv = CHILD_ENV): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env, shell: process.platform === 'win32' })
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed`)
    process.exit(result.status ?? 1)
  }
}

/** Starts a long-running local binary with inherited output. */
export function start(command: string, args: readonly string[]): ChildProcess {
  const child = spawn(command, args, { stdio: 'inherit', env: CHILD_ENV, shell: process.platform === 'win32' })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
  child.on('exit', (code) => process.exit(code ?? 0))
  return child
}

export const PORT = process.env.PORT || '8787'

/** The Worker's configuration as `vite build` writes it: there when a build exists. */
export const BUILT_WORKER = 'dist/worker/wrangler.json'

/** Where wrangler looks for a pointer to a built Worker (the Cloudflare Vite plugin's redirect file). */
const BUILT_WORKER_POINTER = '.wrangler/deploy/config.json'

/**
 * Points wrangler commands without `--config` at the build until `unpoint` is called or the
 * script exits, as the Cloudflare plugin's redirect file would (state, ids and paths stay the
 * project's, which `--config dist/…` would move into dist/). Only the scripts that ship the
 * build need it (the deploy, after its build; the upload check); a build leaves no pointer,
 * so `npx wrangler dev` serves the source.
 */
export function pointWranglerAtBuild(): () => void {
  mkdirSync('.wrangler/deploy', { recursive: true })
  writeFileSync(BUILT_WORKER_POINTER, JSON.stringify({ configPath: `../../${BUILT_WORKER}`, auxiliaryWorkers: [] }))
  const unpoint = () => rmSync(BUILT_WORKER_POINTER, { force: true })
  process.once('exit', unpoint)
  return unpoint
}
