import { cloudflare } from '@cloudflare/vite-plugin'
import react from '@vitejs/plugin-react'
import UnoCSS from '@unocss/vite'
import compression from 'compression'
import { defineConfig } from 'vite'
import type { Connect, Plugin } from 'vite'
import { CLIENT_ENTRY, CLIENT_OUT, clientAssets } from './scripts/vite-client-assets'
import { stylesheetCheck, stylesheetVisitor } from './scripts/vite-stylesheet'

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

export default defineConfig({
  plugins: [compressLocally(), UnoCSS(), stylesheetCheck(), react(), cloudflare(), clientAssets()],
  // Every stylesheet is rewritten by lightningcss while Vite compiles it (for UnoCSS's
  // output too: the UnoCSS plugin passes its generated CSS through this step), before
  // Vite joins a chunk's CSS, minifies it and names the file after the hash of the
  // result. A rewrite after that point (`generateBundle`) would leave a changed
  // stylesheet under its old name, which a one-year immutable cache keeps serving.
  // No targets here: vendor prefixes and lowering happen once, in the minifier
  // (build.cssTarget); applied in both passes, prefixes came out twice.
  css: { transformer: 'lightningcss', lightningcss: { targets: {}, visitor: stylesheetVisitor } },
  environments: {
    client: {
      build: {
        outDir: CLIENT_OUT,
        manifest: true,
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
})
