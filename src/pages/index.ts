import type { PageRoute } from '../lib/routes'
import { adminPage } from './admin'
import { homePage } from './home'
import { landingPage } from './landing'
import { privacyPolicyPage, termsOfServicePage } from './legal'
import type { PageDefinition } from './types'

/** The page definition that renders a route. */
export function pageFor(route: PageRoute): PageDefinition {
  switch (route.kind) {
    case 'home':
      return homePage
    case 'use-case':
    case 'servicenow':
      return landingPage(route.slug)
    case 'privacy-policy':
      return privacyPolicyPage
    case 'terms-of-service':
      return termsOfServicePage
    case 'admin':
      return adminPage
  }
}
