import { useEffect, useState, useSyncExternalStore } from 'react'
import type { MouseEvent } from 'react'
import { Globe, Menu, TriangleAlert, X } from 'lucide-react'
import type { Localized } from '../i18n/copy'
import type { shellCopy } from '../copy/shell'
import { LANGUAGE_COOKIE } from '../lib/languages'
import type { LanguageCode } from '../lib/languages'
import { HOME_SECTIONS, SERVICENOW_SLUGS, USE_CASE_SLUGS, localePath, switchLanguagePath } from '../lib/routes'
import type { HomeSection } from '../lib/routes'
import { UI } from '../lib/site'
import { Dropdown, useHydrated, useMenus } from './ui/dropdown'
import { Logo } from './ui/logo'
import { NewTabLink } from './ui/new-tab-link'

export interface LanguageOption {
  code: LanguageCode
  name: string
  flag: string
  /** True while the translation service is down and this language is not fully cached. */
  unavailable: boolean
}

export interface SiteHeaderProps {
  lang: LanguageCode
  /** The path below the language segment: '' on home. */
  path: string
  brand: string
  schedulingUrl: string
  copy: Localized<Pick<typeof shellCopy, 'nav' | 'useCases' | 'servicenow' | 'language' | 'logoLabel'>>
  languages: readonly LanguageOption[]
  translationUnavailable: boolean
}

type MenuName = 'use-cases' | 'servicenow' | 'language'

/** A route link of a dropdown or a mobile group. */
interface NavLink {
  href: string
  label: string
  current: boolean
}

/**
 * The fixed site header: navigation with two dropdowns, the language selector and the
 * mobile panel. Everything is a real link, and dropdowns open on hover and focus
 * through CSS before (or without) hydration; once hydrated, React adds the close
 * delay, the scrolled state and smooth scrolling to home sections.
 */
export default function SiteHeader(props: SiteHeaderProps) {
  const { lang, path, copy, brand, schedulingUrl } = props
  // False on the server and during hydration, true afterwards: CSS-only behaviour until then.
  const hydrated = useHydrated()
  const scrolled = useSyncExternalStore(
    subscribeScroll,
    () => window.scrollY > UI.scrolledThresholdPx,
    () => false,
  )
  const [mobileOpen, setMobileOpen] = useState(false)
  const menus = useMenus<MenuName>()
  const isHome = path === ''
  const home = localePath(lang)

  // Arriving on home with a section hash: scroll to it smoothly once the page settled.
  useEffect(() => {
    if (!isHome) return
    const section = window.location.hash.slice(1)
    if (!(HOME_SECTIONS as readonly string[]).includes(section)) return
    const timer = setTimeout(() => scrollToSection(section as HomeSection), UI.sectionScrollDelayMs)
    return () => clearTimeout(timer)
  }, [isHome])

  useEffect(() => {
    if (!mobileOpen) return
    const onResize = () => {
      if (window.innerWidth >= UI.mobileBreakpointPx) setMobileOpen(false)
    }
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [mobileOpen])

  const onSectionClick = (section: HomeSection) => (event: MouseEvent<HTMLAnchorElement>) => {
    setMobileOpen(false)
    menus.closeNow()
    if (!isHome) return
    event.preventDefault()
    scrollToSection(section)
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
  })).sort((a, b) => a.label.localeCompare(b.label, lang))
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
      className={`site-header fixed inset-x-0 top-0 z-50 border-b transition-all duration-200 ${
        scrolled ? 'border-slate-200 bg-white/95 py-2 shadow-sm' : 'border-transparent bg-white/80 py-3 md:py-4'
      }`}
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <a href={home} className="flex shrink-0 items-center gap-2 rounded-md text-slate-900" aria-label={copy.logoLabel}>
          <Logo className="size-9" />
          <span className="text-xl font-semibold tracking-tight">{brand}</span>
        </a>

        <nav aria-label={copy.nav.mainNavigation} className="hidden items-center gap-0.5 md:flex">
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

        <div className="flex items-center gap-2">
          <div>
            <Dropdown
              name="language"
              label={
                <>
                  <Globe aria-hidden="true" className="size-4" />
                  <span className="uppercase">{lang}</span>
                  <span className="sr-only">
                    {copy.language.label}: {currentLanguage?.name}
                  </span>
                </>
              }
              menus={menus}
              panelClassName="w-64 max-h-[70vh] overflow-y-auto"
              align="end"
            >
              <LanguageList {...props} onLanguageClick={onLanguageClick} />
            </Dropdown>
          </div>
          <NewTabLink
            href={schedulingUrl}
            hint={copy.nav.opensInNewTab}
            className="hidden items-center gap-1.5 rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-blue-800 xl:inline-flex"
          >
            {copy.nav.getStarted}
          </NewTabLink>
          <a
            href="#mobile-menu"
            role="button"
            aria-controls="mobile-menu"
            aria-expanded={mobileOpen}
            onClick={(event) => {
              event.preventDefault()
              setMobileOpen((value) => !value)
            }}
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 md:hidden"
          >
            {mobileOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            <span className="sr-only">{mobileOpen ? copy.nav.closeMenu : copy.nav.openMenu}</span>
          </a>
        </div>
      </div>

      <div
        id="mobile-menu"
        hidden={!mobileOpen}
        className="mobile-panel max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 pt-2 md:hidden"
      >
        <nav aria-label={copy.nav.mainNavigation}>
          <ul className="flex flex-col">
            <li>{sectionLink('services', copy.nav.services, MOBILE_LINK)}</li>
            <MobileGroup label={copy.nav.useCases} links={useCaseLinks} columns="grid-cols-1 sm:grid-cols-2" onNavigate={() => setMobileOpen(false)} />
            <MobileGroup label={copy.nav.servicenow} links={serviceNowLinks} columns="grid-cols-2" onNavigate={() => setMobileOpen(false)} />
            <li className="mt-2">{sectionLink('about', copy.nav.about, MOBILE_LINK)}</li>
            <li>{sectionLink('contact', copy.nav.contact, MOBILE_LINK)}</li>
          </ul>
        </nav>
        <NewTabLink
          href={schedulingUrl}
          hint={copy.nav.opensInNewTab}
          className="mt-5 flex items-center justify-center gap-2 rounded-lg bg-blue-700 px-4 py-3 font-semibold text-white hover:bg-blue-800"
        >
          {copy.nav.getStarted}
        </NewTabLink>
      </div>
    </header>
  )
}

