import { defineConfig } from 'drizzle-kit'

/**
 * drizzle-kit writes the SQL migrations that `wrangler d1 migrations apply` runs from
 * the schema: `npm run db:generate -- --name add_something`. `migrations/meta/` holds
 * its snapshots; 0001 is the baseline the project started from.
 * https://orm.drizzle.team/docs/drizzle-config-file
 */
export default defineConfig({
  dialect: 'sqlite',
  schema: './src/db/schema/index.ts',
  out: './migrations',
  migrations: { prefix: 'index' },
})
