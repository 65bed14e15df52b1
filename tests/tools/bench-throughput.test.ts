import { describe, expect, it } from 'vitest'
import { BLOCK, blockRatio, combined } from '../../scripts/bench/throughput.ts'

const run = (requestsPerSecond: number, latencyP99Ms: number, non2xx = 0) => ({
  url: 'http://localhost/en',
  requestsPerSecond,
  latencyP99Ms,
  non2xx,
  errors: 0,
})

describe("the bench's throughput turns", () => {
  it('give each URL as many first turns as second ones in a block, so neither takes the warm-up or a drift in load alone', () => {
    const positions = (which: string) => BLOCK.flatMap((turn, i) => (turn === which ? [i % 2] : []))
    expect(positions('page').sort()).toEqual([0, 1])
    expect(positions('static').sort()).toEqual([0, 1])
  })

  it("combine into the turns' mean requests/s, their worst p99 and every failure", () => {
    expect(combined([run(400, 30), run(500, 45, 2)])).toEqual({ url: 'http://localhost/en', requestsPerSecond: 450, latencyP99Ms: 45, non2xx: 2, errors: 0 })
  })

  it("give a block the ratio of its page turns' mean to its static turns' mean", () => {
    expect(blockRatio([run(450, 30), run(540, 30)], [run(600, 20), run(500, 20)])).toBeCloseTo(0.9)
  })
})
