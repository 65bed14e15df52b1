import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BINDINGS, SETTINGS } from '../../src/settings'

const names = Object.keys(SETTINGS).sort()
const ofKind = (kind: string) =>
  Object.entries(SETTINGS)
    .filter(([, setting]) => setting.kind === kind)
    .map(([name]) => name)
    .sort()

/** The names in the first column of the markdown table under `heading` (a cell may name several). */
function tableNames(file: string, heading: string): string[] {
  const text = readFileSync(file, 'utf8')
  const section = text.slice(text.indexOf(heading), text.indexOf('\n#', text.indexOf(heading) + heading.length))
  const rows = section.split('\n').filter((line) => line.startsWith('| `'))
  return rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z_]+)`/g)].map((match) => match[1] as string)).sort()
}

/** The binding names a "Bindings:" paragraph lists. */
function bindingNames(file: string, heading: string): string[] {
  const text = readFileSync(file, 'utf8')
  const from = text.indexOf('Bindings:', text.indexOf(heading))
  const paragraph = text.slice(from, text.indexOf('\n\n', from))
  return [...paragraph.matchAll(/`([A-Z_]+)`/g)].map((match) => match[1] as string).sort()
}

describe('the settings in the docs', () => {
  it('the operations guide’s Configuration table names every setting, and no other', () => {
    expect(tableNames('docs/operations.md', '## Configuration')).toEqual(names)
  })

  it('the architecture’s Configuration table names every setting, and no other', () => {
    expect(tableNames('docs/architecture.md', '### Configuration')).toEqual(names)
  })

  it('both name every binding of wrangler.toml', () => {
    const toml = readFileSync('wrangler.toml', 'utf8')
    const declared = [...toml.matchAll(/^(?:binding|name)\s*=\s*"([A-Z_]+)"/gm)].map((match) => match[1] as string).sort()
    expect(declared).toEqual([...BINDINGS].sort())
    expect(bindingNames('docs/operations.md', '## Configuration')).toEqual([...BINDINGS].sort())
    expect(bindingNames('docs/architecture.md', '### Configuration')).toEqual([...BINDINGS].sort())
  })

  it('wrangler.toml’s [vars] are the variables, and .dev.vars.example the secrets and the local switch', () => {
    const toml = readFileSync('wrangler.toml', 'utf8')
    const vars = toml.slice(toml.indexOf('[vars]'), toml.indexOf('\n[', toml.indexOf('[vars]') + 1))
    expect([...vars.matchAll(/^([A-Z_]+)\s*=/gm)].map((match) => match[1]).sort()).toEqual(ofKind('var'))
    const example = readFileSync('.dev.vars.example', 'utf8')
    expect([...example.matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1]).sort()).toEqual([...ofKind('secret'), ...ofKind('local')].sort())
  })
})
