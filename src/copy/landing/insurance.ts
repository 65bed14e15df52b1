import { numbered } from '../../i18n/copy'
import { percent, timeOfDay } from '../../i18n/numbers'
import { fromDay, upTo } from './figures'
import type { LandingCopy } from './types'

export const insuranceCopy = {
  layout: 'conversation',
  meta: {
    title: 'AI Customer Service for Insurance Companies | Karlin Labs',
    description:
      'Karla answers policy questions, guides customers through first notice of loss, collects quote details and books appointments, then hands claims to adjusters.',
  },
  hero: {
    eyebrow: 'AI for insurance',
    title: 'Faster answers for policyholders, better files for your adjusters',
    subtitle:
      'Karla answers policy questions, takes first notice of loss, collects details for quotes and books appointments. Your agents and adjusters get complete information and more time for the cases that need them.',
    highlights: ['Losses reported at any hour', 'Complete quote requests for your agents', 'A clear handoff to a human adjuster'],
  },
  scene: {
    kind: 'form',
    title: 'Claim intake: car damage',
    fields: [
      { label: 'Policy', value: 'Comprehensive car insurance' },
      { label: 'Date of the incident', value: numbered('Yesterday at {time}', { time: timeOfDay(16, 30) }) },
      { label: 'Photos', value: numbered('{count, plural, one {# attached} other {# attached}}', { count: 3 }) },
    ],
    outcome: 'Claim opened and sent to an adjuster',
  },
  challenge: {
    title: 'Your service team spends its day on questions the policy already answers',
    paragraphs: [
      'Policyholders call to ask what their policy covers, when the next premium is due or where to send a repair invoice. After a storm or a wave of car accidents, the phone lines are full at exactly the moment customers need you most.',
      'Claims arrive without photos, without a police report number and sometimes without a policy number. Adjusters chase documents for days before they can assess the damage. Quote requests stay open because nobody has time to collect the details.',
    ],
    points: [
      'Long wait times after storms and other peak events',
      'First notice of loss reports with missing information',
      'Customers calling again and again for a claim status',
      'Quote requests without the data an underwriter needs',
    ],
  },
  solution: {
    title: 'Karla takes the routine work off your service desk',
    paragraphs: [
      'Karla answers questions about coverage, deductibles, payment dates and documents, using your policy wording and your approved answers. When a customer reports a loss, Karla records what happened, when and where, collects photos and documents, and opens the claim in your claims system.',
      'Karla does not decide claims or give advice that requires a license. It prepares a complete file for the adjuster, keeps the customer informed about the claim status and hands the conversation to a person whenever human judgment is needed.',
    ],
    points: [
      "Policy answers based on the customer's own policy documents",
      'Guided first notice of loss with a document checklist',
      'Claim status updates without a call to the adjuster',
      'Quote details collected and passed to a licensed agent',
    ],
  },
  features: {
    title: 'What Karla does for insurers and brokers',
    intro: 'Each task is configured to your products, your processes and your rules for escalation.',
    items: [
      {
        icon: 'book',
        title: 'Policy information',
        description:
          'Karla explains coverage, deductibles, exclusions and renewal dates in plain words. When a question is unclear or unusual, it refers the customer to an agent.',
      },
      {
        icon: 'clipboard',
        title: 'First notice of loss',
        description:
          'Karla asks what happened, when, where and who was involved. It records the details in a structured form that your claims team can use right away.',
      },
      {
        icon: 'checklist',
        title: 'Claim document checklist',
        description:
          'Based on the type of claim, Karla tells the customer which photos, invoices, police reports or medical records to send. It tracks what is still missing and sends reminders.',
      },
      {
        icon: 'bell',
        title: 'Claim status updates',
        description:
          'Customers ask Karla where their claim stands and get the current status from your claims system. Adjusters receive fewer calls and have more time to assess damage.',
      },
      {
        icon: 'calculator',
        title: 'Quote intake',
        description:
          'For auto, home or business insurance, Karla collects the details your underwriters need, such as vehicle data, property size or type of business. Your agent receives a complete quote request.',
      },
      {
        icon: 'calendar',
        title: 'Appointments with advisors',
        description:
          'Karla books meetings with agents and advisors for policy reviews, renewals or new coverage. It sends reminders and a list of documents to bring.',
      },
    ],
  },
  addOn: {
    kind: 'phone',
    title: 'Phone support add-on',
    body: 'Many policyholders still prefer to call, especially right after an accident or damage to their home. Karla answers the phone 24/7, takes the first notice of loss by voice and sends a written summary to the customer and your claims team. Complex, disputed or sensitive cases go straight to a human adjuster with the full conversation attached.',
    points: [
      'Answers every call, even during storm peaks',
      'Takes first notice of loss by voice, step by step',
      'Confirms the claim number and next steps by text message',
      'Transfers callers to a person whenever they ask',
    ],
  },
  integrations: {
    title: 'Connected to your policy, claims and CRM systems',
    intro: 'Karla reads policy data and writes claims and quote requests to the platforms your team already runs.',
    names: ['Guidewire', 'Applied Epic', 'Salesforce Financial Services Cloud', 'HubSpot', 'DocuSign', 'WhatsApp'],
  },
  benefits: {
    title: 'What improves for your customers and your team',
    items: [
      {
        icon: 'clock',
        metric: '24/7',
        title: 'Loss reporting at any hour',
        description: 'Accidents and burst pipes do not wait for office hours. Customers can report a loss the moment it happens.',
      },
      {
        icon: 'support',
        metric: upTo(0.8),
        title: 'Fewer routine policy calls',
        description: numbered('Karla can answer up to {share} of routine policy and payment questions without a service agent.', { share: percent(0.8) }),
      },
      {
        icon: 'file-search',
        metric: fromDay(1),
        title: 'Complete claim files',
        description: 'Adjusters receive a structured report with photos and documents on the first day of the claim.',
      },
      {
        icon: 'document',
        metric: 'Same day',
        title: 'Faster quote follow-up',
        description: 'Agents can send quotes on the day of the request, because it already holds every detail they need.',
      },
    ],
  },
  closing: {
    title: 'Give policyholders answers when they need them most',
    body: 'Walk us through your claims and service processes in a free discovery meeting. Karlin Labs will show you where Karla fits and where your people stay in charge.',
  },
} as const satisfies LandingCopy
