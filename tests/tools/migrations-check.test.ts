import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const root = resolve('.')
const copies: string[] = []

/** A scratch copy of what the check reads, with `edit` applied to the schema's access tables. */
function projectWithSchema(edit: (schema: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), 'schema-drift-'))
  copies.push(dir)
  for (const path of ['drizzle.config.ts', 'migrations', join('src', 'db', 'schema')]) cpSync(join(root, path), join(dir, path), { recursive: true })
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
  // The sessions' table, where the test below adds a column.
  const schema = join(dir, 'src', 'db', 'schema', 'access.ts')
  writeFileSync(schema, edit(readFileSync(schema, 'utf8')))
  return dir
}

const check = (dir: string) => spawnSync(process.execPath, [join(root, 'scripts', 'check-migrations.ts'), dir], { encoding: 'utf8' })

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('npm run db:check', () => {
  it('passes when migrations/ creates exactly what the schema describes', () => {
    const result = check(projectWithSchema((schema) => schema))
    expect(result.stdout).toContain('migrations/ matches src/db/schema/')
    expect(result.status).toBe(0)
  })

  it('fails when the schema gains a column no migration adds', () => {
    const result = check(
      projectWithSchema((schema) =>
        schema.replace("lastSeenAt: integer('last_seen_at').notNull(),", "lastSeenAt: integer('last_seen_at').notNull(),\n  userAgent: text('user_agent'),"),
      ),
    )
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('no migration in migrations/ makes')
  })
})
