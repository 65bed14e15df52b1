import { Icon } from './icon'

/** A message above an admin screen: the outcome of the last action, or why it failed. */
export interface Banner {
  tone: 'success' | 'error'
  text: string
}

const button = 'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold'

/** The admin area's few repeated looks, shared by the gate (server) and the panel (browser). */
export const adminStyles = {
  primaryButton: `${button} bg-blue-700 text-white hover:bg-blue-800`,
  secondaryButton: `${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`,
  dangerButton: `${button} bg-red-700 text-white hover:bg-red-800`,
  card: 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6',
  input:
    'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-200',
} as const

export function BannerMessage({ banner }: { banner: Banner }) {
  const success = banner.tone === 'success'
  return (
    <p
      role={success ? 'status' : 'alert'}
      className={`mt-6 flex items-start gap-2 rounded-lg border px-4 py-3 text-sm ${success ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-red-200 bg-red-50 text-red-900'}`}
    >
      <Icon name={success ? 'check-circle' : 'warning'} className="mt-0.5 size-4 shrink-0" />
      {banner.text}
    </p>
  )
}
