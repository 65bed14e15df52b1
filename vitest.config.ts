import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { configDefaults, defineConfig } from 'vitest/config'
import { clientAssets } from './scripts/vite-client-assets'

/** Tests of the build's own tools, which run in Node rather than in the Worker. */
const NODE_TESTS = 'tests/unit/**/*.node.test.ts'

export default defineConfig({
  test: {
    projects: [
      {
        /**
         * Unit and integration tests run inside workerd with the Worker's real bindings:
         * local D1 (migrated by tests/setup.ts), KV, the e-mail simulator and the built
         * static assets.
         */
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
          name: 'workerd',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, NODE_TESTS],
          setupFiles: ['./tests/setup.ts'],
          // A fake translation provider on real HTTP, outside workerd (tests/fakes/translation-provider.ts).
          globalSetup: ['./tests/fakes/global-setup.ts'],
        },
      },
      { test: { name: 'node', include: [NODE_TESTS], environment: 'node' } },
    ],
  },
})
