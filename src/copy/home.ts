import { figure, numbered } from '../i18n/copy'
import { money, percent, percentRange, timeOfDay } from '../i18n/numbers'
import { LANGUAGES } from '../lib/languages'
import { DEFAULT_ROI_INPUTS, MONTHS_PER_YEAR, ROI_BADGE_FROM } from '../lib/roi'
import { SITE } from '../lib/site'
import { LABELLED } from './shell'

/** The home page: hero, services, How We Work, about and the contact section. */
export const homeCopy = {
  meta: {
    title: `${SITE.brand} | AI Automation Consultancy in Prague`,
    description:
      'AI chatbots, voice agents and back-office automation for small and medium businesses. We build AI that answers, books and follows up, so your team saves time and money.',
  },
  hero: {
    eyebrow: 'AI automation for small and medium businesses',
    title: 'Save money with AI that does the repetitive work for you',
    subtitle: `${SITE.brand} designs and builds AI agents that answer customers, take bookings and handle back-office tasks around the clock. You get the results of a bigger team without the payroll.`,
    exploreUseCases: 'Explore Use Cases',
    preview: {
      title: `${SITE.assistant}, your AI assistant`,
      status: 'Online now',
      messages: [
        { kind: 'customer', text: numbered('Hi, can I book a table for four tomorrow at {time}?', { time: timeOfDay(19) }) },
        {
          kind: 'agent',
          text: numbered('Of course. A table for four is free tomorrow at {time}. May I have your name and phone number?', { time: timeOfDay(19) }),
        },
        { kind: 'customer', text: 'Anna Horáková, 601 234 567' },
        { kind: 'agent', text: 'Thank you, Anna. Your table is booked, and I have sent you a confirmation by text message.' },
      ],
      outcome: numbered('Booking made at {time}, while the restaurant was closed', { time: timeOfDay(23, 48) }),
    },
    stats: [
      { value: numbered('{years}+', { years: 20 }), label: 'years in IT' },
      { value: '24/7', label: 'answers for your customers' },
      { value: figure(LANGUAGES.length), label: 'languages spoken by your AI agent' },
    ],
  },
  services: {
    eyebrow: 'Services',
    title: 'Four ways AI takes work off your plate',
    intro:
      'Start with the task that costs you the most time. We pick the right kind of AI for it, connect it to the tools you already use and keep improving it after launch.',
    savingsLabel: 'Typical time savings',
    readMore: 'Read more',
    readLess: 'Read less',
    exploreUseCases: 'Explore Use Cases',
    showRoi: 'ROI Calculator',
    hideRoi: 'Hide ROI Calculator',
    cards: [
      {
        icon: 'chat',
        title: 'Conversation AI agents',
        savings: figure(percentRange(0.5, 0.95)),
        description:
          "Chatbots that answer your customers on your website, WhatsApp, Messenger and Instagram, day and night. They know your products, prices and policies, and they answer in the customer's language.\n\nWhen a question needs a person, the agent hands the conversation to your team with a short summary, so nobody has to ask the customer twice. Every answer comes from content you approve.",
        features: [
          'Website chat and messaging apps',
          'Answers from your own knowledge base',
          'Handover to your team with context',
          'Leads captured straight into your CRM',
        ],
      },
      {
        icon: 'phone',
        // The anchor the landing pages' voice add-on links to.
        id: 'voice-ai',
        title: 'Voice AI agents',
        savings: figure(percentRange(0.6, 0.97)),
        description:
          'AI agents that pick up the phone, answer questions, book appointments and qualify new leads. No caller waits on hold, and no call goes to voicemail after hours.\n\nThe agent speaks naturally, checks your calendar in real time and sends a confirmation by text message or email. Urgent calls are transferred to the right person immediately.',
        features: ['Inbound call answering', 'Bookings and rescheduling', 'Lead qualification', 'Transfer to staff when it matters'],
      },
      {
        icon: 'bot',
        title: 'AI employees',
        savings: figure(percentRange(0.4, 0.8)),
        description:
          'Digital co-workers that handle back-office tasks: reading emails and documents, entering data, updating systems and preparing reports. They work through the same tools your team uses.\n\nWe map the process with you first, then automate the steps that follow clear rules. Your people review the exceptions instead of retyping information all day.',
        features: ['Email and document processing', 'Data entry across systems', 'Reports and reminders', 'Human review of exceptions'],
      },
      {
        icon: 'workflow',
        title: 'Enterprise tools',
        savings: figure(percentRange(0.3, 0.8)),
        description: `Custom AI solutions and ${SITE.platform} consulting for companies with more complex processes. We design, configure and integrate workflow platforms so requests, approvals and incidents move without manual chasing.\n\nOur founder has more than eight years of ${SITE.platform} experience, from IT service management to HR and customer service. We bring generative AI into these workflows safely, with the controls your IT team expects.`,
        features: [
          `${SITE.platform} implementation and improvement`,
          'Workflow automation and integrations',
          'Generative AI inside your processes',
          'Governance, security and training',
        ],
      },
    ],
  },
  howWeWork: {
    eyebrow: 'How We Work',
    title: 'From first call to working AI in weeks, not months',
    steps: [
      {
        title: 'Tell us what you need',
        description: numbered(
          'In a free {minutes, plural, one {#-minute} other {#-minute}} call you tell us where your team loses time. We ask about your customers, your tools and your goals.',
          { minutes: SITE.discoveryCallMinutes },
        ),
      },
      {
        title: 'We show you the best AI solution',
        description: 'You get a clear proposal: what we automate, which tools we connect, what it costs and what it should save you.',
      },
      {
        title: 'We build it fast',
        description: 'We build and test the solution with your real questions and data. You review it before any customer sees it.',
      },
      { title: 'You launch and grow', description: 'We launch, watch the results with you and keep improving. As you grow, we add new tasks and channels.' },
    ],
  },
  about: {
    eyebrow: 'About',
    title: 'Experienced engineers, not a sales team',
    paragraphs: [
      `${SITE.brand} is an AI automation consultancy based in Prague. We work with small and medium businesses across Europe and beyond, and we build every solution ourselves.`,
      numbered(
        `Our founder, ${SITE.founder}, has worked in IT for more than two decades, and for more than {years, plural, one {# year} other {# years}} as a ${SITE.platform} consultant for international companies. He started ${SITE.brand} to bring the same automation that large enterprises use to businesses of every size.`,
        { years: 8 },
      ),
    ],
    role: 'Founder and principal consultant',
    highlights: [
      numbered('{years, plural, one {#+ year of IT experience} other {#+ years of IT experience}}', { years: 20 }),
      numbered(`{years, plural, one {#+ year of ${SITE.platform} consulting} other {#+ years of ${SITE.platform} consulting}}`, { years: 8 }),
      'Based in Prague, working worldwide',
    ],
    profile: 'View professional profile',
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Tell us about your business',
    intro: 'Describe the task you would like to automate. We read every message ourselves.',
    expectTitle: 'What to Expect',
    expect: [
      numbered('We reply within {days, plural, one {# business day} other {# business days}} to schedule a brief chat.', {
        days: SITE.replyWithinBusinessDays,
      }),
      numbered('In a {minutes, plural, one {#-minute} other {#-minute}} call we look at your process and your goals.', { minutes: SITE.discoveryCallMinutes }),
      'You receive a clear proposal with costs and expected savings.',
      'No obligation, and no sales pressure.',
    ],
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    locationLabel: 'Office',
    location: 'Prague, Czech Republic',
  },
} as const

