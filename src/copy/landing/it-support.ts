import { numbered } from '../../i18n/copy'
import { percent } from '../../i18n/numbers'
import { fromDay, share, underMinutes } from './figures'
import type { LandingCopy } from './types'

export const itSupportCopy = {
  layout: 'conversation',
  meta: {
    title: 'AI Help Desk Bot for IT Support Teams | Karlin Labs',
    description:
      'Karla resets passwords, creates and triages tickets, answers from your knowledge base and posts status updates in Teams and Slack, linked to your ITSM.',
  },
  hero: {
    eyebrow: 'IT and tech support',
    title: 'First-line IT support inside Microsoft Teams and Slack',
    subtitle:
      'Karla handles password resets, access requests and how-to questions where your employees already work. When a person is needed, it creates a complete ticket in your ITSM tool and routes it to the right group.',
    highlights: ['Password resets without waiting in a queue', 'Tickets created with full context', 'Knowledge-base answers in Teams and Slack'],
  },
  scene: {
    kind: 'flow',
    title: 'Help desk ticket',
    steps: ['An employee writes: my VPN keeps disconnecting', 'Known issues and the device status checked', 'Fix sent: reinstall the VPN profile in two steps'],
    outcome: 'Solved and closed without a technician',
  },
  challenge: {
    title: "Level 1 tickets take most of your service desk's time",
    paragraphs: [
      'Password resets, locked accounts, VPN problems, printer setup and "how do I" questions fill the queue. Each one is simple, but each one needs an agent to read it, ask for missing details and close it.',
      'Tickets arrive by email, chat and phone with a subject like "not working". The first reply is always a question: which device, which application, since when? During an outage, the same question arrives again and again from every department.',
    ],
    points: [
      'Repetitive password and access requests',
      'Tickets without device, user or error details',
      'Wrong assignment groups and slow reassignment',
      'Duplicate tickets during every outage',
    ],
  },
  solution: {
    title: 'Karla as your first line of support',
    paragraphs: [
      'Karla works inside Microsoft Teams, Slack and your service portal. It verifies the user, runs approved self-service actions such as password resets and account unlocks, and answers questions from your knowledge base with a link to the source article.',
      'When Karla cannot resolve a request, it creates a ticket with the category, priority, affected service and the full conversation, and assigns it to the right group. Karlin Labs is also a ServiceNow consultancy, so we can set up the routing and workflows on the ITSM side as well.',
    ],
    points: [
      'Self-service actions protected by identity checks',
      'Structured tickets with category, priority and configuration item',
      'Ticket status in the chat, without logging in to the portal',
      'Outage notices that reduce duplicate tickets',
    ],
  },
  features: {
    title: 'What Karla does on your service desk',
    intro: 'Every action goes through your ITSM tool, so it is logged and auditable.',
    items: [
      {
        icon: 'key',
        title: 'Password resets and unlocks',
        description:
          'Karla verifies the employee with multi-factor authentication and resets the password or unlocks the account through your identity provider.',
      },
      {
        icon: 'clipboard',
        title: 'Ticket creation',
        description: 'Karla asks the questions an agent would ask and opens a ticket with the device, application, error message and screenshots attached.',
      },
      {
        icon: 'filter',
        title: 'Triage and routing',
        description: 'Each ticket gets a category, priority and assignment group based on your rules, so it reaches the right team the first time.',
      },
      {
        icon: 'book',
        title: 'Knowledge-base answers',
        description:
          'Karla answers how-to questions from your knowledge articles and shows the source. Questions without a good article are reported to your team.',
      },
      {
        icon: 'bell',
        title: 'Status updates',
        description:
          'Employees ask about their ticket in Teams or Slack and get the current status. During an outage, Karla informs everyone who asks and links them to the major incident.',
      },
      {
        icon: 'workflow',
        title: 'Service catalog requests',
        description: 'Requests for software, hardware or access start with a chat message and run through your service catalog and approval workflows.',
      },
    ],
  },
  integrations: {
    title: 'Built on your ITSM and chat tools',
    intro: 'Karla reads and writes tickets, articles and user records in the platforms your IT team already runs.',
    names: ['ServiceNow', 'Jira Service Management', 'Zendesk', 'Freshservice', 'Microsoft Teams', 'Slack', 'Microsoft Entra ID', 'Okta', 'Confluence'],
  },
  benefits: {
    title: 'What your IT team gains',
    items: [
      {
        icon: 'shield',
        metric: share(0.4),
        title: 'Fewer incidents to resolve',
        description: numbered('With better triage, self-service and knowledge articles, IT teams typically see up to {share} fewer incidents.', {
          share: percent(0.4),
        }),
      },
      {
        icon: 'clock',
        metric: '24/7',
        title: 'Help for every shift and time zone',
        description: 'Employees get help at night, on weekends and in other time zones, without an on-call engineer for password resets.',
      },
      {
        icon: 'timer',
        metric: underMinutes(1),
        title: 'Fast first response',
        description: 'Every request gets a first answer within a minute, and the employee knows the next step right away.',
      },
      {
        icon: 'zap',
        metric: fromDay(1),
        title: 'No new tool to learn',
        description: 'Karla works in Microsoft Teams and Slack, so employees can ask for help from the first day, without training.',
      },
    ],
  },
  closing: {
    title: 'Free your engineers for the work that needs an engineer',
    body: 'Meet our ServiceNow and AI team in a free discovery meeting. We will look at your most common tickets and show you which of them Karla can resolve.',
  },
} as const satisfies LandingCopy
