/**
 * `npm run deploy`: everything a release needs, in order, and safe to run again.
 *
 *   node scripts/deploy.ts            your Cloudflare account (after `npx wrangler login`)
 *   node scripts/deploy.ts --local    the same steps against the local runtime: local
 *                                     migrations, a dry-run deploy, the local import
 *
 * 1. Build with Vite (client, then the Worker).
 * 2. Apply D1 migrations. On the very first deploy the database does not exist yet:
 *    wrangler creates it (and the KV namespace) while deploying, and the migrations run
 *    right after.
 * 3. Deploy the Worker (`wrangler deploy`).
 * 4. Load the shipped translation memory into D1: only rows that are new or differ
 *    from D1 are written, never a reviewed one, and only a language whose rows changed
 *    gets a new version in KV (its cached page dictionaries and pages are rebuilt). A
 *    deploy with nothing changed in the memory writes no row and no KV key.
 */
import { spawnSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { CHILD_ENV, run } from './run.ts'

const USAGE = `Usage: npm run deploy [-- --local]

Builds the site, applies the D1 migrations, deploys the Worker and loads the shipped
translation memory (only what changed) into your Cloudflare account. Sign in first with
\`npx wrangler login\`, or set CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID (CI).

Options:
  --local   walk the same steps against the local runtime: local migrations, a dry-run
            deploy (wrangler checks the configuration and bundles the Worker), the
            import into local D1 and KV
  --help    print this help

Steps, setup and secrets: "Deploy to your own account" in README.md.`

function readFlags(): { local: boolean } {
  try {
    const { values } = parseArgs({ options: { local: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } } })
    if (values.help) {
      console.log(USAGE)
      process.exit(0)
    }
    return { local: values.local }
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`)
    process.exit(2)
  }
}

const flags = readFlags()
const where = flags.local ? '--local' : '--remote'

function step(title: string): void {
  console.log(`\n▸ ${title}`)
}

/** Applies the migrations; false when the remote database does not exist yet (first deploy). */
function migrate(): boolean {
  const result = spawnSync('wrangler', ['d1', 'migrations', 'apply', 'DB', where], { env: { ...CHILD_ENV, CI: 'true' }, encoding: 'utf8' })
  process.stdout.write(result.stdout ?? '')
  if (result.status === 0) return true
  if (!flags.local && /couldn't find|could not find|not found/i.test(`${result.stderr}${result.stdout}`)) return false
  process.stderr.write(result.stderr ?? '')
  console.error(`\n✗ wrangler d1 migrations apply DB ${where} failed`)
  process.exit(result.status ?? 1)
}

step('Build')
// A release is a production build whatever the calling shell (or test runner) has set.
run('vite', ['build', '--logLevel', 'warn'], { ...CHILD_ENV, NODE_ENV: 'production' })

step(`Migrations (${flags.local ? 'local' : 'remote'} D1)`)
const migrated = migrate()
if (!migrated) console.log('The database does not exist yet: wrangler creates it during the deploy, and the migrations run after it.')

step(flags.local ? 'Deploy (dry run: wrangler checks the configuration and bundles the Worker)' : 'Deploy')
run('wrangler', flags.local ? ['deploy', '--dry-run'] : ['deploy'])

if (!migrated) {
  step('Migrations (remote D1, now that it exists)')
  if (!migrate()) {
    console.error('✗ The database still cannot be found. Check `npx wrangler d1 list` and the ids in wrangler.toml.')
    process.exit(1)
  }
}

step('Translation memory')
// --force: compare every language with D1 even where a local marker says it was loaded; only differences are written.
run('node', ['scripts/translations.ts', 'import', where, '--force'])

console.log(flags.local ? '\n✓ Every step passed against the local runtime.' : '\n✓ Deployed.')
