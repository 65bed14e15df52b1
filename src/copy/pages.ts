import { SITE } from '../lib/site'

/** Meta and headings of the pages that have no content catalog of their own. */
export const adminCopy = {
  meta: {
    title: `Admin Panel | ${SITE.brand}`,
    description: `Administration area of the ${SITE.brand} website.`,
  },
  heading: 'Admin Panel',
} as const

/** What the privacy policy and the terms share. */
export const legalCopy = {
  backToHome: 'Back to Home',
  lastUpdated: 'Last updated: {date}',
  contents: 'Contents',
  questions: 'Questions about this document? Write to us:',
  location: 'Prague, Czech Republic',
} as const

/** The date the legal documents last changed (ISO 8601). */
export const LEGAL_LAST_UPDATED = '2025-06-23'
