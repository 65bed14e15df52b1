import { Icon } from '../../islands/ui/icon'
import { Artefact } from '../../components/artefact'
import { Band, CardRow, Eyebrow } from '../../components/sections'
import type { IconCard } from '../../copy/landing/types'
import type { Localized } from '../../i18n/copy'
import type { Labels, PageCopy } from './types'

/** Construction's problem/solution pairs, each a card (a row to swipe on a phone). */
export function ProblemSolutions({ problemSolutions, labels }: { problemSolutions: NonNullable<PageCopy['problemSolutions']>; labels: Labels }) {
  return (
    <Band section="problem-solutions" title={problemSolutions.title} intro={problemSolutions.intro} tone="muted">
      <CardRow labelledBy="problem-solutions-title" columns="md:grid-cols-2">
        {problemSolutions.items.map((item) => (
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
  )
}

/** The key features as cards, then the page's record (an artefact) and a platform's capabilities. */
export function Features({ page, labels }: { page: PageCopy; labels: Labels }) {
  return (
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
function Capabilities({ capabilities, label }: { capabilities: NonNullable<PageCopy['capabilities']>; label: string }) {
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
