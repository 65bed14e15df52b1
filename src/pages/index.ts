import { byPageRoute } from '../lib/routes'
import type { PageRoute, SinglePageKind } from '../lib/routes'
import { homePage } from './home'
import { landingPage } from './landing'
import { privacyPolicyPage, termsOfServicePage } from './legal'
import type { PageDefinition } from './types'

const PAGES: Record<SinglePageKind, PageDefinition> = {
  home: homePage,
  'privacy-policy': privacyPolicyPage,
  'terms-of-service': termsOfServicePage,
}

/** The page definition that renders a route. */
export function pageFor(route: PageRoute): PageDefinition {
  return byPageRoute(route, PAGES, landingPage)
}
