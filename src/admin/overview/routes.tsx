import type { MiddlewareHandler } from 'hono'
import { siteUrl } from '../../config'
import { database } from '../../db'
import { ENDPOINTS } from '../../lib/endpoints'
import { clock } from '../../platform/clock'
import type { AdminEnv } from '../env'
import { noticeFromQuery } from '../frame/notices'
import { renderConsole } from '../frame/render'
import { inboxCounts } from '../inbox/queries'
import { lastGeneration } from '../sitemap/queries'
import { coverage } from '../translations/queries'
import { OverviewScreen } from './screen'

/** The console's front page for a signed-in owner (mounted behind `requireAdmin`, which shows the gate to anyone else). */
export const overviewScreen: MiddlewareHandler<AdminEnv> = async function overviewScreen(c) {
  const db = database(c.env.DB)
  const [counts, last, cover] = await Promise.all([inboxCounts(db, clock.now()), lastGeneration(db), coverage(db)])
  return renderConsole(c, {
    name: (copy) => copy.nav.overview,
    path: '/admin',
    section: 'overview',
    notice: noticeFromQuery(c),
    body: (
      <OverviewScreen
        counts={counts}
        lastGeneration={last}
        sitemapUrl={`${siteUrl(c.env)}${ENDPOINTS.sitemap}`}
        reviewed={cover.reduce((sum, row) => sum + row.reviewed, 0)}
        total={cover.reduce((sum, row) => sum + row.total, 0)}
      />
    ),
  })
}
