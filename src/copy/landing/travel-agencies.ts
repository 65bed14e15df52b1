import { numbered } from '../../i18n/copy'
import { percent } from '../../i18n/numbers'
import { hoursOrMore, upTo } from './figures'
import type { LandingCopy } from './types'

export const travelAgenciesCopy = {
  layout: 'conversation',
  meta: {
    title: 'AI Lead Qualification for Travel Agencies | Karlin Labs',
    description: numbered(
      'Karla qualifies travel leads, answers destination questions, scopes itineraries and supports travelers before departure. Save {hours, plural, one {#+ hour} other {#+ hours}} per agent each week.',
      { hours: 15 },
    ),
  },
  hero: {
    eyebrow: 'AI for travel agencies',
    title: 'Spend your time designing trips, not answering the same questions',
    subtitle:
      'Karla, the AI assistant from Karlin Labs, qualifies new inquiries, answers destination questions and collects trip details day and night. Your agents pick up each lead with the budget, dates and travel style already known.',
    highlights: [
      numbered('{hours, plural, one {#+ hour} other {#+ hours}} saved per agent each week', { hours: 15 }),
      'Itinerary briefs ready before the first call',
      'Pre-trip help for travelers at any hour',
    ],
  },
  scene: {
    kind: 'chat',
    title: 'Trip inquiry',
    messages: [
      { kind: 'customer', text: 'We would like a week in Greece in June, two adults and a child.' },
      { kind: 'agent', text: 'Lovely. Do you prefer a beach hotel or an apartment, and what is your budget per person?' },
    ],
    outcome: 'Trip details passed to an agent for the quote',
  },
  challenge: {
    title: 'Your agents are buried in inquiries that never book',
    paragraphs: [
      'A couple asks about Bali in October. A family wants a safari quote for two adults and three children. A group wants a ski week, but nobody knows their budget yet. Each inquiry takes several emails before an agent can even start planning.',
      'At the same time, travelers who already booked write in about luggage limits, airport transfers and hotel check-in times. Your best planners spend their evenings in the inbox instead of building itineraries that sell.',
    ],
    points: [
      'Inquiries that arrive without dates, budget or number of travelers',
      'The same destination questions answered again and again',
      'Detailed quotes prepared for people who were only browsing',
      'Booked clients who message late at night before departure',
    ],
  },
  solution: {
    title: 'Karla has the first conversation, so your agents can do the selling',
    paragraphs: [
      'Karla replies to every inquiry on your website, on WhatsApp and by email within minutes. It asks what an experienced agent would ask: where, when, how many travelers, what budget and what kind of trip. Then it scores the lead and passes it to the right agent with a short trip brief.',
      'After the booking, Karla stays with the traveler. It sends document reminders, answers questions about the itinerary and forwards anything urgent to your team.',
    ],
    points: [
      'Qualifies leads by budget, travel dates, group size and trip style',
      'Answers destination questions from your own content and supplier notes',
      'Turns loose travel ideas into a structured itinerary brief',
      'Supports travelers from the booking until they are back home',
    ],
  },
  features: {
    title: 'What Karla handles for your agency',
    intro: 'Each feature covers a step your agents still do by hand today.',
    items: [
      {
        icon: 'target',
        title: 'Qualifying trip inquiries',
        description: 'Karla asks about destination, travel dates, budget per person and group size. Leads that match your offer reach an agent first.',
      },
      {
        icon: 'globe',
        title: 'Destination questions answered',
        description:
          'Best time to visit, flight time, local currency, what to pack: Karla answers from content your agency approves. For entry rules, it points travelers to official sources.',
      },
      {
        icon: 'route',
        title: 'Itinerary scoping',
        description:
          'Karla collects must-see places, preferred hotel style, pace of travel and special needs. Your agent receives a brief that is ready for a first proposal.',
      },
      {
        icon: 'plane',
        title: 'Pre-trip support',
        description:
          'Karla reminds travelers about passports, visas, travel insurance and online check-in. It shares transfer details and hotel addresses whenever travelers ask.',
      },
      {
        icon: 'user-check',
        title: 'Clean handoff to agents',
        description:
          'When a traveler is ready to book or needs expert advice, Karla passes the full conversation to the right agent. Nobody has to answer the same question twice.',
      },
      {
        icon: 'languages',
        title: "Replies in the traveler's language",
        description: 'Karla answers in the language the traveler writes in. Your agency can serve clients from abroad without hiring for every language.',
      },
    ],
  },
  integrations: {
    title: 'Connected to your itinerary, CRM and messaging tools',
    intro: 'Karla works inside the systems your agents use to build trips and follow up with clients.',
    names: ['Travefy', 'Tourplan', 'Salesforce', 'HubSpot', 'WhatsApp', 'Gmail', 'Calendly'],
  },
  benefits: {
    title: 'What changes for your travel business',
    items: [
      {
        icon: 'clock',
        metric: hoursOrMore(15),
        title: 'More time for trip design',
        description: numbered(
          'Agents typically save {hours, plural, one {#+ hour} other {#+ hours}} per week on first replies, follow-up emails and routine traveler questions.',
          {
            hours: 15,
          },
        ),
      },
      {
        icon: 'conversation',
        metric: '24/7',
        title: 'Replies while your office is closed',
        description: 'Many people plan their holidays in the evening and on weekends. Karla answers them at that moment, not the next morning.',
      },
      {
        icon: 'filter',
        metric: upTo(0.8),
        title: 'Fewer routine emails for agents',
        description: numbered('Karla can answer up to {share} of routine destination and booking questions, so agents can focus on proposals.', {
          share: percent(0.8),
        }),
      },
      {
        icon: 'send',
        metric: 'Same day',
        title: 'Faster first proposals',
        description: 'With a complete trip brief in hand, agents can send a first proposal on the day the inquiry arrives.',
      },
    ],
  },
  closing: {
    title: 'Give your travel agents their week back',
    body: 'Book a free discovery meeting with Karlin Labs. We will look at your inquiry flow and show you where Karla saves your agents the most hours.',
  },
} as const satisfies LandingCopy
