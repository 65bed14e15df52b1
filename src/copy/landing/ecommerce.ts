import { numbered } from '../../i18n/copy'
import { percent } from '../../i18n/numbers'
import { share, underMinutes, upTo } from './figures'
import type { LandingCopy } from './types'

export const ecommerceCopy = {
  layout: 'split',
  meta: {
    title: 'AI Shopping Assistant for E-commerce Stores | Karlin Labs',
    description: numbered(
      'Karla advises shoppers, tracks orders, handles returns and shipping questions and follows up on abandoned carts. Up to {share} of repetitive inquiries automated.',
      { share: percent(0.7) },
    ),
  },
  hero: {
    eyebrow: 'E-commerce',
    title: 'Answer every shopper in seconds, from product advice to returns',
    subtitle: numbered(
      'Karla helps customers choose the right product, tells them where their order is and guides them through returns. It automates up to {share} of repetitive inquiries, so your support team can focus on the cases that need a person.',
      { share: percent(0.7) },
    ),
    highlights: ['Product advice from your catalog', 'Order status and returns without a ticket', 'Follow-up on abandoned carts'],
  },
  scene: {
    kind: 'chat',
    title: 'Shop assistant',
    messages: [
      { kind: 'customer', text: numbered('I usually wear size {size}. Will these running shoes fit?', { size: '42' }) },
      { kind: 'agent', text: 'This model runs small, so most customers take one size up. Exchanges are free if they do not fit.' },
    ],
    outcome: 'Question answered, order placed',
  },
  challenge: {
    title: '"Where is my order?" should not need a person',
    paragraphs: [
      'Most messages to an online store ask the same things. Where is my parcel? Can I return this? Which size should I order? Do you ship to Austria? Your team answers them by copying tracking numbers and pasting the returns policy, one ticket at a time.',
      'Shoppers with a question before they buy often do not wait for the answer. They leave the product page, the cart stays full, and the sale goes to the store that replied first.',
    ],
    points: [
      'Support queues that grow after every campaign and before every holiday',
      'Order status questions answered by hand, one tracking number at a time',
      'Returns and exchanges handled in long email threads',
      'Carts abandoned because a question went unanswered',
    ],
  },
  solution: {
    title: 'Karla knows your catalog, your orders and your policies',
    paragraphs: [
      'Karla connects to your store platform and to carrier tracking. It finds orders by order number and email address, explains delivery times by country and carrier, and starts a return or exchange according to your returns policy.',
      'Before the purchase, Karla acts like a good sales assistant in a shop. It asks what the customer needs, compares products from your catalog, checks stock and size charts, and adds the right item to the cart. When a cart is abandoned, Karla can follow up on WhatsApp, Messenger or email with the answer the shopper was missing, if the shopper has agreed to receive messages.',
    ],
    points: [
      'Answers based on live stock, prices and delivery options',
      'Returns started in the chat, following your rules',
      'One assistant on your store, WhatsApp, Messenger and Instagram',
      'Handover to your support team with the order already attached',
    ],
  },
  features: {
    title: 'Features that sell and support',
    intro: 'Karla covers the whole customer journey, from the first product question to the return label.',
    items: [
      {
        icon: 'sparkles',
        title: 'Product advice',
        description: 'Karla asks about use, size and budget and recommends products from your catalog, with alternatives when an item is out of stock.',
      },
      {
        icon: 'package',
        title: 'Order status',
        description: 'Customers get the current status of their order and the tracking link without waiting for an agent.',
      },
      {
        icon: 'truck',
        title: 'Shipping questions',
        description: 'Karla explains delivery times, shipping costs, carriers, pickup points and free shipping thresholds for each country you ship to.',
      },
      {
        icon: 'receipt',
        title: 'Returns and exchanges',
        description: 'Karla checks the return window, registers the return and sends the label or instructions, exactly as your policy says.',
      },
      {
        icon: 'cart',
        title: 'Abandoned cart follow-up',
        description: 'Shoppers who leave items in the cart get a helpful message that answers their open question, not a generic discount email.',
      },
      {
        icon: 'conversation',
        title: 'Social and messaging channels',
        description: 'Karla replies to WhatsApp, Messenger and Instagram direct messages with the same product and order knowledge as on your store.',
      },
    ],
  },
  integrations: {
    title: 'Connects to your store and your channels',
    intro: 'Karla works with the store platforms, payment providers and messaging apps online shops use every day.',
    names: ['Shopify', 'WooCommerce', 'Shoptet', 'Magento (Adobe Commerce)', 'Stripe', 'Klaviyo', 'WhatsApp', 'Messenger', 'Instagram'],
  },
  benefits: {
    title: 'What your store gains',
    items: [
      {
        icon: 'chat',
        metric: upTo(0.7),
        title: 'Repetitive inquiries automated',
        description: numbered('Karla handles up to {share} of repetitive questions about orders, shipping and returns on its own.', { share: percent(0.7) }),
      },
      {
        icon: 'clock',
        metric: '24/7',
        title: 'Sales outside office hours',
        description: 'Shoppers get product advice at night and on weekends, when many of them do their shopping.',
      },
      {
        icon: 'timer',
        metric: underMinutes(1),
        title: 'Replies before the shopper leaves',
        description: 'Questions on the product page get an answer while the customer is still deciding.',
      },
      {
        icon: 'savings',
        metric: share(0.15),
        title: 'Lower support costs',
        description: numbered('With routine tickets handled by Karla, online stores typically lower their customer support costs by around {share}.', {
          share: percent(0.15),
        }),
      },
    ],
  },
  closing: {
    title: 'Let Karla answer the questions while your team grows the store',
    body: 'Show us your most frequent customer questions in a free discovery meeting. We will show you how many of them Karla can answer.',
  },
} as const satisfies LandingCopy
