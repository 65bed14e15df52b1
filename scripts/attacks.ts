/**
 * `node scripts/attacks.ts`: the attack pass of the hardening rounds, repeatable on any
 * commit. Serves the built site with `npm start` (the browser tests' admin password, the
 * Worker's inspector open) and attacks it as an outsider and as an invited reviewer,
 * printing one line per attack with its counts and PASS or FAIL; exits 1 when any does
 * not hold. Not part of `npm test`: it takes minutes and leaves attack text in local D1
 * (the translations it changes are put back).
 *
 *   --no-build     serve the existing dist/ instead of running `vite build` first
 *   ATTACKS_PORT   the site's port (default 8891); the inspector listens on the next one
 */
import { spawnSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { ADMIN_TEST_HASH } from '../tests/browser/admin-password.ts'
import { fuzzServer } from './bench/fuzz.ts'
import { startLocalSite } from './lib/local-site.ts'
import type { LocalSite } from './lib/local-site.ts'
import { heapFlood } from './attacks/heap.ts'
import { inviteReviewer, signInOwner } from './attacks/http.ts'
import type { AttackResult } from './attacks/http.ts'
import { csrf, loginFlood, reviewerReach } from './attacks/reach.ts'
import { reviewRace } from './attacks/race.ts'
import { roundFour } from './attacks/round4.ts'
import { storedXss } from './attacks/xss.ts'
import { CHILD_ENV } from './run.ts'

/** The reviewer's language. */
const CODE = 'cs'
const FUZZ_REQUESTS = 5000

async function fuzz(origin: string): Promise<AttackResult> {
  const run = await fuzzServer(origin, FUZZ_REQUESTS, 1616)
  return {
    name: 'fuzz',
    held: run.serverErrors === 0 && run.resets === 0 && run.stackTraces === 0,
    summary: `${run.sent} fast-check requests (seed 1616) → ${run.serverErrors} answers ≥ 500, ${run.resets} connections reset, ${run.stackTraces} stack traces`,
    failures: run.examples,
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } })
  const port = Number(process.env.ATTACKS_PORT ?? 8891)
  const started = performance.now()
  if (!values['no-build']) {
    console.log('→ vite build')
    const built = spawnSync('vite', ['build', '--logLevel', 'warn'], { env: CHILD_ENV, stdio: 'inherit' })
    if (built.status !== 0) return 1
  }
  let site: LocalSite | undefined
  const results = new Map<number, AttackResult>()
  /** Runs attack `n`; one that throws is a failure, and the rest still run. */
  const attack = async (n: number, name: string, run: () => Promise<AttackResult>) => {
    const began = performance.now()
    let result: AttackResult
    try {
      result = await run()
    } catch (error) {
      result = { name, held: false, summary: `could not run: ${error instanceof Error ? error.message : String(error)}` }
    }
    results.set(n, result)
    console.log(`  ${n}. ${result.name}: ${result.held ? 'held' : 'DID NOT HOLD'} (${((performance.now() - began) / 1000).toFixed(0)} s)`)
  }
  try {
    site = await startLocalSite(port, { ADMIN_PASSWORD_HASH: ADMIN_TEST_HASH, INSPECTOR_PORT: String(port + 1) }, 600_000)
    const { origin } = site
    console.log(`npm start on ${origin}\n`)
    await attack(1, 'login throttle', () => loginFlood(origin))
    const owner = await signInOwner(origin)
    const owner2 = await signInOwner(origin)
    const reviewer = await inviteReviewer(owner, CODE)
    await attack(3, 'reviewer reach', () => reviewerReach(reviewer, CODE))
    await attack(4, 'CSRF', () => csrf(owner, owner2, reviewer.client))
    await attack(5, 'stored XSS', () => storedXss(owner, reviewer, CODE))
    await attack(6, 'review-marker race', () => reviewRace(reviewer.client, CODE))
    await attack(2, 'distinct-request flood', () => heapFlood(origin, port + 1))
    await attack(7, 'fuzz', () => fuzz(origin))
    await attack(8, 'round-4 fixes', () => roundFour(owner, reviewer, CODE))
  } catch (error) {
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}`)
    results.set(0, { name: 'setup', held: false, summary: 'the site could not be served or signed into' })
  } finally {
    await site?.stop()
  }
  console.log('')
  for (const [n, result] of [...results].sort(([a], [b]) => a - b)) {
    console.log(`${result.held ? 'PASS' : 'FAIL'}  ${n}. ${result.name}: ${result.summary}`)
    for (const failure of (result.failures ?? []).slice(0, 8)) console.log(`        ✗ ${failure}`)
  }
  const failed = [...results.values()].filter((result) => !result.held).length
  console.log(`\n${results.size - failed} of ${results.size} attacks held (${((performance.now() - started) / 1000).toFixed(0)} s)`)
  return failed ? 1 : 0
}

process.exitCode = await main()
