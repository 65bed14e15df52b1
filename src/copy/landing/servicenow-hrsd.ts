import { numbered } from '../../i18n/copy'
import { fromDay } from './figures'
import type { LandingCopy } from './types'

export const hrsdCopy = {
  meta: {
    title: 'ServiceNow HR Service Delivery Consulting | Karlin Labs',
    description:
      'Karlin Labs implements ServiceNow HR Service Delivery: HR case management, Employee Center, onboarding and offboarding journeys and HR knowledge with AI.',
  },
  hero: {
    eyebrow: 'ServiceNow HR Service Delivery',
    title: 'One place for every HR question and request',
    subtitle:
      'ServiceNow HRSD brings HR cases, policies, employee documents and onboarding tasks into one employee experience. Karlin Labs configures it so your HR team spends less time on repeat questions and more time on people.',
    highlights: [
      'Employee Center as the single entry point to HR',
      'Onboarding and offboarding tasks that run on time',
      'Confidential HR cases with clear access rules',
    ],
  },
  scene: {
    kind: 'chat',
    title: 'HR question',
    messages: [
      { kind: 'customer', text: 'How many vacation days do I have left this year?' },
      { kind: 'agent', text: 'You have nine days left. Would you like to request time off now?' },
    ],
    outcome: 'Answered from the HR system, no ticket needed',
  },
  artefact: {
    kind: 'record',
    id: 'HRC0001583',
    fields: [
      { label: 'Employee question', value: 'How do I apply for parental leave?' },
      { label: 'Knowledge article', value: 'Parental leave: who is eligible, which form to use and when to submit it' },
      { label: 'Case', value: 'Opened for HR to confirm the dates with the employee' },
    ],
  },
  challenge: {
    title: 'HR answers the same questions in every inbox',
    paragraphs: [
      'How many vacation days do I have left? Where is my payslip? Who approves parental leave? HR specialists answer these questions by email and chat every day, and the answer often depends on who replies.',
      'Onboarding runs on a spreadsheet and good memory. New hires arrive without a laptop or a building badge, and leavers keep their system access for weeks after their last day.',
    ],
    points: [
      'Personal emails and chats with no record and no deadline',
      'Sensitive employee data shared through unprotected channels',
      'Onboarding tasks spread across HR, IT, facilities and managers',
      'Policies stored in several places and in several versions',
    ],
  },
  solution: {
    title: 'HR service delivery with structure and privacy',
    paragraphs: [
      'We set up HR case management with your HR services, case templates and assignment groups, and we protect sensitive cases with strict access rules. Employees ask questions and submit requests in Employee Center, where knowledge articles answer many of them before a case is opened.',
      'Lifecycle Events coordinate onboarding, role changes and offboarding across HR, IT, facilities and the line manager. Each party receives its tasks on time, and the new hire sees a clear list of what to do before the first day.',
    ],
    points: [
      'HR services and case templates for your most frequent requests',
      'Employee Center with HR knowledge, forms and case status',
      'Onboarding and offboarding journeys with tasks for every team',
      'Virtual Agent and Now Assist for quick HR answers and case summaries',
    ],
  },
  features: {
    title: 'What your HR team gets',
    intro: 'The setup supports HR generalists, HR specialists, line managers and every employee who needs HR.',
    items: [
      {
        icon: 'inbox',
        title: 'Structured HR cases',
        description: 'Every request has a category, an owner and a due date, and HR agents see their whole queue in one workspace.',
      },
      {
        icon: 'lock',
        title: 'Privacy for sensitive topics',
        description: 'Cases about health, pay or workplace conduct are visible only to the HR roles you allow.',
      },
      {
        icon: 'user-plus',
        title: 'Onboarding before the first day',
        description: 'The contract, equipment, accounts and first-week schedule are prepared before the new hire walks in.',
      },
      {
        icon: 'user-check',
        title: 'Clean offboarding',
        description: 'The termination date in your HR system triggers access removal, asset return and the exit interview.',
      },
      {
        icon: 'book',
        title: 'HR knowledge by location',
        description: 'Employees see the policies that apply to their location and contract type, not one long global list.',
      },
      {
        icon: 'document',
        title: 'Employee letters on request',
        description: 'Employment certificates and other HR letters are created from templates and can be signed electronically.',
      },
    ],
  },
  capabilities: {
    title: 'What ServiceNow HRSD can do',
    intro: 'HR Service Delivery manages HR requests, employee documents, Lifecycle Events and knowledge on the ServiceNow platform.',
    items: [
      {
        icon: 'inbox',
        title: 'HR case and knowledge management',
        description: 'Handles HR inquiries and requests with HR services, templates and SLAs, plus a knowledge base that targets content by audience.',
      },
      {
        icon: 'home',
        title: 'Employee Center',
        description: 'Offers one portal for HR, IT and other departments, with news, requests, to-dos and the status of open cases.',
      },
      {
        icon: 'route',
        title: 'Lifecycle Events',
        description: 'Coordinates onboarding, transfers, leave and offboarding with activity sets for HR, IT, facilities and managers.',
      },
      {
        icon: 'document',
        title: 'Employee Document Management',
        description: 'Stores employee files securely, with retention rules and access limited to the people who need them.',
      },
      {
        icon: 'lock',
        title: 'Confidential case handling',
        description: 'Restricts who can see HR cases through role-based access and security policies for each HR area.',
      },
      {
        icon: 'bot',
        title: 'Virtual Agent and Now Assist for HR',
        description: 'Answers HR questions in chat and summarizes HR cases for the specialist who takes them over.',
      },
    ],
  },
  services: {
    title: 'How Karlin Labs implements HRSD',
    intro: 'We involve HR, IT and data protection from the start, so the rollout respects employee privacy.',
    items: [
      {
        icon: 'clipboard',
        title: 'HR service design',
        description: 'We list your HR services, group them by HR area and decide which ones employees can request directly.',
      },
      {
        icon: 'cog',
        title: 'Case and journey configuration',
        description: 'We build HR case templates, confidentiality rules and activity sets for onboarding and offboarding.',
      },
      {
        icon: 'plug',
        title: 'HR system integration',
        description: 'We sync worker data from Workday, SAP SuccessFactors or your HR system, and connect identity and e-signature tools.',
      },
      {
        icon: 'graduation',
        title: 'Content, training and launch',
        description: 'We help HR write and tag knowledge articles, train HR agents and support the first group of new hires after launch.',
      },
    ],
  },
  integrations: {
    title: 'Connected to your HR and identity systems',
    intro: 'HR Service Delivery needs accurate worker data, so we connect it to the systems where that data lives.',
    names: [
      'Workday',
      'SAP SuccessFactors',
      'Oracle Fusion Cloud HCM',
      'DocuSign',
      'Microsoft Teams',
      'Slack',
      'Microsoft Entra ID',
      'Okta',
      'Microsoft SharePoint',
    ],
  },
  benefits: {
    title: 'What HR and employees gain',
    items: [
      {
        icon: 'clock',
        metric: '24/7',
        title: 'HR answers at any hour',
        description: 'Employees find policies and submit HR requests in Employee Center whenever they need to, also from their phone.',
      },
      {
        icon: 'user-plus',
        metric: fromDay(1),
        title: 'Ready on the first day',
        description: 'New hires have their laptop, accounts and welcome plan on their first day, because every task was scheduled in advance.',
      },
      {
        icon: 'shield',
        metric: 'Same day',
        title: 'Access removed on time',
        description: 'Offboarding tasks remove system access on the last working day, not weeks later.',
      },
      {
        icon: 'home',
        metric: numbered('{portals, plural, one {# portal} other {# portals}}', { portals: 1 }),
        title: 'One entry point for HR',
        description: 'Employees stop searching through email threads and intranet pages, because every HR service starts in the same portal.',
      },
    ],
  },
  closing: {
    title: 'Make HR service simpler for everyone',
    body: 'Book a free discovery meeting. Tell us which HR requests take the most time, and we show how ServiceNow HRSD can handle them.',
  },
} as const satisfies LandingCopy
