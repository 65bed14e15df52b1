import { Icon } from '../../islands/ui/icon'
import { CheckItem, Eyebrow } from '../../components/sections'
import { Scene } from '../../components/scene'
import { ScheduleLink } from '../../components/schedule-link'
import { shellCopy } from '../../copy/shell'
import { useCopy, usePage } from '../../i18n/page-context'
import { localePath } from '../../lib/routes'
import type { Labels, PageCopy } from './types'

/** The light hero: where the page sits (the breadcrumb), what it offers, and a scene of the assistant doing that work. */
export function Hero({ page, labels, groupLabel, pageLabel }: { page: PageCopy; labels: Labels; groupLabel: string; pageLabel: string }) {
  const { lang } = usePage()
  const shell = useCopy(shellCopy)
  return (
    <section data-section="hero" className="hero-surface overflow-x-clip">
      <div className="mx-auto max-w-7xl px-4 pb-10 pt-6 sm:px-6 lg:px-8 lg:pb-20 lg:pt-12">
        <nav aria-label={labels.breadcrumb}>
          <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
            <li>
              <a href={localePath(lang)} className="hover:text-brand-800 hover:underline">
                {labels.home}
              </a>
            </li>
            <li aria-hidden="true">
              <Icon name="chevron-right" className="size-4 rtl:rotate-180" />
            </li>
            <li>{groupLabel}</li>
            <li aria-hidden="true">
              <Icon name="chevron-right" className="size-4 rtl:rotate-180" />
            </li>
            <li aria-current="page" className="font-semibold text-slate-900">
              {pageLabel}
            </li>
          </ol>
        </nav>
        <div className="mt-5 grid gap-8 lg:mt-10 lg:grid-cols-[1.35fr_1fr] lg:items-center lg:gap-14">
          <div className="max-w-3xl">
            <Eyebrow>{page.hero.eyebrow}</Eyebrow>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-950 text-balance sm:text-5xl">{page.hero.title}</h1>
            <p className="mt-5 leading-relaxed text-slate-700 sm:text-lg">{page.hero.subtitle}</p>
            <ul className="mt-5 grid gap-2 sm:grid-cols-3 sm:gap-4">
              {page.hero.highlights.map((highlight) => (
                <CheckItem key={highlight} className="gap-2 text-sm font-semibold text-slate-800">
                  {highlight}
                </CheckItem>
              ))}
            </ul>
            <div className="mt-7 flex flex-wrap gap-3">
              <ScheduleLink />
              <a
                href={`${localePath(lang)}#contact`}
                className="inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-50"
              >
                {shell.nav.contact}
                <Icon name="arrow-right" className="size-4 rtl:rotate-180" />
              </a>
            </div>
          </div>
          <Scene scene={page.scene} />
        </div>
      </div>
    </section>
  )
}
