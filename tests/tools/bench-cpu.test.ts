import { describe, expect, it } from 'vitest'
import { ownCpuMs } from '../../scripts/bench/cpu.ts'
import { NODE_METHOD, batchFigure, methodsAgree, nodeCpuLines } from '../../scripts/bench/cpu-node.ts'
import { NodeD1, memoryKv, tomlVars } from '../../scripts/bench/node-worker.ts'
import { STARTUP_BUDGET_MS, startupActiveMs } from '../../scripts/bench/upload.ts'

const NODE_ROUTES = [
  { route: 'POST /api/contact (stored, then mailed)', ms: 1.9, spread: [1.6, 2.1] as [number, number] },
  { route: '/cs from the edge cache (isolate memory)', ms: 0.4, spread: [0.3, 0.5] as [number, number] },
]

describe("the bench's CPU of a route's own", () => {
  it('is the figure of the same route in Node against node:sqlite, with no simulator subtracted', () => {
    expect(ownCpuMs('POST /api/contact (stored, then mailed)', NODE_ROUTES)).toBe(1.9)
    expect(NODE_METHOD).toMatch(/node:sqlite/)
  })

  it("takes a Cache API hit's figure from the isolate-memory hit (the lookup itself is the platform's)", () => {
    expect(ownCpuMs('pages from the edge cache (Cache API)', NODE_ROUTES)).toBe(0.4)
  })

  it('is not a number for a route Node did not run, rather than a made-up figure', () => {
    expect(ownCpuMs('/sitemap.xml built (miss)', NODE_ROUTES)).toBeNaN()
  })

  it("is the median of five consecutive batches' means, so a collection in one batch does not move it", () => {
    const samples = [1, 1, 1, 1, 9, 9, 2, 2, 2, 2]
    // Batches of two: means 1, 1, 9, 2, 2 → median 2.
    expect(batchFigure(samples)).toEqual({ ms: 2, spread: [1, 9] })
  })

  it('says two methods agree within 1 ms and not beyond', () => {
    expect(methodsAgree(2.3, 3.2)).toBe(true)
    expect(methodsAgree(2.3, 3.5)).toBe(false)
  })
})

describe('the D1-shaped adapter over node:sqlite', () => {
  const db = () => {
    const d1 = new NodeD1()
    d1.sqlite.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL, flag INTEGER)')
    return d1
  }

  it('binds booleans as 1 and 0 and answers rows, the first row, one column and arrays with their names', async () => {
    const d1 = db()
    const insert = await d1.prepare('INSERT INTO t (name, flag) VALUES (?, ?)').bind('a', true).run()
    expect(insert.meta.changes).toBe(1)
    expect((await d1.prepare('SELECT * FROM t').all()).results).toEqual([{ id: 1, name: 'a', flag: 1 }])
    expect(await d1.prepare('SELECT name FROM t WHERE id = ?').bind(1).first('name')).toBe('a')
    expect(await d1.prepare('SELECT name FROM t WHERE id = ?').bind(2).first()).toBeNull()
    expect(await d1.prepare('SELECT id, name FROM t').raw({ columnNames: true })).toEqual([
      ['id', 'name'],
      [1, 'a'],
    ])
  })

  it('refuses undefined as D1 does, instead of binding something', () => {
    expect(() => db().prepare('SELECT ?').bind(undefined)).toThrow(/D1_TYPE_ERROR/)
  })

  it('runs a batch as one transaction: a failing statement leaves none of it written', async () => {
    const d1 = db()
    const good = d1.prepare('INSERT INTO t (name) VALUES (?)').bind('kept?')
    const bad = d1.prepare('INSERT INTO t (name) VALUES (NULL)')
    await expect(d1.batch([good, bad])).rejects.toThrow()
    expect((await d1.prepare('SELECT COUNT(*) AS n FROM t').first('n')) as number).toBe(0)
  })
})

describe("the Node Worker's other bindings", () => {
  it('keeps KV values with their metadata and reads them as text or JSON', async () => {
    const kv = memoryKv()
    await kv.put('k', '{"a":1}', { metadata: { v: 2 } })
    expect(await kv.get('k', 'json')).toEqual({ a: 1 })
    expect(await kv.getWithMetadata('k')).toMatchObject({ value: '{"a":1}', metadata: { v: 2 } })
    expect(await kv.get('absent')).toBeNull()
  })

  it("reads the Worker's [vars] from wrangler.toml", () => {
    const toml = '[vars]\nSITE_URL = "https://example.com"\n# a comment\nCONTACT_TO = ""\n\n[[d1_databases]]\nbinding = "DB"\n'
    expect(tomlVars(toml)).toEqual({ SITE_URL: 'https://example.com', CONTACT_TO: '' })
  })
})

describe('the startup line', () => {
  it("reads the active CPU time of wrangler check startup's output, held to 10 ms", () => {
    const output = 'CPU Profile written to startup.cpuprofile\n\nActive: 18.4 ms\nIdle: 2.1 ms\n'
    expect(startupActiveMs(output)).toBe(18.4)
    expect(STARTUP_BUDGET_MS).toBe(10)
  })

  it('fails loudly when wrangler printed no active time', () => {
    expect(() => startupActiveMs('Error: could not bundle')).toThrow(/no active time/)
  })
})

describe("the bench's cold-isolate lines in Node", () => {
  const cold = [{ route: 'public page' as const, firstMs: 45, startupMs: 60, runs: [44, 45, 46] }]

  it("say the first request's figure and leave startup to wrangler check startup, with no Node import() line", () => {
    const lines = nodeCpuLines([], cold).filter((line) => line.section.startsWith('Cold isolates'))
    expect(lines.map((line) => line.what)).toEqual(['method', 'public page: first request (runs 44.0, 45.0, 46.0 ms)'])
    expect(lines[0]?.value).toMatch(/wrangler check startup/)
  })
})
