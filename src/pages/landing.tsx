import type { ReactNode } from 'react'
import { Icon } from '../islands/ui/icon'
import { isServiceNowSlug, landingCatalog, landingPageCopy } from '../copy'
import { ctaCopy, landingCopy } from '../copy/cta'
import type { IconCard, LandingCopy } from '../copy/landing/types'
import { shellCopy } from '../copy/shell'
import { JsonLd } from '../components/json-ld'
import { ScheduleLink } from '../components/schedule-link'
import { Logo } from '../islands/ui/logo'
import type { Localized } from '../i18n/copy'
import { useCopy, usePage } from '../i18n/page-context'
import { localePath } from '../lib/routes'
import type { ServiceNowSlug, UseCaseSlug } from '../lib/routes'
import { SITE } from '../lib/site'
import type { PageDefinition } from './types'

type Copy = Localized<LandingCopy>

/**
 * One template for every industry and ServiceNow page: hero (with a picture of the
 * assistant doing that page's work), challenge, solution, key features, the optional
 * add-on, integrations, bottom-line benefits, closing call to action. Platform pages
 * add capabilities and implementation services; construction adds problem/solution pairs.
 */
export function landingPage(slug: UseCaseSlug | ServiceNowSlug): PageDefinition {
  const catalog = landingCatalog(slug)
  return {
    ...landingPageCopy(slug),
    Component: function LandingPage() {
      return <Landing slug={slug} isPlatform={isServiceNowSlug(slug)} catalog={catalog} />
    },
  }
}

