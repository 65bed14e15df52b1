import { database } from '../db'
import { clock } from '../platform/clock'
import { log } from '../platform/log'
import { deleteExpiredSessions } from './access/session'
import { deleteExpiredSubmissions } from './inbox/retention'
import { runJobs } from './translations/jobs'
import { translationEngine } from '../engine'
import { pruneAdminRecords } from './sign-in/throttle'

/**
 * The console's share of the Cron Trigger: keep the privacy policy's promise (delete the
 * messages of people silent for 24 months, unless kept for a client relationship), then
 * forget expired sessions and old login attempts; then take the next steps of translating
 * languages again in the background, and publish the languages whose changes are due.
 */
export async function adminMaintenance(env: Env): Promise<void> {
  const db = database(env.DB)
  const now = clock.now()
  const deleted = await deleteExpiredSubmissions(db, now)
  if (deleted) log('contact_retention_deleted', { count: deleted })
  await db.batch([deleteExpiredSessions(db, now), ...pruneAdminRecords(db, now)])
  await runJobs(env, db)
  await translationEngine(env).publishDue()
}
