import { composeVisitors } from 'lightningcss'
import type { Visitor } from 'lightningcss'
import { createBuilder } from 'vite'
import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'

/** Builds the client as `npm run build` does, in memory, and returns its one stylesheet. */
async function buildStylesheet(plugins: Plugin[] = []): Promise<{ fileName: string; source: string }> {
  const builder = await createBuilder({ configFile: 'vite.config.ts', logLevel: 'silent', plugins, environments: { client: { build: { write: false } } } })
  const client = builder.environments.client
  if (!client) throw new Error('vite.config.ts has no client environment')
  const result = await builder.build(client)
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((output) => ('output' in output ? output.output : []))
  const sheets = outputs.flatMap((file) =>
    file.type === 'asset' && file.fileName.endsWith('.css') ? [{ fileName: file.fileName, source: file.source.toString() }] : [],
  )
  expect(sheets).toHaveLength(1)
  return sheets[0] as { fileName: string; source: string }
}

/** Runs one more visitor after the build's own rewrite: a change made only in post-processing. */
function alsoVisit(extra: Visitor<never>): Plugin {
  return {
    name: 'also-visit',
    config(config) {
      const visitor = config.css?.lightningcss?.visitor
      if (!visitor) throw new Error('vite.config.ts no longer rewrites stylesheets in css.lightningcss.visitor')
      return { css: { lightningcss: { visitor: composeVisitors([visitor, extra]) } } }
    },
  }
}

describe('the built stylesheet', () => {
  it('is named after its final content: a change made only by the post-processing gives a new name, the same build the same name', async () => {
    const plain = await buildStylesheet()
    const again = await buildStylesheet()
    const red = await buildStylesheet([alsoVisit({ Color: () => ({ type: 'rgb', r: 255, g: 0, b: 0, alpha: 1 }) })])

    expect(plain.source, 'the theme values are written in').toContain('.text-slate-800{color:#1a2340}')
    expect(again).toEqual(plain)
    expect(red.source).not.toBe(plain.source)
    expect(red.fileName).not.toBe(plain.fileName)
  }, 120_000)
})
