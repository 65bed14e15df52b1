/** What the privacy policy and the terms share. */
export const legalCopy = {
  backToHome: 'Back to Home',
  lastUpdated: 'Last updated: {date}',
  contents: 'Contents',
  questions: 'Questions about this document? Write to us:',
  location: 'Prague, Czech Republic',
  /** Shown at the top of the legal documents in every language but English. */
  translationNotice: 'This is a translation provided for convenience. Only the English version is legally binding, and it applies if the two differ.',
  englishVersion: 'Read the English version',
} as const

/** The date the legal documents last changed (ISO 8601). */
export const LEGAL_LAST_UPDATED = '2026-11-24'
