import { describe, expect, it } from 'vitest'
import { ownCpuMs } from '../../scripts/bench/cpu.ts'
import type { Usage } from '../../scripts/bench/workerd.ts'

const NO_CALLS: Usage = {
  d1Calls: 0,
  d1WriteCalls: 0,
  d1Statements: 0,
  d1RowsRead: 0,
  d1RowsWritten: 0,
  kvReads: 0,
  kvWrites: 0,
  mailSends: 0,
  cacheMatches: 0,
  cachePuts: 0,
  logLines: 0,
}
const COSTS = { d1: 2, 'd1-write': 3, kv: 1, mail: 4, 'cache-match': 0.5, 'cache-put': 1.5, log: 0.25 }

describe("the bench's CPU of a route's own", () => {
  it('is the process figure when the route calls no simulator and logs nothing', () => {
    expect(ownCpuMs({ route: 'page', ms: 6, usage: NO_CALLS }, COSTS)).toBe(6)
  })

  it('takes off each call to a simulator and each log line at its calibrated cost', () => {
    // 3 D1 round trips, 2 of them writing; a KV read; a send; a lookup and a store; 2 lines.
    const usage = { ...NO_CALLS, d1Calls: 3, d1WriteCalls: 2, kvReads: 1, mailSends: 1, cacheMatches: 1, cachePuts: 1, logLines: 2 }
    const calls = 1 * 2 + 2 * 3 + 1 + 4 + 0.5 + 1.5 + 2 * 0.25
    expect(ownCpuMs({ route: 'contact post', ms: 30, usage }, COSTS)).toBeCloseTo(30 - calls, 10)
  })
})
