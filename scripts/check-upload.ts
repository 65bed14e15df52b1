/**
 * `npm run check:upload` (part of `npm test`): asks wrangler to bundle the built Worker
 * exactly as a deploy would (`wrangler deploy --dry-run`), which also fails on a
 * configuration wrangler rejects, and holds the upload to its budget.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHILD_ENV, pointWranglerAtBuild } from './run.ts'

/** The Worker upload, gzip: docs/architecture.md, "Budgets" (the Free plan allows 3 MB; what the budget guards is startup). */
export const UPLOAD_BUDGET_KIB = 215

export interface UploadSize {
  kib: number
  gzipKib: number
}

/** Bundles the built Worker with wrangler; returns its upload size, or the reason it failed. */
export function measureUpload(): UploadSize | { error: string } {
  const outdir = mkdtempSync(join(tmpdir(), 'worker-upload-'))
  try {
    const unpoint = pointWranglerAtBuild()
    const result = spawnSync('wrangler', ['deploy', '--dry-run', '--outdir', outdir], { env: CHILD_ENV, encoding: 'utf8' })
    unpoint()
    const output = `${result.stdout}${result.stderr}`
    const size = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output)
    if (result.status !== 0 || !size) return { error: output.trim().split('\n').slice(-15).join('\n') }
    return { kib: Number(size[1]), gzipKib: Number(size[2]) }
  } finally {
    rmSync(outdir, { recursive: true, force: true })
  }
}

if (import.meta.main) {
  const upload = measureUpload()
  if ('error' in upload) {
    console.error(`✗ wrangler deploy --dry-run failed (run npm run build first):\n${upload.error}`)
    process.exit(1)
  }
  const line = `Worker upload: ${upload.kib.toFixed(1)} KiB, ${upload.gzipKib.toFixed(1)} KiB gzip (budget ${UPLOAD_BUDGET_KIB} KiB gzip)`
  if (upload.gzipKib > UPLOAD_BUDGET_KIB) {
    console.error(`✗ ${line}`)
    process.exit(1)
  }
  console.log(`✓ ${line}`)
}
