import { numbered } from '../../i18n/copy'
import { percent } from '../../i18n/numbers'
import { fromDay, upTo } from './figures'
import type { LandingCopy } from './types'

export const virtualAgentCopy = {
  meta: {
    title: 'ServiceNow Virtual Agent Implementation | Karlin Labs',
    description:
      'Karlin Labs builds ServiceNow Virtual Agent: self-service chat in your portal, Microsoft Teams and Slack, with LLM topic discovery and live agent handoff.',
  },
  hero: {
    eyebrow: 'ServiceNow Virtual Agent',
    title: 'Self-service chat where your employees already work',
    subtitle:
      'ServiceNow Virtual Agent handles password resets, orders and status checks in the portal, Microsoft Teams or Slack. Karlin Labs designs the topics, connects your knowledge and hands complex chats to a live agent with the full context.',
    highlights: [
      numbered('Answers up to {share} of routine questions', { share: percent(0.8) }),
      'Works in the portal, Microsoft Teams and Slack',
      'Live agent handoff with the whole conversation',
    ],
  },
  scene: {
    kind: 'chat',
    title: 'Password reset',
    messages: [
      { kind: 'customer', text: 'I forgot my password.' },
      { kind: 'agent', text: 'I can help. I have sent a code to your phone. Enter it here to set a new password.' },
    ],
    outcome: 'Password reset without calling the service desk',
  },
  artefact: {
    kind: 'record',
    id: 'IMS0002094',
    fields: [
      { label: 'Employee', value: 'My laptop will not connect to the office Wi-Fi' },
      { label: 'Virtual Agent reply', value: 'Forget the network, then sign in again with your company account. Did that work?' },
      { label: 'Outcome', value: 'Still failing, so an incident was opened with the whole conversation attached' },
    ],
  },
  challenge: {
    title: 'Your service desk answers the same chat questions all day',
    paragraphs: [
      'Employees contact the service desk to reset a password, check a ticket or ask how to request software. Each request takes an agent a few minutes, and together they fill the queue.',
      'Many companies tried a chatbot before. It understood only exact keywords, asked the same questions again and again, and ended every chat with a request to open a ticket. Employees soon stopped using it.',
    ],
    points: [
      'Simple requests waiting in the same queue as real outages',
      'A chatbot that needs exact keywords to understand a request',
      'No help for employees outside service desk hours',
      'Handoffs where the live agent asks everything again',
    ],
  },
  solution: {
    title: 'Conversations designed around your top requests',
    paragraphs: [
      'We analyze your ticket and chat history to find the requests that suit self-service best. For each one we build a topic in Virtual Agent Designer that completes the task: it resets the password, orders the item or shows the ticket status.',
      'Depending on your license, topics are found with NLU models or with the large language model in Now Assist in Virtual Agent, which understands how people really phrase things. When the bot cannot help, it hands the chat to a live agent, who sees the conversation and the details already collected.',
    ],
    points: [
      'Topics based on your real ticket data, not on guesses',
      'NLU or LLM topic discovery, matched to your licenses',
      'Answers from your knowledge base through AI Search',
      'Live agent handoff in the agent workspace with the full transcript',
    ],
  },
  features: {
    title: 'What your employees and agents get',
    intro: 'Each conversation is designed to finish a task, not only to point to a link.',
    items: [
      {
        icon: 'key',
        title: 'Password and account help',
        description: 'Employees unlock accounts and reset passwords inside the chat, after an identity check against your directory.',
      },
      {
        icon: 'cart',
        title: 'Ordering in the conversation',
        description: 'Laptops, software and access are requested by chat, and the bot fills in the catalog item with the employee.',
      },
      {
        icon: 'clipboard',
        title: 'Ticket status on request',
        description: 'Employees ask about their open requests and get the status, the assigned group and the next step.',
      },
      {
        icon: 'chat',
        title: 'Inside Microsoft Teams and Slack',
        description: 'The same topics run in the portal, Microsoft Teams and Slack, so employees do not need to install another app.',
      },
      {
        icon: 'headset',
        title: 'Handoff with context',
        description: 'When a person is needed, the live agent receives the transcript and every detail the bot has collected.',
      },
      {
        icon: 'chart',
        title: 'Conversation analytics',
        description: 'Dashboards show which topics resolve requests, where people leave the chat and which questions need a new topic.',
      },
    ],
  },
  capabilities: {
    title: 'What ServiceNow Virtual Agent can do',
    intro: 'Virtual Agent is the conversational platform of ServiceNow for self-service on the web, on mobile and in messaging apps.',
    items: [
      {
        icon: 'workflow',
        title: 'Virtual Agent Designer',
        description: 'Builds conversation topics in a visual editor, with questions, conditions, scripts and actions on ServiceNow records.',
      },
      {
        icon: 'sparkles',
        title: 'NLU and LLM topic discovery',
        description: 'Matches what users type to the right topic, using NLU models or the large language model of Now Assist in Virtual Agent.',
      },
      {
        icon: 'conversation',
        title: 'Many channels, one bot',
        description: 'Runs the same topics in the Service Portal, Employee Center, the Now Mobile app, Microsoft Teams, Slack and WhatsApp.',
      },
      {
        icon: 'search',
        title: 'AI Search in chat',
        description: 'Answers questions directly from knowledge articles and catalog items when no topic matches the request.',
      },
      {
        icon: 'headset',
        title: 'Live agent handoff',
        description: 'Transfers the chat to a live agent through Advanced Work Assignment and keeps the transcript and collected details.',
      },
      {
        icon: 'layers',
        title: 'Prebuilt topics',
        description: 'Includes ready-made topics for IT, customer service and HR requests, such as checking ticket status or resetting a password.',
      },
    ],
  },
  services: {
    title: 'How Karlin Labs delivers Virtual Agent',
    intro: 'We treat the bot like a product: measured, improved and owned by your team after launch.',
    items: [
      {
        icon: 'file-search',
        title: 'Use case discovery',
        description: 'We study your tickets and chat logs and choose the first topics by volume and by how easy they are to automate.',
      },
      {
        icon: 'conversation',
        title: 'Topic design and build',
        description: 'We write the conversation flows, connect them to catalog items and flows, and test them with the way your people really write.',
      },
      {
        icon: 'plug',
        title: 'Channel and identity setup',
        description: 'We connect Microsoft Teams, Slack or WhatsApp and link each chat user to their ServiceNow account through single sign-on.',
      },
      {
        icon: 'growth',
        title: 'Tuning after launch',
        description: 'We review unresolved chats, improve topic discovery and add new topics as the questions of your employees change.',
      },
    ],
  },
  addOn: {
    kind: 'voice',
    title: 'Take self-service to the phone',
    body: 'Karla, the voice AI agent from Karlin Labs, answers calls to your service desk and handles the same requests as the chat: status checks, password guidance and new tickets. Calls it cannot solve go to an agent, with a summary stored in ServiceNow.',
    points: [
      'Answers service desk calls 24/7',
      'Creates and updates tickets in ServiceNow',
      'Tells callers the status of their open tickets',
      'Passes complex calls to an agent with a summary',
    ],
  },
  integrations: {
    title: 'Connected to the channels your people use',
    intro: 'Virtual Agent reaches employees and customers in the chat tools they already open every day.',
    names: ['Microsoft Teams', 'Slack', 'WhatsApp', 'Twilio', 'Microsoft Entra ID', 'Okta', 'Microsoft SharePoint', 'Confluence'],
  },
  benefits: {
    title: 'What good self-service delivers',
    items: [
      {
        icon: 'bot',
        metric: upTo(0.8),
        title: 'Routine questions answered',
        description: numbered('A well-designed Virtual Agent answers up to {share} of routine questions without involving an agent.', { share: percent(0.8) }),
      },
      {
        icon: 'clock',
        metric: '24/7',
        title: 'Help after hours',
        description: 'Night shifts, remote staff and colleagues in other time zones get help while the service desk is closed.',
      },
      {
        icon: 'conversation',
        metric: numbered('{channels, plural, one {# channel} other {# channels}}', { channels: 3 }),
        title: 'Built once, used everywhere',
        description: 'Each topic is built once and works in the portal, in Microsoft Teams and in Slack.',
      },
      {
        icon: 'rocket',
        metric: fromDay(1),
        title: 'Useful from launch',
        description: 'The first release covers your highest-volume requests, so employees see the value from the first day.',
      },
    ],
  },
  closing: {
    title: 'Let us design your first Virtual Agent topics',
    body: 'Book a free discovery meeting. We look at your most common requests and suggest the topics that should go live first.',
  },
} as const satisfies LandingCopy
