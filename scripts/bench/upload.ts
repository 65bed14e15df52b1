/**
 * The Worker upload as a deploy would send it (size raw and gzip, from `wrangler deploy
 * --dry-run`) and its startup: the CPU a fresh isolate spends evaluating the Worker's
 * modules before its first request, as `wrangler check startup` profiles it in local
 * workerd (the active time of its CPU profile, garbage collection included), median of
 * several runs. Cloudflare refuses a Worker whose startup passes its own limit; the
 * project holds it to 10 ms so cold isolates stay cheap.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { UPLOAD_BUDGET_KIB, measureUpload } from '../check-upload.ts'
import { CHILD_ENV, pointWranglerAtBuild } from '../run.ts'
import { median } from './common.ts'
import { infoLine, numericLine } from './report.ts'
import type { Measurement } from './report.ts'

const RUNS = 5
export const STARTUP_BUDGET_MS = 10

export interface UploadResult {
  kib: number
  gzipKib: number
  startupMs: number
  startupRunsMs: number[]
}

/** The active CPU time one `wrangler check startup` run reports, in ms. */
export function startupActiveMs(output: string): number {
  const active = /Active:\s*([\d.]+)\s*ms/.exec(output)?.[1]
  if (active === undefined) throw new Error(`wrangler check startup printed no active time:\n${output}`)
  return Number(active)
}

/** One startup profile: its active time and the modules whose code it ran. */
export interface StartupRun {
  activeMs: number
  modules: string[]
}

/**
 * One `wrangler check startup` run on the built Worker. The check bundles the Worker with
 * `wrangler deploy` itself and does not pass `--config` on to it, so wrangler is pointed at
 * the build the way a deploy points it (without, it bundled the source with its own esbuild
 * and profiled that: 36–68 ms against 16–18 ms for the Worker a deploy uploads).
 */
export function checkStartup(): StartupRun {
  const dir = mkdtempSync(join(tmpdir(), 'startup-'))
  const profile = join(dir, 'startup.cpuprofile')
  const unpoint = pointWranglerAtBuild()
  try {
    const result = spawnSync('wrangler', ['check', 'startup', '--outfile', profile], { encoding: 'utf8', env: CHILD_ENV })
    if (result.status !== 0) throw new Error(`wrangler check startup failed: ${result.stderr}`)
    const { nodes } = JSON.parse(readFileSync(profile, 'utf8')) as { nodes: { callFrame: { url: string } }[] }
    return { activeMs: startupActiveMs(result.stdout), modules: [...new Set(nodes.map(({ callFrame }) => callFrame.url).filter(Boolean))] }
  } finally {
    unpoint()
    rmSync(dir, { recursive: true, force: true })
  }
}

export function measureWorkerUpload(): Measurement<UploadResult> {
  const upload = measureUpload()
  if ('error' in upload) throw new Error(upload.error)
  const startupRunsMs = Array.from({ length: RUNS }, () => checkStartup().activeMs)
  const startupMs = median(startupRunsMs)
  const section = 'Worker upload'
  return {
    lines: [
      infoLine(section, 'raw', `${upload.kib.toFixed(1)} KiB (minified)`),
      numericLine(section, 'gzip', upload.gzipKib, { max: UPLOAD_BUDGET_KIB, unit: ' KiB', digits: 1 }),
      numericLine(section, `startup (wrangler check startup, median of ${RUNS}; runs ${startupRunsMs.map((ms) => ms.toFixed(1)).join(', ')} ms)`, startupMs, {
        max: STARTUP_BUDGET_MS,
        unit: ' ms',
        digits: 1,
      }),
    ],
    data: { ...upload, startupMs, startupRunsMs },
  }
}
