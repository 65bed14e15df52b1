import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * The layering of `src/`, lowest first (docs/architecture.md, "Layers"): a top-level folder
 * (or root module) imports only from layers below its own. Type-only imports count too:
 * a type names what its module knows about.
 */
const LAYERS: string[][] = [
  ['lib'],
  ['i18n', 'db'],
  ['copy', 'platform'],
  ['islands', 'translation'],
  ['components', 'settings'],
  ['engine'],
  ['messages', 'middleware'],
  ['pages'],
  ['render'],
  ['contact', 'routes'],
  ['admin'],
  ['app'],
  ['index'],
]

/**
 * Edges the layering forbids that are still in the tree, each to be removed, never added to.
 * None is left: the contact feature hands home its form through a page slot.
 */
const PENDING: string[] = []

const layerOf = new Map(LAYERS.flatMap((names, rank) => names.map((name) => [name, rank] as const)))

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })

/** `src/admin/inbox/x.ts` → `admin`, `src/render.tsx` → `render`. */
const topLevel = (path: string): string => {
  const [head = '', ...rest] = relative('src', path).split(/[\\/]/)
  return rest.length === 0 ? head.replace(/\.tsx?$/, '') : head
}

/** Every import between two different top-level parts of `src/`, as `from -> to` with the lines that make it. */
function folderEdges(files: { path: string; text: string }[]): Map<string, string[]> {
  const edges = new Map<string, string[]>()
  for (const { path, text } of files) {
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue
      const target = relative('.', resolve(dirname(path), fileName))
      if (!target.startsWith('src/')) continue
      const [from, to] = [topLevel(path), topLevel(target)]
      if (from === to) continue
      const key = `${from} -> ${to}`
      edges.set(key, [...(edges.get(key) ?? []), `${path} imports ${fileName}`])
    }
  }
  return edges
}

/** Folder cycles: pairs of edges or longer loops, each listed once from its first folder. */
function cycles(edges: Iterable<string>): string[] {
  const next = new Map<string, string[]>()
  for (const edge of edges) {
    const [from = '', to = ''] = edge.split(' -> ')
    next.set(from, [...(next.get(from) ?? []), to])
  }
  const found = new Set<string>()
  const visit = (start: string, node: string, path: string[]) => {
    for (const to of next.get(node) ?? []) {
      if (to === start) found.add([...path, start].join(' -> '))
      else if (!path.includes(to) && to > start) visit(start, to, [...path, to])
    }
  }
  for (const start of [...next.keys()].sort()) visit(start, start, [start])
  return [...found]
}

/** Edges that go sideways or up in the layering, or touch a folder the layering does not name. */
function forbidden(edges: Map<string, string[]>): string[] {
  return [...edges]
    .filter(([edge]) => {
      const [from = '', to = ''] = edge.split(' -> ')
      const [a, b] = [layerOf.get(from), layerOf.get(to)]
      return a === undefined || b === undefined || b >= a
    })
    .map(([edge, lines]) => `${edge} (${lines.join('; ')})`)
}

const tree = () => sourceFiles('src').map((path) => ({ path, text: readFileSync(path, 'utf8') }))

describe('the import graph of src/', () => {
  const edges = folderEdges(tree())
  const pending = (line: string) => PENDING.some((edge) => line.startsWith(`${edge} (`))

  it('has no cycle between top-level folders', () => {
    expect(cycles([...edges.keys()].filter((edge) => !PENDING.includes(edge)))).toEqual([])
  })

  it('imports only downward in the layering', () => {
    expect(forbidden(edges).filter((line) => !pending(line))).toEqual([])
  })

  it('still has each pending edge, so the list only shrinks', () => {
    expect(PENDING.filter((edge) => !edges.has(edge))).toEqual([])
  })

  it('finds a planted cycle and an upward import', () => {
    const planted = folderEdges([
      { path: 'src/lib/probe.ts', text: "import { pageFor } from '../pages'\n" },
      { path: 'src/pages/probe.tsx', text: "import type { Language } from '../lib/languages'\n" },
    ])
    expect(cycles(planted.keys())).toEqual(['lib -> pages -> lib'])
    expect(forbidden(planted)).toEqual(['lib -> pages (src/lib/probe.ts imports ../pages)'])
  })
})
