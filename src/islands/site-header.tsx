import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react'
import { Icon } from './ui/icon'
import type { Localized } from '../i18n/copy'
import { fill } from '../i18n/copy'
import type { shellCopy } from '../copy/shell'
import { byLabel } from '../lib/intl'
import { LANGUAGE_COOKIE } from '../lib/languages'
import type { LanguageCode } from '../lib/languages'
import { HOME_SECTIONS, SERVICENOW_SLUGS, USE_CASE_SLUGS, localePath, switchLanguagePath } from '../lib/routes'
import type { HomeSection } from '../lib/routes'
import { UI } from '../lib/site'
import { Dropdown, useHydrated, useMenus } from './ui/dropdown'
import { Logo } from './ui/logo'
import { NewTabLink } from './ui/new-tab-link'
import { LanguageList } from './header/languages'
import type { LanguageOption } from './header/languages'
import { MOBILE_LINK, MenuLink, MobileGroup, NAV_LINK } from './header/links'
import { scrollToSection, subscribeScroll } from './header/scroll'

export interface SiteHeaderProps {
  lang: LanguageCode
  /** The path below the language segment: '' on home. */
  path: string
  brand: string
  schedulingUrl: string
  copy: Localized<Pick<typeof shellCopy, 'nav' | 'useCases' | 'servicenow' | 'language' | 'logoLabel' | 'labelled'>>
  languages: readonly LanguageOption[]
  translationUnavailable: boolean
}

type MenuName = 'use-cases' | 'servicenow' | 'language'

/**
 * The fixed site header: navigation with two dropdowns, the language selector and the
 * phone panel. Everything is a real link, and dropdowns open on hover and focus
 * through CSS before (or without) hydration; once hydrated, React adds the close
 * delay, the scrolled state and scrolling to home sections that moves focus there.
 * The phone panel is a popover, so its button opens it and Escape closes it with or
 * without JavaScript; once hydrated, Tab never leaves it for the page underneath.
 */
