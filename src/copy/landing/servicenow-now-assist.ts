import { fromDay, yearsOrMore } from './figures'
import type { LandingCopy } from './types'

export const nowAssistCopy = {
  meta: {
    title: 'ServiceNow Now Assist Consulting and Setup | Karlin Labs',
    description:
      'Karlin Labs sets up ServiceNow Now Assist: case and incident summaries, resolution notes, AI Search answers, Virtual Agent and custom skills in Skill Kit.',
  },
  hero: {
    eyebrow: 'ServiceNow Now Assist',
    title: 'Use generative AI inside your ServiceNow workflows',
    subtitle:
      'Now Assist summarizes records, drafts resolution notes and answers questions from your own knowledge. Karlin Labs switches on the right skills, prepares your data and measures the results, so your agents trust what the AI writes.',
    highlights: [
      'Skills configured for IT, customer service and HR',
      'Guardrails and data privacy set from the start',
      'Custom skills built with Now Assist Skill Kit',
    ],
  },
  scene: {
    kind: 'flow',
    title: 'Case summary',
    steps: ['A long case history with many updates', 'Now Assist writes a short summary', 'Next step suggested to the agent'],
    outcome: 'The agent reads one paragraph instead of the whole history',
  },
  artefact: {
    kind: 'record',
    id: 'INC0010057',
    fields: [
      { label: 'AI summary', value: "The print queue stopped after last night's driver update; several teams cannot print" },
      { label: 'Work notes', value: 'Driver rolled back on the print server and the queue restarted' },
      { label: 'Generated resolution note', value: 'Rolled back the print driver and restarted the queue. Users confirmed that printing works again.' },
    ],
  },
  challenge: {
    title: 'You have Now Assist licenses, but agents barely use them',
    paragraphs: [
      'Many teams activate Now Assist and then wait for results that never arrive. Summaries come back vague because work notes are short and full of internal shorthand. AI Search gives weak answers because half of the knowledge base is out of date.',
      'At the same time, security and data protection questions slow down every step. Nobody is sure which data goes to which language model, which roles may use which skill, or how to show the value against the license cost.',
    ],
    points: [
      'Summaries and generated notes that agents rewrite by hand',
      'Knowledge articles too thin for AI Search to give a direct answer',
      'Open questions about model choice, data privacy and access roles',
      'No baseline, so nobody can show what the licenses return',
    ],
  },
  solution: {
    title: 'A Now Assist rollout planned around real agent work',
    paragraphs: [
      'We start with the records your agents handle every day and pick the skills that save the most time there. Then we fix the inputs: work note habits, knowledge articles and the fields each skill reads.',
      'Next we set the guardrails, roll the skills out to a pilot group and track adoption in the Now Assist Admin console. When a built-in skill does not fit your process, we build a custom skill with Now Assist Skill Kit.',
    ],
    points: [
      'Skill selection based on your ticket volume and handling time',
      'Knowledge base cleanup so AI Search and Genius Results can answer',
      'Now Assist Guardian and role settings agreed with your security team',
      'Pilot group, feedback loop and adoption reporting before the wide rollout',
    ],
  },
  features: {
    title: 'What changes for your teams',
    intro: 'Each skill is tuned to the people who use it, from service desk agents to platform developers.',
    items: [
      {
        icon: 'document',
        title: 'Faster ticket handovers',
        description: 'When a ticket moves from one support tier to the next, the new owner reads a short summary instead of forty work notes.',
      },
      {
        icon: 'checklist',
        title: 'Useful closure notes',
        description:
          'Resolution notes are drafted from the record history, so closed tickets carry clear text for reporting and for future knowledge articles.',
      },
      {
        icon: 'search',
        title: 'Direct answers in the portal',
        description: 'Employees get one clear answer from your knowledge base at the top of the search results, with a link to the source article.',
      },
      {
        icon: 'book',
        title: 'Knowledge from solved tickets',
        description: 'Agents turn a resolved incident or case into a draft knowledge article and send it for review in a few clicks.',
      },
      {
        icon: 'cog',
        title: 'Quicker builds for developers',
        description: 'Developers describe a script or a flow in plain language and review the generated result instead of starting from an empty editor.',
      },
      {
        icon: 'shield',
        title: 'Controlled use of AI',
        description: 'Access to each skill follows your roles, and personal data can be masked before a prompt reaches the language model.',
      },
    ],
  },
  capabilities: {
    title: 'What Now Assist can do',
    intro: 'Now Assist brings generative AI skills into ServiceNow workspaces, portals, chat and development tools.',
    items: [
      {
        icon: 'document',
        title: 'Record summarization',
        description: 'Summarizes incidents, customer cases, HR cases and chat conversations: the issue, the steps taken so far and the current status.',
      },
      {
        icon: 'checklist',
        title: 'Resolution notes generation',
        description: 'Drafts resolution notes from the work notes and comments of an incident or case, for the agent to review before closing.',
      },
      {
        icon: 'search',
        title: 'Now Assist in AI Search',
        description: 'Shows Genius Results: a generated answer drawn from your knowledge articles and catalog items, with links to the sources.',
      },
      {
        icon: 'bot',
        title: 'Now Assist in Virtual Agent',
        description: 'Lets Virtual Agent understand natural phrasing, find the right topic with a large language model and answer from AI Search.',
      },
      {
        icon: 'workflow',
        title: 'Code and flow generation',
        description: 'Now Assist for Creator turns plain-language requests into script suggestions in the editor and multi-step flows in Workflow Studio.',
      },
      {
        icon: 'sparkles',
        title: 'Now Assist Skill Kit',
        description: 'Lets your team build custom generative AI skills, each with its own prompt, inputs and model provider, and run them on your own records.',
      },
    ],
  },
  services: {
    title: 'How Karlin Labs implements Now Assist',
    intro: 'We take you from license to daily use in clear steps, with a measurable result at each one.',
    items: [
      {
        icon: 'file-search',
        title: 'Readiness assessment',
        description: 'We check your release version, workspaces, knowledge quality and work note habits, then rank the skills by the time they can save.',
      },
      {
        icon: 'cog',
        title: 'Skill activation and tuning',
        description: 'We activate the chosen skills in the Now Assist Admin console, adjust their inputs and test them on your real records.',
      },
      {
        icon: 'lock',
        title: 'Governance and model choice',
        description: 'We help you choose the model provider, configure Now Assist Guardian and decide which roles may use which skill.',
      },
      {
        icon: 'graduation',
        title: 'Adoption and custom skills',
        description: 'We train agents and developers, follow usage in the first months and build custom skills where a built-in skill falls short.',
      },
    ],
  },
  integrations: {
    title: 'Model providers and tools around Now Assist',
    intro: 'Now Assist works with the language models, identity systems and content sources your company already uses.',
    names: [
      'Azure OpenAI',
      'Google Gemini',
      'Anthropic Claude',
      'Microsoft Teams',
      'Slack',
      'Microsoft Entra ID',
      'Okta',
      'Microsoft SharePoint',
      'Confluence',
    ],
  },
  benefits: {
    title: 'What a well-run Now Assist rollout returns',
    items: [
      {
        icon: 'zap',
        metric: 'Same day',
        title: "Knowledge from today's fixes",
        description: 'A resolved incident can become a reviewed knowledge article on the same day, not months later when nobody remembers the fix.',
      },
      {
        icon: 'shield',
        metric: fromDay(1),
        title: 'Guardrails before go-live',
        description: 'Guardian settings, data masking and role limits are active before the first agent uses a generative AI skill.',
      },
      {
        icon: 'clock',
        metric: '24/7',
        title: 'Grounded answers at any hour',
        description: 'AI Search and Virtual Agent answer employees from your approved content, also when the service desk is closed.',
      },
      {
        icon: 'badge',
        metric: yearsOrMore(8),
        title: 'Deep platform experience',
        description: 'Our founder has worked on ServiceNow projects for more than eight years and knows how skills behave across releases and upgrades.',
      },
    ],
  },
  closing: {
    title: 'Find out which Now Assist skills bring you the most value',
    body: 'Book a free discovery meeting. We look at your instance, your ticket data and your licenses, and tell you where to start.',
  },
} as const satisfies LandingCopy
