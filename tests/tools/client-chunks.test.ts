import { createBuilder } from 'vite'
import type { Rolldown } from 'vite'
import { beforeAll, describe, expect, it } from 'vitest'

/** Builds the client as `npm run build` does, in memory, and returns its script chunks. */
async function buildChunks(): Promise<Rolldown.OutputChunk[]> {
  const builder = await createBuilder({ configFile: 'vite.config.ts', logLevel: 'silent', environments: { client: { build: { write: false } } } })
  const client = builder.environments.client
  if (!client) throw new Error('vite.config.ts has no client environment')
  const result = await builder.build(client)
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((output) => ('output' in output ? output.output : []))
  return outputs.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
}

/** The files a chunk's `__vite__mapDeps` lists: what its lazy imports fetch beside the imported chunk. */
function listedDependencies(chunk: Rolldown.OutputChunk): string[] {
  const list = /__vite__mapDeps=.*?m\.f=\[(.*?)\]/s.exec(chunk.code)?.[1]
  return list ? [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? '') : []
}

describe('the client build', () => {
  let chunks: Rolldown.OutputChunk[]
  const named = (name: string): Rolldown.OutputChunk => {
    const chunk = chunks.find((candidate) => candidate.name === name)
    if (!chunk) throw new Error(`the client build has no ${name} chunk`)
    return chunk
  }
  beforeAll(async () => {
    chunks = await buildChunks()
  }, 120_000)

  it('keeps dependency lists out of the entry, the one script every page loads before interaction', () => {
    const entry = chunks.find((chunk) => chunk.isEntry)
    expect(entry?.name).toBe('main')
    expect(entry?.code).not.toContain('__vite__mapDeps')
    expect(listedDependencies(entry as Rolldown.OutputChunk)).toEqual([])
  })

  it('fetches the ROI calculator’s own imports beside it when the service cards ask for it, not a round trip later', () => {
    const cards = named('service-cards')
    const calculator = named('roi-calculator')
    expect(cards.dynamicImports).toContain(calculator.fileName)
    expect(calculator.imports.length).toBeGreaterThan(0)
    expect(listedDependencies(cards)).toEqual(expect.arrayContaining([calculator.fileName, ...calculator.imports]))
  })
})
