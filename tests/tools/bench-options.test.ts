import { describe, expect, it } from 'vitest'
import { SECTIONS, USAGE, readOptions } from '../../scripts/bench/options.ts'

describe("the bench's command line", () => {
  it('answers --help with the usage, every section named, instead of throwing', () => {
    expect(readOptions(['--help'])).toEqual({ usage: USAGE })
    for (const section of SECTIONS) expect(USAGE).toContain(section)
  })

  it('answers a mistyped option or section with the mistake and the usage', () => {
    expect(readOptions(['--onyl', 'cpu'])).toMatchObject({ usage: USAGE, error: expect.stringMatching(/--onyl/) })
    expect(readOptions(['--only', 'cpu,uplaod'])).toMatchObject({ error: '--only names no section called uplaod' })
    expect(readOptions(['--runs', '0'])).toMatchObject({ error: expect.stringMatching(/--runs/) })
  })

  it('reads the sections, runs and port it is given', () => {
    expect(readOptions(['--only', 'cpu,upload', '--quick', '--no-build'], { BENCH_PORT: '8861' })).toEqual({
      options: { build: false, runs: 1, quick: true, port: 8861, only: ['cpu', 'upload'] },
    })
  })
})
