import type { ReactNode } from 'react'
import { Icon } from '../islands/ui/icon'
import { homePageCopy } from '../copy'
import { homeCopy, roiCopy } from '../copy/home'
import { shellCopy } from '../copy/shell'
import { Island } from '../components/island'
import { JsonLd } from '../components/json-ld'
import { useSlot } from '../components/page-slots'
import { ScheduleLink } from '../components/schedule-link'
import { Band, CheckItem, Eyebrow, ProcessTimeline } from '../components/sections'
import { Scene } from '../components/scene'
import { NewTabLink } from '../islands/ui/new-tab-link'
import { fill } from '../i18n/copy'
import { useCopy, usePage } from '../i18n/page-context'
import ServiceCards from '../islands/service-cards'
import UseCaseMenu from '../islands/use-case-menu'
import type { UseCaseMenuProps } from '../islands/use-case-menu'
import { localePath } from '../lib/routes'
import { SITE } from '../lib/site'
import type { PageDefinition } from './types'

function HomePage() {
  const { lang, siteUrl } = usePage()
  const copy = useCopy(homeCopy)
  const shell = useCopy(shellCopy)
  const roi = useCopy(roiCopy)
  const contactForm = useSlot('contact')
  const menu = (variant: UseCaseMenuProps['variant']): UseCaseMenuProps => ({ lang, label: copy.hero.exploreUseCases, labels: shell.useCases, variant })

  return (
    <>
      <JsonLd
        data={{
          '@type': 'ProfessionalService',
          name: SITE.brand,
          description: copy.meta.description,
          url: `${siteUrl}${localePath(lang)}`,
          logo: `${siteUrl}/favicon.svg`,
          email: SITE.email,
          telephone: SITE.phone,
          founder: { '@type': 'Person', name: SITE.founder, sameAs: SITE.profileUrl },
          address: {
            '@type': 'PostalAddress',
            streetAddress: SITE.streetAddress,
            postalCode: SITE.postalCode,
            addressLocality: SITE.city,
            addressCountry: 'CZ',
          },
          areaServed: 'Worldwide',
          sameAs: [SITE.socialUrl],
        }}
      />

      <section className="hero-surface overflow-x-clip">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-12 pt-10 sm:px-6 lg:grid-cols-[1.3fr_1fr] lg:items-center lg:gap-14 lg:px-8 lg:pb-20 lg:pt-16">
          <div>
            <p className="inline-flex max-w-full items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-xs font-semibold text-brand-800 sm:text-sm">
              <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-coral-500" />
              {copy.hero.eyebrow}
            </p>
            <h1 className="mt-5 text-4xl font-bold tracking-tight text-slate-950 text-balance sm:text-6xl">{copy.hero.title}</h1>
            <p className="mt-5 leading-relaxed text-slate-700 sm:text-xl">{copy.hero.subtitle}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-start">
              <Island name="use-case-menu" component={UseCaseMenu} props={menu('primary')} load="interaction" />
              <ScheduleLink variant="outline">
                <Icon name="calendar" className="size-5" />
              </ScheduleLink>
            </div>
          </div>
          <Scene
            scene={{ kind: 'chat', title: copy.hero.preview.title, messages: copy.hero.preview.messages, outcome: copy.hero.preview.outcome }}
            status={copy.hero.preview.status}
          />
        </div>
      </section>

      <div className="border-y border-slate-200 bg-white">
        <dl className="mx-auto grid max-w-7xl gap-x-8 gap-y-4 px-4 py-8 sm:grid-cols-3 sm:px-6 lg:px-8" data-stats="">
          {copy.hero.stats.map((stat) => (
            <div key={stat.label} className="flex items-baseline gap-4 sm:flex-col sm:gap-1">
              <dt className="text-sm text-slate-600 sm:text-base">{stat.label}</dt>
              <dd className="order-first min-w-16 text-3xl font-bold tracking-tight text-brand-700 sm:text-4xl" dir="ltr">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>

      <Band section="services" eyebrow={copy.services.eyebrow} title={copy.services.title} intro={copy.services.intro} tone="muted" anchor lead>
        <Island
          name="service-cards"
          component={ServiceCards}
          load="visible"
          props={{
            lang,
            copy: copy.services,
            roiCopy: roi,
            useCaseMenu: menu('outline'),
            schedulingUrl: SITE.schedulingUrl,
            bookLabel: shell.nav.book,
            opensInNewTab: shell.nav.opensInNewTab,
          }}
        />
      </Band>

      <Band section="how" eyebrow={copy.howWeWork.eyebrow} title={copy.howWeWork.title} lead>
        <ProcessTimeline steps={copy.howWeWork.steps} labelledBy="how-title" />
      </Band>

      <section id="about" aria-labelledby="about-title" tabIndex={-1} data-surface="dark" className="scroll-mt-20 bg-ink-950 text-slate-300 outline-none">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[1.3fr_1fr] lg:items-center lg:gap-14 lg:px-8 lg:py-20">
          <div>
            <Eyebrow tone="dark">{copy.about.eyebrow}</Eyebrow>
            <h2 id="about-title" className="mt-2 text-3xl font-bold tracking-tight text-white text-balance sm:text-4xl">
              {copy.about.title}
            </h2>
            {copy.about.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-relaxed sm:text-lg">
                {paragraph}
              </p>
            ))}
          </div>
          <figure className="rounded-2xl border border-ink-700 bg-ink-900 p-6 sm:p-8">
            <figcaption className="flex items-center gap-4">
              {/* Initials on the brand's tile: no photograph pretends to be the founder. */}
              <span
                aria-hidden="true"
                className="founder-mark flex size-16 shrink-0 items-center justify-center rounded-2xl bg-brand-600 text-xl font-bold text-white"
              >
                {SITE.founder
                  .split(' ')
                  .map((part) => part[0])
                  .join('')}
              </span>
              <span>
                <span className="block text-xl font-semibold text-white">{SITE.founder}</span>
                <span className="block text-sm text-slate-400">{copy.about.role}</span>
              </span>
            </figcaption>
            <ul className="mt-6 space-y-3">
              {copy.about.highlights.map((highlight) => (
                <CheckItem key={highlight} tone="dark">
                  {highlight}
                </CheckItem>
              ))}
            </ul>
            <NewTabLink
              href={SITE.profileUrl}
              hint={shell.nav.opensInNewTab}
              className="mt-7 inline-flex items-center gap-2 font-semibold text-white underline-offset-4 hover:underline"
            >
              {copy.about.profile}
            </NewTabLink>
          </figure>
        </div>
      </section>

      <Band section="contact" eyebrow={copy.contact.eyebrow} title={copy.contact.title} intro={copy.contact.intro} anchor lead>
        <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr] lg:gap-10">
          {contactForm}
          <aside aria-labelledby="expect-title" className="h-fit rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-8">
            <h3 id="expect-title" className="text-xl font-semibold text-slate-950">
              {copy.contact.expectTitle}
            </h3>
            <ol className="mt-5 space-y-4">
              {copy.contact.expect.map((item, index) => (
                <li key={item} className="flex items-start gap-3 text-slate-800">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white">
                    {index + 1}
                  </span>
                  {item}
                </li>
              ))}
            </ol>
            {/* On a phone the footer, just below, gives the same three lines. */}
            <ul className="mt-8 hidden space-y-4 border-t border-brand-200 pt-6 text-slate-800 sm:block">
              <ContactLine icon={<Icon name="mail" className="size-5 text-brand-700" />} label={copy.contact.emailLabel}>
                <a href={`mailto:${SITE.email}`} className="font-semibold text-brand-800 hover:underline">
                  {SITE.email}
                </a>
              </ContactLine>
              <ContactLine icon={<Icon name="telephone" className="size-5 text-brand-700" />} label={copy.contact.phoneLabel}>
                <a href={SITE.phoneHref} className="font-semibold text-brand-800 hover:underline" dir="ltr">
                  {SITE.phone}
                </a>
              </ContactLine>
              <ContactLine icon={<Icon name="pin" className="size-5 text-brand-700" />} label={copy.contact.locationLabel}>
                {copy.contact.location}
              </ContactLine>
            </ul>
          </aside>
        </div>
      </Band>
    </>
  )
}

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  const { labelled } = useCopy(shellCopy)
  return (
    <li className="flex items-center gap-3">
      {icon}
      <span className="sr-only">{fill(labelled, { label })} </span>
      {children}
    </li>
  )
}

export const homePage: PageDefinition = { ...homePageCopy, Component: HomePage }
