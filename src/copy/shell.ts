import { SITE } from '../lib/site'

/**
 * A label followed by its value ("Language: Français"): the colon and the space before it
 * belong to the language ("Langue : Français" in French), so they come from the copy.
 */
export const LABELLED = '{label}:'

/** Copy of the parts every page shares: header, footer, language selector, error pages. */
export const shellCopy = {
  skipToContent: 'Skip to main content',
  labelled: LABELLED,
  logoLabel: `${SITE.brand}, home`,
  tagline: 'AI automation for growing businesses',
  nav: {
    services: 'Services',
    useCases: 'Use Cases',
    servicenow: SITE.platform,
    about: 'About',
    contact: 'Contact',
    /** The one label of every link to the booking page (src/components/schedule-link.tsx). */
    book: 'Book a Free Consultation',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    mainNavigation: 'Main navigation',
    opensInNewTab: '(opens in a new tab)',
  },
  useCases: {
    finance: 'Accounting & Finance',
    healthcare: 'Clinics & Healthcare',
    construction: 'Construction Companies',
    ecommerce: 'E-Shops',
    hotels: 'Hotels & Hospitality',
    insurance: 'Insurance Agencies & Carriers',
    'it-support': 'IT & Tech Support',
    'real-estate': 'Real Estate Agency',
    recruiting: 'Recruiting & Talent Acquisition',
    restaurants: 'Restaurants',
    'marketing-sales': 'Sales & Marketing',
    'solar-companies': 'Solar Companies',
    'travel-agencies': 'Travel Agencies',
  },
  servicenow: {
    'now-assist': 'Now Assist',
    itsm: 'ITSM',
    csm: 'CSM',
    itom: 'ITOM',
    hrsd: 'HRSD',
    'virtual-agent': 'Virtual Agent',
  },
  language: {
    label: 'Language',
    current: 'Current language: {language}',
    unavailableNotice: 'Translation service unavailable',
    unavailable: 'Unavailable',
  },
  footer: {
    about: `${SITE.brand} designs, builds and runs AI agents and automations for small and medium businesses, from our office in Prague.`,
    explore: 'Explore',
    company: 'Company',
    legal: 'Legal',
    privacyPolicy: 'Privacy Policy',
    termsOfService: 'Terms of Service',
    sitemap: 'Sitemap',
    social: `${SITE.brand} on LinkedIn`,
    contactUs: 'Contact us',
    location: 'Prague, Czech Republic',
    rights: 'All rights reserved.',
  },
  notFound: {
    title: 'Page not found',
    heading: 'Oops! Page not found',
    body: 'The page you were looking for does not exist or has moved.',
    returnHome: 'Return to Home',
    /** The visitor's turn in the page's exchange with Karla; she answers with `body`, then `exists`. */
    asked: 'I was looking for a page at this address.',
    exists: 'Here is what does exist:',
  },
  serverError: {
    title: 'Unexpected error',
    heading: 'Unexpected Application Error!',
    body: 'Something went wrong on our side. Please try again in a moment.',
    returnHome: 'Return to Home',
  },
} as const
