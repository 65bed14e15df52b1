import { numbered } from '../../i18n/copy'
import { percent, timeOfDay } from '../../i18n/numbers'
import { allLanguages, over } from './figures'
import type { LandingCopy } from './types'

export const hotelsCopy = {
  layout: 'split',
  meta: {
    title: 'AI Concierge and Guest Assistant for Hotels | Karlin Labs',
    description: numbered(
      "Karla handles over {share} of guest requests: in-room service, hotel information, direct bookings and messages after the stay, in the guest's language, 24/7.",
      { share: percent(0.5) },
    ),
  },
  hero: {
    eyebrow: 'Hotels and hospitality',
    title: 'A digital concierge for every guest, at any hour',
    subtitle: numbered(
      'Karla answers guest questions, takes in-room requests, turns website visitors into direct bookings and stays in touch after checkout. It handles over {share} of guest requests, so your front desk can focus on the guests in the lobby.',
      { share: percent(0.5) },
    ),
    highlights: [
      numbered('Over {share} of guest requests handled', { share: percent(0.5) }),
      'More direct bookings, less commission',
      "Answers in the guest's own language",
    ],
  },
  scene: {
    kind: 'chat',
    title: numbered('Guest chat, room {room}', { room: '214' }),
    messages: [
      { kind: 'customer', text: 'Could we get two extra pillows and a late checkout tomorrow?' },
      { kind: 'agent', text: numbered('Of course. Housekeeping is bringing the pillows now, and your checkout is moved to {time}.', { time: timeOfDay(13) }) },
    ],
    outcome: 'Request sent to housekeeping with the room number',
  },
  challenge: {
    title: 'Your front desk cannot be everywhere',
    paragraphs: [
      numbered(
        'Guests contact the front desk about everything. What time is breakfast? Can I get extra towels? Is the spa open tomorrow? Can you order a taxi for {time}? Each request is small, but together they pull the reception away from arrivals and departures.',
        { time: timeOfDay(6) },
      ),
      'Before the stay, booking questions come in by email and phone, and many guests give up and book through an online travel agency, which costs you commission. After checkout, contact ends, and the guest does not hear from you until they search for a hotel again.',
    ],
    points: [
      'The same questions about breakfast, Wi-Fi, parking and checkout time',
      'In-room requests lost between the front desk, housekeeping and maintenance',
      'Commission paid on bookings that could have been direct',
      'No contact with guests after they leave',
    ],
  },
  solution: {
    title: 'Karla supports the whole guest journey',
    paragraphs: [
      "Karla connects to your property management system and knows each guest's reservation. Guests scan a QR code in the room or write on WhatsApp. Karla answers questions about the hotel and the city and sends requests to housekeeping, maintenance or room service with the room number.",
      'On your website, Karla checks live rates and availability, explains the room types and leads the guest to a direct booking. After the stay, it thanks the guest, asks for a review and shares an offer for the next visit.',
    ],
    points: [
      'Requests routed to the right department with the room number',
      'Hotel information kept up to date in one place',
      'Direct booking with live rates and availability',
      'Thank-you messages and review requests after checkout',
    ],
  },
  features: {
    title: 'Features for hotels and serviced apartments',
    intro: 'Karla supports your team from the first booking question to the review after checkout.',
    items: [
      {
        icon: 'hotel',
        title: 'In-room requests',
        description: 'Guests ask for towels, pillows, a late checkout or a repair. Karla sends the request to the right team and confirms it to the guest.',
      },
      {
        icon: 'book',
        title: 'Guest information hub',
        description:
          'Breakfast times, the Wi-Fi password, spa hours, parking and local tips are available in a chat, so the printed folder in the room is no longer needed.',
      },
      {
        icon: 'card',
        title: 'Direct booking',
        description: 'Karla shows live rates, explains room types and guides the guest to book on your website instead of through an online travel agency.',
      },
      {
        icon: 'key',
        title: 'Pre-arrival and check-in',
        description: 'Before arrival, Karla collects the arrival time, special requests and registration details, so check-in at the desk takes less time.',
      },
      {
        icon: 'sparkles',
        title: 'Upsells during the stay',
        description: 'Karla offers room upgrades, late checkout, spa treatments and restaurant tables to guests at the moment they are most relevant.',
      },
      {
        icon: 'mail',
        title: 'Post-stay engagement',
        description: 'After checkout, guests receive a thank-you message, a review request and an offer for their next stay.',
      },
    ],
  },
  addOn: {
    kind: 'voice',
    title: 'Add a voice agent for the reception phone',
    body: "Karla's voice agent answers calls to the hotel, checks availability, takes bookings and answers questions about the property. Guests can also call from their room to place requests, and your team receives them like any other request.",
    points: [
      'Answers reservation calls at night and during busy check-in hours',
      'Takes bookings with live rates from your system',
      'Passes complaints and special cases to the duty manager',
      'Speaks with each guest in their own language',
    ],
  },
  integrations: {
    title: 'Connects to your hotel systems',
    intro: 'Karla works with the property management systems, channel managers and booking channels hotels rely on.',
    names: ['Mews', 'Cloudbeds', 'Oracle OPERA Cloud', 'SiteMinder', 'Booking.com', 'Expedia', 'WhatsApp', 'Messenger'],
  },
  benefits: {
    title: 'What your hotel gains',
    items: [
      {
        icon: 'conversation',
        metric: over(0.5),
        title: 'Guest requests handled',
        description: numbered('Karla typically handles over {share} of guest requests on its own, so the front desk can focus on arrivals and departures.', {
          share: percent(0.5),
        }),
      },
      {
        icon: 'clock',
        metric: '24/7',
        title: 'A concierge on every shift',
        description: 'Guests who arrive late at night or leave before dawn get the same fast answers as guests at noon.',
      },
      {
        icon: 'languages',
        metric: allLanguages,
        title: "Answers in the guest's language",
        description: 'International guests write in their own language and receive a clear answer in the same language.',
      },
      {
        icon: 'growth',
        metric: 'Same day',
        title: 'Reviews while the stay is fresh',
        description: 'Guests receive a thank-you message and a review request on the day they check out, while they still remember the details.',
      },
    ],
  },
  closing: {
    title: 'Make every stay easier for your guests and your staff',
    body: 'Walk us through your guest journey in a free discovery meeting. We will show you which requests Karla can take off your front desk.',
  },
} as const satisfies LandingCopy
