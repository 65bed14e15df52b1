import { Icon } from '../islands/ui/icon'
import { isServiceNowSlug, landingCatalog, landingPageCopy } from '../copy'
import { ctaCopy, landingCopy } from '../copy/cta'
import type { IconCard, LandingCopy } from '../copy/landing/types'
import { shellCopy } from '../copy/shell'
import { Band, CardRow, Eyebrow, ProcessTimeline } from '../components/sections'
import { JsonLd } from '../components/json-ld'
import { Artefact } from '../components/artefact'
import { Exchange, KarlaMark } from '../components/karla'
import type { Turn } from '../components/karla'
import { Scene } from '../components/scene'
import { ScheduleLink } from '../components/schedule-link'
import type { Localized } from '../i18n/copy'
import { useCopy, usePage } from '../i18n/page-context'
import { localePath } from '../lib/routes'
import type { ServiceNowSlug, UseCaseSlug } from '../lib/routes'
import { SITE } from '../lib/site'
import type { PageDefinition } from './types'

type Copy = Localized<LandingCopy>

/**
 * One template for every industry and ServiceNow page, in bands that change pace: a
 * light hero with a scene of the assistant doing that page's work, the challenge
 * beside the solution (or, on industry pages whose copy asks for the 'conversation'
 * layout, told as an exchange with Karla with the solution on a band below), key features (a row to swipe on a phone), the add-on on a dark
 * band, integrations beside their heading, the bottom line as a row of figures and the
 * closing call to action on a light band. Platform pages add their capabilities as a list
 * in the key features' band and the implementation as a timeline; construction adds
 * problem/solution pairs.
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
  const layout = page.layout ?? 'split'

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
                  <li key={highlight} className="flex items-start gap-2 text-sm font-semibold text-slate-800">
                    <Icon name="check-circle" className="mt-0.5 size-5 shrink-0 text-teal-600" />
                    {highlight}
                  </li>
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

      {layout === 'conversation' ? (
        <Conversation challenge={page.challenge} solution={page.solution} labels={labels} />
      ) : (
        // The challenge beside its solution; on a phone a pair to swipe through.
        <div data-layout="split" className="bg-white">
          <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-20">
            <CardRow labelledBy="challenge-title solution-title" columns="md:grid-cols-2">
              <Box section="challenge" label={labels.challenge} copy={page.challenge} />
              <Box section="solution" label={labels.solution} copy={page.solution} />
            </CardRow>
          </div>
        </div>
      )}

      {page.problemSolutions && (
        <Band section="problem-solutions" title={page.problemSolutions.title} intro={page.problemSolutions.intro} tone="muted">
          <CardRow labelledBy="problem-solutions-title" columns="md:grid-cols-2">
            {page.problemSolutions.items.map((item) => (
              <li key={item.title} className="card-row-item rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
                <div className="flex items-center gap-3">
                  <IconBadge name={item.icon} />
                  <h3 className="text-xl font-semibold text-slate-950">{item.title}</h3>
                </div>
                <p className="mt-4 text-sm font-semibold uppercase tracking-wider text-coral-700">{labels.problem}</p>
                <p className="mt-1 text-slate-700">{item.problem}</p>
                <p className="mt-4 text-sm font-semibold uppercase tracking-wider text-teal-700">{labels.answer}</p>
                <p className="mt-1 text-slate-700">{item.solution}</p>
              </li>
            ))}
          </CardRow>
        </Band>
      )}

      <Band
        section="features"
        eyebrow={labels.keyFeatures}
        title={page.features.title}
        intro={page.features.intro}
        tone={page.problemSolutions ? 'white' : 'muted'}
      >
        <Cards items={page.features.items} labelledBy="features-title" />
        {page.artefact && <Artefact artefact={page.artefact} label={page.scene.title} />}
        {page.capabilities && <Capabilities capabilities={page.capabilities} label={labels.capabilities} />}
      </Band>

      {page.addOn && <AddOn addOn={page.addOn} label={labels.addOn[page.addOn.kind]} cta={cta.learnMore[page.addOn.kind]} />}

      {page.services && (
        // Muted after the dark add-on; white straight after the muted key features, so the two bands do not run together.
        <Band section="services" eyebrow={labels.implementation} title={page.services.title} intro={page.services.intro} tone={page.addOn ? 'muted' : 'white'}>
          <ProcessTimeline steps={page.services.items} labelledBy="services-title" />
        </Band>
      )}

      <section data-section="integrations" aria-labelledby="integrations-title" className="border-y border-slate-100 bg-white">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_1.2fr] lg:items-center lg:gap-16 lg:px-8 lg:py-16">
          <div>
            <Eyebrow>{labels.integrations}</Eyebrow>
            <h2 id="integrations-title" className="mt-2 text-2xl font-bold tracking-tight text-slate-950 text-balance sm:text-3xl">
              {page.integrations.title}
            </h2>
            <p className="mt-3 text-slate-700">{page.integrations.intro}</p>
          </div>
          <ul className="flex flex-wrap gap-2 lg:justify-end" data-integrations="">
            {page.integrations.names.map((name) => (
              <li key={name} className="rounded-full border border-slate-200 bg-slate-50 px-3.5 py-1.5 text-sm font-semibold text-slate-800" translate="no">
                {name}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Band section="benefits" eyebrow={labels.bottomLine} title={page.benefits.title} tone="ink">
        <ul className="grid grid-cols-2 gap-x-5 gap-y-7 lg:grid-cols-4 lg:gap-x-8">
          {page.benefits.items.map((item) => (
            <li key={item.title} className="border-t border-ink-700 pt-4 sm:pt-5">
              <p className="text-2xl font-bold tracking-tight text-coral-300 sm:text-4xl">{item.metric}</p>
              <h3 className="mt-2 font-semibold text-white sm:text-lg">{item.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-300">{item.description}</p>
            </li>
          ))}
        </ul>
      </Band>

      {/* Light between the dark figures and the dark footer, so the page does not end in a run of dark bands. */}
      <section data-section="closing" className="closing-surface">
        <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:px-6 lg:py-20">
          <h2 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl text-balance">{page.closing.title}</h2>
          <p className="mx-auto mt-4 max-w-2xl text-slate-700 sm:text-lg">{page.closing.body}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-x-6 gap-y-4 sm:flex-row">
            <ScheduleLink />
            <a href={`${localePath(lang)}#contact`} className="inline-flex items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:underline">
              {shell.nav.contact}
              <Icon name="arrow-right" className="size-4 rtl:rotate-180" />
            </a>
          </div>
        </div>
      </section>
    </>
  )
}

