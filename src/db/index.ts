import { drizzle } from 'drizzle-orm/d1'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import * as schema from './schema'

/** The typed D1 handle every query function takes. */
export type Database = DrizzleD1Database

const handles = new WeakMap<D1Database, Database>()

/** The drizzle handle for a D1 binding, made once per binding and isolate. */
export function database(binding: D1Database): Database {
  let db = handles.get(binding)
  if (!db) {
    db = drizzle(binding)
    handles.set(binding, db)
  }
  return db
}

export { schema }
