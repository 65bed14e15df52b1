/**
 * `npm start` and `npm run dev`: prepare local D1 (migrations, then the shipped
 * translation memory) and serve the site on http://localhost:$PORT (default 8787).
 * `--dev` serves from source with hot reload instead of the production build.
 * `--prepare` only builds and prepares local D1, then exits: the `[build]` command of
 * `wrangler.toml`, so a plain `npx wrangler dev` on a fresh clone serves translated pages.
 * Wrangler then bundles `src/index.ts` itself, so this also writes the one module Vite
 * makes up for the Worker (`virtual:client-assets`) as a file that `[alias]` names.
 * Once a build exists, `npx wrangler dev` serves that build (the Vite plugin points
 * wrangler at `dist/worker/wrangler.json`), as `npm start` does.
 *
 * The production build is served by wrangler's own server on the built Worker
 * (`dist/worker/wrangler.json`): it hands every request, any method and any body
 * size, to local workerd and answers what the Worker answers (413, 404, …). Vite's
 * preview server in front of it answered 500 with a stack trace whenever the Worker
 * replied before reading a large body.
 */
import { existsSync, writeFileSync } from 'node:fs'
import { BUILT_WORKER, PORT, run, start } from './run.ts'
import { builtClientAssets } from './vite-client-assets.ts'

const dev = process.argv.includes('--dev')
const prepareOnly = process.argv.includes('--prepare')

// Wrangler runs the [build] command before `wrangler types`, `deploy` and others too, and
// says which in WRANGLER_COMMAND: only `wrangler dev` without a build needs the preparation.
if (prepareOnly && process.env.WRANGLER_COMMAND !== undefined && process.env.WRANGLER_COMMAND !== 'dev') process.exit(0)

/** Settings a local run may take from the environment (e.g. `CONTACT_CONFIRMATION=on npm start`). */
const PASSED_THROUGH = ['CONTACT_CONFIRMATION', 'TURNSTILE_SITE_KEY', 'TURNSTILE_SECRET_KEY', 'TURNSTILE_VERIFY_URL', 'ADMIN_PASSWORD_HASH'] as const

if (!dev && !process.env.SKIP_BUILD) run('vite', ['build', '--logLevel', 'warn'])
// For wrangler's own bundler, which `npx wrangler dev` uses before a build exists (wrangler.toml's [alias]).
if (prepareOnly) writeFileSync('dist/client-assets.js', builtClientAssets())
run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local'])
if (existsSync('translations')) run('node', ['scripts/translations.ts', 'import', '--local', '--quiet'])
if (prepareOnly) process.exit(0)

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
