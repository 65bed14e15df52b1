import { Icon } from '../../islands/ui/icon'
import { CardRow, CheckItem, Eyebrow } from '../../components/sections'
import { Exchange, KarlaMark } from '../../components/karla'
import type { Turn } from '../../components/karla'
import type { Labels, PageCopy } from './types'

/**
 * The challenge and its solution: side by side (on a phone a pair to swipe through), or, on
 * industry pages whose copy asks for the 'conversation' layout, told as an exchange with
 * Karla with the solution on a band below.
 */
export function ChallengeAndSolution({ page, labels }: { page: PageCopy; labels: Labels }) {
  return (page.layout ?? 'split') === 'conversation' ? (
    <Conversation challenge={page.challenge} solution={page.solution} labels={labels} />
  ) : (
    <div data-layout="split" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-20">
        <CardRow labelledBy="challenge-title solution-title" columns="md:grid-cols-2">
          <Box section="challenge" label={labels.challenge} copy={page.challenge} />
          <Box section="solution" label={labels.solution} copy={page.solution} />
        </CardRow>
      </div>
    </div>
  )
}

/** How many of the challenge's points the visitor raises with Karla, each answered by a point of the solution. */
const EXCHANGED_POINTS = 2

/**
 * The challenge told as an exchange: the visitor raises the first of its points, Karla
 * answers each with a point of the solution, beside the challenge's own account. The
 * solution follows on a band of its own, with the points not yet said.
 */
function Conversation({ challenge, solution, labels }: { challenge: PageCopy['challenge']; solution: PageCopy['solution']; labels: Labels }) {
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
              <CheckItem key={point} className="gap-3 text-slate-800">
                {point}
              </CheckItem>
            ))}
          </ul>
        </div>
      </section>
    </div>
  )
}

/** The challenge or the solution: what hurts today, and what changes. */
function Box({ section, label, copy }: { section: 'challenge' | 'solution'; label: string; copy: PageCopy['challenge'] }) {
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
