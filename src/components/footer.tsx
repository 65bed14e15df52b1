import { Icon } from '../islands/ui/icon'
import { shellCopy } from '../copy/shell'
import { useCopy, usePage } from '../i18n/page-context'
import { ENDPOINTS } from '../lib/endpoints'
import { byLabel } from '../lib/intl'
import { SERVICENOW_SLUGS, USE_CASE_SLUGS, localePath } from '../lib/routes'
import { SITE } from '../lib/site'
import { Logo } from '../islands/ui/logo'
import { NewTabLink } from '../islands/ui/new-tab-link'

export function Footer() {
  const { lang } = usePage()
  const copy = useCopy(shellCopy)
  const year = new Date().getUTCFullYear()
  // A–Z in the page's language, like the menus.
  const useCases = USE_CASE_SLUGS.map((slug) => ({ slug, label: copy.useCases[slug] })).sort(byLabel(lang))
  const heading = 'text-sm font-semibold uppercase tracking-wider text-slate-300'
  const link = 'footer-link'
  return (
    <footer data-surface="dark" className="bg-ink-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-7 px-4 py-10 sm:px-6 lg:grid-cols-4 lg:gap-10 lg:px-8 lg:py-14">
        <div className="col-span-2 lg:col-span-1">
          <a href={localePath(lang)} className="inline-flex items-center gap-2 text-white" aria-label={copy.logoLabel}>
            <Logo className="size-9" />
            <span className="text-xl font-semibold">{SITE.brand}</span>
          </a>
          <p className="mt-3 text-sm leading-relaxed">{copy.footer.about}</p>
          <ul className="mt-4 space-y-1.5 text-sm lg:space-y-2">
            <li className="flex items-center gap-2">
              <Icon name="mail" className="size-4 shrink-0" />
              <a href={`mailto:${SITE.email}`} className={link}>
                {SITE.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Icon name="telephone" className="size-4 shrink-0" />
              <a href={SITE.phoneHref} className={link} dir="ltr">
                {SITE.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Icon name="pin" className="size-4 shrink-0" />
              {copy.footer.location}
            </li>
          </ul>
        </div>
        <nav aria-labelledby="footer-use-cases" className="col-span-2 lg:col-span-1">
          <h2 id="footer-use-cases" className={heading}>
            {copy.nav.useCases}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1.5 text-sm lg:grid-cols-1 lg:gap-y-2">
            {useCases.map(({ slug, label }) => (
              <li key={slug}>
                <a href={localePath(lang, `/use-cases/${slug}`)} className={link}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-servicenow">
          <h2 id="footer-servicenow" className={heading}>
            {copy.nav.servicenow}
          </h2>
          <ul className="mt-3 space-y-1.5 text-sm lg:space-y-2">
            {SERVICENOW_SLUGS.map((slug) => (
              <li key={slug}>
                <a href={localePath(lang, `/servicenow/${slug}`)} className={link}>
                  {copy.servicenow[slug]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={heading}>
            {copy.footer.company}
          </h2>
          <ul className="mt-3 space-y-1.5 text-sm lg:space-y-2">
            <li>
              <a href={`${localePath(lang)}#services`} className={link}>
                {copy.nav.services}
              </a>
            </li>
            <li>
              <a href={`${localePath(lang)}#about`} className={link}>
                {copy.nav.about}
              </a>
            </li>
            <li>
              <a href={`${localePath(lang)}#contact`} className={link}>
                {copy.footer.contactUs}
              </a>
            </li>
            <li>
              <a href={localePath(lang, '/privacy-policy')} className={link}>
                {copy.footer.privacyPolicy}
              </a>
            </li>
            <li>
              <a href={localePath(lang, '/terms-of-service')} className={link}>
                {copy.footer.termsOfService}
              </a>
            </li>
            <li>
              <NewTabLink href={ENDPOINTS.sitemap} hint={copy.nav.opensInNewTab} className={link} iconClassName="ms-1 inline size-3.5 align-[-2px]">
                {copy.footer.sitemap}
              </NewTabLink>
            </li>
            <li>
              <NewTabLink href={SITE.socialUrl} hint={copy.nav.opensInNewTab} className={link} iconClassName="ms-1 inline size-3.5 align-[-2px]">
                {copy.footer.social}
              </NewTabLink>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-ink-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-400 sm:px-6 lg:px-8">
          © {year} {SITE.brand}. {copy.footer.rights}
        </p>
      </div>
    </footer>
  )
}
