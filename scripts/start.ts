/**
 * `npm start` and `npm run dev`: prepare local D1 (migrations, then the shipped
 * translation memory) and serve the site on http://localhost:$PORT (default 8787).
 * `--dev` serves from source with hot reload instead of the production build.
 * `--prepare` is the `[build]` command of `wrangler.toml`, so a plain `npx wrangler dev`
 * on a fresh clone serves translated pages: wrangler bundles `src/index.ts` itself and runs
 * it again on every change under `src/`, so it does only what is missing: the browser's
 * assets when none are built, the one module Vite makes up for the Worker
 * (`virtual:client-assets`) as the file `[alias]` names, and the migrations and the memory
 * import only when those files changed since they were last applied to local D1 (a stamp
 * in the local state). An edit to a page's copy then shows within seconds, from source:
 * the build never leaves wrangler pointed at itself (vite.config.ts), so a build made
 * since is not served in its place. Islands' browser code is the build's until the next
 * `npm run build`; `npm run dev` reloads that too.
 *
 * The production build is served by wrangler's own server on the built Worker
 * (`dist/worker/wrangler.json`): it hands every request, any method and any body
 * size, to local workerd and answers what the Worker answers (413, 404, …). Vite's
 * preview server in front of it answered 500 with a stack trace whenever the Worker
 * replied before reading a large body.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { BUILT_WORKER, PORT, run, start } from './run.ts'
import { CLIENT_OUT, builtClientAssets } from './vite-client-assets.ts'

const dev = process.argv.includes('--dev')
const prepareOnly = process.argv.includes('--prepare')

// Wrangler runs the [build] command before `wrangler types`, `deploy` and others too, and
// says which in WRANGLER_COMMAND: only `wrangler dev` without a build needs the preparation.
if (prepareOnly && process.env.WRANGLER_COMMAND !== undefined && process.env.WRANGLER_COMMAND !== 'dev') process.exit(0)

/** Settings a local run may take from the environment (e.g. `CONTACT_CONFIRMATION=on npm start`). */
const PASSED_THROUGH = ['CONTACT_CONFIRMATION', 'TURNSTILE_SITE_KEY', 'TURNSTILE_SECRET_KEY', 'TURNSTILE_VERIFY_URL', 'ADMIN_PASSWORD_HASH'] as const

/** Where `--prepare` notes what it last applied to local D1 (wrangler's default local state). */
const PREPARED_STAMP = '.wrangler/state/prepared.json'

/** A digest of what the local database is made from: the migrations and the shipped memory. */
function databaseSources(): string {
  const hash = createHash('sha256')
  for (const folder of ['migrations', 'translations']) {
    if (!existsSync(folder)) continue
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true }).filter((file) => file.isFile())) {
      const path = join(entry.parentPath, entry.name)
      hash.update(path).update(readFileSync(path))
    }
  }
  return hash.digest('hex')
}

function prepareDatabase(): void {
  run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local'])
  if (existsSync('translations')) run('node', ['scripts/translations.ts', 'import', '--local', '--quiet'])
}

if (prepareOnly) {
  if (!existsSync(join(CLIENT_OUT, '.vite/manifest.json'))) run('vite', ['build', '--logLevel', 'warn'])
  // For wrangler's own bundler (wrangler.toml's [alias]).
  writeFileSync('dist/client-assets.js', builtClientAssets())
  const sources = databaseSources()
  const stamp = existsSync(PREPARED_STAMP) ? (JSON.parse(readFileSync(PREPARED_STAMP, 'utf8')) as { sources?: string }).sources : undefined
  if (stamp !== sources) {
    prepareDatabase()
    mkdirSync('.wrangler/state', { recursive: true })
    writeFileSync(PREPARED_STAMP, JSON.stringify({ sources }))
  }
  process.exit(0)
}

if (!dev && !process.env.SKIP_BUILD) run('vite', ['build', '--logLevel', 'warn'])
prepareDatabase()

console.log(`\n→ http://localhost:${PORT}\n`)
if (dev) {
  start('vite', ['dev', '--port', PORT, '--strictPort'])
} else {
  if (!existsSync(BUILT_WORKER)) {
    console.error(`✗ ${BUILT_WORKER} is missing: run without SKIP_BUILD to build first`)
    process.exit(1)
  }
  // ENVIRONMENT=development marks the local run (src/settings.ts); the built config never carries it.
  const vars = ['ENVIRONMENT:development', ...PASSED_THROUGH.filter((name) => process.env[name]).map((name) => `${name}:${process.env[name]}`)]
  start('wrangler', [
    'dev',
    '--config',
    BUILT_WORKER,
    '--port',
    PORT,
    '--persist-to',
    '.wrangler/state',
    '--show-interactive-dev-session=false',
    '--log-level',
    'warn',
    // The bench reads the Worker's heap through the inspector (scripts/bench/inspector.ts).
    ...(process.env.INSPECTOR_PORT ? ['--inspector-port', process.env.INSPECTOR_PORT] : []),
    ...vars.flatMap((entry) => ['--var', entry]),
  ])
}
