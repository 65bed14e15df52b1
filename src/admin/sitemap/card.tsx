import { Island } from '../../components/island'
import type { SitemapGeneration } from '../../db/schema'
import SitemapManager from '../../islands/sitemap-manager'
import { ENDPOINTS } from '../../lib/endpoints'
import { useConsole } from '../frame/console-context'
import { formatMoment } from '../frame/format'
import { Card } from '../frame/ui'

/** The overview's sitemap card: the manager island, rendered on the server and hydrated when the owner reaches for it. */
export function SitemapCard({ last, sitemapUrl }: { last: SitemapGeneration | null; sitemapUrl: string }) {
  const { copy, lang, csrf } = useConsole()
  return (
    <Card id="sitemap-heading" title={copy.sitemap.title} icon="network">
      <p className="mb-4 mt-2 text-sm text-slate-700">{copy.sitemap.intro}</p>
      <Island
        name="sitemap-manager"
        component={SitemapManager}
        load="interaction"
        props={{
          copy: copy.sitemap,
          lang,
          csrf: csrf ?? '',
          action: ENDPOINTS.adminSitemap,
          downloadUrl: ENDPOINTS.adminSitemapDownload,
          sitemapUrl,
          last: last && { success: last.success, urlCount: last.urlCount, generatedAt: formatMoment(lang, last.generatedAt), error: last.error },
        }}
      />
    </Card>
  )
}
