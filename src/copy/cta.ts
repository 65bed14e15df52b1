/** Call-to-action labels and the section labels every landing page shares. */
export const ctaCopy = {
  learnMore: {
    voice: 'Learn More About Voice AI',
    calling: 'Learn More About AI Calling',
    phone: 'Learn More About Phone Support',
  },
} as const

export const landingCopy = {
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  useCases: 'Use Cases',
  challenge: 'The challenge',
  solution: 'The solution',
  keyFeatures: 'Key features',
  problem: 'Problem',
  answer: 'How Karla solves it',
  addOn: {
    voice: 'Voice add-on',
    calling: 'AI calling add-on',
    phone: 'Phone support add-on',
  },
  integrations: 'Integrations',
  bottomLine: 'The bottom line',
  capabilities: 'Capabilities',
  implementation: 'Implementation services',
} as const
