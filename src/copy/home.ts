import { SITE } from '../lib/site'

export const homeCopy = {
  meta: {
    title: `${SITE.brand} | AI Automation Consultancy in Prague`,
    description:
      'AI chatbots, voice agents and back-office automation for small and medium businesses. Save time and money with AI that answers, books and follows up for you.',
  },
  hero: {
    title: 'Save money with AI that works while you sleep',
  },
} as const
