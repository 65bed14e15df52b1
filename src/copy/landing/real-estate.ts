import { numbered } from '../../i18n/copy'
import { percent, timeOfDay } from '../../i18n/numbers'
import { hoursOrMore, shareOrMore, underMinutes } from './figures'
import type { LandingCopy } from './types'

export const realEstateCopy = {
  layout: 'split',
  meta: {
    title: 'AI Assistant for Real Estate Agencies | Karlin Labs',
    description:
      'Karla answers property questions from your listings, books viewings, qualifies buyers and tenants and follows up on every lead, in the evening and on weekends.',
  },
  hero: {
    eyebrow: 'Real estate',
    title: 'Every property inquiry answered, every viewing booked',
    subtitle:
      "Karla, the AI assistant configured by Karlin Labs, answers questions about your listings, qualifies buyers and tenants and puts viewings straight into your agents' calendars. Your team spends its time with people who are ready to move.",
    highlights: ['Answers from your live listings', 'Viewings booked into agent calendars', 'Buyers and tenants qualified before the first call'],
  },
  scene: {
    kind: 'chat',
    title: 'Property inquiry',
    messages: [
      { kind: 'customer', text: 'Is the two-bedroom flat with the balcony still available?' },
      { kind: 'agent', text: numbered('Yes, it is. Would you like to see it on Thursday at {time}?', { time: timeOfDay(17) }) },
      { kind: 'customer', text: 'Thursday works for me.' },
    ],
    outcome: "Viewing booked in the agent's calendar",
  },
  challenge: {
    title: 'Agents lose hours to the same questions',
    paragraphs: [
      'A new listing goes live and the messages start. Is the apartment still available? Are pets allowed? What are the monthly building fees? Is there a parking space? Most answers are already in the listing, but someone still has to type them, often late on a Sunday evening.',
      'Meanwhile the buyer with a mortgage approval in hand waits until Monday for a reply and books a viewing with another agency. Leads from property portals, the website and WhatsApp land in different inboxes, and follow-up depends on who remembers.',
    ],
    points: [
      'Slow replies to portal and website inquiries lose buyers to faster agencies',
      'Viewings arranged by phone and email, with double bookings and no-shows',
      'Viewings with people who cannot afford the property or are not ready to move',
      'Leads that go cold because nobody follows up after the viewing',
    ],
  },
  solution: {
    title: 'An assistant that knows your listings and your calendars',
    paragraphs: [
      'Karla reads your property data: price, layout, floor, energy rating, availability date, building fees, and pet and parking rules. It answers inquiries on your website, on WhatsApp and by email with the facts from the listing. When it does not know an answer, it says so and passes the question to the listing agent.',
      'Before a viewing goes into the calendar, Karla asks the questions your agents would ask: budget, financing or mortgage approval, move-in date and household size, and for rentals, income and references. The agent receives a short summary and meets a prepared client.',
    ],
    points: [
      "Answers from your listing data, in the client's language",
      "Viewing slots offered from each agent's real availability",
      'Qualification questions for buyers, tenants, sellers and landlords',
      'Every conversation and viewing logged in your CRM',
    ],
  },
  features: {
    title: 'What Karla does for your agency',
    intro: 'Six everyday tasks Karla handles so your agents can focus on negotiations and closings.',
    items: [
      {
        icon: 'home',
        title: 'Listing questions answered',
        description:
          'Karla answers questions about size, floor, price, fees, energy rating and availability from your current listings. When a property is already sold or rented, Karla suggests similar ones.',
      },
      {
        icon: 'calendar',
        title: 'Viewing booking',
        description:
          "Clients pick a viewing slot that fits the agent's calendar and the access rules of the property. Confirmations with the address and meeting point go out automatically.",
      },
      {
        icon: 'user-check',
        title: 'Buyer and tenant qualification',
        description:
          'Karla checks budget, financing, move-in date and must-haves before a viewing. Agents see at a glance who is ready to buy or rent now and who is still looking around.',
      },
      {
        icon: 'bell',
        title: 'Viewing reminders',
        description:
          'Clients get a reminder the day before and on the morning of the viewing. If someone cancels, Karla offers the slot to the next interested client.',
      },
      {
        icon: 'send',
        title: 'Follow-up after viewings',
        description:
          'After each viewing, Karla asks for feedback and offers a second viewing or a similar property. It tells the agent at once when a client wants to make an offer.',
      },
      {
        icon: 'key',
        title: 'Seller and landlord leads',
        description:
          'Owners who want a valuation or want to sell or rent out a property reach the right agent, with the address, property type and timeline already collected.',
      },
    ],
  },
  integrations: {
    title: 'Works with your CRM and calendars',
    intro: 'Karla writes leads, notes and viewings into the tools your agency already works with.',
    names: ['Salesforce', 'HubSpot', 'Pipedrive', 'Follow Up Boss', 'Propertybase', 'Reapit', 'WhatsApp', 'Google Calendar', 'Microsoft Outlook'],
  },
  benefits: {
    title: 'The difference for your agents',
    items: [
      {
        icon: 'timer',
        metric: underMinutes(1),
        title: 'Replies while the lead is interested',
        description: 'Portal and website inquiries get an answer within a minute, also in the evening and on weekends, when most people browse properties.',
      },
      {
        icon: 'clock',
        metric: '24/7',
        title: 'Viewings booked after office hours',
        description: 'Clients book a viewing at the moment they see the listing, not when your office opens the next morning.',
      },
      {
        icon: 'growth',
        metric: shareOrMore(0.3),
        title: 'A fuller sales pipeline',
        description: numbered('With fast replies and follow-up on every lead, sales teams typically see their pipeline grow by {growth} or more.', {
          growth: percent(0.3),
        }),
      },
      {
        icon: 'savings',
        metric: hoursOrMore(10),
        title: 'Hours back for each agent',
        description: numbered(
          'Agents typically save {hours, plural, one {# or more hours} other {# or more hours}} a week that they used to spend on messages, scheduling and reminders.',
          {
            hours: 10,
          },
        ),
      },
    ],
  },
  closing: {
    title: 'Let your agents sell while Karla answers the inquiries',
    body: 'Talk to us in a free discovery meeting. We will look at how your agency handles inquiries and viewings today and show you where Karla fits.',
  },
} as const satisfies LandingCopy
