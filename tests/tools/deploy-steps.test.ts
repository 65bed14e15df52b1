import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { platform } from '../../scripts/lib/platform.ts'
import { BUILT_WORKER } from '../../scripts/run.ts'
import { LANGUAGES } from '../../src/lib/languages'
import { translationKey } from '../../src/translation/keys'
import { languageStateKey } from '../../src/translation/kv'
import type { LanguageState } from '../../src/translation/kv'

const root = resolve('.')
const TARGETS = LANGUAGES.map((language) => language.code as string).filter((code) => code !== 'en')

/**
 * A script of the project, as a developer's shell runs it: the test runner's NODE_ENV=test
 * stays out, and no Cloudflare credentials reach it, so nothing can leave this machine.
 */
const runScript = (script: string, args: readonly string[], env: Record<string, string | undefined> = {}) =>
  spawnSync(process.execPath, [join(root, 'scripts', script), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      NODE_ENV: undefined,
      CLOUDFLARE_API_TOKEN: undefined,
      CLOUDFLARE_ACCOUNT_ID: undefined,
      CI: 'true',
      PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
      WRANGLER_SEND_METRICS: 'false',
      ...env,
    },
  })

/** `npm run deploy`'s steps with `--local`: the local runtime stands in for the account. */
const deployLocally = (state: string, env: Record<string, string | undefined> = {}) => runScript('deploy.ts', ['--local', '--persist-to', state], env)
const importLocally = (state: string, args: readonly string[] = []) =>
  runScript('translations.ts', ['import', '--local', '--force', '--persist-to', state, ...args])

/** D1's own count of the rows an import wrote, from its last line. */
const rowsWritten = (stdout: string) => Number(/D1: \d+ rows read, (\d+) rows written/.exec(stdout)?.[1] ?? NaN)

interface Row {
  key: string
  english: string
  target: string
  text: string
  reviewed: number
  updatedAt: number
}

/** Local D1 and KV of a state folder, for what `work` does with them: one local runtime started for several reads and writes. */
async function withState<T>(state: string, work: (env: Env) => Promise<T>): Promise<T> {
  const { env, dispose } = await platform({ remote: false, persistTo: state })
  try {
    return await work(env)
  } finally {
    await dispose()
  }
}

type Snapshot = { rows: Map<string, Row>; versions: Map<string, string | undefined> }

/** What a deploy may change: every translation row with its `updated_at`, and every language's state in KV. */
async function snapshotOf(env: Env): Promise<Snapshot> {
  const { results } = await env.DB.prepare(
    'SELECT key, original_text AS english, target_language AS target, translated_text AS text, reviewed, updated_at AS updatedAt FROM translations',
  ).all<Row>()
  const states = await env.CACHE.get<LanguageState>(TARGETS.map(languageStateKey), 'json')
  return {
    rows: new Map(results.map((row) => [row.key, row])),
    versions: new Map(TARGETS.map((lang) => [lang, states.get(languageStateKey(lang))?.version])),
  }
}

const snapshot = (state: string) => withState(state, snapshotOf)

async function execute(env: Env, statement: string, ...params: unknown[]): Promise<void> {
  await env.DB.prepare(statement)
    .bind(...params)
    .run()
}

/** The rows whose `updated_at` changed between two snapshots. */
const touched = (before: Map<string, Row>, after: Map<string, Row>) => [...after.values()].filter((row) => before.get(row.key)?.updatedAt !== row.updatedAt)

/** The languages whose version changed between two snapshots. */
const bumped = (before: Map<string, string | undefined>, after: Map<string, string | undefined>) =>
  TARGETS.filter((lang) => before.get(lang) !== after.get(lang))

describe('npm run deploy -- --help', () => {
  it('prints the usage, and the usage again for an option it does not know, never a stack trace', () => {
    const help = runScript('deploy.ts', ['--help'])
    expect(help.status).toBe(0)
    expect(help.stdout).toMatch(/^Usage: npm run deploy \[-- --local\]/)
    expect(help.stdout).toContain('CLOUDFLARE_API_TOKEN')
    expect(help.stdout).toContain('uploads it as a new version that takes no traffic yet')
    expect(help.stdout).toContain('--secrets-file FILE')
    expect(help.stderr).toBe('')
    const unknown = runScript('deploy.ts', ['--prod'])
    expect(unknown.status).toBe(2)
    expect(unknown.stderr).toContain("Unknown option '--prod'")
    expect(unknown.stderr).toContain('Usage: npm run deploy')
    expect(unknown.stderr).not.toMatch(/\n\s+at /)
  })
})

