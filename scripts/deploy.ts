/**
 * `npm run deploy`: everything a release needs, in an order that never lets a visitor
 * reach a half set-up site, and safe to run again.
 *
 *   node scripts/deploy.ts [--secrets-file F]   your Cloudflare account (after `npx wrangler login`)
 *   node scripts/deploy.ts --local              the same steps against the local runtime
 *
 * 0. Checks before anything is built or sent: `SITE_URL` is not the address this
 *    repository ships with (unless `--keep-site-url`), and every secret the site needs is
 *    either in the secrets file or already set on the Worker, with a valid value.
 * 1. Build with Vite (client, then the Worker); `SKIP_BUILD=1` reuses a build already made.
 * 2. Upload the new version without sending it any traffic (`wrangler versions upload`,
 *    with the secrets file). On the very first upload wrangler creates the D1 database and
 *    the KV namespace.
 * 3. Apply the D1 migrations.
 * 4. Load the shipped translation memory into D1: only rows that are new or differ from
 *    D1 are written, never a reviewed one, and only a language whose rows changed gets a
 *    new version in KV. A deploy with nothing changed writes no row and no KV key.
 * 5. Only now send every visitor to the new version (`wrangler versions deploy`).
 *
 * A Worker that has never been deployed cannot take a version upload; then step 2 is a
 * plain `wrangler deploy` (nobody knows its address yet) and steps 3 and 4 follow it.
 */
import './lib/source-hooks.ts'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { unstable_readConfig } from 'wrangler'
import { BUILT_WORKER, CHILD_ENV, pointWranglerAtBuild, run } from './run.ts'

/** The address this repository ships with in wrangler.toml: someone else's site. */
export const SHIPPED_SITE_URL = 'https://karlinlabs.com'

const USAGE = `Usage: npm run deploy [-- --local] [-- --secrets-file FILE]

Builds the site, uploads it as a new version that takes no traffic yet, applies the D1
migrations, loads the shipped translation memory (only what changed) and only then sends
visitors to the new version. Sign in first with \`npx wrangler login\`, or set
CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID (CI).

Before anything is built or sent it checks that SITE_URL in wrangler.toml is yours and
that every secret the site needs (SESSION_SECRET, ADMIN_PASSWORD_HASH, and the Turnstile
and translation keys when those are configured) is set on the Worker or in the secrets
file, and stops with what is missing.

Options:
  --secrets-file FILE  secrets to upload with the version: lines NAME=value (or JSON);
                       keep the file out of git. Needed on the first deploy.
  --keep-site-url      deploy even though SITE_URL is ${SHIPPED_SITE_URL} (only for that site)
  --local              walk the same steps against the local runtime: local migrations,
                       a dry-run upload (wrangler checks the configuration and bundles the
                       Worker), the import into local D1 and KV; no checks of SITE_URL or
                       secrets
  --persist-to DIR     with --local: the local state's folder (default .wrangler/state)
  --help               print this help

SKIP_BUILD=1 reuses the build in dist/ instead of building again.
Steps, setup and secrets: docs/deploy.md.`

interface Flags {
  local: boolean
  secretsFile?: string
  keepSiteUrl: boolean
  persistTo?: string
}

