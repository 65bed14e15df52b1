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
  /** The promise on the contact form: a reply within this many business days. */
  replyWithinBusinessDays: 1,
  /** How long the free first call lasts, in minutes. */
  discoveryCallMinutes: 30,
  /** Contact messages are deleted this many months after the person's last message (the privacy policy's promise). */
  retentionMonths: 24,
  /** A reviewer's invitation link works this many days unless the owner chooses otherwise, and at most `maxInvitationDays`. */
  invitationDays: 14,
  maxInvitationDays: 90,
  /** The longest comment on a string, in characters. */
  commentMax: 1000,
} as const

/**
 * The company's own names: never translated. Part of `PROTECTED_TERMS`.
 */
export const BRAND_TERMS = [SITE.brand, SITE.assistant, SITE.platform] as const

/**
 * Every ServiceNow product and feature name the copy uses, spelled as ServiceNow's own
 * product documentation (servicenow.com/docs) spells it, grouped by the product family it
 * is documented under there. Customers know them by these English names, so they are kept
 * as they are in every language: never translated, never explained in brackets, after a
 * comma or a dash. A name the copy starts to use goes here first.
 */
export const PRODUCT_TERMS = [
  // Now Assist (generative AI across the platform)
  'Now Assist in Virtual Agent',
  'Now Assist in AI Search',
  'Now Assist for Creator',
  'Now Assist Skill Kit',
  'Now Assist Guardian',
  'Now Assist Admin',
  'Now Assist',
  'Skill Kit',
  // Conversational Interfaces
  'Virtual Agent Designer',
  'Virtual Agent',
  // AI Search and AI Platform capabilities
  'AI Search',
  'Genius Results',
  'Predictive Intelligence',
  // App Engine and workflow automation
  'Workflow Studio',
  'Process Automation Designer',
  // IT Service Management
  'IT Service Management',
  'ITSM',
  'CMDB',
  'Service Portal',
  'Now Mobile',
  // IT Operations Management
  'IT Operations Management',
  'ITOM',
  'Discovery',
  'MID Server',
  'Service Mapping',
  'Service Graph Connectors',
  'Event Management',
  'Health Log Analytics',
  'Cloud Cost Management',
  // Customer Service Management
  'Customer Service Management',
  'CSM',
  'Customer Service Portal',
  'Advanced Work Assignment',
  'Field Service Management',
  // HR Service Delivery (Employee Service Management)
  'HR Service Delivery',
  'HRSD',
  'Employee Center',
  'Employee Document Management',
  'Lifecycle Events',
] as const

/**
 * Every term a translation must keep exactly. Bump `BRAND_TERMS_VERSION` when the list
 * changes, so cached translations made with the old list are made again.
 */
export const PROTECTED_TERMS: readonly string[] = [...BRAND_TERMS, ...PRODUCT_TERMS]
export const BRAND_TERMS_VERSION = 3

/** Breakpoints and timings of the shell. */
export const UI = {
  mobileBreakpointPx: 768,
  scrolledThresholdPx: 50,
  dropdownCloseDelayMs: 150,
  sectionScrollDelayMs: 100,
} as const