const NAV_LINK = 'rounded-md px-3 py-2 text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-950'

/** One group of route links in the mobile panel, always expanded; choosing a link closes the panel. */
function MobileGroup({ label, links, columns, onNavigate }: { label: string; links: readonly NavLink[]; columns: string; onNavigate: () => void }) {
  return (
    <li>
      <p className="px-2 pb-1 pt-4 text-xs font-semibold uppercase tracking-wider text-slate-600">{label}</p>
      <ul className={`grid ${columns}`}>
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

const MOBILE_LINK = 'mobile-link'
const MOBILE_SUBLINK = 'mobile-sublink'

function subscribeScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}

function scrollToSection(section: HomeSection): void {
  document.getElementById(section)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
}

function MenuLink({ href, label, current }: NavLink) {
  return (
    <li>
      <a href={href} aria-current={current ? 'page' : undefined} className="menu-item">
        {label}
      </a>
    </li>
  )
}

function LanguageList({
  lang,
  path,
  languages,
  copy,
  translationUnavailable,
  onLanguageClick,
}: SiteHeaderProps & { onLanguageClick: (code: LanguageCode) => (event: MouseEvent<HTMLAnchorElement>) => void }) {
  return (
    <>
      {translationUnavailable && (
        <p role="status" className="mb-1 flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          {copy.language.unavailableNotice}
        </p>
      )}
      <ul className="flex flex-col">
        {languages.map((language) => (
          <li key={language.code}>
            {language.unavailable ? (
              <span aria-disabled="true" lang={language.code} className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-500">
                <span aria-hidden="true" className="flag">
                  {language.flag}
                </span>
                {language.name}
                <span className="ms-auto text-xs" lang={lang}>
                  {copy.language.unavailable}
                </span>
              </span>
            ) : (
              <a
                href={switchLanguagePath(localePath(lang, path), language.code)}
                hrefLang={language.code}
                lang={language.code}
                aria-current={language.code === lang ? 'true' : undefined}
                onClick={onLanguageClick(language.code)}
                className="lang-item"
              >
                <span aria-hidden="true" className="flag">
                  {language.flag}
                </span>
                {language.name}
              </a>
            )}
          </li>
        ))}
      </ul>
    </>
  )
}
