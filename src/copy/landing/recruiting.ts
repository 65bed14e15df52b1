import { numbered } from '../../i18n/copy'
import { percent, timeOfDay } from '../../i18n/numbers'
import { upTo } from './figures'
import type { LandingCopy } from './types'

export const recruitingCopy = {
  layout: 'split',
  meta: {
    title: 'AI Candidate Screening for Recruiting Teams | Karlin Labs',
    description: numbered(
      'Karla pre-screens candidates, answers their questions about the role and schedules interviews with hiring managers. Cut your hiring cycles by up to {share}.',
      { share: percent(0.4) },
    ),
  },
  hero: {
    eyebrow: 'AI for recruiting and staffing',
    title: 'Screen more candidates without adding recruiters',
    subtitle:
      'Karla pre-screens applicants, answers their questions about the role and books interviews with your hiring managers. Your recruiters spend their time on the candidates who fit.',
    highlights: [
      numbered('Up to {share} shorter hiring cycles', { share: percent(0.4) }),
      'A fast reply for every applicant',
      'Interviews booked without long email chains',
    ],
  },
  scene: {
    kind: 'flow',
    title: 'Candidate screening',
    steps: [
      'Application received for a warehouse supervisor',
      'Screening questions answered in the chat',
      numbered('Interview booked for Tuesday at {time}', { time: timeOfDay(10) }),
    ],
    outcome: 'Recruiter notified with a short summary',
  },
  challenge: {
    title: 'Strong candidates accept other offers while you are still scheduling',
    paragraphs: [
      'A single job post can bring in hundreds of applications. Many do not meet the basic requirements, but someone still has to read each CV and call the promising people to check work permits, notice periods and salary expectations.',
      'Then the calendar work starts. Finding a slot that suits the candidate, the hiring manager and a second interviewer can take days. Good candidates lose interest or accept another offer while they wait for news.',
    ],
    points: [
      'Phone screens that end after the first two questions',
      'Applicants who never hear back after they apply',
      'Interview scheduling that takes days of emails',
      'The same questions about pay, remote work and benefits',
    ],
  },
  solution: {
    title: 'Karla handles first contact, screening and scheduling',
    paragraphs: [
      'Karla contacts every applicant soon after they apply. It asks the screening questions you define for each role, such as required certifications, language skills, availability and salary range. Answers are scored against your criteria and saved to the candidate profile in your applicant tracking system.',
      "Candidates who pass get interview slots from the hiring manager's calendar, and Karla keeps them informed at every step. Your recruiters make every hiring decision. Karla makes sure they have the facts they need.",
    ],
    points: [
      'The same structured questions for every applicant',
      'Screening summaries saved in your applicant tracking system',
      'Interview booking across several calendars at once',
      'Regular status updates that keep candidates engaged',
    ],
  },
  features: {
    title: 'What Karla does in your hiring process',
    intro: 'Karla works on the steps that slow hiring down, from the application to the first interview.',
    items: [
      {
        icon: 'user-check',
        title: 'Candidate pre-screening',
        description:
          'Karla asks about must-have skills, work authorization, location and start date. Applicants who miss a hard requirement get a polite and clear answer.',
      },
      {
        icon: 'chat',
        title: 'Answers for candidates',
        description:
          'Karla answers questions about the role, the team, benefits, hybrid work and next steps. Every answer comes from the job description and the policies you approve.',
      },
      {
        icon: 'calendar',
        title: 'Interviews across calendars',
        description:
          'Karla finds slots that suit the candidate and every interviewer, then sends the invite with a video call link. It handles rescheduling without a recruiter.',
      },
      {
        icon: 'bell',
        title: 'Candidate status updates',
        description: 'Candidates hear from you after each stage, so nobody waits weeks without news. Your reputation as an employer grows with every hire.',
      },
      {
        icon: 'clipboard',
        title: 'Structured screening notes',
        description: "Each screening ends with a short summary, a score and the candidate's own answers. Recruiters can compare candidates side by side.",
      },
      {
        icon: 'users',
        title: 'High-volume hiring',
        description:
          'For seasonal, retail or warehouse roles, Karla screens large numbers of applicants at the same time. Each of them goes through the same fair process.',
      },
    ],
  },
  integrations: {
    title: 'Works with your applicant tracking system and calendars',
    intro: 'Karla reads your open roles and writes screening results back to the tools your recruiters use every day.',
    names: ['Greenhouse', 'Lever', 'Workable', 'Teamtailor', 'LinkedIn', 'Microsoft Teams', 'Google Calendar'],
  },
  benefits: {
    title: 'What recruiting teams gain',
    items: [
      {
        icon: 'timer',
        metric: upTo(0.4),
        title: 'Shorter hiring cycles',
        description: numbered('Hiring cycles can be up to {share} shorter when screening and scheduling no longer wait for a free recruiter.', {
          share: percent(0.4),
        }),
      },
      {
        icon: 'chat',
        metric: '24/7',
        title: 'Answers for candidates at any hour',
        description: 'Many people look for jobs in the evening. Karla answers their questions and starts the screening right away.',
      },
      {
        icon: 'calendar',
        metric: 'Same day',
        title: 'Interviews booked faster',
        description: 'Qualified candidates can receive an interview slot on the same day they apply.',
      },
      {
        icon: 'inbox',
        metric: upTo(0.8),
        title: 'Less inbox work for recruiters',
        description: numbered('Karla can handle up to {share} of routine candidate questions about pay, shifts, benefits and the hiring process.', {
          share: percent(0.8),
        }),
      },
    ],
  },
  closing: {
    title: 'Hire faster with a fair and consistent first step',
    body: 'Tell us about your open roles and hiring volume in a free discovery meeting. Karlin Labs will show you how Karla can shorten your time to hire.',
  },
} as const satisfies LandingCopy
