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
