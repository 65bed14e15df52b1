import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const DIR = 'docs/decisions'
const files = readdirSync(DIR)
  .filter((name) => name !== 'README.md' && name.endsWith('.md'))
  .sort()
const index = readFileSync(join(DIR, 'README.md'), 'utf8')

interface DecisionRecord {
  file: string
  number: string
  title: string
  status: string
  lines: string[]
}

const records: DecisionRecord[] = files.map((file) => {
  const lines = readFileSync(join(DIR, file), 'utf8').replace(/\n$/, '').split('\n')
  return {
    file,
    number: file.slice(0, 4),
    title: (lines[0] ?? '').replace(/^# \d{4}: /, ''),
    status: (lines[2] ?? '').replace(/^Status: /, ''),
    lines,
  }
})

describe('the decision records', () => {
  it('are named NNNN-what-it-is.md, one a number', () => {
    expect(files.length).toBeGreaterThan(0)
    expect(files.filter((file) => !/^\d{4}-[a-z0-9-]+\.md$/.test(file))).toEqual([])
    expect(new Set(records.map((record) => record.number)).size).toBe(records.length)
  })

  it.each(records)('$file follows the template in under 40 lines', ({ number, lines }) => {
    expect(lines[0]).toMatch(new RegExp(`^# ${number}: \\S`))
    expect(lines[1]).toBe('')
    expect(lines[2]).toMatch(/^Status: (accepted|superseded by \d{4})$/)
    expect(lines.filter((line) => /^#{1,2} /.test(line)).slice(1)).toEqual(['## Decision', '## Reason', '## Measurement'])
    expect(lines[4]).toBe('## Decision')
    expect(lines.length).toBeLessThan(40)
  })

  it('name only records that exist as the ones that replace them', () => {
    const numbers = records.map((record) => record.number)
    const replacements = records.flatMap((record) => /^superseded by (\d{4})$/.exec(record.status)?.[1] ?? [])
    expect(replacements.filter((number) => !numbers.includes(number))).toEqual([])
  })

  it('are each listed in the index with their title and status, and the index lists no other', () => {
    for (const record of records) expect(index).toContain(`| [${record.number}](${record.file}) | ${record.title} | ${record.status} |`)
    const listed = [...index.matchAll(/^\| \[\d{4}\]\(([^)]+)\)/gm)].map((match) => match[1])
    expect(listed).toEqual(files)
  })
})
