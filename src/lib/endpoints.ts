/**
 * The paths of the Worker's endpoints, named once for the router and for the pages
 * and islands that call them.
 */
export const ENDPOINTS = {
  contact: '/api/contact',
  contactChallenge: '/api/contact/challenge',
  translate: '/api/translate',
  sitemap: '/sitemap.xml',
  /** One language's sitemap, `/sitemap-{lang}.xml` (the router's pattern; `languageSitemapPath` builds one). */
  languageSitemap: '/:file{sitemap-[a-z]{2}\\.xml}',
  robots: '/robots.txt',
  adminLogin: '/api/admin/login',
  adminLogout: '/api/admin/logout',
  adminSitemap: '/api/admin/sitemap',
  adminSitemapDownload: '/api/admin/sitemap.xml',
  adminSubmissionsCsv: '/api/admin/submissions.csv',
  adminPersonExport: '/api/admin/people/export',
  adminTestNotification: '/api/admin/notifications/test',
  adminTranslationsExport: '/api/admin/translations/:target/export',
} as const

/**
 * The paths only the Worker answers, for the site's languages (their codes): every
 * language's pages, the root (which picks a language), the sitemaps, robots.txt and the API.
 * The build hands them to the platform as `run_worker_first`, so a request for one goes
 * straight to the Worker instead of first being looked up among the static files, where it
 * is never found; every other path still tries the files first, so a file added to the build
 * is served without a change here.
 */
export function workerPaths(languages: readonly string[]): string[] {
  return ['/', ...languages.flatMap((code) => [`/${code}`, `/${code}/*`]), '/api/*', ENDPOINTS.sitemap, '/sitemap-*.xml', ENDPOINTS.robots]
}

/**
 * A language's style guide for the review panel, `/review-guides/{lang}.json`: a static file
 * the build writes from the language's rules (scripts/vite-guide-rules.ts), read by the
 * Worker through its ASSETS binding rather than bundled into it.
 */
export const REVIEW_GUIDES = 'review-guides'

/** An endpoint path with its `:name` parameters filled in. */
export function endpoint(path: string, params: Readonly<Record<string, string>>): string {
  return path.replace(/:(\w+)/g, (slot, name: string) => encodeURIComponent(params[name] ?? slot))
}

/** Cloudflare Turnstile's origin (its script and its frame), used only when it is configured. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com'
/** The widget's script, rendered explicitly by the contact form island. */
export const TURNSTILE_SCRIPT = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`
/** The widget's action: siteverify echoes it, and a token made for another action is refused. */
export const TURNSTILE_ACTION = 'contact'
