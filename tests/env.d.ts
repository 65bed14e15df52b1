import type { D1Migration } from '@cloudflare/vitest-plugin'

declare global {
  namespace Cloudflare {
    interface Env {
      /** Read from `migrations/` by vitest.config.ts and applied by tests/setup.ts. */
      TEST_MIGRATIONS: D1Migration[]
    }
  }
}
