/**
 * Facts about the business that appear on many pages. The owner replaces these with
 * the real ones; nothing else in the code base repeats them.
 */
export const SITE = {
  /** The company's name: a brand term, never translated. */
  brand: 'Karlin Labs',
  /** The AI assistant product the company builds on: a brand term. */
  assistant: 'Karla',
  /** The workflow platform the company consults on: a brand term. */
  platform: 'ServiceNow',
  founder: 'Martin Dvořák',
  email: 'hello@karlinlabs.cz',
  phone: '+420 228 883 471',
  /** The phone number as a `tel:` URI wants it. */
  phoneHref: 'tel:+420228883471',
  city: 'Prague',
  country: 'Czech Republic',
  streetAddress: 'Pernerova 691/42',
  postalCode: '186 00',
  /** External booking page for discovery meetings; opens in a new tab. */
  schedulingUrl: 'https://cal.com/karlinlabs/discovery',
  /** The founder's professional profile. */
  profileUrl: 'https://www.linkedin.com/in/martin-dvorak-automation',
  /** The company's social profile, linked from the footer. */
  socialUrl: 'https://www.linkedin.com/company/karlin-labs',
  /** Public base URL when `SITE_URL` is not configured. */
  defaultUrl: 'https://karlinlabs.com',
} as const

/**
 * Terms that must never be translated. Bump `BRAND_TERMS_VERSION` when the list
 * changes, so cached translations made with the old list are made again.
 */
export const BRAND_TERMS = [SITE.brand, SITE.assistant, SITE.platform, 'Now Assist'] as const
export const BRAND_TERMS_VERSION = 1

/** Breakpoints and timings of the shell. */
export const UI = {
  mobileBreakpointPx: 768,
  scrolledThresholdPx: 50,
  dropdownCloseDelayMs: 150,
  sectionScrollDelayMs: 100,
} as const
