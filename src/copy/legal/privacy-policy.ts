import { inContext, numbered } from '../../i18n/copy'
import { SITE } from '../../lib/site'
import type { LegalCopy } from './types'

export const privacyPolicyCopy = {
  meta: {
    title: 'Privacy Policy | Karlin Labs',
    description:
      'How Karlin Labs in Prague handles your data: what the contact form collects, why, who processes it, how long we keep it, and your rights under the GDPR.',
  },
  title: 'Privacy Policy',
  intro:
    'This policy explains what information Karlin Labs collects through this website, why we collect it and how we protect it. Karlin Labs, based in Prague, Czech Republic, is the controller of your personal data, and the EU General Data Protection Regulation (GDPR) applies.',
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      paragraphs: [
        'We collect as little information as we can. You can read every page of this website without giving us any personal information.',
        'Personal information. We only collect personal information when you send us a message through the contact form. The form asks for the following details:',
      ],
      items: [
        'Your full name.',
        'Your company name (optional).',
        'Your email address.',
        'Your phone number (optional).',
        'The topic you choose under "What can we help you with".',
        'Your message and anything you choose to write in it.',
      ],
      after: [
        'Giving us this information is voluntary. Without your name, email address and message, we cannot answer your inquiry. Please do not include sensitive information, such as health data, in your message.',
        "Non-personal information. With each message, the form also records technical details: the language of the page, the page you sent the form from, your browser's user agent (a short text that names your browser and operating system) and the date and time of sending. These details do not identify you on their own. Because we store them together with your message, we protect them in the same way as your personal information.",
        'We do not use analytics tools, advertising tools or tracking technologies. We do not build profiles of visitors, and we do not make automated decisions about you.',
        'Like every website, this site needs basic technical data to work. When you visit, our hosting provider Cloudflare processes your IP address and request data to deliver the pages, protect the site from attacks and apply a rate limit to the contact form. We do not store your IP address with your message.',
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How we use information',
      paragraphs: ['We use the information from the contact form only for the following purposes:'],
      items: [
        'To read and answer your inquiry.',
        'To prepare a discovery meeting with you, if you want one.',
        'To send you a confirmation email, in the language of the page, that we have received your message.',
        'To protect the contact form against spam and misuse.',
      ],
      after: [
        'Our legal basis for answering your inquiry and preparing a meeting is that you asked us to do so. This means taking steps at your request before a possible contract (Article 6(1)(b) GDPR). Where no contract follows, we rely on our legitimate interest in answering business inquiries (Article 6(1)(f) GDPR). Our legal basis for spam protection and site security is our legitimate interest in keeping the website safe and available (Article 6(1)(f) GDPR).',
        'We never sell your information. We do not send you marketing emails unless you give us separate consent. You can withdraw that consent at any time.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Sharing',
      paragraphs: [
        'We do not sell, rent or trade your personal information. We share it only with service providers that help us run this website. They act as our processors: they may use the data only on our instructions and must keep it secure under a data processing agreement.',
      ],
      items: [
        'Cloudflare hosts this website. It runs the site on its network, stores contact form submissions in its database service (Cloudflare D1), delivers messages to our inbox and sends your confirmation email through its email service, and protects the site against attacks.',
        'The provider of our business email receives the copy of your message that is delivered to our inbox.',
        'We prepared the translations of this website with the help of AI tools. When we connect a machine translation service, it translates our own website text that has no translation yet. Such a service only receives our own website text. We never send your messages or any other personal data to it.',
      ],
      after: [
        'We may also disclose information when the law requires it, for example to a court or public authority, or when it is necessary to establish or defend legal claims. Our professional advisers, such as lawyers and accountants, may see information where needed, and they are bound by confidentiality.',
        'Cloudflare may process data in the European Union and in other countries, including the United States. Where data leaves the European Economic Area, the transfer is protected by the Standard Contractual Clauses approved by the European Commission.',
      ],
    },
    {
      id: 'storage-and-security',
      heading: 'Storage and security',
      paragraphs: [
        'Each contact form submission is first saved in our database (Cloudflare D1) and then delivered by email to our inbox. Saving it first means that your message is not lost if email delivery fails.',
        'We protect your information with reasonable technical and organizational measures. All traffic to this website is encrypted with HTTPS. Only authorized Karlin Labs staff can access submissions, and they must sign in to do so.',
        'To stop spam, the contact form asks a simple arithmetic security question. Our own server creates and signs the question. We do not use a third-party captcha service, and the question does not track you. We also limit how many messages can be sent from one IP address in a given time. Cloudflare processes IP addresses only briefly for this purpose and for site security. We do not store them with your submission.',
        numbered(
          'We keep your submission for {months, plural, one {# month} other {# months}} after our last contact with you, and then we delete it. If your inquiry leads to a client relationship, we keep the information for as long as the law requires for contracts, accounting and tax records. You can ask us to delete your information earlier at any time.',
          { months: SITE.retentionMonths },
        ),
        'No method of sending or storing data is completely secure. If a data breach affects your rights, we will inform you and the supervisory authority as the law requires.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: ['Under the GDPR, you have the following rights regarding your personal data:'],
      items: [
        'Access: you can ask whether we hold data about you and receive a copy.',
        'Rectification: you can ask us to correct inaccurate or incomplete data.',
        'Erasure: you can ask us to delete your data.',
        'Restriction: you can ask us to limit how we use your data, for example while we check a complaint.',
        'Portability: you can ask for the data you gave us in a structured, machine-readable format, or ask us to send it to another organization.',
        'Objection: you can object to processing that is based on our legitimate interests.',
        'Withdrawal of consent: where we rely on your consent, you can withdraw it at any time. This does not affect processing that took place before you withdrew it.',
        'Complaint: you can file a complaint with a supervisory authority. In the Czech Republic, this is the Office for Personal Data Protection (Úřad pro ochranu osobních údajů). You can also contact the authority in the EU country where you live or work.',
      ],
      after: [
        'To use any of these rights, send us an email at the address shown on this page. We may ask you to confirm your identity before we act on your request. This protects your data from other people.',
        'We answer within one month of receiving your request. If a request is complex, or if we receive many requests, we may extend this period by up to two more months. In that case, we will tell you within the first month and explain why. Using your rights is free of charge.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      paragraphs: ['A cookie is a small text file that a website stores in your browser. This website uses as few cookies as possible.'],
      items: [
        'selectedLanguage: a functional cookie that remembers the language you chose. We set it only when you pick a language, and it expires after one year. It contains only the language code.',
        'Session cookie: only for Karlin Labs staff who sign in to the admin area of the website. It is strictly necessary to keep them signed in. Visitors never receive it.',
      ],
      after: [
        'We do not use analytics cookies, advertising cookies or tracking cookies. No third-party cookies are set on our pages.',
        'Because we use only strictly necessary cookies and a cookie that remembers your own choice, we do not show a cookie banner. You can delete or block cookies in your browser settings at any time. If you block the language cookie, the website will still work, but it will not remember your language.',
      ],
    },
    {
      id: 'third-party-links',
      heading: 'Third-party links',
      paragraphs: [
        'This website contains links to websites that we do not operate. These include the scheduling page where you can book a meeting with us, which is run by an external booking service, and LinkedIn profiles.',
        'When you open these links, the third party collects and uses your information under its own privacy policy. If you book a meeting, the booking service processes the details you enter there. We are not responsible for the content or privacy practices of these websites. Please read their privacy policies before you give them any information.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy when our website, our service providers or the law change. The "Last updated" date on this page shows when we last changed it, and the version on this page is always the current one.',
        'If we make material changes, for example if we start collecting new types of personal data, we will announce them on this website.',
      ],
    },
    {
      id: 'contact',
      heading: inContext('legal heading', 'Contact'),
      paragraphs: [
        'If you have questions about this policy or about how we handle your personal data, or if you want to use your rights, please write to us at the email address shown on this page.',
        'The controller of your personal data is Karlin Labs, Prague, Czech Republic.',
      ],
    },
  ],
} as const satisfies LegalCopy

/** Added to "Sharing" only while Cloudflare Turnstile protects the contact form. */
export const turnstilePrivacyCopy = {
  turnstile:
    'Security check. To protect the contact form from automated abuse, we use Cloudflare Turnstile. When the form is shown, Turnstile runs a check in your browser that processes your IP address and technical information about your browser and device, and when you send the form, we ask Cloudflare to confirm the result. We rely on our legitimate interest in keeping the form free of abuse (Article 6(1)(f) GDPR), and Cloudflare does not use this information for advertising.',
} as const
