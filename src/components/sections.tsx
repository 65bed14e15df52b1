import type { ReactNode } from 'react'
import { Icon } from '../islands/ui/icon'
import type { IconName } from '../lib/icons'

/**
 * The building blocks every page's bands share: one spacing rhythm (py-14 on a phone,
 * py-20 on a desktop), one type scale (eyebrow, 30/36 px titles, 16/18 px intros) and a
 * few surfaces (white, muted, ink) so pages change pace without changing system.
 */

/** The small coloured label above a title. */
export function Eyebrow({ children, tone = 'light' }: { children: ReactNode; tone?: 'light' | 'dark' }) {
  return <p className={`text-sm font-semibold uppercase tracking-wider ${tone === 'dark' ? 'text-coral-300' : 'text-coral-700'}`}>{children}</p>
}

/**
 * One point of a list with a tick before it: what a page delivers, said at a glance. Teal on
 * light bands, coral on dark ones; `className` sets the gap and the type.
 */
export function CheckItem({ children, tone = 'light', className = 'gap-3' }: { children: ReactNode; tone?: 'light' | 'dark'; className?: string }) {
  return (
    <li className={`flex items-start ${className}`}>
      <Icon name="check-circle" className={`mt-0.5 size-5 shrink-0 ${tone === 'dark' ? 'text-coral-300' : 'text-teal-600'}`} />
      {children}
    </li>
  )
}

const TONES = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  ink: 'bg-ink-950 text-slate-300',
} as const

/**
 * A full-width band with its heading: eyebrow, title, intro, then the content. `anchor` makes
 * the band a target of the header's in-page links (`#section`), which moves focus to it;
 * `lead` centres the heading one size up, for the home page's bands.
 */
export function Band({
  section,
  eyebrow,
  title,
  intro,
  tone = 'white',
  anchor = false,
  lead = false,
  children,
}: {
  section: string
  eyebrow?: string
  title: string
  intro?: string
  tone?: keyof typeof TONES
  anchor?: boolean
  lead?: boolean
  children: ReactNode
}) {
  const id = `${section}-title`
  const dark = tone === 'ink'
  return (
    <section
      data-section={section}
      id={anchor ? section : undefined}
      tabIndex={anchor ? -1 : undefined}
      aria-labelledby={id}
      data-surface={dark ? 'dark' : undefined}
      className={`${TONES[tone]}${anchor ? ' scroll-mt-20 outline-none' : ''}`}
    >
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-20">
        <div className={lead ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
          {eyebrow && <Eyebrow tone={dark ? 'dark' : 'light'}>{eyebrow}</Eyebrow>}
          <h2
            id={id}
            className={`mt-2 font-bold tracking-tight text-balance ${lead ? 'text-3xl sm:text-4xl' : 'text-[1.75rem]/tight sm:text-3xl'} ${dark ? 'text-white' : 'text-slate-950'}`}
          >
            {title}
          </h2>
          {intro && <p className={`${lead ? 'mt-4 leading-relaxed' : 'mt-3'} sm:text-lg ${dark ? 'text-slate-300' : 'text-slate-700'}`}>{intro}</p>}
        </div>
        <div className="mt-7 lg:mt-10">{children}</div>
      </div>
    </section>
  )
}

/**
 * Cards in a grid from `md` up; on a phone a row that scrolls sideways, each card most of
 * the screen wide with the next one showing at the edge, so six cards cost one card's
 * height instead of six. The row is a tab stop with a name, so the keyboard can scroll it.
 */
export function CardRow({ labelledBy, columns, children }: { labelledBy: string; columns: string; children: ReactNode }) {
  return (
    <ul tabIndex={0} aria-labelledby={labelledBy} className={`card-row ${columns}`}>
      {children}
    </ul>
  )
}

/**
 * Steps along a line: across the band on a desktop, down the side on a tablet, and on a
 * phone a row to swipe through like the cards (it takes focus for the keyboard likewise).
 */
export function ProcessTimeline({
  steps,
  labelledBy,
  tone = 'light',
}: {
  steps: readonly { title: string; description: string; icon?: IconName }[]
  labelledBy: string
  tone?: 'light' | 'dark'
}) {
  const dark = tone === 'dark'
  return (
    <ol tabIndex={0} aria-labelledby={labelledBy} className="timeline card-row md:gap-5 lg:gap-8" data-timeline="">
      {steps.map((step, index) => (
        <li key={step.title} className="timeline-step relative pt-14 md:ps-14 md:pt-0 lg:ps-0 lg:pt-16">
          <span
            aria-hidden="true"
            className={`absolute start-0 top-0 flex size-10 items-center justify-center rounded-full text-base font-bold ring-8 ${
              dark ? 'bg-coral-400 text-ink-950 ring-ink-950' : 'bg-brand-600 text-white ring-slate-50'
            }`}
          >
            {index + 1}
          </span>
          <h3 className={`text-lg font-semibold ${dark ? 'text-white' : 'text-slate-950'}`}>
            {step.icon ? <Icon name={step.icon} className={`me-2 inline size-5 align-[-3px] ${dark ? 'text-coral-300' : 'text-brand-700'}`} /> : null}
            {step.title}
          </h3>
          <p className={`mt-1 text-sm leading-relaxed sm:text-base ${dark ? 'text-slate-300' : 'text-slate-700'}`}>{step.description}</p>
        </li>
      ))}
    </ol>
  )
}
