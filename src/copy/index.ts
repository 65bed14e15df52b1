/**
 * Which copy each page renders, as plain data: the router and the translation engine
 * (and the command-line tools) read the same table without loading any component.
 */
import type { Copy, Text } from '../i18n/copy'
import { PAGE_ROUTES, byPageRoute } from '../lib/routes'
import type { PageRoute, ServiceNowSlug, SinglePageKind, UseCaseSlug } from '../lib/routes'
import { SERVICENOW_SLUGS } from '../lib/routes'
import { contactCopy } from './contact'
import { ctaCopy, landingCopy } from './cta'
import { homeCopy, roiCopy } from './home'
import { SERVICENOW_COPY, USE_CASE_COPY } from './landing'
import { privacyPolicyCopy, turnstilePrivacyCopy } from './legal/privacy-policy'
import { termsOfServiceCopy } from './legal/terms-of-service'
import { adminCopy } from './admin'
import { legalCopy } from './pages'
import { shellCopy } from './shell'

/** A page's copy: the catalogs its body renders and its title and description. */
export interface PageCopy {
  catalogs: readonly Copy[]
  meta: { readonly title: string; readonly description: Text }
}

/** The shell (header, footer, language selector) is on every page. */
export const SHELL_CATALOGS: readonly Copy[] = [shellCopy]

export const homePageCopy: PageCopy = { catalogs: [homeCopy, roiCopy, contactCopy], meta: homeCopy.meta }
export const privacyPolicyPageCopy: PageCopy = { catalogs: [legalCopy, privacyPolicyCopy, turnstilePrivacyCopy], meta: privacyPolicyCopy.meta }
export const termsOfServicePageCopy: PageCopy = { catalogs: [legalCopy, termsOfServiceCopy], meta: termsOfServiceCopy.meta }
export const notFoundPageCopy: PageCopy = { catalogs: [], meta: { title: shellCopy.notFound.title, description: shellCopy.notFound.body } }
export const serverErrorPageCopy: PageCopy = { catalogs: [], meta: { title: shellCopy.serverError.title, description: shellCopy.serverError.body } }
/** The answer to a no-JavaScript contact post that needs another try. */
export const contactResultPageCopy: PageCopy = { catalogs: [contactCopy], meta: contactCopy.meta }

export function isServiceNowSlug(slug: UseCaseSlug | ServiceNowSlug): slug is ServiceNowSlug {
  return (SERVICENOW_SLUGS as readonly string[]).includes(slug)
}

export function landingCatalog(slug: UseCaseSlug | ServiceNowSlug) {
  return isServiceNowSlug(slug) ? SERVICENOW_COPY[slug] : USE_CASE_COPY[slug]
}

export function landingPageCopy(slug: UseCaseSlug | ServiceNowSlug): PageCopy {
  const copy = landingCatalog(slug)
  return { catalogs: [ctaCopy, landingCopy, copy], meta: copy.meta }
}

const SINGLE_PAGE_COPY: Record<SinglePageKind, PageCopy> = {
  home: homePageCopy,
  'privacy-policy': privacyPolicyPageCopy,
  'terms-of-service': termsOfServicePageCopy,
}

/** The copy of the page a route renders. */
export function pageCopy(route: PageRoute): PageCopy {
  return byPageRoute(route, SINGLE_PAGE_COPY, landingPageCopy)
}

/** The owner's console: its screens render this catalog in their own frame, not the site's shell. */
export const CONSOLE_CATALOGS: readonly Copy[] = [adminCopy]

/** Every page the site can render: each route's, the error pages and the contact result page. */
export function everyPageCopy(): PageCopy[] {
  return [...PAGE_ROUTES.map(pageCopy), notFoundPageCopy, serverErrorPageCopy, contactResultPageCopy]
}