describe('npm run deploy, before anything is built or sent', () => {
  it('stops while SITE_URL is still the address the repository ships with', () => {
    const result = runScript('deploy.ts', [])
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('SITE_URL in wrangler.toml is still https://karlinlabs.com')
    expect(result.stdout).not.toContain('▸ Build')
  })

  it('stops with the names of missing or invalid secrets, never their values', () => {
    const dir = mkdtempSync(join(tmpdir(), 'deploy-secrets-'))
    try {
      const short = join(dir, 'short.env')
      writeFileSync(short, 'SESSION_SECRET=too-short-to-sign\n')
      const invalid = runScript('deploy.ts', ['--keep-site-url', '--secrets-file', short])
      expect(invalid.status).toBe(1)
      expect(invalid.stderr).toContain('SESSION_SECRET must be at least 32 characters. Nothing was deployed.')
      expect(invalid.stderr).not.toContain('too-short-to-sign')

      const partial = join(dir, 'partial.env')
      writeFileSync(partial, `SESSION_SECRET="${'s'.repeat(40)}"\n`)
      const missing = runScript('deploy.ts', ['--keep-site-url', '--secrets-file', partial])
      expect(missing.status).toBe(1)
      expect(missing.stderr).toContain('Secrets missing: ADMIN_PASSWORD_HASH.')
      expect(missing.stdout).not.toContain('▸ Build')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('npm run deploy, walked against the local runtime', () => {
  // A state folder of its own: an empty D1 and KV, as on a new account, and the developer's own local data left alone.
  const state = mkdtempSync(join(tmpdir(), 'first-deploy-'))
  afterAll(() => rmSync(state, { recursive: true, force: true }))

  it('reuses the build, uploads a dry-run version before migrating, and loads the whole memory into an empty database within half a Free-plan day of D1 writes; a second deploy writes no row and bumps no version', async () => {
    // The build `npm test` has just made (or `npm run build`), as a release after a CI run would: building again
    // would only repeat it. Where there is none yet, the deploy builds.
    const built = existsSync(join(root, BUILT_WORKER))
    const first = deployLocally(state, { SKIP_BUILD: '1' })
    expect(first.status, `run 1:\n${first.stdout}\n${first.stderr}`).toBe(0)
    expect(first.stdout.includes('SKIP_BUILD: the build in dist/ is used as it is.')).toBe(built)
    expect(first.stdout).toMatch(/Total Upload: [\d.]+ KiB/)
    expect(first.stdout.indexOf('▸ Upload')).toBeLessThan(first.stdout.indexOf('▸ Migrations (local D1)'))
    for (const lang of TARGETS) expect(first.stdout).toMatch(new RegExp(`${lang}\\.json: \\d+ translations, \\d+ written \\(complete\\)`))
    const written = rowsWritten(first.stdout)
    expect(written).toBeGreaterThan(TARGETS.length * 1000)
    expect(written).toBeLessThanOrEqual(50_000)
    expect(first.stdout).toContain('✓ Every step passed against the local runtime.')
    const before = await snapshot(state)
    expect(before.rows.size).toBeGreaterThan(TARGETS.length * 1000)
    expect(TARGETS.filter((lang) => !before.versions.get(lang))).toEqual([])

    // The build the first run used, or made, is reused.
    const second = deployLocally(state, { SKIP_BUILD: '1' })
    expect(second.status, `run 2:\n${second.stdout}\n${second.stderr}`).toBe(0)
    expect(second.stdout).toContain('SKIP_BUILD: the build in dist/ is used as it is.')
    expect(second.stdout).toContain('No language changed: every translation version stays.')
    expect(second.stdout).toMatch(/D1: \d+ rows read, 0 rows written; KV: \d+ read, 0 written\./)
    const after = await snapshot(state)
    expect(after.rows.size).toBe(before.rows.size)
    expect(touched(before.rows, after.rows)).toEqual([])
    expect(bumped(before.versions, after.versions)).toEqual([])
  }, 900_000)

  it('writes back only a row that differs, bumps only its language, and never writes over a reviewed row', async () => {
    // A row the shipped file has as it is, under today's key (a local database keeps the rows
    // of texts the site no longer has, and of keys made under an earlier brand-term list).
    const pick = async (shipped: Snapshot, lang: string) => {
      const memory = JSON.parse(readFileSync(join(root, 'translations', `${lang}.json`), 'utf8')) as Record<string, { translation: string }>
      for (const row of shipped.rows.values())
        if (row.target === lang && !row.reviewed && memory[row.english]?.translation === row.text && row.key === (await translationKey(row.english, lang)))
          return row
      throw new Error(`no shipped ${lang} row in the local database`)
    }
    const { drifted, reviewed, before } = await withState(state, async (env) => {
      const shipped = await snapshotOf(env)
      const drifted = await pick(shipped, 'cs')
      const reviewed = await pick(shipped, 'de')
      await execute(env, 'UPDATE translations SET translated_text = ?, updated_at = 1 WHERE key = ?', `${drifted.text} (edited)`, drifted.key)
      await execute(
        env,
        'UPDATE translations SET translated_text = ?, reviewed = 1, provider = ?, updated_at = 1 WHERE key = ?',
        'Von Hand geprüft',
        'human',
        reviewed.key,
      )
      return { drifted, reviewed, before: await snapshotOf(env) }
    })
    try {
      const result = importLocally(state)
      expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0)
      expect(result.stdout).toMatch(/cs\.json: \d+ translations, 1 written/)
      expect(result.stderr).toMatch(/de\.json: 1 reviewed in D1 and different in the file, kept as reviewed/)
      const after = await snapshot(state)
      expect(touched(before.rows, after.rows).map((row) => row.key)).toEqual([drifted.key])
      expect(after.rows.get(drifted.key)?.text).toBe(drifted.text)
      expect(after.rows.get(reviewed.key)).toEqual(before.rows.get(reviewed.key))
      expect(bumped(before.versions, after.versions)).toEqual(['cs'])
    } finally {
      // Back as shipped: unreviewed again, so the next import of its language restores its text.
      await withState(state, (env) => execute(env, 'UPDATE translations SET reviewed = 0 WHERE key = ?', reviewed.key))
      expect(importLocally(state, ['--lang', 'de']).status).toBe(0)
    }
    const restored = await snapshot(state)
    expect(restored.rows.get(reviewed.key)?.text).toBe(reviewed.text)
  }, 600_000)
})
