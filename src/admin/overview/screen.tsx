import type { SitemapGeneration } from '../../db/schema'
import { fill } from '../../i18n/copy'
import { Icon } from '../../islands/ui/icon'
import { localePath } from '../../lib/routes'
import { useConsole } from '../frame/console-context'
import { formatNumber } from '../frame/format'
import { Card, buttonClass, labelled } from '../frame/ui'
import { inboxHref } from '../inbox/links'
import type { InboxCounts } from '../inbox/queries'
import type { RequestCounts } from '../privacy/requests'
import { NotificationsCard } from '../notifications/card'
import { SitemapCard } from '../sitemap/card'
import type { WaitingThread } from '../translations/comments'
import type { Finish } from '../translations/finishes'
import { ReviewNewsCard } from '../translations/review-news-card'

export interface OverviewProps {
  counts: InboxCounts
  /** Privacy requests open, and how many of them are overdue. */
  requests: RequestCounts
  /** Where notifications go (`CONTACT_TO`) and whom they come from (`CONTACT_FROM`). */
  notifyTo: string
  notifyFrom: string
  lastGeneration: SitemapGeneration | null
  sitemapUrl: string
  reviewed: number
  total: number
  /** Reviewers' latest finished pages and languages, and the comments waiting for the owner. */
  finishes: readonly Finish[]
  waiting: readonly WaitingThread[]
}

/** The console's front page: what needs the owner (the inbox's own counts, privacy requests), the sitemap, translation progress. */
export function OverviewScreen({ counts, requests, notifyTo, notifyFrom, lastGeneration, sitemapUrl, reviewed, total, finishes, waiting }: OverviewProps) {
  const { copy, lang } = useConsole()
  const problems = [
    { view: 'undeliverable', label: copy.overview.dead, value: counts.undeliverable },
    { view: 'delayed', label: copy.overview.stale, value: counts.delayed },
  ] as const
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card id="attention-heading" title={copy.overview.attention} icon="bell">
        <p className={`mt-4 text-xl font-bold ${counts.attention ? 'text-amber-900' : 'text-emerald-800'}`}>
          {fill(copy.overview.unhandled, { count: counts.attention }, lang)}
        </p>
        {counts.attention === 0 && <p className="mt-2 text-sm text-slate-700">{copy.overview.allClear}</p>}
        <a href={inboxHref(lang, { view: 'attention' })} className={`mt-4 ${buttonClass.secondary}`}>
          {copy.overview.openInbox}
          <Icon name="arrow-right" className="size-4 shrink-0 rtl:rotate-180" />
        </a>
        <h3 className="mt-6 text-sm font-semibold text-slate-900">{copy.overview.deliveryTitle}</h3>
        {counts.undeliverable + counts.delayed === 0 ? (
          <p className="mt-1 text-sm text-slate-700">{copy.overview.deliveryFine}</p>
        ) : (
          <ul className="mt-1 space-y-1 text-sm">
            {problems
              .filter((problem) => problem.value > 0)
              .map((problem) => (
                <li key={problem.view}>
                  <a href={inboxHref(lang, { view: problem.view })} className="font-semibold text-red-800 underline">
                    {labelled(copy, problem.label, formatNumber(lang, problem.value))}
                  </a>
                </li>
              ))}
          </ul>
        )}
        <h3 className="mt-6 text-sm font-semibold text-slate-900">{copy.privacyRequests.title}</h3>
        <p className="mt-1 text-sm text-slate-700">{fill(copy.overview.privacyOpen, { count: formatNumber(lang, requests.open) })}</p>
        {requests.overdue > 0 && (
          <p className="mt-1 text-sm font-semibold text-red-800">{fill(copy.overview.privacyOverdue, { count: formatNumber(lang, requests.overdue) })}</p>
        )}
        {requests.open > 0 && (
          <a href={`${localePath(lang, '/admin/privacy')}#requests-heading`} className="mt-2 inline-block text-sm font-semibold text-blue-800 underline">
            {copy.overview.openPrivacy}
          </a>
        )}
      </Card>
      <SitemapCard last={lastGeneration} sitemapUrl={sitemapUrl} />
      <NotificationsCard to={notifyTo} from={notifyFrom} />
      <Card id="translations-heading" title={copy.translations.title} icon="languages">
        <p className="mt-2 text-sm text-slate-700">
          {fill(copy.overview.translationsSummary, { reviewed: formatNumber(lang, reviewed), total: formatNumber(lang, total) })}
        </p>
        <a href={localePath(lang, '/admin/translations')} className={`mt-4 ${buttonClass.secondary}`}>
          {copy.overview.openTranslations}
          <Icon name="arrow-right" className="size-4 shrink-0 rtl:rotate-180" />
        </a>
      </Card>
      <ReviewNewsCard finishes={finishes} waiting={waiting} />
    </div>
  )
}
