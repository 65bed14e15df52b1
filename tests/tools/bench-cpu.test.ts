import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, it } from 'vitest'
import { ownCpuMs } from '../../scripts/bench/cpu.ts'
import { NODE_METHOD, REPLAY_METHOD, batchFigure, methodsAgree, nodeCpuLines, twoMethodLine, workerCpuMs } from '../../scripts/bench/cpu-node.ts'
import { NodeD1, copiedD1, loadNodeWorker, localD1File, memoryKv, tomlVars } from '../../scripts/bench/node-worker.ts'
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

  it("keeps the time SQLite spends answering (D1's work, outside the Worker on Cloudflare) and not the caller's own", async () => {
    const d1 = db()
    // A statement that keeps SQLite busy for a while: it counts.
    const slow = 'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 400000) SELECT COUNT(*) AS c FROM n'
    let start = performance.now()
    expect(await d1.prepare(slow).first('c')).toBe(400000)
    const elapsed = performance.now() - start
    expect(d1.sqliteMs).toBeGreaterThan(elapsed * 0.8)
    expect(d1.sqliteMs).toBeLessThanOrEqual(elapsed)
    // The caller's own work between statements does not; a batch counts its statements once.
    const before = d1.sqliteMs
    start = performance.now()
    while (performance.now() - start < 20);
    await d1.batch([d1.prepare('INSERT INTO t (name) VALUES (?)').bind('a'), d1.prepare('INSERT INTO t (name) VALUES (?)').bind('b')])
    expect(d1.sqliteMs - before).toBeLessThan(10)
    expect(d1.sqliteMs - before).toBeGreaterThan(0)
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

  it('hands every request of a deploy the same env object, as Cloudflare does, and a new deploy a new one', async () => {
    // A Worker that numbers the env objects it meets: what it keeps per env (its settings) is built once per number.
    const entry = join(mkdtempSync(join(tmpdir(), 'bench-env-test-')), 'worker.mjs')
    writeFileSync(
      entry,
      'let count = 0\nconst numbers = new WeakMap()\nexport default { fetch(request, env) { if (!numbers.has(env)) numbers.set(env, ++count); return new Response(`${env.CF_VERSION_METADATA.id} ${numbers.get(env)}`) } }\n',
    )
    try {
      const worker = await loadNodeWorker(entry, {})
      const answer = async (build?: string) =>
        (await worker.fetch(new Request('https://karlinlabs.com/', build ? { headers: { 'X-Bench-Build': build } } : {}))).text()
      expect([await answer(), await answer(), await answer('deploy-2'), await answer('deploy-2'), await answer()]).toEqual([
        'bench 1',
        'bench 1',
        'deploy-2 2',
        'deploy-2 2',
        'bench 1',
      ])
    } finally {
      rmSync(join(entry, '..'), { recursive: true, force: true })
    }
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

describe("the bench's two methods of a route's own CPU, side by side", () => {
  const node = { route: 'POST /api/contact (stored, then mailed)', ms: 2.4, spread: [2.1, 2.9] as [number, number] }
  const replay = (ms: number, misses = 0) => ({ route: node.route, ms, spread: [ms - 0.3, ms + 0.4] as [number, number], misses })

  it("prints both figures on the route's line with methodsAgree, and passes when both are within 10 ms and 1 ms of each other", () => {
    const line = twoMethodLine('s', node, replay(2.9))
    expect(line.value).toBe('Node 2.40 ms (batches 2.1–2.9) | workerd replay 2.90 ms (batches 2.6–3.3) | methodsAgree yes')
    expect(line.status).toBe('PASS')
  })

  it('fails a route whose methods are more than 1 ms apart, though each is within 10 ms', () => {
    const line = twoMethodLine('s', node, replay(4.7))
    expect(line.value).toMatch(/methodsAgree no$/)
    expect(line.status).toBe('FAIL')
  })

  it('fails a route the replay answered with statements it had not recorded, or did not run', () => {
    expect(twoMethodLine('s', node, replay(2.5, 2))).toMatchObject({ status: 'FAIL', value: expect.stringMatching(/2 statements not on the tape/) })
    expect(twoMethodLine('s', node, undefined)).toMatchObject({ status: 'FAIL', value: expect.stringMatching(/workerd replay n\/a/) })
  })

  it('states both methods in the section, the second taking the local D1 out by replaying its answers', () => {
    const lines = nodeCpuLines([node], [], [replay(2.9)]).filter((line) => line.section.startsWith('CPU per route'))
    expect(lines.map((line) => line.what)).toEqual(['method 1 (Node)', 'method 2 (workerd, D1 replayed)', node.route])
    expect(lines[1]?.value).toBe(REPLAY_METHOD)
    expect(REPLAY_METHOD).toMatch(/replayed/)
  })
})

describe("the Node method's CPU", () => {
  it("counts Web Crypto's work on Node's threadpool, where workerd does it in the isolate's own thread", async () => {
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode('password'), 'PBKDF2', false, ['deriveBits'])
    const before = workerCpuMs()
    const { user, system } = process.threadCpuUsage()
    for (let i = 0; i < 4; i++) await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: new Uint8Array(16), iterations: 100_000 }, key, 256)
    const thread = process.threadCpuUsage()
    // 400,000 iterations of PBKDF2-SHA256 are tens of milliseconds of CPU, nearly none of them on the calling thread.
    expect(workerCpuMs() - before - (thread.user + thread.system - user - system) / 1000).toBeGreaterThan(10)
  })

  it("sees a fraction of a millisecond's work, which the thread's own figure (advanced at the scheduler's tick) mostly reads as 0", () => {
    const samples = Array.from({ length: 20 }, () => {
      const start = workerCpuMs()
      let x = 0
      for (let i = 0; i < 200_000; i++) x += Math.sqrt(i)
      expect(x).toBeGreaterThan(0)
      return workerCpuMs() - start
    })
    expect(samples.every((ms) => ms > 0)).toBe(true)
  })
})

describe("the Node method's D1", () => {
  const dirs: string[] = []
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-d1-test-'))
    dirs.push(dir)
    return dir
  }
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('is the local D1 the bench prepared: the newest database file, never the metadata', () => {
    const dir = tempDir()
    for (const [name, seconds] of [
      ['old.sqlite', 1_000],
      ['new.sqlite', 2_000],
      ['metadata.sqlite', 3_000],
    ] as const) {
      writeFileSync(join(dir, name), '')
      utimesSync(join(dir, name), seconds, seconds)
    }
    expect(localD1File(dir)).toBe(join(dir, 'new.sqlite'))
    expect(localD1File(join(dir, 'absent'))).toBeUndefined()
  })

  it('is a copy holding what the write-ahead log holds, and writing it leaves the local D1 as it was', async () => {
    const file = join(tempDir(), 'local.sqlite')
    const local = new DatabaseSync(file)
    local.exec("PRAGMA journal_mode = WAL; CREATE TABLE t (name TEXT); INSERT INTO t VALUES ('memory')")
    const copy = copiedD1(file)
    expect(await copy.prepare('SELECT name FROM t').first('name')).toBe('memory')
    await copy.prepare('DELETE FROM t').run()
    expect(local.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 1 })
    local.close()
  })
})
