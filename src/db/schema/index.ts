/**
 * The database, described once. Row types come from here (`$inferSelect`,
 * `$inferInsert`), and `npm run db:generate` writes the SQL migrations in `migrations/`
 * from it; a test fails when the two disagree. One file per part of the product.
 */
export * from './access'
export * from './messages'
export * from './translations'
