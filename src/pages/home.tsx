import type { ReactNode } from 'react'
import { Icon } from '../islands/ui/icon'
import { homePageCopy } from '../copy'
import { homeCopy, roiCopy } from '../copy/home'
import { shellCopy } from '../copy/shell'
import { ContactForm } from '../contact/form-section'
import { Island } from '../components/island'
import { JsonLd } from '../components/json-ld'
import { ScheduleLink } from '../components/schedule-link'
import { Logo } from '../islands/ui/logo'
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

      <section className="relative bg-gradient-to-b from-blue-50 via-white to-white">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 pb-16 pt-12 sm:px-6 lg:grid-cols-[1.35fr_1fr] lg:items-center lg:px-8 lg:pb-24 lg:pt-20">
          <div>
            <p className="inline-flex rounded-full bg-blue-100 px-3 py-1 text-sm font-semibold text-blue-800">{copy.hero.eyebrow}</p>
            <h1 className="mt-5 text-4xl font-bold tracking-tight text-slate-950 text-balance sm:text-6xl">{copy.hero.title}</h1>
            <p className="mt-6 text-base leading-relaxed text-slate-700 sm:text-xl">{copy.hero.subtitle}</p>
            <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-start">
              <Island name="use-case-menu" component={UseCaseMenu} props={menu('primary')} load="interaction" />
              <ScheduleLink variant="outline">
                <Icon name="calendar" className="size-5" />
                {copy.hero.scheduleConsultation}
              </ScheduleLink>
            </div>
            <dl className="mt-14 grid grid-cols-3 gap-4 border-t border-slate-200 pt-8">
              {copy.hero.stats.map((stat) => (
                <div key={stat.label} className="flex flex-col">
                  <dt className="text-sm text-slate-600">{stat.label}</dt>
                  <dd className="order-first text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl" dir="ltr">
                    {stat.value}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <ChatPreview preview={copy.hero.preview} />
        </div>
      </section>

      <section id="services" aria-labelledby="services-title" tabIndex={-1} className="scroll-mt-20 bg-slate-50 outline-none">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
          <SectionHeading id="services-title" eyebrow={copy.services.eyebrow} title={copy.services.title} intro={copy.services.intro} />
          <div className="mt-12">
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
                opensInNewTab: shell.nav.opensInNewTab,
              }}
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="how-title" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
          <SectionHeading id="how-title" eyebrow={copy.howWeWork.eyebrow} title={copy.howWeWork.title} />
          <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {copy.howWeWork.steps.map((step, index) => (
              <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="flex size-10 items-center justify-center rounded-full bg-blue-700 text-base font-semibold text-white">{index + 1}</span>
                <h3 className="mt-4 text-xl font-semibold text-slate-950">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-700">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section id="about" aria-labelledby="about-title" tabIndex={-1} data-surface="dark" className="scroll-mt-20 bg-slate-950 text-slate-200 outline-none">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.3fr_1fr] lg:items-center lg:px-8 lg:py-24">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-amber-300">{copy.about.eyebrow}</p>
            <h2 id="about-title" className="mt-2 text-3xl font-bold tracking-tight text-white text-balance sm:text-4xl">
              {copy.about.title}
            </h2>
            {copy.about.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-5 text-base leading-relaxed text-slate-300 sm:text-lg">
                {paragraph}
              </p>
            ))}
          </div>
          <figure className="rounded-2xl border border-slate-800 bg-slate-900 p-8">
            <figcaption className="flex items-center gap-4">
              <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-blue-700 text-xl font-semibold text-white">
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
                <li key={highlight} className="flex items-start gap-3">
                  <Icon name="check-circle" className="mt-0.5 size-5 shrink-0 text-amber-300" />
                  {highlight}
                </li>
              ))}
            </ul>
            <NewTabLink
              href={SITE.profileUrl}
              hint={shell.nav.opensInNewTab}
              className="mt-8 inline-flex items-center gap-2 font-semibold text-white underline-offset-4 hover:underline"
            >
              {copy.about.profile}
            </NewTabLink>
          </figure>
        </div>
      </section>

      <section id="contact" aria-labelledby="contact-title" tabIndex={-1} className="scroll-mt-20 bg-white outline-none">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
          <SectionHeading id="contact-title" eyebrow={copy.contact.eyebrow} title={copy.contact.title} intro={copy.contact.intro} />
          <div className="mt-12 grid gap-10 lg:grid-cols-[1.4fr_1fr]">
            <ContactForm />
            <aside aria-labelledby="expect-title" className="h-fit rounded-2xl border border-blue-100 bg-blue-50 p-8">
              <h3 id="expect-title" className="text-xl font-semibold text-slate-950">
                {copy.contact.expectTitle}
              </h3>
              <ol className="mt-5 space-y-4">
                {copy.contact.expect.map((item, index) => (
                  <li key={item} className="flex items-start gap-3 text-slate-800">
                    <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-blue-700 text-sm font-semibold text-white">
                      {index + 1}
                    </span>
                    {item}
                  </li>
                ))}
              </ol>
              <ul className="mt-8 space-y-4 border-t border-blue-200 pt-6 text-slate-800">
                <ContactLine icon={<Icon name="mail" className="size-5 text-blue-700" />} label={copy.contact.emailLabel}>
                  <a href={`mailto:${SITE.email}`} className="font-semibold text-blue-800 hover:underline">
                    {SITE.email}
                  </a>
                </ContactLine>
                <ContactLine icon={<Icon name="telephone" className="size-5 text-blue-700" />} label={copy.contact.phoneLabel}>
                  <a href={SITE.phoneHref} className="font-semibold text-blue-800 hover:underline" dir="ltr">
                    {SITE.phone}
                  </a>
                </ContactLine>
                <ContactLine icon={<Icon name="pin" className="size-5 text-blue-700" />} label={copy.contact.locationLabel}>
                  {copy.contact.location}
                </ContactLine>
              </ul>
            </aside>
          </div>
        </div>
      </section>
    </>
  )
}

/** A sample conversation with the assistant: shows in one glance what the product does. */
function ChatPreview({ preview }: { preview: ReturnType<typeof useCopy<typeof homeCopy>>['hero']['preview'] }) {
  return (
    <figure className="mx-auto w-full max-w-md rounded-3xl border border-slate-200 bg-white p-5 shadow-xl shadow-blue-900/10">
      <div className="flex items-center gap-3 border-b border-slate-100 pb-4">
        <Logo className="size-10" />
        <div>
          <p className="font-semibold text-slate-950">{preview.title}</p>
          <p className="flex items-center gap-1.5 text-xs font-semibold text-emerald-700">
            <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
            {preview.status}
          </p>
        </div>
      </div>
      <ul className="mt-4 space-y-3">
        {preview.messages.map((message) => (
          <li
            key={message.text}
            className={
              message.kind === 'customer'
                ? 'ms-10 rounded-2xl rounded-se-sm bg-blue-700 px-4 py-2.5 text-sm text-white'
                : 'me-10 rounded-2xl rounded-ss-sm bg-slate-100 px-4 py-2.5 text-sm text-slate-800'
            }
          >
            {message.text}
          </li>
        ))}
      </ul>
      <figcaption className="mt-4 flex items-center gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-xs font-semibold text-emerald-800">
        <Icon name="check-circle" className="size-4 shrink-0" />
        {preview.outcome}
      </figcaption>
    </figure>
  )
}

function SectionHeading({ id, eyebrow, title, intro }: { id: string; eyebrow: string; title: string; intro?: string }) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-blue-700">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-950 text-balance sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-base leading-relaxed text-slate-700 sm:text-lg">{intro}</p>}
    </div>
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
