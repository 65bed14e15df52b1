import { useId } from 'react'

/** A route link of a dropdown or a mobile group. */
interface NavLink {
  href: string
  label: string
  current: boolean
}

/** A link of the bar's navigation; the phone panel's are `MOBILE_LINK`. */
export const NAV_LINK =
  'whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-950 lg:px-3'

export const MOBILE_LINK = 'mobile-link'
const MOBILE_SUBLINK = 'mobile-sublink'

/** A route link in a dropdown of the bar. */
export function MenuLink({ href, label, current }: NavLink) {
  return (
    <li>
      <a href={href} aria-current={current ? 'page' : undefined} className="menu-item">
        {label}
      </a>
    </li>
  )
}

/** One group of route links in the phone panel, always expanded; choosing a link closes the panel. */
export function MobileGroup({ label, links, columns, onNavigate }: { label: string; links: readonly NavLink[]; columns: string; onNavigate: () => void }) {
  const labelId = useId()
  return (
    <li>
      <p id={labelId} className="px-2 pb-1 pt-4 text-xs font-semibold uppercase tracking-wider text-slate-600">
        {label}
      </p>
      <ul aria-labelledby={labelId} className={`grid ${columns}`}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} aria-current={link.current ? 'page' : undefined} onClick={onNavigate} className={MOBILE_SUBLINK}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </li>
  )
}
