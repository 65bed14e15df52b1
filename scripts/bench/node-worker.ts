/**
 * The built Worker's fetch handler run in Node, with no local simulator under it: D1 is
 * `node:sqlite` behind a small adapter shaped like the D1 binding (prepare, bind, first,
 * all, run, raw, batch, exec), on a copy of the local D1 the bench prepared (migrations and
 * the shipped translation memory; an empty migrated one in memory when there is none); KV, mail, the rate
 * limiter and the version metadata are plain objects in memory, and there is no Cache API
 * (as on *.workers.dev; the isolate's own memory of hot answers still works). SQLite
 * answers the statements in the same thread; on Cloudflare, D1 answers them in its own
 * process, outside the Worker's CPU time, so the adapter keeps the time of D1's side of
 * each call (`sqliteMs`) for the CPU figures to take out.
 */
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { DatabaseSync } from 'node:sqlite'
import type { StatementSync } from 'node:sqlite'

type Value = string | number | bigint | null | Uint8Array
type Row = Record<string, unknown>

interface Meta {
  changes: number
  last_row_id: number
  rows_read: number
  rows_written: number
  duration: number
  changed_db: boolean
}

/** D1 binds `true`/`false` as 1/0 and refuses `undefined`; node:sqlite refuses booleans. */
export function sqliteValue(value: unknown): Value {
  if (value === undefined) throw new Error('D1_TYPE_ERROR: undefined is not a value D1 can bind')
  if (typeof value === 'boolean') return value ? 1 : 0
  if (value instanceof ArrayBuffer) return new Uint8Array(value)
  if (Array.isArray(value)) return Uint8Array.from(value as number[])
  return value as Value
}

/** A BLOB comes back from D1 as an array of bytes. */
function d1Value(value: unknown): unknown {
  return value instanceof Uint8Array ? [...value] : value
}

/** D1's answer to one statement, as its JSON carries it: the column names, then each row's values. */
interface Answer {
  success: true
  meta: Meta
  results: { columns: string[]; rows: unknown[][] }
}

type Result = { success: true; results: Row[]; meta: Meta }

/**
 * A prepared statement as the D1 binding hands it out: immutable, `bind` answers a new one.
 *
 * Each call makes the round trip the binding makes in workerd, split as there: the Worker
 * writes the statement out as JSON (its text, its values and the answer's format); D1
 * (`execute`, timed into `sqliteMs`) runs it and writes its answer out as JSON, the column
 * names and each row's values; the Worker reads that answer back as a response body and
 * turns the rows into objects.
 */
export class NodeD1Statement {
  private readonly db: NodeD1
  readonly sql: string
  private readonly params: Value[]

  constructor(db: NodeD1, sql: string, params: Value[] = []) {
    this.db = db
    this.sql = sql
    this.params = params
  }

  bind(...values: unknown[]): NodeD1Statement {
    return new NodeD1Statement(this.db, this.sql, values.map(sqliteValue))
  }

  /** What the binding sends D1 for this statement, before it is written out as JSON. */
  query(): { sql: string; params: unknown[]; resultsFormat: 'ROWS_AND_COLUMNS' } {
    return { sql: this.sql, params: this.params.map(d1Value), resultsFormat: 'ROWS_AND_COLUMNS' }
  }

  /** D1's side: runs the statement in SQLite and writes its answer out as JSON. */
  execute(): string {
    const statement = this.db.statement(this.sql)
    const columns = statement.columns().map(({ name }) => name)
    if (!columns.length) {
      const { changes, lastInsertRowid } = statement.run(...this.params)
      return JSON.stringify({ success: true, meta: meta(Number(changes), Number(lastInsertRowid)), results: { columns, rows: [] } })
    }
    const before = this.db.statement('SELECT total_changes() AS n').get() as { n: number }
    // Only this method reads a statement's rows, always as arrays (D1's wire format).
    statement.setReturnArrays(true)
    const rows = (statement.all(...this.params) as unknown as unknown[][]).map((row) => row.map(d1Value))
    const after = this.db.statement('SELECT total_changes() AS n').get() as { n: number }
    return JSON.stringify({ success: true, meta: meta(after.n - before.n), results: { columns, rows } })
  }

  private send(): Promise<Answer> {
    return this.db.roundTrip(JSON.stringify(this.query()), () => this.execute())
  }

  /** Every row as an object, and what the statement changed (a write with RETURNING answers its rows too). */
  async run(): Promise<Result> {
    return asObjects(await this.send())
  }

  all(): Promise<Result> {
    return this.run()
  }

  async first(column?: string): Promise<unknown> {
    const [row] = (await this.run()).results
    if (row === undefined) return null
    if (column === undefined) return row
    if (!(column in row)) throw new Error(`D1_COLUMN_NOTFOUND: Column not found (${column})`)
    return row[column]
  }

