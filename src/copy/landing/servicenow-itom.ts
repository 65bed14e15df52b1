import { numbered } from '../../i18n/copy'
import { percent } from '../../i18n/numbers'
import { fromDay, upTo } from './figures'
import type { LandingCopy } from './types'

export const itomCopy = {
  meta: {
    title: 'ServiceNow ITOM Implementation and Consulting | Karlin Labs',
    description:
      'Karlin Labs implements ServiceNow ITOM: Discovery, Service Mapping, Event Management, Health Log Analytics and cloud cost control for fewer outages.',
  },
  hero: {
    eyebrow: 'ServiceNow IT Operations Management',
    title: 'See every service, catch problems early and stop paying for idle cloud',
    subtitle:
      'ServiceNow ITOM discovers your infrastructure, maps it to business services and turns thousands of alerts into a few that matter. Karlin Labs configures it so your operations team fixes issues before users notice them.',
    highlights: [
      'A CMDB filled by automated discovery',
      'Alert noise reduced to actionable alerts',
      numbered('Typically up to {share} lower cloud costs', { share: percent(0.15) }),
    ],
  },
  scene: {
    kind: 'flow',
    title: 'Event correlation',
    steps: ['A burst of alerts from three monitoring tools', 'Alerts grouped into one incident', 'Affected service found in the CMDB'],
    outcome: 'Service owner notified with the probable cause',
  },
  artefact: {
    kind: 'record',
    id: 'Alert0010318',
    fields: [
      { label: 'Affected service', value: 'Online payments' },
      { label: 'AI summary', value: 'Disk latency on the payments database: failed queries and slow checkouts grouped into one alert' },
      { label: 'Suggested action', value: 'Fail over to the standby database and raise a change for the disk' },
    ],
  },
  challenge: {
    title: 'Too many alerts, too little context',
    paragraphs: [
      'Your monitoring tools send thousands of alerts a day. The operations team cannot tell which ones affect payroll or the online store, so the real outage gets lost in the noise.',
      'The CMDB was loaded by hand once and is now out of date. Nobody knows which servers support which application, and the cloud bill grows every month with resources that nobody owns.',
    ],
    points: [
      'Several monitoring tools raising duplicate alerts for one fault',
      'Manual CMDB updates that fall behind every change',
      'Outages reported by users before the operations team sees them',
      'Cloud resources running without an owner or a business purpose',
    ],
  },
  solution: {
    title: 'Operations data tied to your business services',
    paragraphs: [
      'We start with Discovery and Service Graph Connectors to fill the CMDB automatically. Service Mapping then shows how each business service depends on applications, servers, databases and cloud resources.',
      'Event Management collects alerts from your monitoring tools, removes duplicates and groups related alerts by the affected service. Health Log Analytics finds unusual log patterns early, and Cloud Cost Management shows where cloud spend can go down.',
    ],
    points: [
      'Agentless discovery through a MID Server in your network',
      'Service maps for your most critical business services first',
      'Alert correlation that opens one incident instead of fifty',
      'Rightsizing and business hours schedules for cloud resources',
    ],
  },
  features: {
    title: 'What your operations team gets',
    intro: 'Each piece is set up for on-call engineers, service owners and the people who pay the cloud bill.',
    items: [
      {
        icon: 'network',
        title: 'Live service maps',
        description: 'Engineers see which servers, databases and cloud components sit behind a business service, and which of them is failing right now.',
      },
      {
        icon: 'bell',
        title: 'Fewer, better alerts',
        description: 'Related alerts are grouped into one alert with its probable cause, so the on-call engineer starts in the right place.',
      },
      {
        icon: 'zap',
        title: 'Early warning from logs',
        description: 'Unusual patterns in log data raise an alert before a slow service turns into a full outage.',
      },
      {
        icon: 'workflow',
        title: 'Automatic incident creation',
        description: 'Critical alerts open an ITSM incident with the affected service and configuration item already attached.',
      },
      {
        icon: 'savings',
        title: 'Cloud spend by owner',
        description: 'Costs are shown by application, team and cloud account, and every resource has a named owner who is responsible for it.',
      },
      {
        icon: 'database',
        title: 'A CMDB that updates itself',
        description: 'Scheduled discovery keeps servers, software and relationships current, so change risk checks work with real data.',
      },
    ],
  },
  capabilities: {
    title: 'What ServiceNow ITOM can do',
    intro: 'IT Operations Management gives you visibility, health monitoring and cost control across on-premises and cloud infrastructure.',
    items: [
      {
        icon: 'search',
        title: 'Discovery',
        description: 'Finds servers, network devices, applications and cloud resources, and records them with their relationships in the CMDB.',
      },
      {
        icon: 'network',
        title: 'Service Mapping',
        description: 'Builds maps of business services through top-down or tag-based discovery, showing every dependency of the service.',
      },
      {
        icon: 'bell',
        title: 'Event Management',
        description: 'Collects events from monitoring tools, removes duplicates and correlates them into alerts tied to configuration items.',
      },
      {
        icon: 'gauge',
        title: 'AIOps and Health Log Analytics',
        description: 'Applies machine learning to log and metric data to detect anomalies and point to the likely source of a problem.',
      },
      {
        icon: 'plug',
        title: 'Service Graph Connectors',
        description: 'Imports configuration data from tools such as Microsoft Intune and from cloud providers in a consistent, certified format.',
      },
      {
        icon: 'cloud',
        title: 'Cloud Cost Management',
        description: 'Shows cloud spend for AWS, Microsoft Azure and Google Cloud, recommends rightsizing and powers off idle resources on a schedule.',
      },
    ],
  },
  services: {
    title: 'How Karlin Labs implements ITOM',
    intro: 'We build visibility first, then noise reduction, then cost control, so each phase delivers value on its own.',
    items: [
      {
        icon: 'checklist',
        title: 'CMDB health assessment',
        description: 'We measure completeness, correctness and duplicates in your CMDB and plan the data sources that close the gaps.',
      },
      {
        icon: 'server',
        title: 'Discovery and mapping rollout',
        description: 'We install MID Servers, set up credentials and discovery schedules, and map your most critical services first.',
      },
      {
        icon: 'filter',
        title: 'Event and alert tuning',
        description: 'We connect your monitoring tools, write correlation and alert rules, and link critical alerts to incident creation.',
      },
      {
        icon: 'growth',
        title: 'Operations and cost reviews',
        description: 'After launch we review alert quality and cloud savings with your team at regular intervals and adjust the policies.',
      },
    ],
  },
  integrations: {
    title: 'Works with your monitoring and cloud stack',
    intro: 'ServiceNow ITOM pulls data from the clouds, hypervisors and monitoring tools that already run in your environment.',
    names: ['AWS', 'Microsoft Azure', 'Google Cloud', 'VMware vSphere', 'Kubernetes', 'Dynatrace', 'Datadog', 'Splunk', 'SolarWinds', 'Microsoft Intune'],
  },
  benefits: {
    title: 'Results that show on the dashboard and on the bill',
    items: [
      {
        icon: 'savings',
        metric: upTo(0.15),
        title: 'Lower cloud costs',
        description: numbered('Rightsizing, cleanup of idle resources and business hours schedules typically cut cloud costs by up to {share}.', {
          share: percent(0.15),
        }),
      },
      {
        icon: 'clock',
        metric: '24/7',
        title: 'Continuous service health',
        description: 'Event Management and log analytics watch your services day and night, including weekends and holidays.',
      },
      {
        icon: 'cloud',
        metric: 'Same day',
        title: 'New resources in the CMDB',
        description: 'Scheduled cloud discovery adds new virtual machines and databases to the CMDB on its next run, usually on the same day.',
      },
      {
        icon: 'shield',
        metric: fromDay(1),
        title: 'Change risk based on real data',
        description: 'From the first discovery run, change managers can see which services a server change will affect.',
      },
    ],
  },
  closing: {
    title: 'Find out what really runs in your infrastructure',
    body: 'Book a free discovery meeting. We discuss your monitoring tools, your CMDB and your cloud bills, and outline a first ITOM phase.',
  },
} as const satisfies LandingCopy
