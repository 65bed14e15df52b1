/**
 * `npm start` and `npm run dev`: prepare local D1 (migrations, then the shipped
 * translation memory) and serve the site on http://localhost:$PORT (default 8787).
 * `--dev` serves from source with hot reload instead of the production build.
 */
import { existsSync } from 'node:fs'
import { PORT, run, start } from './run.ts'

const dev = process.argv.includes('--dev')

if (!dev && !process.env.SKIP_BUILD) run('vite', ['build', '--logLevel', 'warn'])
run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local'])
if (existsSync('translations')) run('node', ['scripts/translations.ts', 'import', '--local', '--quiet'])

console.log(`\n→ http://localhost:${PORT}\n`)
start('vite', dev ? ['dev', '--port', PORT, '--strictPort'] : ['preview', '--port', PORT, '--strictPort'])
