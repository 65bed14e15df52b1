import type { ReactNode } from 'react'
import { SITE } from '../lib/site'

/**
 * Karla's own mark, apart from the company logo: a speech bubble with a face, shown
 * beside whatever she says. Drawn inline so it never shifts layout.
 */
export function KarlaMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 36 36" aria-hidden="true" focusable="false" className={className}>
      <path d="M18 3C9.7 3 3 9.2 3 17c0 3.9 1.7 7.4 4.4 9.9L6 33l6.6-3c1.7.6 3.5 1 5.4 1 8.3 0 15-6.2 15-14S26.3 3 18 3Z" className="fill-brand-600" />
      <circle cx="13" cy="15" r="2" className="fill-white" />
      <circle cx="23" cy="15" r="2" className="fill-white" />
      <path d="M12.5 20.5c3 3 8 3 11 0" className="stroke-white" strokeWidth="2.4" strokeLinecap="round" fill="none" />
      <circle cx="29" cy="6" r="3" className="fill-coral-400" />
    </svg>
  )
}

export interface Turn {
  from: 'visitor' | 'karla'
  text: string
}

/**
 * A short exchange between a visitor and Karla, the site's recurring way of showing a
 * point. Her turns carry her mark and name (for a screen reader too); each turn is
 * typed out in turn by CSS alone (site.css, `.exchange`), in its reserved place, and
 * simply shown when the visitor asks for less motion. `children` follow her last turn
 * (links that answer the visitor).
 */
export function Exchange({ turns, children }: { turns: readonly Turn[]; children?: ReactNode }) {
  return (
    <div data-exchange className="exchange mx-auto w-full max-w-md text-start">
      <ol className="space-y-3">
        {turns.map((turn) => (
          <li key={turn.text} data-from={turn.from} className={`exchange-turn flex items-end gap-2 ${turn.from === 'visitor' ? 'justify-end' : ''}`}>
            {turn.from === 'karla' ? <KarlaMark className="size-8 shrink-0" /> : null}
            <p
              className={
                turn.from === 'visitor'
                  ? 'ms-10 rounded-2xl rounded-ee-sm bg-brand-700 px-3.5 py-2 text-sm text-white'
                  : 'me-6 rounded-2xl rounded-es-sm bg-slate-100 px-3.5 py-2 text-sm text-slate-800'
              }
            >
              {turn.from === 'karla' ? <span className="sr-only">{SITE.assistant}: </span> : null}
              <span className="exchange-text">{turn.text}</span>
            </p>
          </li>
        ))}
      </ol>
      {children}
    </div>
  )
}