  /** Rows as arrays of values; with `columnNames`, the names come first. */
  async raw(options?: { columnNames?: boolean }): Promise<unknown[][]> {
    const { columns, rows } = (await this.send()).results
    return options?.columnNames ? [columns, ...rows] : rows
  }
}

function meta(changes = 0, lastRowId = 0): Meta {
  return { changes, last_row_id: lastRowId, rows_read: 0, rows_written: changes, duration: 0, changed_db: changes > 0 }
}

/** The binding's result of an answer: each row an object of its columns. */
function asObjects({ meta, results: { columns, rows } }: Answer): Result {
  return { success: true, meta, results: rows.map((row) => Object.fromEntries(columns.map((column, index) => [column, row[index]]))) }
}

/** The D1 binding over a SQLite database (in memory unless a file is named). Statements run in the calling thread. */
export class NodeD1 {
  readonly sqlite: DatabaseSync
  private readonly statements = new Map<string, StatementSync>()
  /** Milliseconds spent inside SQLite so far: D1's own work, which Cloudflare does outside the Worker. */
  sqliteMs = 0

  constructor(file = ':memory:') {
    this.sqlite = new DatabaseSync(file)
  }

  /** node:sqlite's prepared statement for `sql`, prepared once (as D1 keeps its own cache). */
  statement(sql: string): StatementSync {
    let statement = this.statements.get(sql)
    if (!statement) {
      statement = this.sqlite.prepare(sql)
      this.statements.set(sql, statement)
    }
    return statement
  }

  prepare(sql: string): NodeD1Statement {
    return new NodeD1Statement(this, sql)
  }

  /**
   * Runs `work` (calls into SQLite, which return before anything else runs) and adds its
   * time to `sqliteMs`. Wall time: on a quiet machine a synchronous call's wall time is its
   * CPU time, and reading it costs nanoseconds where a reading of CPU time costs
   * microseconds, which would then be counted as D1's.
   */
  private inSqlite<T>(work: () => T): T {
    const start = performance.now()
    try {
      return work()
    } finally {
      this.sqliteMs += performance.now() - start
    }
  }

  /**
   * One call of the binding: the Worker's request body, read by D1, which then answers
   * (`answer`, timed into `sqliteMs` with the reading); the answer read back by the Worker
   * as a response body.
   */
  async roundTrip<T>(body: string, answer: () => string): Promise<T> {
    const wire = this.inSqlite(() => {
      JSON.parse(body)
      return answer()
    })
    return (await new Response(wire, { headers: { 'Content-Type': 'application/json' } }).json()) as T
  }

  /** Every statement in one transaction: all of them or none, as D1's batch (one request, one answer). */
  async batch(statements: NodeD1Statement[]): Promise<Result[]> {
    const answers = await this.roundTrip<Answer[]>(JSON.stringify(statements.map((statement) => statement.query())), () => {
      this.sqlite.exec('BEGIN')
      try {
        const answers = statements.map((statement) => statement.execute())
        this.sqlite.exec('COMMIT')
        return `[${answers.join(',')}]`
      } catch (error) {
        this.sqlite.exec('ROLLBACK')
        throw error
      }
    })
    return answers.map(asObjects)
  }

  async exec(sql: string): Promise<{ count: number; duration: number }> {
    this.inSqlite(() => this.sqlite.exec(sql))
    return { count: sql.split('\n').filter((line) => line.trim()).length, duration: 0 }
  }
}

/** A D1 database with the project's migrations applied, in order. */
export function migratedD1(dir = 'migrations'): NodeD1 {
  const db = new NodeD1()
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort())
    db.sqlite.exec(readFileSync(join(dir, file), 'utf8'))
  return db
}

/** Where wrangler keeps the local D1 databases (`--persist-to .wrangler/state`). */
const LOCAL_D1_DIR = '.wrangler/state/v3/d1/miniflare-D1DatabaseObject'

/** The local D1's database file the bench prepared (migrations and the shipped translation memory), if there is one. */
export function localD1File(dir = LOCAL_D1_DIR): string | undefined {
  if (!existsSync(dir)) return undefined
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite')
    .map((name) => join(dir, name))
  return files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]
}

let copies = 0

/**
 * A copy of a D1 database file (what its write-ahead log holds included) as the D1 binding,
 * so the Worker in Node meets the data it meets in workerd (the translation memory, the
 * inbox) and the local D1 itself is never written. The copy is removed when the process ends.
 */
export function copiedD1(file: string): NodeD1 {
  const copy = join(tmpdir(), `bench-d1-${process.pid}-${++copies}.sqlite`)
  const source = new DatabaseSync(file, { readOnly: true })
  try {
    source.exec(`VACUUM INTO '${copy.replaceAll("'", "''")}'`)
  } finally {
    source.close()
  }
  process.once('exit', () => rmSync(copy, { force: true }))
  const db = new NodeD1(copy)
  // No journal file and no wait for the disk: a write costs what SQLite itself does, as in memory.
  db.sqlite.exec('PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF')
  return db
}

