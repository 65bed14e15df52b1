/**
 * The one D1 test double: the real local D1 binding, watched. Tests count what the Worker
 * asks of D1, or make chosen statements fail the way D1 fails (at `prepare`, or when a
 * statement or a batch runs), and everything else reaches the real database. With `read`
 * it also reports the rows D1 says the chosen statements read; `raw()` and `first()`
 * carry no such count, so those statements then run as `all()`, their rows made arrays
 * the way drizzle's own batch does it (which loses a column whose name repeats: choose
 * no joins).
 */
export interface D1Watch {
  /** `prepare(query)`: an Error returned is thrown at once, as D1 does for a query it cannot take. */
  prepare?: (query: string) => Error | undefined
  /** A statement run (`all`, `run`, `raw`, `first`) with its bound values: an Error returned rejects it. */
  run?: (query: string, values: readonly unknown[]) => Error | undefined
  /** A batch of `size` statements: an Error returned rejects it. */
  batch?: (size: number) => Error | undefined
  /** The statements `of` chooses report, after they ran, alone or in a batch, the rows D1 read for them (`meta.rows_read`). */
  read?: { of: (query: string) => boolean; rows: (query: string, rows: number) => void }
}

const RUNS = new Set<PropertyKey>(['all', 'run', 'raw', 'first'])

export function watchedD1(db: D1Database, watch: D1Watch): D1Database {
  // D1 runs only its own statements in a batch: each proxy remembers the statement it stands for.
  const originals = new WeakMap<object, D1PreparedStatement>()
  const queries = new WeakMap<object, string>()
  const statement = (inner: D1PreparedStatement, query: string, values: readonly unknown[]): D1PreparedStatement => {
    const proxy = new Proxy(inner, {
      get(target, property) {
        const value = Reflect.get(target, property) as unknown
        if (typeof value !== 'function') return value
        const method = value as (...args: unknown[]) => unknown
        if (property === 'bind') return (...args: unknown[]) => statement(method.apply(target, args) as D1PreparedStatement, query, args)
        if (RUNS.has(property))
          return (...args: unknown[]) => {
            const failure = watch.run?.(query, values)
            if (failure) return Promise.reject(failure)
            const read = watch.read?.of(query) ? watch.read.rows : undefined
            if (!read) return method.apply(target, args)
            const counted = async () => {
              const result = await target.all()
              read(query, result.meta.rows_read)
              return result
            }
            if (property === 'raw') return counted().then(({ results }) => results.map((row) => Object.values(row as object)))
            if (property === 'first')
              return counted().then(({ results }) => {
                const row = (results[0] ?? null) as Record<string, unknown> | null
                const column = args[0] as string | undefined
                return column && row ? row[column] : row
              })
            return (method.apply(target, args) as Promise<D1Result>).then((result) => {
              read(query, result.meta.rows_read)
              return result
            })
          }
        return method.bind(target)
      },
    })
    originals.set(proxy, inner)
    queries.set(proxy, query)
    return proxy
  }
  return new Proxy(db, {
    get(target, property) {
      if (property === 'prepare')
        return (query: string) => {
          const failure = watch.prepare?.(query)
          if (failure) throw failure
          return statement(target.prepare(query), query, [])
        }
      if (property === 'batch')
        return (statements: D1PreparedStatement[]) => {
          const failure = watch.batch?.(statements.length)
          if (failure) return Promise.reject(failure)
          return target.batch(statements.map((item) => originals.get(item) ?? item)).then((results) => {
            for (const [i, result] of results.entries()) {
              const query = queries.get(statements[i] as object) ?? ''
              if (watch.read?.of(query)) watch.read.rows(query, result.meta.rows_read)
            }
            return results
          })
        }
      const value = Reflect.get(target, property) as unknown
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
}