export default function SiteHeader(props: SiteHeaderProps) {
  const { lang, path, copy, brand, schedulingUrl } = props
  // False on the server and during hydration, true afterwards: CSS-only behaviour until then.
  const hydrated = useHydrated()
  // The booking link: in the bar on a wide screen, at the foot of the phone's menu.
  const bookLink = (className: string, label: ReactNode) => (
    <NewTabLink href={schedulingUrl} hint={copy.nav.opensInNewTab} className={className}>
      {label}
    </NewTabLink>
  )
  const scrolled = useSyncExternalStore(
    subscribeScroll,
    () => window.scrollY > UI.scrolledThresholdPx,
    () => false,
  )
  const [mobileOpen, setMobileOpen] = useState(false)
  const panelRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const menus = useMenus<MenuName>()
  const isHome = path === ''
  const home = localePath(lang)

  // Arriving on home with a section hash: scroll to it once the page settled.
  useEffect(() => {
    if (!isHome) return
    const section = window.location.hash.slice(1)
    if (!(HOME_SECTIONS as readonly string[]).includes(section)) return
    const timer = setTimeout(() => scrollToSection(section as HomeSection, false), UI.sectionScrollDelayMs)
    return () => clearTimeout(timer)
  }, [isHome])

  // A tap may have opened the panel before hydration: start from what the page shows.
  useLayoutEffect(() => {
    if (panelRef.current?.matches(':popover-open')) setMobileOpen(true)
  }, [])

  useEffect(() => {
    if (!mobileOpen) return
    // The menu button gives way to the full navigation when the header has the room
    // (src/styles/site.css): the panel closes with it.
    const onResize = () => {
      if (toggleRef.current && !toggleRef.current.checkVisibility()) panelRef.current?.hidePopover()
    }
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [mobileOpen])

  const closePanel = () => {
    if (panelRef.current?.matches(':popover-open')) panelRef.current.hidePopover()
  }

  // The language menu in the bar and the phone panel never stand on each other: the panel
  // sits in the top layer, so a menu opened under it would be covered (its links too).
  const { openMenu, closeNow } = menus
  useEffect(() => {
    if (openMenu && panelRef.current?.matches(':popover-open')) panelRef.current.hidePopover()
  }, [openMenu])

  // Focus stays with the open panel: Tab from its last link goes back to the menu button
  // instead of to the page hidden underneath.
  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || event.shiftKey) return
    const focusable = event.currentTarget.querySelectorAll<HTMLElement>('a[href], button')
    if (document.activeElement !== focusable[focusable.length - 1]) return
    event.preventDefault()
    toggleRef.current?.focus()
  }

  const onSectionClick = (section: HomeSection) => (event: MouseEvent<HTMLAnchorElement>) => {
    closePanel()
    menus.closeNow()
    if (!isHome) return
    event.preventDefault()
    scrollToSection(section, true)
    window.history.replaceState(window.history.state, '', `#${section}`)
  }

  const onLanguageClick = (code: LanguageCode) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    const secure = window.location.protocol === 'https:' ? '; Secure' : ''
    document.cookie = `${LANGUAGE_COOKIE}=${code}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
    const target = switchLanguagePath(window.location.pathname, code) + window.location.search + window.location.hash
    window.location.replace(target)
  }

  const sectionLink = (section: HomeSection, label: string, className: string) => (
    <a href={`${home}#${section}`} onClick={onSectionClick(section)} className={className}>
      {label}
    </a>
  )

  const useCaseLinks = USE_CASE_SLUGS.map((slug) => ({
    href: localePath(lang, `/use-cases/${slug}`),
    label: copy.useCases[slug],
    current: path === `/use-cases/${slug}`,
  })).sort(byLabel(lang))
  const serviceNowLinks = SERVICENOW_SLUGS.map((slug) => ({
    href: localePath(lang, `/servicenow/${slug}`),
    label: copy.servicenow[slug],
    current: path === `/servicenow/${slug}`,
  }))
  const currentLanguage = props.languages.find((language) => language.code === lang)

  return (
    <header
      data-js={hydrated}
      data-scrolled={scrolled}
      className={`site-header fixed inset-x-0 top-0 z-50 border-b ${
        scrolled ? 'border-slate-200 bg-white/95 py-2 shadow-sm' : 'border-transparent bg-white/80 py-3 md:py-4'
      }`}
    >
      <div className="header-row mx-auto flex max-w-7xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-6 lg:px-8">
        <a href={home} className="header-home flex min-w-0 items-center gap-2 rounded-md text-slate-900" aria-label={copy.logoLabel}>
          <Logo className="size-9 shrink-0" />
          {/* Between the phone and the wide layout the navigation needs the room. */}
          <span className="header-brand truncate text-xl font-semibold tracking-tight">{brand}</span>
        </a>

        <nav aria-label={copy.nav.mainNavigation} className="header-wide items-center lg:gap-0.5">
          {sectionLink('services', copy.nav.services, NAV_LINK)}
          <Dropdown name="use-cases" label={copy.nav.useCases} menus={menus} panelClassName="w-[min(34rem,90vw)]">
            <ul className="grid grid-cols-2 gap-x-2">
              {useCaseLinks.map((link) => (
                <MenuLink key={link.href} {...link} />
              ))}
            </ul>
          </Dropdown>
          <Dropdown name="servicenow" label={copy.nav.servicenow} menus={menus} panelClassName="w-60">
            <ul>
              {serviceNowLinks.map((link) => (
                <MenuLink key={link.href} {...link} />
              ))}
            </ul>
          </Dropdown>
          {sectionLink('about', copy.nav.about, NAV_LINK)}
          {sectionLink('contact', copy.nav.contact, NAV_LINK)}
        </nav>

        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <div>
            <Dropdown
              name="language"
              label={
                <>
                  <Icon name="globe" className="size-4" />
                  <span className="uppercase">{lang}</span>
                  <span className="sr-only">
                    {fill(copy.labelled, { label: copy.language.label })} {currentLanguage?.name}
                  </span>
                </>
              }
              menus={menus}
              panelClassName="w-64 max-h-[70vh] overflow-y-auto"
              align="end"
              triggerClassName="inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-950 sm:px-3"
            >
              <LanguageList {...props} onLanguageClick={onLanguageClick} />
            </Dropdown>
          </div>
          {/* In an element, not bare text: a button lays its icon out beside the label, on one line. */}
          {bookLink(
            'header-xl shrink-0 items-center gap-1.5 whitespace-nowrap rounded-lg border border-transparent bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800',
            <span>{copy.nav.book}</span>,
          )}
          <button
            ref={toggleRef}
            type="button"
            popoverTarget="mobile-menu"
            aria-controls="mobile-menu"
            aria-expanded={hydrated ? mobileOpen : undefined}
            className="menu-toggle header-narrow size-11 shrink-0 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
          >
            {/* Three lines that turn into a cross while the panel is open (site.css). */}
            <svg viewBox="0 0 24 24" aria-hidden="true" className="menu-icon size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M4 6h16" />
              <path d="M4 12h16" />
              <path d="M4 18h16" />
            </svg>
            <span className="sr-only">{copy.nav.menu}</span>
          </button>
        </div>
      </div>

      <div
        id="mobile-menu"
        ref={panelRef}
        popover="auto"
        onToggle={(event) => {
          setMobileOpen(event.newState === 'open')
          if (event.newState === 'open') closeNow()
        }}
        onKeyDown={onPanelKeyDown}
        className="mobile-panel border-t border-slate-200 bg-white px-4 pb-6 pt-2"
      >
        <nav aria-label={copy.nav.mainNavigation}>
          <ul className="flex flex-col">
            <li>{sectionLink('services', copy.nav.services, MOBILE_LINK)}</li>
            <MobileGroup label={copy.nav.useCases} links={useCaseLinks} columns="grid-cols-1 sm:grid-cols-2" onNavigate={closePanel} />
            <MobileGroup label={copy.nav.servicenow} links={serviceNowLinks} columns="grid-cols-2" onNavigate={closePanel} />
            <li className="mt-2">{sectionLink('about', copy.nav.about, MOBILE_LINK)}</li>
            <li>{sectionLink('contact', copy.nav.contact, MOBILE_LINK)}</li>
          </ul>
        </nav>
        {bookLink('mt-5 flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800', copy.nav.book)}
      </div>
    </header>
  )
}
