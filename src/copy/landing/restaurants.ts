import { numbered } from '../../i18n/copy'
import { percent, percentRange, timeOfDay } from '../../i18n/numbers'
import { shareRange, upTo } from './figures'
import type { LandingCopy } from './types'

export const restaurantsCopy = {
  layout: 'conversation',
  meta: {
    title: 'AI Reservation Assistant for Restaurants | Karlin Labs',
    description:
      'Karla takes reservations, sends reminders to cut no-shows, answers menu and allergen questions, takes takeout orders and answers the phone during service.',
  },
  hero: {
    eyebrow: 'Restaurants',
    title: 'Fill your tables and cut no-shows while your team serves',
    subtitle:
      'Karla takes reservations, reminds guests before they come, answers questions about the menu and allergens and takes takeout orders. Your hosts and servers can look after the guests in the room.',
    highlights: ['Reservations taken day and night', 'Confirmation reminders before every booking', 'Menu and allergen questions answered'],
  },
  scene: {
    kind: 'chat',
    title: 'Booking reminder',
    messages: [
      {
        kind: 'agent',
        text: numbered('Reminder: your table for two is tonight at {time}. Reply {confirm} to confirm or {cancel} to cancel.', {
          time: timeOfDay(20),
          confirm: '1',
          cancel: '2',
        }),
      },
      { kind: 'customer', text: numbered('{cancel}, sorry, something came up.', { cancel: '2' }) },
      { kind: 'agent', text: 'No problem, your booking is cancelled. We hope to see you another time.' },
    ],
    outcome: 'Table offered to the next guest on the waiting list',
  },
  challenge: {
    title: 'The phone always rings at the busiest moment',
    paragraphs: [
      numbered(
        'It is Friday at {time}, every table is taken, and the phone rings again. One caller wants a table for six tomorrow, another asks if the kitchen can cook gluten-free, and a third wants to order takeout. Your host leaves the door to answer, and the guests at the door wait.',
        { time: timeOfDay(19, 30) },
      ),
      'Then there are the tables that stay empty. A party of eight books for Saturday and does not come. Without a reminder, you find out only when the kitchen has already prepared for them and other guests were turned away.',
    ],
    points: [
      'Missed calls and lost bookings during service',
      'No-shows and late cancellations on your busiest nights',
      'Allergen and dietary questions answered from memory',
      'Takeout orders written down by hand, with mistakes',
    ],
  },
  solution: {
    title: 'Karla answers while your team serves',
    paragraphs: [
      'Karla connects to your reservation system and sees your real table availability, covers and table turn times. Guests book on your website, through Google, on WhatsApp or by phone, and each booking appears in your system with party size, occasion and notes.',
      'Karla answers menu questions from the allergen and ingredient information your kitchen provides. When a guest mentions a severe allergy, Karla flags the booking and asks the guest to confirm with the staff on arrival. Takeout orders go straight to your point of sale with the pickup time.',
    ],
    points: [
      'Bookings that respect your floor plan and turn times',
      'Confirmation requests before each reservation, with easy cancellation',
      "Allergen answers only from your kitchen's own data",
      'Takeout orders sent to your point of sale',
    ],
  },
  features: {
    title: 'Made for front of house and the kitchen',
    intro: 'Karla takes over the repetitive guest contact that pulls your staff away from the dining room.',
    items: [
      {
        icon: 'calendar',
        title: 'Table reservations',
        description: 'Guests book, change or cancel a table in a chat or a call. Karla checks availability, party size limits and special opening hours.',
      },
      {
        icon: 'alarm',
        title: 'No-show reminders',
        description:
          'Guests receive a reminder and confirm their table before they come. Canceled tables go back online or to the next guest on the waiting list.',
      },
      {
        icon: 'chef',
        title: 'Menu and allergen answers',
        description: 'Karla answers questions about dishes, allergens and vegetarian, vegan or gluten-free options, using the information from your kitchen.',
      },
      {
        icon: 'cart',
        title: 'Takeout orders',
        description: 'Karla takes the order, repeats it back, confirms the pickup time and sends it to your point of sale.',
      },
      {
        icon: 'users',
        title: 'Groups and private dining',
        description: 'Requests for large parties, private dining and set menus are collected with date, group size and budget and passed to your manager.',
      },
      {
        icon: 'pin',
        title: 'Hours and directions',
        description:
          'Karla answers questions about opening hours, holiday closures, parking, terrace seating and accessibility, using the same details as your Google Business Profile.',
      },
    ],
  },
  addOn: {
    kind: 'phone',
    title: 'Let Karla answer the phone during service',
    body: "Karla's voice agent picks up every call, takes and changes reservations, answers menu questions and takes takeout orders. Calls that need a person, such as complaints or event planning, go to your manager with a short summary.",
    points: [
      'No missed calls during the dinner rush',
      'Bookings written straight into your reservation system',
      'Takeout orders read back to the caller before they are confirmed',
      "Calls answered in the caller's language",
    ],
  },
  integrations: {
    title: 'Works with your reservation and POS systems',
    intro: 'Karla connects to the booking platforms, point-of-sale systems and channels restaurants use every day.',
    names: ['OpenTable', 'Resy', 'SevenRooms', 'Toast', 'Square', 'Lightspeed', 'Google Business Profile', 'WhatsApp'],
  },
  benefits: {
    title: 'What your restaurant gains',
    items: [
      {
        icon: 'clock',
        metric: '24/7',
        title: 'Reservations after closing time',
        description: 'Guests book late at night, when the phone is off and your team has gone home.',
      },
      {
        icon: 'phone',
        metric: shareRange(0.6, 0.97),
        title: 'Less time on the phone',
        description: numbered('Voice agents typically cut the time staff spend answering calls by {range}.', { range: percentRange(0.6, 0.97) }),
      },
      {
        icon: 'bell',
        metric: 'Same day',
        title: 'Covers confirmed before service',
        description: 'Guests confirm their table on the day, so you know your numbers before the kitchen starts its prep.',
      },
      {
        icon: 'chef',
        metric: upTo(0.8),
        title: 'Menu questions answered',
        description: numbered('Karla answers up to {share} of routine questions about the menu, allergens and opening hours.', { share: percent(0.8) }),
      },
    ],
  },
  closing: {
    title: 'Put your team back in the dining room',
    body: 'A free discovery meeting is the first step. We will look at how you take bookings and orders today and show you where Karla saves your staff the most time.',
  },
} as const satisfies LandingCopy
