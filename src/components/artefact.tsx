import type { Artefact as ArtefactCopy } from '../copy/landing/types'
import type { Localized } from '../i18n/copy'

/**
 * A platform's record drawn in HTML: its number, then the fields the page talks about
 * (priority, group, the AI's summary and suggestion). Real text, logical properties only,
 * no motion, so it reads the same in Arabic, at 320 px and with reduced motion.
 */
export function Artefact({ artefact, label }: { artefact: Localized<ArtefactCopy>; label: string }) {
  return (
    <figure
      data-artefact={artefact.kind}
      aria-label={label}
      className="mx-auto mt-6 max-w-xl rounded-2xl border border-slate-200 bg-white p-3 shadow-lg shadow-brand-900/10 sm:mt-10 sm:p-5"
    >
      <p dir="ltr" className="font-mono text-sm font-semibold text-brand-700 rtl:text-end">
        {artefact.id}
      </p>
      <dl className="mt-2 space-y-1.5 sm:mt-3 sm:space-y-2">
        {artefact.fields.map((field) => (
          <div key={field.label} className="rounded-xl bg-slate-50 px-3 py-1.5 sm:py-2">
            <dt className="text-xs text-slate-600">{field.label}</dt>
            <dd className="text-sm leading-snug font-semibold break-words text-slate-900">{field.value}</dd>
          </div>
        ))}
      </dl>
    </figure>
  )
}
