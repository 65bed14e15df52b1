/**
 * The paths of the Worker's endpoints, named once for the router and for the pages
 * and islands that call them.
 */
export const ENDPOINTS = {
  contact: '/api/contact',
  contactChallenge: '/api/contact/challenge',
  translate: '/api/translate',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
} as const
