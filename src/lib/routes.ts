/**
 * Every page of the site, as paths relative to `/{lang}`. The router, the navigation,
 * the sitemap and the tests all read this one table.
 */
export const USE_CASE_SLUGS = [
  'real-estate',
  'healthcare',
  'finance',
  'it-support',
  'ecommerce',
  'restaurants',
  'hotels',
  'travel-agencies',
  'marketing-sales',
  'solar-companies',
  'recruiting',
  'insurance',
  'construction',
] as const

export const SERVICENOW_SLUGS = ['now-assist', 'itsm', 'csm', 'itom', 'hrsd', 'virtual-agent'] as const

export type UseCaseSlug = (typeof USE_CASE_SLUGS)[number]
export type ServiceNowSlug = (typeof SERVICENOW_SLUGS)[number]

export type PageRoute =
  | { kind: 'home'; path: '' }
  | { kind: 'use-case'; path: `/use-cases/${UseCaseSlug}`; slug: UseCaseSlug }
  | { kind: 'servicenow'; path: `/servicenow/${ServiceNowSlug}`; slug: ServiceNowSlug }
  | { kind: 'privacy-policy'; path: '/privacy-policy' }
  | { kind: 'terms-of-service'; path: '/terms-of-service' }

/** The pages with one route each; the others are landing pages, one per slug. */
export type SinglePageKind = Exclude<PageRoute['kind'], 'use-case' | 'servicenow'>

/** What a route stands for: from a table of the single pages, or made from a landing page's slug. */
export function byPageRoute<T>(route: PageRoute, single: Record<SinglePageKind, T>, landing: (slug: UseCaseSlug | ServiceNowSlug) => T): T {
  return route.kind === 'use-case' || route.kind === 'servicenow' ? landing(route.slug) : single[route.kind]
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { kind: 'home', path: '' },
  ...SERVICENOW_SLUGS.map((slug) => ({ kind: 'servicenow', path: `/servicenow/${slug}`, slug }) as const),
  ...USE_CASE_SLUGS.map((slug) => ({ kind: 'use-case', path: `/use-cases/${slug}`, slug }) as const),
  { kind: 'privacy-policy', path: '/privacy-policy' },
  { kind: 'terms-of-service', path: '/terms-of-service' },
]

const BY_PATH = new Map<string, PageRoute>(PAGE_ROUTES.map((route) => [route.path, route]))

/** Finds the page for a path below the language segment ('' is home). */
export function findPageRoute(rest: string): PageRoute | undefined {
  return BY_PATH.get(rest)
}

/** The anchored sections of the home page that the header links to. */
export const HOME_SECTIONS = ['services', 'about', 'contact'] as const
export type HomeSection = (typeof HOME_SECTIONS)[number]

/** `/{lang}{path}` */
export function localePath(lang: string, path = ''): string {
  return `/${lang}${path}`
}

/** Replaces the language segment of a site path, keeping the rest, query and hash. */
export function switchLanguagePath(pathname: string, lang: string): string {
  const rest = pathname.replace(/^\/[^/]*/, '')
  return `/${lang}${rest}`
}
