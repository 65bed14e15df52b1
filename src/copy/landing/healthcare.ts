import { numbered } from '../../i18n/copy'
import { percent, timeOfDay } from '../../i18n/numbers'
import { share, upTo } from './figures'
import type { LandingCopy } from './types'

export const healthcareCopy = {
  layout: 'conversation',
  meta: {
    title: 'AI Booking Assistant for Clinics and Wellness | Karlin Labs',
    description:
      'Karla books and reschedules appointments, sends reminders that cut no-shows, answers clinic questions and hands urgent cases to your staff. No medical advice.',
  },
  hero: {
    eyebrow: 'Healthcare and wellness',
    title: 'A front desk that answers patients around the clock',
    subtitle:
      'Karla books, moves and confirms appointments, reminds patients before their visit and answers questions about opening hours and services. It never gives medical advice: anything clinical or urgent goes straight to your staff.',
    highlights: ['Online booking and rescheduling, day and night', 'Reminders that reduce no-shows', 'Urgent cases handed over to your staff'],
  },
  scene: {
    kind: 'chat',
    title: 'Patient scheduling',
    messages: [
      { kind: 'customer', text: 'I need to move my physiotherapy appointment on Monday.' },
      {
        kind: 'agent',
        text: numbered('I can offer Tuesday at {first} or Wednesday at {second}. Which suits you better?', { first: timeOfDay(9, 30), second: timeOfDay(16) }),
      },
      { kind: 'customer', text: 'Wednesday, please.' },
    ],
    outcome: 'Appointment moved, with a reminder the day before',
  },
  challenge: {
    title: 'Your reception desk is the bottleneck',
    paragraphs: [
      numbered(
        'At {time} the phone lines open and the queue starts. Receptionists book appointments, move others, check referrals and explain again where to park, while patients in the waiting room also need their attention.',
        { time: timeOfDay(8) },
      ),
      'Every missed appointment is an empty slot that another patient needed. Patients forget, cannot get through to cancel, or do not know they had to fast before a blood test and must come back another day.',
    ],
    points: [
      'Phone queues at opening time and over the lunch break',
      'No-shows and late cancellations that leave gaps in the schedule',
      'Repeat visits because patients missed the preparation instructions',
      'Staff answering the same questions about hours, prices and parking',
    ],
  },
  solution: {
    title: 'Karla handles the routine, your staff handle the patients',
    paragraphs: [
      'Karla connects to your booking system and offers patients real free slots by doctor, therapist, service and location. Patients book, reschedule or cancel in a chat on your website or on WhatsApp, and every freed slot goes back on offer.',
      'Karla works within strict limits. It does not diagnose, recommend treatment or interpret test results. When a patient describes symptoms that may be urgent, Karla shows the emergency number and alerts your staff at once. Routine requests are sorted, so your team sees the urgent ones first.',
    ],
    points: [
      'Booking rules per service, such as visit length, room and referral',
      'Reminders by text message, email or WhatsApp before each visit',
      'Preparation instructions sent with every confirmation',
      'A clear handover to a person for anything clinical',
    ],
  },
  features: {
    title: 'Built for the daily work of a clinic',
    intro: 'Each feature follows the booking and safety rules your clinic already works by.',
    items: [
      {
        icon: 'calendar',
        title: 'Appointment booking',
        description:
          'Patients choose a practitioner, service and time from your live schedule. Karla checks the booking rules, such as first visit or follow-up, before it confirms.',
      },
      {
        icon: 'schedule',
        title: 'Rescheduling and cancellations',
        description: 'Patients move or cancel an appointment without calling the clinic. Karla offers the freed slot to patients on the waiting list.',
      },
      {
        icon: 'bell',
        title: 'Reminders that cut no-shows',
        description:
          'A reminder goes out before each visit with a simple way to confirm or reschedule. Your team can see which patients have not confirmed yet.',
      },
      {
        icon: 'clipboard',
        title: 'Pre-visit instructions',
        description:
          'Karla sends the right instructions for each service: fasting before a blood test, documents and referrals to bring, forms to fill in and when to arrive.',
      },
      {
        icon: 'stethoscope',
        title: 'Routine or urgent triage',
        description: 'Karla recognizes messages that may be urgent and hands them to your staff immediately. It never offers a diagnosis or medical advice.',
      },
      {
        icon: 'shield',
        title: 'Careful with patient data',
        description:
          'Karla asks only for the details a booking needs. We agree on data storage, retention and access with you and set them up in line with GDPR.',
      },
    ],
  },
  addOn: {
    kind: 'voice',
    title: 'Add a voice agent for the clinic phone line',
    body: "Many patients still prefer to call. Karla's voice agent answers the phone in a calm, clear voice, books and moves appointments and answers questions about hours and services. When a caller needs a nurse or a doctor, or sounds urgent, the call goes to your staff straight away.",
    points: [
      'Answers calls at opening time, over lunch and after hours',
      'Books into the same schedule as online booking',
      'Transfers urgent and clinical calls to a person',
      'Leaves a short written summary of every call',
    ],
  },
  integrations: {
    title: 'Connects to your booking system',
    intro: 'Karla works with the practice software, calendars and messaging channels your clinic already uses.',
    names: ['Doctolib', 'Cliniko', 'Mindbody', 'Calendly', 'Google Calendar', 'Microsoft Outlook', 'WhatsApp', 'Twilio'],
  },
  benefits: {
    title: 'What your clinic gains',
    items: [
      {
        icon: 'clock',
        metric: '24/7',
        title: 'Booking outside opening hours',
        description: 'Patients book and reschedule in the evening and on weekends, when they have time to plan their visit.',
      },
      {
        icon: 'chat',
        metric: upTo(0.8),
        title: 'Fewer calls to reception',
        description: numbered('Karla answers up to {share} of routine questions about opening hours, prices, location and preparation for a visit.', {
          share: percent(0.8),
        }),
      },
      {
        icon: 'schedule',
        metric: 'Same day',
        title: 'Freed slots filled again',
        description: 'When a patient cancels, Karla offers the slot to the waiting list on the same day.',
      },
      {
        icon: 'savings',
        metric: share(0.15),
        title: 'Lower front-desk costs',
        description: numbered('With routine booking and reminders automated, clinics typically lower their front-desk costs by around {share}.', {
          share: percent(0.15),
        }),
      },
    ],
  },
  closing: {
    title: 'Give your receptionists time for the patients in front of them',
    body: 'Start with a free discovery meeting. We will map your booking rules and show you how Karla can take over the routine calls and messages.',
  },
} as const satisfies LandingCopy
