import { cloudflare } from '@cloudflare/vite-plugin'
import react from '@vitejs/plugin-react'
import UnoCSS from '@unocss/vite'
import compression from 'compression'
import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import type { Connect, Plugin } from 'vite'
import { assetHeaders } from './scripts/vite-asset-headers.ts'
import { reviewGuides } from './scripts/vite-guide-rules.ts'
import { CLIENT_ENTRY, CLIENT_OUT, clientAssets, isEntryChunk } from './scripts/vite-client-assets.ts'
import { stylesheetCheck, stylesheetVisitor } from './scripts/vite-stylesheet.ts'
import { workerPaths } from './src/lib/endpoints.ts'
import { LANGUAGES } from './src/lib/languages.ts'

/**
 * Cloudflare's edge compresses what the Worker returns; the local preview server does
 * not, so it gzips here to serve (and let Lighthouse measure) what visitors receive.
 */
function compressLocally(): Plugin {
  return {
    name: 'compress-locally',
    configurePreviewServer(server) {
      server.middlewares.use(compression() as unknown as Connect.NextHandleFunction)
    },
  }
}

/**
 * The Worker renders with `renderToString` only (streaming costs about four times as
 * much and buys nothing for pages this size), but `react-dom/server` for workerd also
 * bundles React's streaming renderer, and `@hono/react-renderer` imports it for its
 * streaming mode: 270 KB the Worker never runs. The build points both at the one
 * renderer it uses; development and tests keep React's own entry points.
 */
const SERVER_RENDERER = fileURLToPath(new URL('./node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js', import.meta.url))

/**
 * The Cloudflare plugin leaves `.wrangler/deploy/config.json` after a build, which points
 * every later wrangler command without `--config` at the build. `npx wrangler dev` would
 * then serve whatever was last built instead of the source it watches, stale after the
 * next edit. The project's scripts name the built Worker themselves (`npm start`,
 * `npm run deploy`, the bench), so the pointer goes.
 */
function noWranglerRedirect(): Plugin {
  return {
    name: 'no-wrangler-redirect',
    applyToEnvironment: (environment) => environment.name === 'worker',
    closeBundle() {
      rmSync('.wrangler/deploy/config.json', { force: true })
    },
  }
}

/** `vite dev` is a local run (`localRun` in src/settings.ts); a build never carries the marker, so neither does a deploy. */
const LOCAL_RUN = { vars: { ENVIRONMENT: 'development' } }

/** The Worker's own paths skip the platform's lookup among the static files (see `workerPaths`). */
const WORKER_FIRST = { assets: { run_worker_first: workerPaths(LANGUAGES.map(({ code }) => code)) } }

export default defineConfig(({ command, isPreview }) => ({
  plugins: [
    compressLocally(),
    UnoCSS(),
    stylesheetCheck(),
    react(),
    reviewGuides(),
    cloudflare({ viteEnvironment: { name: 'worker' }, config: command === 'serve' && !isPreview ? { ...WORKER_FIRST, ...LOCAL_RUN } : WORKER_FIRST }),
    clientAssets(),
    assetHeaders(),
    noWranglerRedirect(),
  ],
  resolve: command === 'build' ? { alias: [{ find: /^react-dom\/server(\.edge)?$/, replacement: SERVER_RENDERER }] } : {},
  // Every stylesheet is rewritten by lightningcss while Vite compiles it (for UnoCSS's
  // output too: the UnoCSS plugin passes its generated CSS through this step), before
  // Vite joins a chunk's CSS, minifies it and names the file after the hash of the
  // result. A rewrite after that point (`generateBundle`) would leave a changed
  // stylesheet under its old name, which a one-year immutable cache keeps serving.
  // No targets here: vendor prefixes and lowering happen once, in the minifier
  // (build.cssTarget); applied in both passes, prefixes came out twice.
  css: { transformer: 'lightningcss', lightningcss: { targets: {}, visitor: stylesheetVisitor } },
  environments: {
    // The upload is minified; a readable source map stays beside it for stack traces.
    worker: { build: { minify: true, sourcemap: 'hidden' } },
    client: {
      build: {
        outDir: CLIENT_OUT,
        // Never inline a file as a data: URL: the CSP allows fonts and images from the site only.
        assetsInlineLimit: 0,
        manifest: true,
        // The entry lists no dependencies for the islands it imports: an island's chunk names
        // its own imports (React among them), and the browser fetches them in parallel as soon
        // as the chunk arrives. Lists there would fetch them one round trip sooner, at about
        // 340 bytes gzip in the one script every page loads before interaction, a fifth of
        // it; hydration starts at idle time anyway, and what the visitor does before it ends
        // is carried out afterwards. An island's own lazy import (the ROI calculator, opened
        // by a tap) keeps its list, so what it needs arrives beside it.
        modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostId }) => (isEntryChunk(hostId) ? [] : deps) },
        rolldownOptions: {
          input: CLIENT_ENTRY,
          // One content-hashed React chunk, shared by every island, page and language.
          output: { codeSplitting: { groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] } },
        },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      const { client, ...workers } = builder.environments
      if (client) await builder.build(client)
      for (const environment of Object.values(workers)) await builder.build(environment)
    },
  },
}))