function Landing({ slug, isPlatform, catalog }: { slug: UseCaseSlug | ServiceNowSlug; isPlatform: boolean; catalog: LandingCopy }) {
  const { lang, path, siteUrl } = usePage()
  const page = useCopy(catalog)
  const labels = useCopy(landingCopy)
  const cta = useCopy(ctaCopy)
  const shell = useCopy(shellCopy)
  const groupLabel = isPlatform ? SITE.platform : labels.useCases
  const pageLabel = isPlatform ? shell.servicenow[slug as ServiceNowSlug] : shell.useCases[slug as UseCaseSlug]
  const url = `${siteUrl}${localePath(lang, path)}`

  return (
    <>
      <JsonLd
        data={{
          '@type': 'Service',
          name: page.hero.title,
          description: page.meta.description,
          serviceType: pageLabel,
          url,
          areaServed: 'Worldwide',
          provider: { '@type': 'ProfessionalService', name: SITE.brand, url: `${siteUrl}/${lang}` },
        }}
      />
      <JsonLd
        data={{
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: labels.home, item: `${siteUrl}/${lang}` },
            { '@type': 'ListItem', position: 2, name: groupLabel },
            { '@type': 'ListItem', position: 3, name: pageLabel, item: url },
          ],
        }}
      />

      <section data-section="hero" className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="mx-auto max-w-7xl px-4 pb-16 pt-10 sm:px-6 lg:px-8 lg:pb-24 lg:pt-14">
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
          <div className="mt-8 grid gap-12 lg:grid-cols-[1.4fr_1fr] lg:items-center">
            <div className="max-w-3xl">
              <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{page.hero.eyebrow}</p>
              <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-950 text-balance sm:text-5xl">{page.hero.title}</h1>
              <p className="mt-6 text-base leading-relaxed text-slate-700 sm:text-xl">{page.hero.subtitle}</p>
              <ul className="mt-8 grid gap-3 sm:grid-cols-3">
                {page.hero.highlights.map((highlight) => (
                  <li key={highlight} className="flex items-start gap-2 text-sm font-semibold text-slate-800">
                    <Icon name="check-circle" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                    {highlight}
                  </li>
                ))}
              </ul>
              <div className="mt-10 flex flex-col gap-3 sm:flex-row">
                <ScheduleLink>{cta.getStartedToday}</ScheduleLink>
                <a
                  href={`${localePath(lang)}#contact`}
                  className="inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-50"
                >
                  {shell.nav.contact}
                  <Icon name="arrow-right" className="size-4 rtl:rotate-180" />
                </a>
              </div>
            </div>
            <AtWork labels={labels.atWork} features={page.features.items} benefit={page.benefits.items[0]} />
          </div>
        </div>
      </section>

      <section className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:px-8">
        <Box
          section="challenge"
          label={labels.challenge}
          title={page.challenge.title}
          tone="challenge"
          paragraphs={page.challenge.paragraphs}
          points={page.challenge.points}
        />
        <Box
          section="solution"
          label={labels.solution}
          title={page.solution.title}
          tone="solution"
          paragraphs={page.solution.paragraphs}
          points={page.solution.points}
        />
      </section>

      {page.problemSolutions && (
        <Band section="problem-solutions" title={page.problemSolutions.title} intro={page.problemSolutions.intro}>
          <ul className="grid gap-6 md:grid-cols-2">
            {page.problemSolutions.items.map((item) => (
              <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <div className="flex items-center gap-3">
                  <IconBadge name={item.icon} />
                  <h3 className="text-xl font-semibold text-slate-950">{item.title}</h3>
                </div>
                <p className="mt-4 text-sm font-semibold uppercase tracking-wider text-rose-700">{labels.problem}</p>
                <p className="mt-1 text-slate-700">{item.problem}</p>
                <p className="mt-4 text-sm font-semibold uppercase tracking-wider text-emerald-700">{labels.answer}</p>
                <p className="mt-1 text-slate-700">{item.solution}</p>
              </li>
            ))}
          </ul>
        </Band>
      )}

      <Band section="features" eyebrow={labels.keyFeatures} title={page.features.title} intro={page.features.intro} muted>
        <CardGrid items={page.features.items} />
      </Band>

      {page.capabilities && (
        <Band section="capabilities" eyebrow={labels.capabilities} title={page.capabilities.title} intro={page.capabilities.intro}>
          <CardGrid items={page.capabilities.items} />
        </Band>
      )}

      {page.addOn && <AddOn addOn={page.addOn} label={labels.addOn[page.addOn.kind]} cta={cta.learnMore[page.addOn.kind]} />}

      {page.services && (
        <Band section="services" eyebrow={labels.implementation} title={page.services.title} intro={page.services.intro} muted>
          <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {page.services.items.map((item, index) => (
              <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white">{index + 1}</span>
                <h3 className="mt-4 text-xl font-semibold text-slate-950">{item.title}</h3>
                <p className="mt-2 text-slate-700">{item.description}</p>
              </li>
            ))}
          </ol>
        </Band>
      )}

      <Band section="integrations" eyebrow={labels.integrations} title={page.integrations.title} intro={page.integrations.intro}>
        <ul className="flex flex-wrap gap-3">
          {page.integrations.names.map((name) => (
            <li key={name} className="rounded-full border border-slate-200 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm" translate="no">
              {name}
            </li>
          ))}
        </ul>
      </Band>

      <Band section="benefits" eyebrow={labels.bottomLine} title={page.benefits.title} muted>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.benefits.items.map((item) => (
            <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <Icon name={item.icon} className="size-6 text-brand-700" strokeWidth={1.75} />
              <p className="mt-4 text-3xl font-bold tracking-tight text-brand-800">{item.metric}</p>
              <h3 className="mt-2 text-xl font-semibold text-slate-950">{item.title}</h3>
              <p className="mt-2 text-slate-700">{item.description}</p>
            </li>
          ))}
        </ul>
      </Band>

      <section data-section="closing" data-surface="dark" className="bg-brand-800">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:py-20">
          <h2 className="text-3xl font-bold tracking-tight text-white sm:text-4xl text-balance">{page.closing.title}</h2>
          <p className="mx-auto mt-4 max-w-2xl text-base text-brand-100 sm:text-lg">{page.closing.body}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-x-6 gap-y-4 sm:flex-row">
            <ScheduleLink variant="light">{cta.scheduleConsultation}</ScheduleLink>
            <a href={`${localePath(lang)}#contact`} className="inline-flex items-center gap-2 font-semibold text-white underline-offset-4 hover:underline">
              {shell.nav.contact}
              <Icon name="arrow-right" className="size-4 rtl:rotate-180" />
            </a>
          </div>
        </div>
      </section>
    </>
  )
}

function Band({
  section,
  eyebrow,
  title,
  intro,
  muted = false,
  children,
}: {
  section: string
  eyebrow?: string
  title: string
  intro?: string
  muted?: boolean
  children: ReactNode
}) {
  const id = `${section}-title`
  return (
    <section data-section={section} aria-labelledby={id} className={muted ? 'bg-slate-50' : 'bg-white'}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        <div className="max-w-3xl">
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>}
          <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-950 text-balance">
            {title}
          </h2>
          {intro && <p className="mt-4 text-base text-slate-700 sm:text-lg">{intro}</p>}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  )
}

