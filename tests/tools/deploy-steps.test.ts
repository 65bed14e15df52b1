import { spawnSync } from 'node:child_process'
import { delimiter, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve('.')

/** `npm run deploy`'s steps with `--local`: the local runtime stands in for the account. */
const deployLocally = () =>
  spawnSync(process.execPath, [join(root, 'scripts', 'deploy.ts'), '--local'], {
    cwd: root,
    encoding: 'utf8',
    // As a developer's shell runs it: the test runner's NODE_ENV=test stays out.
    env: {
      ...process.env,
      NODE_ENV: undefined,
      PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
      WRANGLER_SEND_METRICS: 'false',
    },
  })

describe('npm run deploy, walked against the local runtime', () => {
  it('builds, migrates, bundles the Worker as a deploy would and loads the translation memory, twice in a row', () => {
    for (const run of [1, 2]) {
      const result = deployLocally()
      expect(result.status, `run ${run}:\n${result.stdout}\n${result.stderr}`).toBe(0)
      expect(result.stdout).toContain('▸ Migrations (local D1)')
      expect(result.stdout).toMatch(/Total Upload: [\d.]+ KiB/)
      expect(result.stdout).toMatch(/cs\.json: \d+ translations/)
      expect(result.stdout).toContain('✓ Every step passed against the local runtime.')
    }
  }, 180_000)
})
