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
 * The company's own names: never translated. Part of `PROTECTED_TERMS`.
 */
export const BRAND_TERMS = [SITE.brand, SITE.assistant, SITE.platform, 'Now Assist'] as const

/**
 * ServiceNow product and module names the copy mentions. Customers know them by their
 * English names, so they are kept as they are in every language, like the brand terms.
 */
export const PRODUCT_TERMS = [
  'Virtual Agent Designer',
  'Virtual Agent',
  'Discovery',
  'Service Mapping',
  'Service Graph Connectors',
  'Event Management',
  'Health Log Analytics',
  'Employee Center',
  'Service Portal',
  'Customer Service Portal',
  'Now Mobile',
  'Genius Results',
  'Predictive Intelligence',
  'Cloud Cost Management',
  'Employee Document Management',
  'AI Search',
  'Skill Kit',
  'Customer Service Management',
  'Field Service Management',
  'IT Service Management',
  'IT Operations Management',
  'HR Service Delivery',
  'ITSM',
  'ITOM',
  'HRSD',
  'CSM',
  'CMDB',
] as const

/**
 * Every term a translation must keep exactly. Bump `BRAND_TERMS_VERSION` when the list
 * changes, so cached translations made with the old list are made again.
 */
export const PROTECTED_TERMS: readonly string[] = [...BRAND_TERMS, ...PRODUCT_TERMS]
export const BRAND_TERMS_VERSION = 2

/** Breakpoints and timings of the shell. */
export const UI = {
  mobileBreakpointPx: 768,
  scrolledThresholdPx: 50,
  dropdownCloseDelayMs: 150,
  sectionScrollDelayMs: 100,
} as const