/** A KV namespace in memory: get (text, json, arrayBuffer), getWithMetadata, put, delete, list. */
export function memoryKv(): KVNamespace {
  const entries = new Map<string, { value: string; metadata: unknown }>()
  const typed = (value: string | undefined, type: unknown) => {
    if (value === undefined) return null
    const kind = typeof type === 'string' ? type : ((type as { type?: string } | undefined)?.type ?? 'text')
    if (kind === 'json') return JSON.parse(value) as unknown
    if (kind === 'arrayBuffer') return new TextEncoder().encode(value).buffer
    return value
  }
  const kv = {
    async get(key: string | string[], type?: unknown) {
      if (Array.isArray(key)) return new Map(key.map((k) => [k, typed(entries.get(k)?.value, type)]))
      return typed(entries.get(key)?.value, type)
    },
    async getWithMetadata(key: string, type?: unknown) {
      const entry = entries.get(key)
      return { value: typed(entry?.value, type), metadata: entry?.metadata ?? null, cacheStatus: null }
    },
    async put(key: string, value: string | ArrayBuffer, options?: { metadata?: unknown }) {
      const text = typeof value === 'string' ? value : new TextDecoder().decode(value)
      entries.set(key, { value: text, metadata: options?.metadata ?? null })
    },
    async delete(key: string) {
      entries.delete(key)
    },
    async list(options?: { prefix?: string }) {
      const keys = [...entries.keys()].filter((name) => name.startsWith(options?.prefix ?? '')).map((name) => ({ name }))
      return { keys, list_complete: true, cacheStatus: null }
    },
  }
  return kv as unknown as KVNamespace
}

/** The Worker's `[vars]` from wrangler.toml (plain `NAME = "value"` lines). */
export function tomlVars(toml: string): Record<string, string> {
  const section = /^\[vars\]\n([\s\S]*?)(?=^\[)/m.exec(toml)?.[1] ?? ''
  return Object.fromEntries([...section.matchAll(/^([A-Z_][A-Z0-9_]*)\s*=\s*"([^"]*)"/gm)].map(([, name = '', value = '']) => [name, value]))
}

export interface NodeWorker {
  /** Answers `request` as the Worker, with the work it left for later (waitUntil) done too. */
  fetch(request: Request): Promise<Response>
  db: NodeD1
  /** Mail the Worker handed to its Email binding. */
  sent: unknown[]
}

interface WorkerModule {
  default: { fetch(request: Request, env: unknown, ctx: ExecutionContext): Promise<Response> }
}

let instance = 0

/**
 * A fresh instance of the built Worker's module (a new module record each call, so its
 * top-level state is new, as in a fresh isolate) with its bindings in memory.
 * `X-Bench-Build: <id>` on a request stands for a new deploy, as in workerd.ts.
 */
export async function loadNodeWorker(entry: string, secrets: Record<string, string>): Promise<NodeWorker> {
  const url = `${pathToFileURL(resolve(entry)).href}?instance=${++instance}`
  const worker = ((await import(url)) as WorkerModule).default
  // The local D1 as the bench prepared it, else an empty one with the migrations applied.
  const local = localD1File()
  const db = local ? copiedD1(local) : migratedD1()
  const sent: unknown[] = []
  const env = {
    ...tomlVars(readFileSync('wrangler.toml', 'utf8')),
    ...secrets,
    DB: db,
    CACHE: memoryKv(),
    EMAIL: { send: async (message: unknown) => void sent.push(message) },
    TRANSLATE_LIMITER: { limit: async () => ({ success: true }) },
    ASSETS: { fetch: async () => new Response('Not found', { status: 404 }) },
  }
  // One env object per deploy (build id), as on Cloudflare every request of a deploy gets the
  // same one and the Worker keeps what it builds from it (settings, database handle) for it.
  const envs = new Map<string, typeof env & { CF_VERSION_METADATA: WorkerVersionMetadata }>()
  const envOf = (build: string) => {
    let found = envs.get(build)
    if (!found) {
      // A build id per request (a miss after each deploy) would otherwise keep one for every request.
      if (envs.size > 512) envs.clear()
      found = { ...env, CF_VERSION_METADATA: { id: build, tag: '', timestamp: '' } }
      envs.set(build, found)
    }
    return found
  }
  return {
    db,
    sent,
    async fetch(request) {
      const later: Promise<unknown>[] = []
      const ctx = { waitUntil: (promise: Promise<unknown>) => void later.push(promise), passThroughOnException: () => undefined, props: {} }
      const response = await worker.fetch(request, envOf(request.headers.get('X-Bench-Build') ?? 'bench'), ctx as unknown as ExecutionContext)
      const body = await response.arrayBuffer()
      await Promise.allSettled(later)
      return new Response(body.byteLength ? body : null, response)
    },
  }
}
