import { describe, expect, it } from 'vitest'
import { adminCopy } from '../../src/copy/admin'
import { AUTHORS } from '../../src/translation/providers'

describe('who made a stored translation', () => {
  it('is named in words in the console for every provider the memory check accepts', () => {
    const labels: Readonly<Record<string, string>> = adminCopy.strings.providers
    for (const author of AUTHORS) expect(labels[author], author).toMatch(/^\p{Lu}/u)
    expect(labels['ai-revised']).toBe('AI draft, revised')
  })
})
