import { applyD1Migrations, env } from 'cloudflare:test'
import { afterEach } from 'vitest'
import { clock } from '../src/platform/clock'

// Each test file gets fresh storage; bring its D1 up to the current schema.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)

// A test that moves the clock (session expiry, backoff, retention) leaves it at the real time for the next.
afterEach(() => {
  clock.now = () => Date.now()
})
