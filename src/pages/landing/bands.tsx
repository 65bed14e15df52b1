import { Icon } from '../../islands/ui/icon'
import { Band, CheckItem, Eyebrow } from '../../components/sections'
import { ScheduleLink } from '../../components/schedule-link'
import { shellCopy } from '../../copy/shell'
import { useCopy, usePage } from '../../i18n/page-context'
import { localePath } from '../../lib/routes'
import type { Labels, PageCopy } from './types'

/** The integrations beside their heading. */
export function Integrations({ integrations, label }: { integrations: PageCopy['integrations']; label: string }) {
  return (
    <section data-section="integrations" aria-labelledby="integrations-title" className="border-y border-slate-100 bg-white">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_1.2fr] lg:items-center lg:gap-16 lg:px-8 lg:py-16">
        <div>
          <Eyebrow>{label}</Eyebrow>
          <h2 id="integrations-title" className="mt-2 text-2xl font-bold tracking-tight text-slate-950 text-balance sm:text-3xl">
            {integrations.title}
          </h2>
          <p className="mt-3 text-slate-700">{integrations.intro}</p>
        </div>
        <ul className="flex flex-wrap gap-2 lg:justify-end" data-integrations="">
          {integrations.names.map((name) => (
            <li key={name} className="rounded-full border border-slate-200 bg-slate-50 px-3.5 py-1.5 text-sm font-semibold text-slate-800" translate="no">
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

/** The bottom line as a row of figures on a dark band. */
export function Benefits({ benefits, labels }: { benefits: PageCopy['benefits']; labels: Labels }) {
  return (
    <Band section="benefits" eyebrow={labels.bottomLine} title={benefits.title} tone="ink">
      <ul className="grid grid-cols-2 gap-x-5 gap-y-7 lg:grid-cols-4 lg:gap-x-8">
        {benefits.items.map((item) => (
          <li key={item.title} className="border-t border-ink-700 pt-4 sm:pt-5">
            <p className="text-2xl font-bold tracking-tight text-coral-300 sm:text-4xl">{item.metric}</p>
            <h3 className="mt-2 font-semibold text-white sm:text-lg">{item.title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-slate-300">{item.description}</p>
          </li>
        ))}
      </ul>
    </Band>
  )
}

/** The closing call to action, on a light band between the dark figures and the dark footer, so the page does not end in a run of dark bands. */
export function Closing({ closing }: { closing: PageCopy['closing'] }) {
  const { lang } = usePage()
  const shell = useCopy(shellCopy)
  return (
    <section data-section="closing" className="closing-surface">
      <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:px-6 lg:py-20">
        <h2 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl text-balance">{closing.title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-slate-700 sm:text-lg">{closing.body}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-x-6 gap-y-4 sm:flex-row">
          <ScheduleLink />
          <a href={`${localePath(lang)}#contact`} className="inline-flex items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:underline">
            {shell.nav.contact}
            <Icon name="arrow-right" className="size-4 rtl:rotate-180" />
          </a>
        </div>
      </div>
    </section>
  )
}

/** The add-on (voice agents) on a dark band, leading to its card on the home page. */
export function AddOn({ addOn, label, cta }: { addOn: NonNullable<PageCopy['addOn']>; label: string; cta: string }) {
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
            <CheckItem key={point} tone="dark" className="gap-3 rounded-xl border border-ink-700 bg-ink-900 px-4 py-3 text-slate-200 sm:p-4">
              {point}
            </CheckItem>
          ))}
        </ul>
      </div>
    </section>
  )
}
