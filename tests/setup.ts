import { applyD1Migrations, env } from 'cloudflare:test'
import { afterEach, beforeAll } from 'vitest'
import { clock } from '../src/platform/clock'
import { forgetRememberedAnswers } from '../src/platform/edge-cache'
import { resetTranslationEngine } from '../src/translation'

// Bring D1 up to the current schema (once: the migrations already applied are skipped).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)

/**
 * Tables a file may fill. Left out: search indexes (virtual tables and theirs) and the inbox's
 * one row of counts, which the migrations create and triggers keep in step with their tables.
 */
async function storedTables(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%'
       AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT IN ('d1_migrations', 'inbox_tally')
       AND NOT EXISTS (SELECT 1 FROM sqlite_master v WHERE v.sql LIKE 'CREATE VIRTUAL%' AND sqlite_master.name LIKE v.name || '_%')`,
  ).all<{ name: string }>()
  return results.map((row) => row.name)
}

// Every file runs in the one workerd (isolate: false), after other files: it starts as it would in a
// workerd of its own, with D1 and KV empty and nothing remembered in the Worker's module memory.
beforeAll(async () => {
  await env.DB.batch((await storedTables()).map((name) => env.DB.prepare(`DELETE FROM "${name}"`)))
  for (let page = await env.CACHE.list(); ; page = await env.CACHE.list({ cursor: page.cursor })) {
    await Promise.all(page.keys.map((key) => env.CACHE.delete(key.name)))
    if (page.list_complete) break
  }
  resetTranslationEngine()
  forgetRememberedAnswers()
})

// A test that moves the clock (session expiry, backoff, retention) leaves it at the real time for the next.
afterEach(() => {
  clock.now = () => Date.now()
})
