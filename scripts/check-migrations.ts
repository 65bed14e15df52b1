/**
 * Fails when `src/db/schema/` and `migrations/` disagree: drizzle-kit generates
 * migrations from the schema in a scratch copy of the project, and any file it writes
 * is a change nobody has made a migration for. Run by `npm test` (`npm run db:check`);
 * fix a failure with `npm run db:generate -- --name what_changed`.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(process.argv[2] ?? '.')
const scratch = mkdtempSync(join(tmpdir(), 'migrations-check-'))
try {
  for (const path of ['drizzle.config.ts', 'migrations', join('src', 'db', 'schema')]) cpSync(join(root, path), join(scratch, path), { recursive: true })
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir')
  const before = new Set(readdirSync(join(scratch, 'migrations')))
  const kit = spawnSync(join(root, 'node_modules', '.bin', 'drizzle-kit'), ['generate', '--name', 'unrecorded_change'], { cwd: scratch, encoding: 'utf8' })
  if (kit.status !== 0) {
    console.error(`✗ drizzle-kit generate failed:\n${kit.stderr || kit.stdout}`)
    process.exit(1)
  }
  const added = readdirSync(join(scratch, 'migrations')).filter((file) => !before.has(file))
  if (added.length) {
    console.error('✗ src/db/schema/ has changes that no migration in migrations/ makes. Run `npm run db:generate -- --name what_changed`.')
    process.exit(1)
  }
  console.log('✓ migrations/ matches src/db/schema/')
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