function Box({
  section,
  label,
  title,
  tone,
  paragraphs,
  points,
}: {
  section: string
  label: string
  title: string
  tone: 'challenge' | 'solution'
  paragraphs: readonly string[]
  points: readonly string[]
}) {
  const challenge = tone === 'challenge'
  const boxIcon = challenge ? 'warning-circle' : 'idea'
  return (
    <section
      data-section={section}
      aria-labelledby={`${section}-title`}
      className={`rounded-2xl border p-6 sm:p-8 ${challenge ? 'border-rose-200 bg-rose-50/60' : 'border-emerald-200 bg-emerald-50/60'}`}
    >
      <p className={`flex items-center gap-2 text-sm font-semibold uppercase tracking-wider ${challenge ? 'text-rose-800' : 'text-emerald-800'}`}>
        <Icon name={boxIcon} className="size-5" />
        {label}
      </p>
      <h2 id={`${section}-title`} className="mt-3 text-2xl font-bold text-slate-950">
        {title}
      </h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 leading-relaxed text-slate-700">
          {paragraph}
        </p>
      ))}
      <ul className="mt-6 space-y-3">
        {points.map((point) => (
          <li key={point} className="flex items-start gap-3 text-slate-800">
            {challenge ? (
              <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-rose-500" />
            ) : (
              <Icon name="check-circle" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
            )}
            {point}
          </li>
        ))}
      </ul>
    </section>
  )
}

function IconBadge({ name }: { name: IconCard['icon'] }) {
  return (
    <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
      <Icon name={name} className="size-6" strokeWidth={1.75} />
    </span>
  )
}

function CardGrid({ items }: { items: readonly Localized<IconCard>[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <IconBadge name={item.icon} />
          <h3 className="mt-4 text-xl font-semibold text-slate-950">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-700">{item.description}</p>
        </li>
      ))}
    </ul>
  )
}

function AddOn({ addOn, label, cta }: { addOn: NonNullable<Copy['addOn']>; label: string; cta: string }) {
  return (
    <section data-section="add-on" aria-labelledby="add-on-title" data-surface="dark" className="bg-slate-950">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_1fr] lg:items-center lg:px-8 lg:py-20">
        <div>
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-coral-300">
            <Icon name="phone" className="size-5" />
            {label}
          </p>
          <h2 id="add-on-title" className="mt-3 text-3xl font-bold tracking-tight text-white text-balance">
            {addOn.title}
          </h2>
          <p className="mt-4 text-base leading-relaxed text-slate-300 sm:text-lg">{addOn.body}</p>
          <ScheduleLink variant="light" className="mt-8">
            {cta}
          </ScheduleLink>
        </div>
        <ul className="grid gap-4">
          {addOn.points.map((point) => (
            <li key={point} className="flex items-start gap-3 rounded-xl border border-slate-800 bg-slate-900 p-4 text-slate-200">
              <Icon name="check-circle" className="mt-0.5 size-5 shrink-0 text-coral-300" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

/**
 * The hero's picture: the assistant at work on this page's first three features, with
 * the page's first bottom-line figure as the outcome. Built from the page's own copy,
 * so every language gets it translated, and drawn with a few elements.
 */
function AtWork({
  labels,
  features,
  benefit,
}: {
  labels: Localized<typeof landingCopy>['atWork']
  features: readonly Localized<IconCard>[]
  benefit: Copy['benefits']['items'][number] | undefined
}) {
  return (
    <figure className="mx-auto w-full max-w-md rounded-3xl border border-slate-200 bg-white p-5 shadow-xl shadow-brand-900/10">
      <figcaption className="flex items-center gap-3 border-b border-slate-100 pb-4">
        <Logo className="size-10 shrink-0" />
        <span>
          <span className="block font-semibold text-slate-950">{labels.title}</span>
          <span className="flex items-center gap-1.5 text-xs font-semibold text-emerald-700">
            <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
            {labels.status}
          </span>
        </span>
      </figcaption>
      <ul className="mt-4 space-y-3">
        {features.slice(0, 3).map((feature) => (
          <li key={feature.title} className="flex items-center gap-3 rounded-2xl bg-slate-50 px-3 py-2.5 text-sm text-slate-800">
            <Icon name={feature.icon} className="size-5 shrink-0 text-brand-700" strokeWidth={1.75} />
            <span className="min-w-0 flex-1 font-semibold">{feature.title}</span>
            <span className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-800">
              <Icon name="check" className="size-4" />
              {labels.done}
            </span>
          </li>
        ))}
      </ul>
      {benefit ? (
        <p className="mt-4 flex items-center gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-900">
          <span className="text-2xl font-bold tracking-tight text-brand-800">{benefit.metric}</span>
          {benefit.title}
        </p>
      ) : null}
    </figure>
  )
}
