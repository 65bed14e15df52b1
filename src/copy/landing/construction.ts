import { numbered } from '../../i18n/copy'
import { percent } from '../../i18n/numbers'
import { fromDay, upTo } from './figures'
import type { LandingCopy } from './types'

export const constructionCopy = {
  layout: 'split',
  meta: {
    title: 'AI Assistant for Construction Companies | Karlin Labs',
    description: numbered(
      'Karla handles site updates, quality checks, schedules, safety reminders and subcontractor coordination. Construction projects finish up to {share} faster.',
      { share: percent(0.25) },
    ),
  },
  hero: {
    eyebrow: 'AI for construction',
    title: 'Less chasing on site, more building',
    subtitle:
      'Karla collects daily reports, tracks defects, coordinates subcontractors and finds the right drawing in seconds. Site managers and project managers get back the hours they lose to calls and paperwork.',
    highlights: [
      numbered('Up to {share} faster construction projects', { share: percent(0.25) }),
      'Daily reports sent from site by voice or photo',
      'Subcontractors updated without long phone calls',
    ],
  },
  scene: {
    kind: 'flow',
    title: 'Site update',
    steps: [
      'Site manager reports: the concrete delivery is late',
      'Schedule for the next two days updated',
      'Subcontractors and the client told the new times',
    ],
    outcome: 'Everyone works from the same plan',
  },
  challenge: {
    title: 'Your site managers spend more time on the phone than on site',
    paragraphs: [
      'A concrete pour moves because the pump truck is late. The electrician needs the latest revision of the wiring plan. The client wants progress photos. The site manager answers all of it by phone, between inspections and deliveries.',
      'Project information sits in WhatsApp groups, email threads and paper notes. Defects are noted but never closed. A delay in one trade pushes back the next one, and that crew only finds out when it arrives on site.',
    ],
    points: [
      'Daily reports written late in the evening, or not at all',
      'Crews building from an outdated drawing',
      'Subcontractors arriving before their work area is ready',
      'Safety checks that exist on paper but not on site',
    ],
  },
  solution: {
    title: 'Karla connects the site, the office and every trade',
    paragraphs: [
      'Karla is available to your whole project team on WhatsApp, Microsoft Teams or the web. Foremen send a voice message or a photo, and Karla turns it into a structured daily report. Anyone can ask for the latest drawing, the next inspection date or the next delivery and get an answer from your project documents.',
      'When the plan changes, Karla informs the affected subcontractors, asks them to confirm and flags anyone who has not. Project managers see the real status of every site without calling the site manager.',
    ],
    points: [
      'Daily reports built from voice notes and site photos',
      'Defects logged, assigned and followed up until closed',
      'Schedule changes sent to every affected trade',
      'Quick answers from drawings, specifications and contracts',
    ],
  },
  features: {
    title: 'What Karla does on your projects',
    intro: 'Karla supports the people who run the site, not only the people in the office.',
    items: [
      {
        icon: 'conversation',
        title: 'Voice and photo reports',
        description:
          'Foremen report progress in their own words and their own language. Karla writes the daily log with weather, crew size and work completed.',
      },
      {
        icon: 'languages',
        title: 'Multilingual site crews',
        description: 'Many sites employ workers from several countries. Karla answers questions and sends instructions in the language of each worker.',
      },
      {
        icon: 'truck',
        title: 'Delivery coordination',
        description:
          'Karla confirms delivery slots with suppliers and alerts the site manager when an order is late. The site team can plan crane time and unloading space in advance.',
      },
      {
        icon: 'users',
        title: 'Client progress updates',
        description:
          'Karla prepares weekly progress summaries with photos for the client or developer. Clients get answers without calling your project manager.',
      },
      {
        icon: 'receipt',
        title: 'Change requests on record',
        description:
          'When a client or designer asks for a change, Karla records it, attaches the drawings and sends it for approval. Extra work is documented before it starts, not after.',
      },
      {
        icon: 'tasks',
        title: 'Punch lists before handover',
        description:
          'Karla collects open items before handover, assigns each one to the right trade and tracks it until it is closed. The client receives the building with a complete file.',
      },
    ],
  },
  problemSolutions: {
    title: 'Six everyday site problems Karla solves',
    intro: 'Every construction manager knows these problems. Here is how Karla takes them off your desk.',
    items: [
      {
        icon: 'bell',
        title: 'Project updates',
        problem:
          'The project manager calls the site several times a day to ask about progress. The site manager writes the daily report at night, from memory.',
        solution:
          'Foremen send short voice notes and photos during the day. Karla turns them into a daily report and a clear status update that the whole project team can read.',
      },
      {
        icon: 'checklist',
        title: 'Quality control',
        problem:
          "Defects are noted on paper or in a photo on someone's phone. Weeks later, nobody knows if the cracked tile or the missing fire seal was ever fixed.",
        solution:
          'Karla logs every defect with a photo, the exact location and the responsible trade. It reminds the subcontractor until a new photo confirms the fix, then closes the item.',
      },
      {
        icon: 'schedule',
        title: 'Scheduling',
        problem: 'A delay in the structural work shifts the whole plan. The drywall crew still arrives on Monday because nobody told them about the change.',
        solution:
          'When a date changes, Karla informs every trade affected by it and asks each one to confirm. The site manager sees who has confirmed and who still needs a call.',
      },
      {
        icon: 'hard-hat',
        title: 'Safety',
        problem:
          'Safety briefings, permit checks and equipment inspections depend on one busy person remembering them. New workers start without a proper safety orientation.',
        solution:
          'Karla sends reminders for safety briefings and for scaffold and lifting equipment inspections. It gives new workers a safety orientation in their language, and anyone can report a hazard or near miss by photo at any time.',
      },
      {
        icon: 'network',
        title: 'Subcontractor coordination',
        problem:
          'Every subcontractor prefers a different channel. Questions, site access requests and handovers between trades get lost in calls and text messages.',
        solution:
          'Karla becomes the single point of contact for all trades. It answers their routine questions, shares the right documents and records every agreement in your project platform.',
      },
      {
        icon: 'document',
        title: 'Documents',
        problem:
          'The right drawing is somewhere in a shared folder, next to several older versions. Workers lose time searching, or build from an outdated revision.',
        solution:
          'Workers ask Karla for a drawing, a specification or a method statement and receive the current revision. Karla checks your document system, so superseded versions are not shared.',
      },
    ],
  },
  integrations: {
    title: 'Connected to your project platforms and site channels',
    intro: 'Karla works with the construction software and messaging tools your teams use on every project.',
    names: ['Procore', 'Autodesk Construction Cloud', 'Buildertrend', 'Microsoft Teams', 'WhatsApp', 'Google Drive'],
  },
  benefits: {
    title: 'What this means for your projects',
    items: [
      {
        icon: 'timer',
        metric: upTo(0.25),
        title: 'Faster project delivery',
        description: numbered('Construction projects can finish up to {share} faster when information moves between site, office and trades without delay.', {
          share: percent(0.25),
        }),
      },
      {
        icon: 'clipboard',
        metric: 'Same day',
        title: 'Daily reports on time',
        description: 'Daily logs are complete on the same day, written from what the crew reported on site.',
      },
      {
        icon: 'shield',
        metric: '24/7',
        title: 'Safety reporting at any time',
        description: 'Workers can report hazards and near misses the moment they see them, including on night and weekend shifts.',
      },
      {
        icon: 'workflow',
        metric: fromDay(1),
        title: 'Every trade on the same plan',
        description: 'From the first day of the project, every trade receives schedule changes and documents from one source.',
      },
    ],
  },
  closing: {
    title: 'Keep your next project on schedule',
    body: 'Show us how your sites run today in a free discovery meeting. Karlin Labs will point out where Karla saves your site and project managers the most time.',
  },
} as const satisfies LandingCopy
