import { numbered } from '../../i18n/copy'
import { percent, percentRange } from '../../i18n/numbers'
import { shareRange, upTo } from './figures'
import type { LandingCopy } from './types'

export const financeCopy = {
  layout: 'split',
  meta: {
    title: 'AI Client Assistant for Accounting Firms | Karlin Labs',
    description:
      'Karla collects client documents, sends deadline reminders, onboards new clients and answers routine tax questions, so your accountants can focus on the work.',
  },
  hero: {
    eyebrow: 'Accounting and financial services',
    title: 'Stop chasing clients for receipts and bank statements',
    subtitle:
      'Karla asks clients for missing documents, reminds them of filing deadlines and answers their routine questions in a chat. Your accountants get complete files and more time for advice.',
    highlights: ['Automatic requests for missing documents', 'Deadline reminders for every client', 'New clients onboarded step by step'],
  },
  scene: {
    kind: 'chat',
    title: 'Client portal',
    messages: [
      { kind: 'customer', text: 'Which documents do you still need for my VAT return?' },
      { kind: 'agent', text: 'Two supplier invoices from March are missing. Upload them here and I will pass them to your accountant.' },
    ],
    outcome: 'Documents collected before the filing deadline',
  },
  challenge: {
    title: 'Your team spends tax season chasing paperwork',
    paragraphs: [
      'Before every filing deadline the same pattern repeats. Bank statements arrive as phone photos, invoices are missing, and clients send the same question by email, phone and text message. Accountants spend their evenings writing reminders instead of preparing returns.',
      'New clients add more work. Engagement letters, identity checks, powers of attorney and access to the accounting software all take several rounds of email before the real work can start.',
    ],
    points: [
      'Missing bank statements, invoices and receipts just before the deadline',
      'Clients who miss VAT, payroll and annual filing dates',
      'Slow onboarding with engagement letters and identity checks',
      'Partners answering the same questions about deductions and deadlines',
    ],
  },
  solution: {
    title: 'A client assistant that keeps the paperwork moving',
    paragraphs: [
      'Karla knows which documents each client owes for each period. It sends a clear list and accepts uploads through a secure link. It checks that each file is the right type and covers the right period, and it reminds the client until the list is complete. Your team sees the status for every client in one place.',
      'Karla answers routine questions, such as which deadline applies, what a tax return needs or how to book a meeting, from guidance your firm has approved. Questions that need professional judgment go to the responsible accountant with the full context attached.',
    ],
    points: [
      'Document checklists per client and per filing period',
      'Reminders timed to VAT, payroll and annual deadlines',
      'Onboarding with e-signature and identity checks',
      'Answers only from content your firm has approved',
    ],
  },
  features: {
    title: 'Features for accounting and advisory firms',
    intro: 'Karla covers the client communication around your work, not the accounting itself.',
    items: [
      {
        icon: 'file-search',
        title: 'Document collection',
        description: 'Karla requests bank statements, invoices, receipts and payroll records, and tracks what is still missing for each client and period.',
      },
      {
        icon: 'alarm',
        title: 'Deadline reminders',
        description: 'Clients get reminders before VAT, payroll and tax return deadlines, together with the list of what your team still needs from them.',
      },
      {
        icon: 'user-plus',
        title: 'Client onboarding',
        description: 'New clients receive the engagement letter for e-signature, the identity check request and a welcome guide in one guided flow.',
      },
      {
        icon: 'calculator',
        title: 'Tax-season answers',
        description: 'Karla answers routine questions about deadlines, required documents and fees, using content your partners have reviewed.',
      },
      {
        icon: 'calendar',
        title: 'Meeting booking',
        description: "Clients book a call or meeting directly in their accountant's calendar, and the topic is recorded before the meeting starts.",
      },
      {
        icon: 'lock',
        title: 'Secure document exchange',
        description: 'Clients send documents through secure upload links instead of email attachments. Access follows the permissions you set for your team.',
      },
    ],
  },
  integrations: {
    title: 'Connects to your practice tools',
    intro: 'Karla works alongside the accounting, e-signature and office software your firm already uses.',
    names: ['Xero', 'QuickBooks', 'Sage', 'Dext', 'Karbon', 'DocuSign', 'Microsoft 365', 'Google Workspace', 'Calendly'],
  },
  benefits: {
    title: 'What your firm gets back',
    items: [
      {
        icon: 'clock',
        metric: '24/7',
        title: 'Clients served on their schedule',
        description: 'Clients upload documents and get answers late in the evening, when they finally sit down with their paperwork.',
      },
      {
        icon: 'savings',
        metric: shareRange(0.4, 0.8),
        title: 'Less time chasing documents',
        description: numbered('Once automated, back-office tasks such as document requests and reminders typically take {range} less staff time.', {
          range: percentRange(0.4, 0.8),
        }),
      },
      {
        icon: 'chat',
        metric: upTo(0.8),
        title: 'Routine questions answered',
        description: numbered('Karla answers up to {share} of routine tax-season questions, so partners and accountants can focus on advice.', {
          share: percent(0.8),
        }),
      },
      {
        icon: 'user-check',
        metric: 'Same day',
        title: 'Faster client onboarding',
        description: 'A new client can receive, sign and return the engagement letter and identity check on the day they sign up.',
      },
    ],
  },
  closing: {
    title: 'Spend tax season on the returns, not on reminders',
    body: 'Tell us in a free discovery meeting where your team loses time with clients. We will show you which tasks Karla can take over.',
  },
} as const satisfies LandingCopy
