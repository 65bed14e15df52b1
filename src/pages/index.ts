import type { PageRoute } from '../lib/routes'
import { homePage } from './home'
import { landingPage } from './landing'
import { privacyPolicyPage, termsOfServicePage } from './legal'
import type { PageDefinition } from './types'

const PAGES: Record<Exclude<PageRoute['kind'], 'use-case' | 'servicenow'>, PageDefinition> = {
  home: homePage,
  'privacy-policy': privacyPolicyPage,
  'terms-of-service': termsOfServicePage,
}

/** The page definition that renders a route. */
export function pageFor(route: PageRoute): PageDefinition {
  return route.kind === 'use-case' || route.kind === 'servicenow' ? landingPage(route.slug) : PAGES[route.kind]
}
