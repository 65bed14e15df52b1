/**
 * The one D1 test double: the real local D1 binding, watched. Tests count what the Worker
 * asks of D1, or make chosen statements fail the way D1 fails (at `prepare`, or when a
 * statement or a batch runs), and everything else reaches the real database.
 */
export interface D1Watch {
  /** `prepare(query)`: an Error returned is thrown at once, as D1 does for a query it cannot take. */
  prepare?: (query: string) => Error | undefined
  /** A statement run (`all`, `run`, `raw`, `first`) with its bound values: an Error returned rejects it. */
  run?: (query: string, values: readonly unknown[]) => Error | undefined
  /** A batch of `size` statements: an Error returned rejects it. */
  batch?: (size: number) => Error | undefined
}

const RUNS = new Set<PropertyKey>(['all', 'run', 'raw', 'first'])

export function watchedD1(db: D1Database, watch: D1Watch): D1Database {
  // D1 runs only its own statements in a batch: each proxy remembers the statement it stands for.
  const originals = new WeakMap<object, D1PreparedStatement>()
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
            return failure ? Promise.reject(failure) : method.apply(target, args)
          }
        return method.bind(target)
      },
    })
    originals.set(proxy, inner)
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
          return failure ? Promise.reject(failure) : target.batch(statements.map((item) => originals.get(item) ?? item))
        }
      const value = Reflect.get(target, property) as unknown
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
}