/** How many of the challenge's points the visitor raises with Karla, each answered by a point of the solution. */
const EXCHANGED_POINTS = 2

/**
 * The challenge told as an exchange: the visitor raises the first of its points, Karla
 * answers each with a point of the solution, beside the challenge's own account. The
 * solution follows on a band of its own, with the points not yet said.
 */
function Conversation({ challenge, solution, labels }: { challenge: Copy['challenge']; solution: Copy['solution']; labels: Localized<typeof landingCopy> }) {
  const turns = challenge.points
    .slice(0, EXCHANGED_POINTS)
    .flatMap((point, index): Turn[] => [
      { from: 'visitor', text: point },
      ...(solution.points[index] ? [{ from: 'karla' as const, text: solution.points[index] }] : []),
    ])
  return (
    <div data-layout="conversation">
      <section data-section="challenge" aria-labelledby="challenge-title" className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_1fr] lg:items-center lg:gap-16 lg:px-8 lg:py-20">
          <div>
            <Eyebrow>{labels.challenge}</Eyebrow>
            <h2 id="challenge-title" className="mt-2 text-2xl font-bold tracking-tight text-slate-950 text-balance sm:text-3xl">
              {challenge.title}
            </h2>
            {challenge.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
            <ul className="mt-5 space-y-2">
              {challenge.points.slice(EXCHANGED_POINTS).map((point) => (
                <li key={point} className="flex items-start gap-3 text-slate-800">
                  <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-coral-500" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-3xl border border-slate-200 bg-slate-50 p-4 sm:p-6">
            <Exchange turns={turns} />
          </div>
        </div>
      </section>
      <section data-section="solution" aria-labelledby="solution-title" className="border-t border-teal-200 bg-teal-50/70">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-16">
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-teal-800">
            <KarlaMark className="size-6" />
            {labels.solution}
          </p>
          <h2 id="solution-title" className="mt-2 max-w-3xl text-2xl font-bold tracking-tight text-slate-950 text-balance sm:text-3xl">
            {solution.title}
          </h2>
          <div className="mt-4 grid gap-x-12 gap-y-3 lg:grid-cols-2">
            {solution.paragraphs.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
          </div>
          <ul className="mt-6 grid gap-2 sm:grid-cols-2 sm:gap-x-12">
            {solution.points.slice(EXCHANGED_POINTS).map((point) => (
              <li key={point} className="flex items-start gap-3 text-slate-800">
                <Icon name="check-circle" className="mt-0.5 size-5 shrink-0 text-teal-600" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  )
}

/** The challenge or the solution: what hurts today, and what changes. */
function Box({ section, label, copy }: { section: 'challenge' | 'solution'; label: string; copy: Copy['challenge'] }) {
  const challenge = section === 'challenge'
  return (
    <li
      data-section={section}
      className={`rounded-2xl p-5 sm:p-8 ${challenge ? 'border border-slate-200 bg-slate-50' : 'border border-teal-200 bg-teal-50/70'}`}
    >
      <p className={`flex items-center gap-2 text-sm font-semibold uppercase tracking-wider ${challenge ? 'text-coral-700' : 'text-teal-800'}`}>
        <Icon name={challenge ? 'warning-circle' : 'idea'} className="size-5" />
        {label}
      </p>
      <h2 id={`${section}-title`} className="mt-3 text-2xl font-bold tracking-tight text-slate-950">
        {copy.title}
      </h2>
      {copy.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-3 text-[0.9375rem] leading-relaxed text-slate-700 sm:text-base">
          {paragraph}
        </p>
      ))}
      <ul className="mt-5 space-y-2">
        {copy.points.map((point) => (
          <li key={point} className="flex items-start gap-3 text-[0.9375rem] text-slate-800 sm:text-base">
            {challenge ? (
              <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-coral-500" />
            ) : (
              <Icon name="check-circle" className="mt-0.5 size-5 shrink-0 text-teal-600" />
            )}
            {point}
          </li>
        ))}
      </ul>
    </li>
  )
}

function IconBadge({ name }: { name: IconCard['icon'] }) {
  return (
    <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
      <Icon name={name} className="size-6" strokeWidth={1.75} />
    </span>
  )
}

function Cards({ items, labelledBy }: { items: readonly Localized<IconCard>[]; labelledBy: string }) {
  return (
    <CardRow labelledBy={labelledBy} columns="md:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="card-row-item rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <IconBadge name={item.icon} />
          <h3 className="mt-4 text-xl font-semibold text-slate-950">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-700">{item.description}</p>
        </li>
      ))}
    </CardRow>
  )
}

/**
 * A platform's capabilities in the key features' band, as a list under the cards rather
 * than a second band of the same cards: what the product can do, read at a glance (on a
 * phone a row to swipe, like the cards).
 */
function Capabilities({ capabilities, label }: { capabilities: NonNullable<Copy['capabilities']>; label: string }) {
  return (
    <div data-section="capabilities" className="mt-10 border-t border-slate-200 pt-8 lg:mt-14 lg:pt-10">
      <div className="max-w-3xl">
        <Eyebrow>{label}</Eyebrow>
        <h3 id="capabilities-title" className="mt-2 text-xl font-bold tracking-tight text-slate-950 text-balance sm:text-2xl">
          {capabilities.title}
        </h3>
        <p className="mt-2 text-slate-700">{capabilities.intro}</p>
      </div>
      <div className="mt-6">
        <CardRow labelledBy="capabilities-title" columns="md:grid-cols-2 lg:grid-cols-3">
          {capabilities.items.map((item) => (
            <li key={item.title} className="flex items-start gap-3 border-s-2 border-brand-200 py-1 ps-4">
              <Icon name={item.icon} className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <div>
                <h4 className="font-semibold text-slate-950">{item.title}</h4>
                <p className="mt-1 text-sm leading-relaxed text-slate-700">{item.description}</p>
              </div>
            </li>
          ))}
        </CardRow>
      </div>
    </div>
  )
}

function AddOn({ addOn, label, cta }: { addOn: NonNullable<Copy['addOn']>; label: string; cta: string }) {
  const { lang } = usePage()
  return (
    <section data-section="add-on" aria-labelledby="add-on-title" data-surface="dark" className="bg-ink-950">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:items-center lg:gap-12 lg:px-8 lg:py-20">
        <div>
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-coral-300">
            <Icon name="phone" className="size-5" />
            {label}
          </p>
          <h2 id="add-on-title" className="mt-3 text-[1.75rem] font-bold tracking-tight text-white text-balance sm:text-3xl">
            {addOn.title}
          </h2>
          <p className="mt-4 leading-relaxed text-slate-300 sm:text-lg">{addOn.body}</p>
          {/* It leads to the voice agents' card on the home page, which it names. */}
          <a
            href={`${localePath(lang)}#voice-ai`}
            className="mt-8 inline-flex items-center justify-center gap-2 rounded-lg bg-white px-5 py-3 text-base font-semibold text-brand-800 shadow-sm transition-colors hover:bg-brand-50"
          >
            {cta}
            <Icon name="arrow-right" className="size-4 rtl:rotate-180" />
          </a>
        </div>
        <ul className="grid gap-2 sm:gap-3">
          {addOn.points.map((point) => (
            <li key={point} className="flex items-start gap-3 rounded-xl border border-ink-700 bg-ink-900 px-4 py-3 text-slate-200 sm:p-4">
              <Icon name="check-circle" className="mt-0.5 size-5 shrink-0 text-coral-300" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
