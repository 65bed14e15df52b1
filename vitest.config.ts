import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { clientAssets } from './scripts/vite-client-assets.ts'

/** The tools tests that start a local server or walk a deploy (the builds in memory run with the checks). */
const TOOL_RUNS = ['deploy-steps', 'wrangler-dev', 'start-server', 'local-logs', 'startup-check'].map((name) => `tests/tools/${name}.test.ts`)

/**
 * One runner, four projects. `unit`: pure logic in Node, no bindings. `tools`: the
 * project's own tooling (lint rules, checks of migrations and translations), in Node, and
 * `tool-runs` the part of it that serves or deploys.
 * `integration`: the Worker inside workerd with its real bindings: local D1 (migrated
 * by tests/setup.ts), KV, the e-mail simulator and the built static assets.
 * `npm run test:unit`, `test:tools` (both tools projects) and `test:integration` run one tier each.
 */
export default defineConfig({
  test: {
    // The Worker logs one JSON line per event; tests provoke failures on purpose, so
    // those lines are noise here. Tests that care about a log line spy on console.
    onConsoleLog: (line) => !/^\{"event":/.test(line.trim()),
    projects: [
      {
        extends: true,
        plugins: [clientAssets({ test: true })],
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        // The project's own tooling (lint rules, the migration and translation checks, the docs) run as a developer runs them.
        test: { name: 'tools', include: ['tests/tools/**/*.test.ts'], exclude: TOOL_RUNS, environment: 'node', testTimeout: 30_000 },
      },
      {
        extends: true,
        // The tooling tests that start a server, deploy or point wrangler at the build: one file at
        // a time, as on two cores at once they only slow each other past their time limits, and
        // the pointer one of them leaves must not vanish under another.
        test: { name: 'tool-runs', include: TOOL_RUNS, environment: 'node', testTimeout: 30_000, fileParallelism: false },
      },
      {
        extends: true,
        plugins: [
          clientAssets({ test: true }),
          cloudflareTest(async () => ({
            main: './src/index.ts',
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              assets: { directory: './dist/client', binding: 'ASSETS', routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: false } },
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
                ENVIRONMENT: 'development',
                SESSION_SECRET: 'test-session-secret-0123456789abcdef',
                TRANSLATION_API_KEY: 'test-key',
              },
            },
          })),
        ],
        test: {
          name: 'integration',
          // One workerd for all the files, one file after another (isolate: false): a workerd for each file
          // (vitest's default) cost more than twice the CPU (about 190 s against 80 on two cores). Each file
          // still starts as in a workerd of its own: tests/setup.ts empties D1 and KV and the Worker's
          // module memory before it.
          isolate: false,
          // Each test waits on states; the ceiling only has to outlast a busy machine (two CPU hogs beside the suite).
          testTimeout: 30_000,
          include: ['tests/integration/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          setupFiles: ['./tests/setup.ts'],
          // A fake translation provider on real HTTP, outside workerd (tests/fakes/translation-provider.ts).
          globalSetup: ['./tests/fakes/global-setup.ts'],
        },
      },
    ],
  },
})
