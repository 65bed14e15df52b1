import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * The paths README's "What is where" names. A line at the block's left edge names a path from
 * the repository's root; an indented line names one inside the last of those.
 */
function mapPaths(readme: string): string[] {
  const from = readme.indexOf('## What is where')
  const block = /```\n([\s\S]*?)```/.exec(readme.slice(from))?.[1] ?? ''
  const paths: string[] = []
  let parent = ''
  for (const line of block.split('\n')) {
    const name = line.trim().split(/\s+/)[0]
    if (!name) continue
    if (line.startsWith(' ')) paths.push(parent + name)
    else {
      parent = name
      paths.push(name)
    }
  }
  return paths
}

const folders = (root: string) =>
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${root}/${entry.name}/`)

describe('README’s map of the code', () => {
  const named = mapPaths(readFileSync('README.md', 'utf8'))

  it('reads the map', () => {
    expect(named).toContain('src/')
    expect(named).toContain('src/index.ts')
  })

  it('names only paths that exist, folders with a trailing slash', () => {
    const missing = named.filter((path) => !existsSync(path))
    expect(missing).toEqual([])
    const misnamed = named.filter((path) => path.endsWith('/') !== statSync(path).isDirectory())
    expect(misnamed).toEqual([])
  })

  it('names every folder under src/, scripts/ and tests/', () => {
    const unnamed = ['src', 'scripts', 'tests'].flatMap(folders).filter((folder) => !named.includes(folder))
    expect(unnamed).toEqual([])
  })
})
