import { Suspense, lazy, useEffect, useId, useState } from 'react'
import type { ComponentType } from 'react'
import type { IconName } from '../lib/icons'
import { Icon } from './ui/icon'
import type { Localized } from '../i18n/copy'
import type { homeCopy, roiCopy } from '../copy/home'
import type { LanguageCode } from '../lib/languages'
import type { RoiCalculatorProps } from './roi-calculator'
import { NewTabLink } from './ui/new-tab-link'
import UseCaseMenu from './use-case-menu'
import type { UseCaseMenuProps } from './use-case-menu'

// Not part of the page until the visitor opens it, but fetched ahead: when the
// services come into view (this island hydrates then) and on pointer-down on the
// toggle, so the calculator opens at once.
// Once fetched, it renders straight away instead of suspending for a tick.
let roiModule: Promise<{ default: ComponentType<RoiCalculatorProps> }> | undefined
let LoadedRoiCalculator: ComponentType<RoiCalculatorProps> | undefined
// The server never renders the calculator (it starts closed), so the Worker build
// leaves its code out: `import.meta.env.SSR` is a build-time constant.
const loadRoi = () =>
  (roiModule ??= (import.meta.env.SSR ? Promise.reject(new Error('The ROI calculator renders in the browser only')) : import('./roi-calculator')).then(
    (module) => {
      LoadedRoiCalculator = module.default
      return module
    },
  ))
const LazyRoiCalculator = lazy(loadRoi)

type ServicesCopy = Localized<(typeof homeCopy)['services']>

export interface ServiceCardsProps {
  lang: LanguageCode
  copy: ServicesCopy
  roiCopy: Localized<typeof roiCopy>
  useCaseMenu: UseCaseMenuProps
  schedulingUrl: string
  /** The booking link's label, the same on every page (shellCopy.nav.book). */
  bookLabel: string
  opensInNewTab: string
}

const CARD_ICONS: readonly IconName[] = ['chat', 'phone', 'bot', 'workflow']

/** The first sentence of a description and the rest, split the way the cards show them. */
function splitDescription(description: string): { lead: string; rest: string[] } {
  const [first = '', ...paragraphs] = description.split(/\n\s*\n/)
  const match = /^(.+?[.!?。！？])(\s+|$)([\s\S]*)$/u.exec(first)
  const lead = match?.[1] ?? first
  const remainder = match?.[3]?.trim()
  return { lead, rest: [...(remainder ? [remainder] : []), ...paragraphs] }
}

/**
 * The four service cards share one expanded flag: 'Read more' opens the rest of every
 * card at once; each button is named after its card. Below them: scheduling, the
 * use-case menu and the ROI calculator toggle. Without JavaScript the rest of each
 * card is shown and the buttons that need JavaScript are not (`public/noscript.css`).
 */
export default function ServiceCards({ lang, copy, roiCopy, useCaseMenu, schedulingUrl, bookLabel, opensInNewTab }: ServiceCardsProps) {
  const [expanded, setExpanded] = useState(false)
  const [roiOpen, setRoiOpen] = useState(false)
  const id = useId()
  useEffect(() => {
    if (!('requestIdleCallback' in window)) return void loadRoi()
    const handle = window.requestIdleCallback(() => void loadRoi(), { timeout: 3000 })
    return () => window.cancelIdleCallback(handle)
  }, [])
  return (
    <div>
      {/* On a phone a row to swipe through, like the landing pages' cards, so four cards
          cost one card's height; from 48rem two columns that each keep their own height: an
          opened card lengthens its column instead of stretching the card beside it. */}
      <ul tabIndex={0} aria-labelledby="services-title" className="card-row card-row-columns">
        {copy.cards.map((card, index) => {
          const icon = CARD_ICONS.find((name) => name === card.icon) ?? 'bot'
          const { lead, rest } = splitDescription(card.description)
          const restId = `service-rest-${index}`
          return (
            <li
              key={card.title}
              id={'id' in card ? card.id : undefined}
              className="flex scroll-mt-24 break-inside-avoid flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
            >
              <div className="flex items-start justify-between gap-4">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={icon} className="size-6" />
                </span>
                <p className="text-end">
                  <span className="block text-3xl font-bold text-teal-700" dir="ltr">
                    {card.savings}
                  </span>
                  <span className="text-xs font-semibold uppercase tracking-wider text-slate-600">{copy.savingsLabel}</span>
                </p>
              </div>
              <h3 id={`${id}-card-${index}`} className="mt-5 text-xl font-semibold text-slate-950">
                {card.title}
              </h3>
              <p className="mt-3 leading-relaxed text-slate-700">{lead}</p>
              <div id={restId} hidden={!expanded}>
                {rest.map((paragraph) => (
                  <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                    {paragraph}
                  </p>
                ))}
              </div>
              <ul className="mt-5 grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
                {card.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-coral-500" />
                    {feature}
                  </li>
                ))}
              </ul>
              {rest.length > 0 && (
                <button
                  type="button"
                  id={`${id}-more-${index}`}
                  aria-expanded={expanded}
                  aria-controls={copy.cards.map((_, i) => `service-rest-${i}`).join(' ')}
                  aria-labelledby={`${id}-more-${index} ${id}-card-${index}`}
                  onClick={() => setExpanded((value) => !value)}
                  className="js-only mt-6 inline-flex items-center gap-1 self-start rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900"
                >
                  {expanded ? copy.readLess : copy.readMore}
                  <Icon name="chevron-down" className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} />
                </button>
              )}
            </li>
          )
        })}
      </ul>

      <div className="mt-4 flex flex-col items-stretch gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-center">
        <NewTabLink
          href={schedulingUrl}
          hint={opensInNewTab}
          className="inline-flex items-center justify-center gap-2 rounded-lg border border-transparent bg-brand-700 px-5 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
        >
          {bookLabel}
        </NewTabLink>
        <UseCaseMenu {...useCaseMenu} />
        <button
          type="button"
          aria-expanded={roiOpen}
          aria-controls="roi-calculator"
          onPointerDown={() => void loadRoi()}
          onClick={() => setRoiOpen((value) => !value)}
          className="js-only inline-flex items-center justify-center gap-2 rounded-lg border border-teal-600 bg-white px-5 py-3 text-base font-semibold text-teal-800 transition-colors hover:bg-teal-50"
        >
          <Icon name="calculator" className="size-5" />
          {roiOpen ? copy.hideRoi : copy.showRoi}
        </button>
      </div>

      <div id="roi-calculator" className="mt-10" hidden={!roiOpen}>
        {roiOpen && LoadedRoiCalculator ? <LoadedRoiCalculator lang={lang} copy={roiCopy} /> : null}
        {roiOpen && !LoadedRoiCalculator ? (
          <Suspense fallback={<div className="h-96 animate-pulse rounded-2xl bg-slate-100" />}>
            <LazyRoiCalculator lang={lang} copy={roiCopy} />
          </Suspense>
        ) : null}
      </div>
    </div>
  )
}
