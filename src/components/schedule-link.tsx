import type { ReactNode } from 'react'
import { NewTabLink } from '../islands/ui/new-tab-link'
import { SITE } from '../lib/site'
import { shellCopy } from '../copy/shell'
import { useCopy } from '../i18n/page-context'

const VARIANTS = {
  primary: 'border border-transparent bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
  onDark: 'border border-brand-300 text-white hover:bg-brand-700',
} as const

/**
 * Every call to action that books a discovery meeting goes through here: the external
 * scheduling page, in a new tab, without handing it our window, under one label on every
 * page (the header's and the service cards' islands use the same copy), so a visitor meets
 * one promise instead of several names for the same page. `children` go before the label (an icon).
 */
export function ScheduleLink({ children, variant = 'primary', className = '' }: { children?: ReactNode; variant?: keyof typeof VARIANTS; className?: string }) {
  const { nav } = useCopy(shellCopy)
  return (
    <NewTabLink
      href={SITE.schedulingUrl}
      hint={nav.opensInNewTab}
      className={`inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-base font-semibold transition-colors ${VARIANTS[variant]} ${className}`}
    >
      {children}
      {nav.book}
    </NewTabLink>
  )
}