function readFlags(): Flags {
  try {
    const { values } = parseArgs({
      options: {
        local: { type: 'boolean', default: false },
        'secrets-file': { type: 'string' },
        'keep-site-url': { type: 'boolean', default: false },
        'persist-to': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    })
    if (values.help) {
      console.log(USAGE)
      process.exit(0)
    }
    if (values['persist-to'] && !values.local) throw new Error('--persist-to goes with --local')
    return { local: values.local, secretsFile: values['secrets-file'], keepSiteUrl: values['keep-site-url'], persistTo: values['persist-to'] }
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`)
    process.exit(2)
  }
}

function fail(message: string): never {
  console.error(`\n✗ ${message}`)
  process.exit(1)
}

function step(title: string): void {
  console.log(`\n▸ ${title}`)
}

/** `NAME=value` lines (comments and blank lines skipped, quotes taken off) or a JSON object. */
export function parseSecrets(text: string): Map<string, string> {
  const trimmed = text.trim()
  if (trimmed.startsWith('{')) return new Map(Object.entries(JSON.parse(trimmed) as Record<string, unknown>).map(([name, value]) => [name, String(value)]))
  const secrets = new Map<string, string>()
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Z][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line)
    if (match?.[1]) secrets.set(match[1], (match[2] ?? '').replace(/^(['"])(.*)\1$/, '$2'))
  }
  return secrets
}

/** The secrets the configured site needs: always the session and admin ones; Turnstile's and the provider's only when those are configured. */
export function requiredSecrets(vars: Record<string, unknown>): string[] {
  const provider = String(vars.TRANSLATION_PROVIDER ?? 'none')
  return [
    'SESSION_SECRET',
    'ADMIN_PASSWORD_HASH',
    ...(vars.TURNSTILE_SITE_KEY ? ['TURNSTILE_SECRET_KEY'] : []),
    // A self-hosted LibreTranslate may run without a key.
    ...(provider.split(',').some((name) => ['deepl', 'google'].includes(name.trim().toLowerCase())) ? ['TRANSLATION_API_KEY'] : []),
  ]
}

/** The names of the secrets already set on the deployed Worker; none when it does not exist yet (or cannot be asked). */
function deployedSecrets(): Set<string> {
  const result = spawnSync('wrangler', ['secret', 'list', '--format', 'json'], { env: { ...CHILD_ENV, CI: 'true' }, encoding: 'utf8' })
  if (result.status !== 0) return new Set()
  try {
    return new Set((JSON.parse(result.stdout.slice(result.stdout.indexOf('['))) as { name: string }[]).map((secret) => secret.name))
  } catch {
    return new Set()
  }
}

/** Everything that would leave a deployed site broken or someone else's, checked before anything is built or sent. */
async function preflight(flags: Flags): Promise<void> {
  const vars = (unstable_readConfig({ config: 'wrangler.toml' }).vars ?? {}) as Record<string, unknown>
  if (String(vars.SITE_URL ?? '').replace(/\/+$/, '') === SHIPPED_SITE_URL && !flags.keepSiteUrl) {
    fail(
      `SITE_URL in wrangler.toml is still ${SHIPPED_SITE_URL}, the address this repository ships with.\n` +
        '  Put your own address there (canonical links, hreflang and the sitemap use it), then deploy again.\n' +
        `  Deploying ${SHIPPED_SITE_URL} itself: add --keep-site-url.`,
    )
  }
  const { SETTINGS } = await import('../src/settings.ts')
  const fromFile = flags.secretsFile ? readSecretsFile(flags.secretsFile) : new Map<string, string>()
  const invalid = [...fromFile].filter(([name, value]) => {
    const setting = (SETTINGS as Record<string, { valid: { safeParse(value: unknown): { success: boolean } } } | undefined>)[name]
    return setting !== undefined && !setting.valid.safeParse(value).success
  })
  if (invalid.length) {
    fail(
      `${flags.secretsFile}: ${invalid
        .map(([name]) => `${name} must be ${(SETTINGS as Record<string, { expected: string }>)[name]?.expected}`)
        .join('; ')}. Nothing was deployed.`,
    )
  }
  const needed = requiredSecrets(vars).filter((name) => !fromFile.has(name))
  const missing = needed.length ? needed.filter((name) => !deployedSecrets().has(name)) : []
  if (missing.length) {
    fail(
      `Secrets missing: ${missing.join(', ')}. Without them the contact form and the admin area refuse to work.\n` +
        '  Write them into a file kept out of git (NAME=value, one a line; docs/deploy.md says how to make each),\n' +
        '  then run: npm run deploy -- --secrets-file <that file>. Nothing was deployed.',
    )
  }
}

function readSecretsFile(path: string): Map<string, string> {
  if (!existsSync(path)) fail(`--secrets-file ${path}: no such file. Nothing was deployed.`)
  try {
    return parseSecrets(readFileSync(path, 'utf8'))
  } catch {
    fail(`--secrets-file ${path}: neither NAME=value lines nor a JSON object. Nothing was deployed.`)
  }
}

/** Applies the migrations to local D1, or to the account's. */
function migrate(flags: Flags): void {
  const where = flags.local ? ['--local', ...(flags.persistTo ? ['--persist-to', flags.persistTo] : [])] : ['--remote']
  run('wrangler', ['d1', 'migrations', 'apply', 'DB', ...where], { ...CHILD_ENV, CI: 'true' })
}

/**
 * The secrets file as wrangler is handed it: always a JSON copy of what this script read.
 * Wrangler expands `$name` in NAME=value lines (and lets a shell variable of that name win),
 * which empties most parts of an ADMIN_PASSWORD_HASH (`pbkdf2-sha256$10000$salt$hash`); a JSON
 * file is uploaded as written. Null without a secrets file.
 */
function secretsForWrangler(flags: Flags): string | null {
  if (!flags.secretsFile) return null
  const dir = mkdtempSync(join(tmpdir(), 'deploy-secrets-'))
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }))
  const file = join(dir, 'secrets.json')
  writeFileSync(file, JSON.stringify(Object.fromEntries(readSecretsFile(flags.secretsFile))), { mode: 0o600 })
  return file
}

/** Uploads a version that takes no traffic; its id, or null when the Worker does not exist yet. */
function uploadVersion(secrets: string | null): string | null {
  const result = spawnSync('wrangler', ['versions', 'upload', ...(secrets ? ['--secrets-file', secrets] : [])], {
    env: CHILD_ENV,
    encoding: 'utf8',
  })
  process.stdout.write(result.stdout ?? '')
  const id = /Worker Version ID:\s*([0-9a-f-]{36})/i.exec(result.stdout ?? '')?.[1]
  if (result.status === 0 && id) return id
  if (/not found|does not exist|10007/i.test(`${result.stderr}${result.stdout}`)) return null
  process.stderr.write(result.stderr ?? '')
  fail('wrangler versions upload failed: nothing was sent to visitors.')
}

async function main(): Promise<void> {
  const flags = readFlags()
  if (!flags.local) await preflight(flags)

  step('Build')
  if (process.env.SKIP_BUILD && existsSync(BUILT_WORKER)) console.log('SKIP_BUILD: the build in dist/ is used as it is.')
  // A release is a production build whatever the calling shell (or test runner) has set.
  else run('vite', ['build', '--logLevel', 'warn'], { ...CHILD_ENV, NODE_ENV: 'production' })
  // Every wrangler step below ships this build.
  pointWranglerAtBuild()

  let version: string | null = null
  if (flags.local) {
    step('Upload (dry run: wrangler checks the configuration and bundles the Worker)')
    run('wrangler', ['versions', 'upload', '--dry-run'])
  } else {
    step('Upload the new version (no visitor reaches it yet)')
    const secrets = secretsForWrangler(flags)
    version = uploadVersion(secrets)
    if (!version) {
      step('First deploy: the Worker does not exist yet, so it is created with this version')
      run('wrangler', ['deploy', ...(secrets ? ['--secrets-file', secrets] : [])])
    }
  }

  step(`Migrations (${flags.local ? 'local' : 'remote'} D1)`)
  migrate(flags)

  step('Translation memory')
  // --force: compare every language with D1 even where a local marker says it was loaded; only differences are written.
  run('node', [
    'scripts/translations.ts',
    'import',
    flags.local ? '--local' : '--remote',
    '--force',
    ...(flags.persistTo ? ['--persist-to', flags.persistTo] : []),
  ])

  if (version) {
    step('Send visitors to the new version')
    run('wrangler', ['versions', 'deploy', `${version}@100%`, '--yes'])
  }
  console.log(flags.local ? '\n✓ Every step passed against the local runtime.' : '\n✓ Deployed.')
}

if (import.meta.main) await main()
