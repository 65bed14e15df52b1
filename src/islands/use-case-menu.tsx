import { byLabel } from '../lib/intl'
import type { LanguageCode } from '../lib/languages'
import { USE_CASE_SLUGS, localePath } from '../lib/routes'
import type { UseCaseSlug } from '../lib/routes'
import { Dropdown, useHydrated, useMenus } from './ui/dropdown'

export interface UseCaseMenuProps {
  lang: LanguageCode
  label: string
  labels: Readonly<Record<UseCaseSlug, string>>
  /** `primary` for the hero's main button look, `outline` elsewhere. */
  variant: 'primary' | 'outline'
}

const TRIGGER = {
  primary:
    'inline-flex w-full items-center justify-center gap-2 rounded-lg border border-transparent bg-brand-700 px-5 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 sm:w-auto',
  outline:
    'inline-flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-5 py-3 text-base font-semibold text-slate-900 transition-colors hover:bg-slate-50 sm:w-auto',
}

/**
 * The 'Explore Use Cases' dropdown: the 13 industry pages, alphabetically in the
 * page's language. Full width and 20rem high on phones, at most 24rem on desktop.
 */
export default function UseCaseMenu({ lang, label, labels, variant }: UseCaseMenuProps) {
  const hydrated = useHydrated()
  const menus = useMenus<'use-cases'>()
  const links = USE_CASE_SLUGS.map((slug) => ({ slug, label: labels[slug] })).sort(byLabel(lang))
  return (
    <div data-js={hydrated} className="use-case-menu w-full sm:w-auto">
      <Dropdown
        name="use-cases"
        label={label}
        menus={menus}
        triggerClassName={TRIGGER[variant]}
        wrapperClassName="absolute top-full z-20 w-full pt-2 sm:w-80"
        panelClassName="h-80 overflow-y-auto sm:h-auto sm:max-h-96"
      >
        <ul>
          {links.map((link) => (
            <li key={link.slug}>
              <a href={localePath(lang, `/use-cases/${link.slug}`)} className="use-case-item">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </Dropdown>
    </div>
  )
}
