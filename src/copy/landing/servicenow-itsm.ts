import { numbered } from '../../i18n/copy'
import { percent } from '../../i18n/numbers'
import { fromDay, upTo, yearsOrMore } from './figures'
import type { LandingCopy } from './types'

export const itsmCopy = {
  meta: {
    title: 'ServiceNow ITSM Implementation and Consulting | Karlin Labs',
    description:
      'ServiceNow ITSM from Karlin Labs: incident, problem, change, request, knowledge, CMDB, SLAs and a service portal, with AI that helps cut repeat incidents.',
  },
  hero: {
    eyebrow: 'ServiceNow IT Service Management',
    title: 'An IT service desk that removes causes, not just tickets',
    subtitle: numbered(
      'Karlin Labs sets up ServiceNow ITSM around how your IT team really works: clear incident routing, changes that do not break production and a portal where employees help themselves. With problem management and self-service in place, teams typically see up to {share} fewer incidents.',
      { share: percent(0.4) },
    ),
    highlights: [
      numbered('Up to {share} fewer incidents', { share: percent(0.4) }),
      'Incident, problem, change and request in one flow',
      'A CMDB your change managers can trust',
    ],
  },
  scene: {
    kind: 'flow',
    title: 'Incident triage',
    steps: ["Incident created from an employee's chat", 'Category and assignment group suggested', 'Similar resolved incidents linked'],
    outcome: 'Routed to the right team without manual triage',
  },
  artefact: {
    kind: 'record',
    id: 'INC0010042',
    fields: [
      { label: 'Priority', value: '2 – High' },
      { label: 'Assignment group', value: 'Network support' },
      { label: 'AI summary', value: "VPN drops for remote staff since this morning's client update" },
      { label: 'Suggested resolution', value: 'Roll back the VPN client and link the incidents to one problem' },
    ],
  },
  challenge: {
    title: 'Tickets get closed, but the same issues come back',
    paragraphs: [
      'Your service desk closes hundreds of tickets a week, yet the same VPN, printer and password issues return every Monday. Problem records are rarely opened, so the root causes stay in place.',
      'Changes go live with weak risk checks because the CMDB does not show what depends on what. SLA breaches appear only in the monthly report, when it is too late to act.',
    ],
    points: [
      'Tickets assigned to the wrong group and passed from team to team',
      'Repeat incidents with no problem record behind them',
      'Changes approved without knowing which services they affect',
      'A catalog that employees avoid, so they email IT instead',
    ],
  },
  solution: {
    title: 'ITSM processes configured for your team, with AI where it helps',
    paragraphs: [
      'We map how your team works today, then configure incident, problem, change and request management close to ServiceNow best practice. We avoid heavy customization, because it makes every upgrade slow and expensive.',
      'On top of the processes we add automation: assignment rules and Predictive Intelligence for routing, catalog items fulfilled by flows, and Now Assist summaries for agents. The CMDB receives the data that your incident and change teams actually need.',
    ],
    points: [
      'Categories and assignment rules that reach the right group the first time',
      'Problem management that links repeat incidents to one root cause',
      'Change models with risk assessment based on CMDB relationships',
      'Service catalog items with automated fulfillment flows',
    ],
  },
  features: {
    title: 'What your IT team gets',
    intro: 'Every part is configured for the daily work of agents, resolver groups, change managers and employees.',
    items: [
      {
        icon: 'inbox',
        title: 'Complete incident intake',
        description: 'Incidents arrive from the portal, email and Microsoft Teams with category, priority and assignment group already filled in.',
      },
      {
        icon: 'file-search',
        title: 'Root cause tracking',
        description: 'Related incidents are grouped under one problem record, and known errors are published so agents can apply the workaround at once.',
      },
      {
        icon: 'checklist',
        title: 'Safer change approvals',
        description: 'Standard changes run from preapproved templates, while normal changes get a risk score and a place on the Change Advisory Board agenda.',
      },
      {
        icon: 'cart',
        title: 'Self-service that people use',
        description:
          'Employees order laptops, software and access from clear catalog items, while approvals and provisioning run through flows in the background.',
      },
      {
        icon: 'timer',
        title: 'SLA warnings in time',
        description: 'Agents and team leads see SLA timers in the workspace and get an alert before a breach, not after it.',
      },
      {
        icon: 'database',
        title: 'A CMDB people rely on',
        description: 'Configuration items, owners and service relationships stay current, so incident and change teams see what is affected.',
      },
    ],
  },
  capabilities: {
    title: 'What ServiceNow ITSM can do',
    intro: 'ServiceNow ITSM covers the full service desk lifecycle on one platform and one data model.',
    items: [
      {
        icon: 'alarm',
        title: 'Incident management',
        description: 'Logs, categorizes, prioritizes and routes service disruptions, including major incident handling and updates to affected users.',
      },
      {
        icon: 'search',
        title: 'Problem management',
        description: 'Finds the root cause behind repeat incidents, records known errors with workarounds and tracks the permanent fix.',
      },
      {
        icon: 'workflow',
        title: 'Change management',
        description:
          'Plans, assesses and approves changes with change models, conflict detection, a change calendar and approval by the Change Advisory Board.',
      },
      {
        icon: 'cart',
        title: 'Request management and service portal',
        description:
          'Offers catalog items and record producers in the Service Portal or Employee Center, with approvals and fulfillment tasks behind each order.',
      },
      {
        icon: 'book',
        title: 'Knowledge management',
        description: 'Stores articles with versions, review workflows and user feedback, and suggests relevant articles to agents and employees.',
      },
      {
        icon: 'database',
        title: 'CMDB and service level management',
        description: 'Holds configuration items and their relationships, and measures response and resolution times against your SLA definitions.',
      },
    ],
  },
  services: {
    title: 'How Karlin Labs delivers ITSM',
    intro: 'From the first workshop to stable operation, we work in short phases that your team can follow.',
    items: [
      {
        icon: 'clipboard',
        title: 'Process workshops',
        description: 'We review your incident, change and request flows with the people who run them and agree on the scope of the first release.',
      },
      {
        icon: 'wrench',
        title: 'Configuration close to baseline',
        description: 'We configure forms, assignment rules, SLAs and catalog items with as little custom code as possible, so future upgrades stay simple.',
      },
      {
        icon: 'plug',
        title: 'Integrations and data load',
        description: 'We connect email, Microsoft Teams, identity and development tools, and load users, groups, locations and configuration items.',
      },
      {
        icon: 'support',
        title: 'Go-live and hypercare',
        description: 'We train agents and process owners, stay close to your team in the first weeks after launch and fix what real usage reveals.',
      },
    ],
  },
  integrations: {
    title: 'ITSM connected to your IT stack',
    intro: 'We connect ServiceNow ITSM to the identity, collaboration, development and endpoint tools your IT team already runs.',
    names: ['Microsoft Teams', 'Slack', 'Microsoft Entra ID', 'Okta', 'Jira', 'Azure DevOps', 'Microsoft Intune', 'PagerDuty', 'Microsoft Exchange Online'],
  },
  benefits: {
    title: 'Results IT leaders can report',
    items: [
      {
        icon: 'trend',
        metric: upTo(0.4),
        title: 'Fewer incidents',
        description: numbered('Problem management and better self-service typically remove up to {share} of incidents at the source.', { share: percent(0.4) }),
      },
      {
        icon: 'clock',
        metric: '24/7',
        title: 'Self-service around the clock',
        description:
          'Employees can order items, report issues and check the status of their tickets in the portal at any time, without calling the service desk.',
      },
      {
        icon: 'shield',
        metric: fromDay(1),
        title: 'Audit-ready changes',
        description: 'From the first day after go-live, every change carries its risk assessment, approvals and implementation record.',
      },
      {
        icon: 'badge',
        metric: yearsOrMore(8),
        title: 'ServiceNow know-how',
        description: 'Our founder brings more than eight years of ServiceNow consulting and over twenty years in IT to your service desk project.',
      },
    ],
  },
  closing: {
    title: 'Ready for a service desk with fewer repeat incidents?',
    body: 'Book a free discovery meeting. Bring your current ticket numbers, and we will show where ServiceNow ITSM and AI can bring them down.',
  },
} as const satisfies LandingCopy
