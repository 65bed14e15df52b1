import { figure, numbered } from '../../i18n/copy'
import { money, percent } from '../../i18n/numbers'
import { fromDay, upTo } from './figures'
import type { LandingCopy } from './types'

export const solarCompaniesCopy = {
  layout: 'conversation',
  meta: {
    title: 'AI Assistant for Solar Installation Companies | Karlin Labs',
    description:
      'Karla answers questions about solar savings, roof suitability and local incentive programs, then books site assessments and calls new leads back fast.',
  },
  hero: {
    eyebrow: 'AI for solar companies',
    title: 'Turn solar inquiries into booked site assessments',
    subtitle:
      'Karla talks homeowners and business owners through savings, roof suitability and incentives, then books a site visit with your team. Your surveyors and sales staff only travel to properties that fit.',
    highlights: ['Savings estimates in a simple chat', 'Roof and site checks before the visit', 'Site assessments booked in the same conversation'],
  },
  scene: {
    kind: 'form',
    title: 'Solar savings estimate',
    fields: [
      { label: 'Monthly electricity bill', value: figure(money(140, 'EUR')) },
      { label: 'Roof facing', value: 'South-west' },
      { label: 'Roof type', value: 'Tiled, no shade' },
    ],
    outcome: 'Site assessment booked',
  },
  challenge: {
    title: 'Too many site visits end with an unsuitable roof',
    paragraphs: [
      'Solar demand comes in waves, often after energy prices rise or a new subsidy is announced. Your phones ring, web forms pile up and every caller asks the same things: how much will I save, will my roof work and what support can I get.',
      'Sales staff spend hours on calls with people who rent their home, have a heavily shaded roof or only want a rough number. Meanwhile, serious buyers wait days for a callback and sign with the installer who answered first.',
    ],
    points: [
      'Slow callbacks when demand peaks',
      'Site visits to roofs that cannot carry a system',
      'The same explanations of incentives and payback time, every day',
      'Leads without an electricity bill or address on file',
    ],
  },
  solution: {
    title: 'Karla qualifies the property before anyone drives out',
    paragraphs: [
      'Karla runs a savings conversation on your website and on WhatsApp. It asks for the monthly electricity bill, property type, roof orientation, roof age and shading, and gives a first savings range based on your own pricing rules. It explains local incentive programs in general terms and makes clear that your team confirms eligibility.',
      "When the property looks suitable, Karla books a site assessment in your surveyor's calendar. The lead record in your CRM already holds the bill, photos of the roof and the answers to every question.",
    ],
    points: [
      'Savings estimates based on real bill data and your pricing',
      'Roof and site questions asked the same way every time',
      'Clear, general explanations of local incentive programs',
      'Site assessments booked by region and surveyor availability',
    ],
  },
  features: {
    title: 'Built around the solar sales process',
    intro: 'Karla covers every step between the first question and a surveyor on the roof.',
    items: [
      {
        icon: 'calculator',
        title: 'Savings calculator conversation',
        description:
          'Karla asks for the average electricity bill and the daily usage pattern, then explains an estimated savings range. It is clear that the final figure comes from the site assessment.',
      },
      {
        icon: 'home',
        title: 'Roof and site suitability',
        description:
          'Karla checks ownership, roof type and age, orientation, shading and free space. Customers can upload roof photos and a recent electricity bill in the chat.',
      },
      {
        icon: 'savings',
        title: 'Incentive explanations',
        description:
          'Karla explains how local incentive programs usually work and which documents are often needed. It never promises eligibility or amounts, and it passes specific questions to your team.',
      },
      {
        icon: 'schedule',
        title: 'Site assessment booking',
        description:
          'Karla offers free slots in the right region and sends a confirmation with what to prepare. It reminds the customer the day before the visit.',
      },
      {
        icon: 'sun',
        title: 'Battery and charger questions',
        description:
          'Karla answers common questions about battery storage, electric car chargers and monitoring apps. Interested customers are flagged so your sales team can include these items in the quote.',
      },
      {
        icon: 'file-search',
        title: 'Complete lead files',
        description:
          'Every lead in your CRM includes the address, bill, roof details and photos. Your designers can start a draft layout before anyone visits the site.',
      },
    ],
  },
  addOn: {
    kind: 'calling',
    title: 'Callback add-on for new solar leads',
    body: 'Homeowners often request quotes from several installers on the same evening. Karla calls each new lead back within minutes, asks the key suitability questions and books a site assessment during the call. If a lead does not answer, Karla tries again at a time you choose.',
    points: [
      'Calls leads from web forms and lead marketplaces within minutes',
      'Asks about the electricity bill, roof and ownership on the call',
      'Books the site assessment before the call ends',
      'Sends a written summary to the customer and to your CRM',
    ],
  },
  integrations: {
    title: 'Connected to your solar design and CRM tools',
    intro: 'Karla passes site details to the design software and sales systems your team relies on.',
    names: ['OpenSolar', 'Aurora Solar', 'HubSpot', 'Salesforce', 'Google Calendar', 'WhatsApp'],
  },
  benefits: {
    title: 'Why solar companies add Karla',
    items: [
      {
        icon: 'phone',
        metric: '24/7',
        title: 'Every inquiry gets an answer',
        description: 'Homeowners research solar at night and on weekends. Karla replies at once, even in the busiest weeks of the year.',
      },
      {
        icon: 'filter',
        metric: upTo(0.8),
        title: 'Less time on routine questions',
        description: numbered('Karla can answer up to {share} of routine questions about savings, roofs and incentives without involving your sales staff.', {
          share: percent(0.8),
        }),
      },
      {
        icon: 'schedule',
        metric: 'Same day',
        title: 'Faster site assessments',
        description: 'Suitable leads get a site assessment booked on the day they first contact you.',
      },
      {
        icon: 'truck',
        metric: fromDay(1),
        title: 'Fewer wasted site visits',
        description: 'From day one, your surveyors only visit properties that passed the basic suitability questions.',
      },
    ],
  },
  closing: {
    title: 'Book more site assessments with less time on the phone',
    body: 'Talk to Karlin Labs in a free discovery meeting. We will show you how Karla can qualify solar leads and fill the calendars of your surveyors.',
  },
} as const satisfies LandingCopy
