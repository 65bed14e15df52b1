import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkStartup } from '../../scripts/bench/upload.ts'

describe("the bench's startup figure", () => {
  it('profiles the Worker the build made, as a deploy uploads it, not wrangler’s own bundle of the source', () => {
    const chunks = readdirSync('dist/worker/assets').filter((name) => name.endsWith('.js'))
    const { activeMs, modules } = checkStartup()
    expect(activeMs).toBeGreaterThan(0)
    // The build splits the Worker into the entry and content-hashed chunks; wrangler's bundle of the source is one file.
    expect(modules.some((module) => chunks.some((chunk) => module.endsWith(`assets/${chunk}`)))).toBe(true)
  })
})
