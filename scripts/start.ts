/**
 * `npm start` and `npm run dev`: prepare local D1 (migrations, then the shipped
 * translation memory) and serve the site on http://localhost:$PORT (default 8787).
 * `--dev` serves from source with hot reload instead of the production build.
 *
 * The production build is served by wrangler's own server on the built Worker
 * (`dist/worker/wrangler.json`): it hands every request, any method and any body
 * size, to local workerd and answers what the Worker answers (413, 404, …). Vite's
 * preview server in front of it answered 500 with a stack trace whenever the Worker
 * replied before reading a large body.
 */
import { existsSync } from 'node:fs'
import { PORT, run, start } from './run.ts'

const dev = process.argv.includes('--dev')
const BUILT_WORKER = 'dist/worker/wrangler.json'

/** Settings a local run may take from the environment (e.g. `CONTACT_CONFIRMATION=on npm start`). */
const PASSED_THROUGH = ['CONTACT_CONFIRMATION', 'TURNSTILE_SITE_KEY', 'TURNSTILE_SECRET_KEY', 'TURNSTILE_VERIFY_URL', 'ADMIN_PASSWORD_HASH'] as const

if (!dev && !process.env.SKIP_BUILD) run('vite', ['build', '--logLevel', 'warn'])
run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local'])
if (existsSync('translations')) run('node', ['scripts/translations.ts', 'import', '--local', '--quiet'])

console.log(`\n→ http://localhost:${PORT}\n`)
if (dev) {
  start('vite', ['dev', '--port', PORT, '--strictPort'])
} else {
  if (!existsSync(BUILT_WORKER)) {
    console.error(`✗ ${BUILT_WORKER} is missing: run without SKIP_BUILD to build first`)
    process.exit(1)
  }
  // ENVIRONMENT=development marks the local run (src/config.ts); the built config never carries it.
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