/** The ROI calculator's copy; its island loads only when the calculator is opened. */
export const roiCopy = {
  title: 'ROI Calculator',
  intro: 'Estimate what automating a repetitive process could save your business. Enter numbers for the team that does the work today.',
  numberOfEmployees: 'Number of employees on the process',
  averageHourlyWage: 'Average hourly wage (USD)',
  hoursPerWeek: 'Hours per week each spends on the process',
  expectedTimeSavings: 'Expected time savings',
  solutionCost: 'Monthly retainer (USD)',
  setupFee: 'One-time setup fee (USD)',
  currentToolsCost: 'Current tools cost per month (USD)',
  pricesNote: 'Pricing example',
  pricesTooltip: numbered(
    'The setup fee of {setupFee} and the retainer of {retainer} a month are examples. We estimate real prices after analyzing your requirements.',
    {
      setupFee: money(DEFAULT_ROI_INPUTS.setupFee, 'USD'),
      retainer: money(DEFAULT_ROI_INPUTS.solutionCost, 'USD'),
    },
  ),
  calculate: 'Calculate ROI',
  placeholder: 'Fill in the form to see your ROI calculation',
  invalidInputs: 'To calculate, enter a number greater than zero for the employees, the hourly wage and the hours per week.',
  results: 'Your estimated results',
  monthly: 'Monthly',
  annual: 'Annual',
  currentCosts: 'Current costs',
  costSavings: 'Cost savings',
  solutionCostResult: 'Solution cost',
  netSavings: 'Net savings',
  timeSaved: 'Time saved',
  hours: '{hours, plural, one {# hour} other {# hours}}',
  workingDays: '{days, plural, one {# working day} other {# working days}}',
  roi: 'Return on investment',
  payback: 'Payback period',
  /** A label and its colon, the way the language punctuates it ("Payback period:"). */
  labelled: LABELLED,
  months: '{months, plural, one {# month} other {# months}}',
  noPayback: 'Not reached within the first year',
  annualSolutionNote: numbered('Annual solution cost includes the setup fee and {months, plural, one {# month} other {# months}} of retainer.', {
    months: MONTHS_PER_YEAR,
  }),
  staleResults: 'These results are for the numbers you entered before. Press Calculate ROI to update them.',
  badges: {
    unlimited: 'Unlimited ROI',
    excellentHigh: numbered('Outstanding ROI ({from}+)', { from: percent(ROI_BADGE_FROM['excellent-high'] / 100) }),
    excellent: numbered('Excellent ROI ({from}+)', { from: percent(ROI_BADGE_FROM.excellent / 100) }),
    good: numbered('Good ROI ({from}+)', { from: percent(ROI_BADGE_FROM.good / 100) }),
    positive: numbered('Positive ROI ({from}+)', { from: percent(ROI_BADGE_FROM.positive / 100) }),
    negative: 'Needs Optimization (negative)',
  },
} as const
