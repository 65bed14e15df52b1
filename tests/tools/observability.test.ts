import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** The lines of one `[table]` of wrangler.toml, comments left out. */
function table(toml: string, name: string): string[] {
  const start = toml.indexOf(`\n[${name}]\n`)
  if (start < 0) return []
  const body = toml.slice(start + name.length + 4)
  const end = body.search(/^\[/m)
  return (end < 0 ? body : body.slice(0, end))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
}

describe('what the platform logs', () => {
  it('keeps the Worker’s own log lines and leaves out invocation logs, which record every request’s URL', () => {
    const toml = readFileSync('wrangler.toml', 'utf8')
    expect(table(toml, 'observability')).toContain('enabled = true')
    expect(table(toml, 'observability.logs')).toEqual(expect.arrayContaining(['enabled = true', 'invocation_logs = false']))
  })
})
