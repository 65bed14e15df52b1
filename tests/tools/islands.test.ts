import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ISLAND_NAMES } from '../../src/lib/islands'

describe('the island list', () => {
  it.each(ISLAND_NAMES)('%s is the default export of src/islands/%s.tsx, where the client looks for it', (name) => {
    const file = `src/islands/${name}.tsx`
    expect(existsSync(file), file).toBe(true)
    expect(readFileSync(file, 'utf8')).toMatch(/^export default function /m)
  })
})
