import type { MiddlewareHandler } from 'hono'
import { settings } from '../../settings'
import { database } from '../../db'
import type { SitemapGeneration } from '../../db/schema'
import { ENDPOINTS } from '../../lib/endpoints'
import { sitemapDocument } from '../../lib/sitemap'
import { clock } from '../../platform/clock'
import type { AdminEnv } from '../env'
import { noticeFromQuery } from '../frame/notices'
import { renderConsole } from '../frame/render'
import { inboxCounts } from '../inbox/queries'
import { requestCounts } from '../privacy/requests'
import { lastGeneration } from '../sitemap/queries'
import { waitingThreads } from '../translations/comments'
import { latestFinishes } from '../translations/finishes'
import { coverage } from '../translations/queries'
import { OverviewScreen } from './screen'

/**
 * The sitemap as `/sitemap.xml` serves it now, for an overview where it was never generated
 * by hand: that address builds it on every request, so the card says what it answers.
 */
function liveSitemap(env: Pick<Env, 'SITE_URL'>, now: number): SitemapGeneration {
  return { id: 0, generatedAt: now, urlCount: sitemapDocument(settings(env).siteUrl, now).urlCount, success: true, error: null }
}

/** The console's front page for a signed-in owner (mounted behind `requireAdmin`, which shows the gate to anyone else). */
export const overviewScreen: MiddlewareHandler<AdminEnv> = async function overviewScreen(c) {
  const db = database(c.env.DB)
  const now = clock.now()
  const [counts, last, cover, requests, finishes, waiting] = await Promise.all([
    inboxCounts(db, now),
    lastGeneration(db),
    coverage(db),
    requestCounts(db, now),
    latestFinishes(db),
    waitingThreads(db),
  ])
  return renderConsole(c, {
    name: (copy) => copy.nav.overview,
    path: '/admin',
    section: 'overview',
    notice: noticeFromQuery(c),
    body: (
      <OverviewScreen
        counts={counts}
        notifyTo={settings(c.env).contact.to}
        notifyFrom={settings(c.env).contact.from}
        requests={requests}
        lastGeneration={last ?? liveSitemap(c.env, now)}
        sitemapUrl={`${settings(c.env).siteUrl}${ENDPOINTS.sitemap}`}
        reviewed={cover.reduce((sum, row) => sum + row.reviewed, 0)}
        total={cover.reduce((sum, row) => sum + row.total, 0)}
        finishes={finishes}
        waiting={waiting}
      />
    ),
  })
}
