import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { clientAssets } from './scripts/vite-client-assets'

/**
 * Unit and integration tests run inside workerd with the Worker's real bindings:
 * local D1 (migrated by tests/setup.ts), KV, the e-mail simulator and the built
 * static assets.
 */
export default defineConfig({
  plugins: [
    clientAssets({ test: true }),
    cloudflareTest(async () => ({
      main: './src/index.ts',
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        assets: { directory: './dist/client', binding: 'ASSETS', routerConfig: { invoke_user_worker_ahead_of_assets: true } },
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations('./migrations'),
          SESSION_SECRET: 'test-session-secret-0123456789abcdef',
          TRANSLATION_API_KEY: 'test-key',
        },
      },
    })),
  ],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    setupFiles: ['./tests/setup.ts'],
    // A fake translation provider on real HTTP, outside workerd (tests/fakes/translation-provider.ts).
    globalSetup: ['./tests/fakes/global-setup.ts'],
  },
})
