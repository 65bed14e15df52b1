/**
 * The `[build]` command in wrangler.toml. This project is built by Vite: `npm run dev`
 * serves the source with hot reload, `npm start` and `npm run deploy` build first, and
 * after a build, plain `wrangler dev` / `wrangler deploy` use the built Worker
 * (dist/worker/wrangler.json, which has no build command). Only a plain wrangler command
 * on the unbuilt source lands here: build, then say what to run.
 */
import { run } from './run.ts'

run('vite', ['build', '--logLevel', 'warn'])
console.error(`
✓ Built the site into dist/. This project is built with Vite, so wrangler needs the build:
  run the same wrangler command again and it uses dist/worker/wrangler.json.

  npm run dev     develop with hot reload
  npm start       serve the production build locally (local D1, shipped translations)
  npm run deploy  migrate, build, deploy and load the translations into your account
`)
process.exit(1)
