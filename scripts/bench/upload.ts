/**
 * The Worker upload as a deploy would send it (size raw and gzip, from `wrangler deploy
 * --dry-run`) and how long loading it takes: the module import a cold isolate pays
 * before its first request, timed in a fresh Node process (V8, as in workerd), median
 * of several starts.
 */
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { UPLOAD_BUDGET_KIB, measureUpload } from '../check-upload.ts'
import { median } from './common.ts'
import { infoLine, numericLine } from './report.ts'
import type { Measurement } from './report.ts'

const STARTS = 7

export interface UploadResult {
  kib: number
  gzipKib: number
  startupMs: number
}

export function measureWorkerUpload(): Measurement<UploadResult> {
  const upload = measureUpload()
  if ('error' in upload) throw new Error(upload.error)
  const entry = pathToFileURL(resolve('dist/worker/index.js')).href
  const script = `const t = performance.now(); await import(${JSON.stringify(entry)}); console.log(performance.now() - t)`
  const starts = Array.from({ length: STARTS }, () => {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } })
    if (result.status !== 0) throw new Error(`importing the Worker failed: ${result.stderr}`)
    return Number(result.stdout.trim())
  })
  const startupMs = median(starts)
  const section = 'Worker upload'
  return {
    lines: [
      infoLine(section, 'raw', `${upload.kib.toFixed(1)} KiB (minified)`),
      numericLine(section, 'gzip', upload.gzipKib, { max: UPLOAD_BUDGET_KIB, unit: ' KiB', digits: 1 }),
      infoLine(section, 'startup (module import)', `${startupMs.toFixed(1)} ms, median of ${STARTS} fresh starts`),
    ],
    data: { ...upload, startupMs },
  }
}
