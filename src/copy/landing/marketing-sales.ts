import { numbered } from '../../i18n/copy'
import { percent } from '../../i18n/numbers'
import { fromDay, hoursOrMore, shareOrMore } from './figures'
import type { LandingCopy } from './types'

export const marketingSalesCopy = {
  layout: 'split',
  meta: {
    title: 'AI Sales Rep for Marketing and Sales Teams | Karlin Labs',
    description: numbered(
      'A digital sales rep that qualifies leads, books meetings and nurtures prospects 24/7. Grow your pipeline by {growth}+ and give each rep {hours, plural, one {#+ hour} other {#+ hours}} back every week.',
      { growth: percent(0.3), hours: 10 },
    ),
  },
  hero: {
    eyebrow: 'AI for marketing and sales teams',
    title: 'A digital sales rep that answers every lead within minutes',
    subtitle:
      "Karla qualifies inbound leads, books meetings in your reps' calendars and keeps nurturing prospects who are not ready yet. Your sales team spends its time in real sales conversations.",
    highlights: [
      numbered('Sales pipeline typically up {growth}+', { growth: percent(0.3) }),
      numbered('{hours, plural, one {#+ hour} other {#+ hours}} back per rep each week', { hours: 10 }),
      'Meetings booked straight into the calendar',
    ],
  },
  scene: {
    kind: 'flow',
    title: 'Lead qualification',
    steps: ['New lead from the website form', 'Asked about team size, budget and timing', 'Qualified and booked a call with a sales rep'],
    outcome: 'CRM record updated with the answers',
  },
  challenge: {
    title: 'Good leads wait while your reps chase the wrong ones',
    paragraphs: [
      'Marketing fills the funnel, but a demo request from Friday evening gets a reply on Monday. By then, the prospect has booked a call with a competitor. Reps lose hours every day on research, long email threads and messages to agree on a meeting time.',
      'Leads that are not ready to buy get one follow-up and are then forgotten. Your CRM fills up with contacts that nobody has spoken to in months.',
    ],
    points: [
      'Slow first replies to demo and pricing requests',
      'Reps qualifying leads that never had a budget',
      'Several emails just to agree on a meeting time',
      'Nurture sequences that stop after one message',
    ],
  },
  solution: {
    title: 'Karla qualifies, books and nurtures, then hands over to your reps',
    paragraphs: [
      'Karla starts a conversation with every new lead on your website, in chat and by email. It asks your qualification questions about budget, decision makers, need and timing. Qualified leads get a meeting with the right rep, and the others move into a nurture path that fits their stage.',
      'Every answer, score and next step is written to your CRM. When a rep opens the record, they already know why the prospect is interested.',
    ],
    points: [
      'Replies to inbound leads within minutes, at any hour',
      'Scores leads against your ideal customer profile',
      'Routes meetings by territory, product line or rep availability',
      'Keeps nurturing leads until they are ready to talk',
    ],
  },
  features: {
    title: 'How the digital sales rep works with your team',
    intro: 'Karla takes over the repetitive steps between a filled-in form and the first sales call.',
    items: [
      {
        icon: 'filter',
        title: 'Inbound lead qualification',
        description: 'Karla asks about company size, budget, decision makers and timeline. It scores each lead with the rules your sales team defines.',
      },
      {
        icon: 'calendar',
        title: 'Meetings booked for reps',
        description:
          "Karla offers open slots from your reps' calendars and sends the invite with a video link. It handles rescheduling and sends reminders to reduce no-shows.",
      },
      {
        icon: 'mail',
        title: 'Lead nurturing',
        description:
          'Prospects who are not ready receive relevant follow-ups, case studies and event invitations. Karla notices when their interest returns and alerts the lead owner.',
      },
      {
        icon: 'database',
        title: 'Clean CRM records',
        description: 'Karla logs conversations, updates deal stages and fills in missing fields. Reps no longer type notes after every conversation.',
      },
      {
        icon: 'search',
        title: 'Pre-meeting research',
        description: 'Before each meeting, Karla prepares a short brief on the company, the contact and earlier conversations. Reps start every call prepared.',
      },
      {
        icon: 'chart',
        title: 'Pipeline reporting',
        description: 'Sales managers see which channels and campaigns bring qualified meetings. Marketing and sales work from the same numbers.',
      },
    ],
  },
  addOn: {
    kind: 'calling',
    title: 'Outbound calling add-on',
    body: 'Karla can also call your leads by phone. It calls new sign-ups within minutes, contacts older leads from your CRM again and confirms booked meetings the day before. Every call follows the calling hours and opt-out rules you set.',
    points: [
      'Calls inbound leads back while their interest is high',
      'Reactivates quiet CRM contacts with a short qualifying call',
      'Confirms or reschedules meetings to reduce no-shows',
      'Logs a call summary and the next step for the rep',
    ],
  },
  integrations: {
    title: 'Works inside your sales and marketing stack',
    intro: 'Karla reads from and writes to the CRM, calendar and email tools your reps already use.',
    names: ['HubSpot', 'Salesforce', 'Pipedrive', 'Calendly', 'Google Calendar', 'Microsoft Outlook', 'LinkedIn Sales Navigator', 'Mailchimp'],
  },
  benefits: {
    title: 'Results your sales team will notice',
    items: [
      {
        icon: 'growth',
        metric: shareOrMore(0.3),
        title: 'A bigger sales pipeline',
        description: numbered(
          'Teams typically see their qualified pipeline grow by {growth} or more when every lead gets a fast and consistent first conversation.',
          {
            growth: percent(0.3),
          },
        ),
      },
      {
        icon: 'clock',
        metric: hoursOrMore(10),
        title: 'More selling time per rep',
        description: numbered(
          'Each rep typically gains {hours, plural, one {#+ hour} other {#+ hours}} a week that used to go to scheduling, note-taking and first-touch emails.',
          {
            hours: 10,
          },
        ),
      },
      {
        icon: 'zap',
        metric: '24/7',
        title: 'Instant replies to every lead',
        description: 'Leads from other time zones and late-night form submissions get an answer straight away.',
      },
      {
        icon: 'target',
        metric: fromDay(1),
        title: 'Consistent qualification',
        description: 'From day one, every lead is asked the same questions, so your forecast rests on real data instead of guesses.',
      },
    ],
  },
  closing: {
    title: 'Add a digital sales rep to your team',
    body: 'In a free discovery meeting, Karlin Labs maps your lead flow with you. We show you where Karla can add qualified meetings to your pipeline.',
  },
} as const satisfies LandingCopy
