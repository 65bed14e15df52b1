import { numbered } from '../../i18n/copy'
import { fromDay } from './figures'
import type { LandingCopy } from './types'

export const csmCopy = {
  meta: {
    title: 'ServiceNow CSM Implementation and Consulting | Karlin Labs',
    description:
      'Karlin Labs implements ServiceNow Customer Service Management: case handling, omnichannel service, a customer portal, playbooks and handoff to field service.',
  },
  hero: {
    eyebrow: 'ServiceNow Customer Service Management',
    title: 'Customer service that connects your agents to the teams behind them',
    subtitle:
      'ServiceNow CSM links each customer case to the billing, logistics, product and field teams that fix the cause. Karlin Labs configures it so every request reaches the right person, and customers can follow progress without calling you.',
    highlights: [
      'Chat, email, phone and messaging in one workspace',
      'Guided playbooks for your common case types',
      'Field service work orders created from the case',
    ],
  },
  scene: {
    kind: 'chat',
    title: 'Customer case',
    messages: [
      { kind: 'customer', text: 'My order arrived damaged.' },
      { kind: 'agent', text: 'I am sorry to hear that. I have opened a case and arranged a replacement. You will get the tracking details by email.' },
    ],
    outcome: 'Case created with the photos attached',
  },
  artefact: {
    kind: 'record',
    id: 'CS0004217',
    fields: [
      { label: 'Customer question', value: 'Why was I charged twice for my last invoice?' },
      { label: 'AI summary', value: 'A card payment was retried and taken twice; no refund has been issued yet' },
      { label: 'Suggested reply', value: 'We found the second charge and have started the refund. We will email you when it is on its way.' },
    ],
  },
  challenge: {
    title: 'Your customers repeat themselves on every channel',
    paragraphs: [
      'A customer sends an email, then calls, then writes in chat about the same order. Each contact creates a new record, and each agent asks the same questions again. Behind the service desk, billing, logistics and product teams work in separate tools, so nobody sees the full picture.',
      'When a technician must visit the site, someone types the case details again into another system. The customer waits, escalates and leaves a poor review.',
    ],
    points: [
      'Duplicate cases for one issue across email, phone and chat',
      'Agents switching between the CRM, the order system and spreadsheets',
      'No shared view of contracts, entitlements and installed products',
      'Manual handoff from the service desk to field technicians',
    ],
  },
  solution: {
    title: 'One case, one history, one workspace',
    paragraphs: [
      'We configure ServiceNow CSM so every contact attaches to one case, linked to the account, contact, product and contract. Agents work in the CSM workspace with the customer history next to the conversation.',
      'Playbooks guide agents step by step through returns, billing disputes or outages. Back office teams receive tasks inside the same case, and field service work orders are created from it with the details already filled in.',
    ],
    points: [
      'Advanced Work Assignment routes each chat, email and call to the right agent',
      'Playbooks for your most frequent case types',
      'A customer portal for new cases, case status and answers',
      'Now Assist case summaries for faster handovers between agents',
    ],
  },
  features: {
    title: 'What your service team gets',
    intro: 'The setup follows the daily work of agents, team leads, back office specialists and your customers.',
    items: [
      {
        icon: 'conversation',
        title: 'All channels in one view',
        description: 'Chat, email, phone and messaging conversations open in the same workspace, attached to the right customer account.',
      },
      {
        icon: 'tasks',
        title: 'Guided case handling',
        description: 'Playbooks show each agent the next step for a return, a billing dispute or a service outage, so new agents work like experienced ones.',
      },
      {
        icon: 'users',
        title: 'Back office collaboration',
        description: 'Billing, logistics and product teams get their tasks inside the case instead of in separate email threads.',
      },
      {
        icon: 'truck',
        title: 'Field service handoff',
        description: 'A case that needs a technician becomes a work order, with the asset, the location and the problem description carried over.',
      },
      {
        icon: 'globe',
        title: 'Customer self-service',
        description: 'Customers open cases, check their status and read help articles in a portal with your branding, day or night.',
      },
      {
        icon: 'chart',
        title: 'Service insight for managers',
        description: 'Dashboards show backlog, SLA status and the main reasons customers contact you, so managers can fix causes and not only symptoms.',
      },
    ],
  },
  capabilities: {
    title: 'What ServiceNow CSM can do',
    intro: 'Customer Service Management connects customer engagement with the operations that resolve each issue.',
    items: [
      {
        icon: 'inbox',
        title: 'Case management',
        description: 'Tracks cases together with accounts, contacts, products, assets, entitlements and SLAs on one record.',
      },
      {
        icon: 'conversation',
        title: 'Omnichannel engagement',
        description: 'Handles chat, email, phone, web and messaging apps, with Advanced Work Assignment routing work by agent skill and capacity.',
      },
      {
        icon: 'globe',
        title: 'Customer Service Portal',
        description: 'Gives business customers and consumers a portal to raise cases, follow progress and search the knowledge base.',
      },
      {
        icon: 'tasks',
        title: 'Customer service playbooks',
        description: 'Guides agents through standard processes with stages and activities that are designed in Process Automation Designer.',
      },
      {
        icon: 'truck',
        title: 'Work orders for field service',
        description: 'Creates Field Service Management work orders from a case for on-site repairs, installations and inspections.',
      },
      {
        icon: 'bell',
        title: 'Proactive customer service',
        description: 'Links cases to known issues and outages, so you can inform affected customers before they contact you.',
      },
    ],
  },
  services: {
    title: 'How Karlin Labs implements CSM',
    intro: 'We plan, build and launch in steps that keep your customer service running during the change.',
    items: [
      {
        icon: 'map',
        title: 'Customer journey review',
        description: 'We follow your top case types from first contact to resolution and mark the points where time and information get lost.',
      },
      {
        icon: 'cog',
        title: 'Workspace and routing setup',
        description: 'We configure case types, entitlements, work assignment queues and playbooks to match your service model.',
      },
      {
        icon: 'link',
        title: 'Channel and system integration',
        description: 'We connect email, phone, WhatsApp and your CRM or ERP, so agents see orders and contracts inside the case.',
      },
      {
        icon: 'graduation',
        title: 'Agent coaching and launch support',
        description: 'We coach agents and team leads on the new workspace and adjust routing and playbooks in the weeks after go-live.',
      },
    ],
  },
  addOn: {
    kind: 'voice',
    title: 'Add a voice AI agent to your customer line',
    body: 'Karla, the voice AI agent from Karlin Labs, answers customer calls, checks order or case status in ServiceNow and opens a new case when needed. Calls that need a person go to a live agent, with a call summary already on the case.',
    points: [
      'Answers routine customer calls 24/7',
      "Finds the caller's open cases and reads out their status",
      'Creates new cases with a summary of the call',
      'Transfers to a live agent without losing context',
    ],
  },
  integrations: {
    title: 'Connected to your customer-facing systems',
    intro: 'We link ServiceNow CSM to the CRM, contact center, messaging and ERP tools that hold your customer data.',
    names: ['Salesforce', 'SAP', 'Amazon Connect', 'Genesys Cloud', 'Twilio', 'WhatsApp', 'Microsoft Teams', 'Microsoft Outlook'],
  },
  benefits: {
    title: 'What better customer service looks like',
    items: [
      {
        icon: 'clock',
        metric: '24/7',
        title: 'Service outside office hours',
        description: 'The customer portal and messaging channels let customers raise and follow their cases at any hour.',
      },
      {
        icon: 'layers',
        metric: numbered('{cases, plural, one {# case} other {# cases}}', { cases: 1 }),
        title: 'One case per issue',
        description: 'Every email, call and chat about the same problem lands on one case with one shared history.',
      },
      {
        icon: 'truck',
        metric: 'Same day',
        title: 'Faster technician dispatch',
        description: 'Cases that need a site visit become work orders right away, so your dispatchers can plan them on the same day.',
      },
      {
        icon: 'badge',
        metric: fromDay(1),
        title: 'Playbooks from launch',
        description: 'Your most common case types have guided playbooks ready when agents log in to the new workspace for the first time.',
      },
    ],
  },
  closing: {
    title: 'Let us look at your customer service flow',
    body: 'Book a free discovery meeting. We review how cases move today and show what ServiceNow CSM and AI could change for your customers.',
  },
} as const satisfies LandingCopy
