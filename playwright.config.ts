import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/lib/chromium.ts'
import { ADMIN_TEST_HASH } from './tests/browser/admin-password.ts'

const PORT = Number(process.env.BROWSER_TEST_PORT ?? 8788)

export default defineConfig({
  testDir: 'tests/browser',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Ceilings, not waits: every step waits on a state, and a machine busy with other work
  // (CI on two cores, or two CPU hogs beside the run) may take this long to reach it.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    // Debian's Chromium where Playwright cannot download its own browser.
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_FLAGS },
    // In CI a failed test runs again and that run records the trace: recording every test's (and
    // throwing the passing ones away) cost each one its screenshots and DOM snapshots of every step.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  webServer: {
    command: 'node scripts/start.ts',
    // Visitor confirmations on, so the contact journeys can read both mails from the simulator;
    // the admin password's hash, so the admin journeys can log in.
    env: { PORT: String(PORT), SKIP_BUILD: process.env.SKIP_BUILD ?? '', CONTACT_CONFIRMATION: 'on', ADMIN_PASSWORD_HASH: ADMIN_TEST_HASH },
    url: `http://localhost:${PORT}/en`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
