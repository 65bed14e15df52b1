import { cloudflare } from '@cloudflare/vite-plugin'
import react from '@vitejs/plugin-react'
import UnoCSS from '@unocss/vite'
import { defineConfig } from 'vite'
import { CLIENT_ENTRY, CLIENT_OUT, clientAssets } from './scripts/vite-client-assets'

export default defineConfig({
  plugins: [UnoCSS(), react(), cloudflare(), clientAssets()],
  environments: {
    client: {
      build: {
        outDir: CLIENT_OUT,
        manifest: true,
        rollupOptions: { input: CLIENT_ENTRY },
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
