import { inContext, numbered } from '../../i18n/copy'
import { money } from '../../i18n/numbers'
import type { LegalCopy } from './types'

export const termsOfServiceCopy = {
  meta: {
    title: 'Terms of Service | Karlin Labs',
    description:
      'The terms for using the Karlin Labs website: acceptable use, intellectual property, the role of estimates, limits of liability and the Czech law that applies.',
  },
  title: 'Terms of Service',
  intro: 'These terms set the rules for using the Karlin Labs website. Please read them before you use the website or send us a message.',
  sections: [
    {
      id: 'about-us',
      heading: 'About us',
      paragraphs: [
        'This website is operated by Karlin Labs, based in Prague, Czech Republic. In these terms, "Karlin Labs", "we", "us" and "our" mean Karlin Labs. "You" means any person who visits or uses this website.',
        'Karlin Labs helps small and medium businesses automate their work with AI. We also provide ServiceNow consulting.',
      ],
    },
    {
      id: 'acceptance',
      heading: 'Acceptance of these terms',
      paragraphs: [
        'By using this website, you agree to these terms. If you do not agree, please do not use the website.',
        'If you use the website on behalf of a company or other organization, you confirm that you are allowed to accept these terms for it.',
        'Our Privacy Policy explains how we handle personal data. It is a separate document and is not part of these terms.',
      ],
    },
    {
      id: 'use-of-the-website',
      heading: 'Use of the website',
      paragraphs: [
        'This website is for information only. It describes our services and how we work. Nothing on the website is an offer to enter into a contract.',
        'The return on investment (ROI) calculator, time savings, percentages and other figures on this website are illustrative estimates. They are based on typical results and, where relevant, on the numbers you enter. They are not promises or guarantees of results for your business. Actual results depend on your processes, data and systems.',
        'You may use the website for lawful purposes only. When you use it, you must not:',
      ],
      items: [
        'Copy or collect content with automated tools, such as scrapers or bots, in a way that places an unreasonable load on the website.',
        'Try to get around, test or break the security of the website, or access parts of it that are not meant for you, such as the admin area.',
        'Interfere with the normal operation of the website, for example by sending large volumes of requests or spreading malware.',
        'Use the website in a way that breaks any law or the rights of other people.',
      ],
    },
    {
      id: 'contact-and-communication',
      heading: 'Contact and communication',
      paragraphs: [
        'You can contact us through the contact form or by email. When you do, you must give true information and send only content that you are allowed to share.',
        'You must not use the contact form to send unlawful, abusive, threatening or misleading content, spam, advertising, or content that breaks the rights of other people. The contact form has spam protection and a rate limit, and we may ignore or delete messages that break these rules.',
        'Sending a message or booking a discovery meeting does not create a contract between you and Karlin Labs. It also does not oblige either side to work together. We handle the personal data in your messages as described in our Privacy Policy.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      paragraphs: [
        'Karlin Labs owns or has the right to use all content on this website, including text, graphics, logos, design and software. This content is protected by copyright and other intellectual property laws.',
        'You may view the website and print or save pages for your own information, for example to share inside your company when you evaluate our services. You may not copy, change, publish or sell our content for any other purpose without our written permission.',
        'ServiceNow and other product names, brand names and logos on this website are trademarks of their respective owners. We mention them only to describe the products we work with. This does not mean that these owners endorse Karlin Labs, and it does not imply any partnership or affiliation beyond what the website states.',
      ],
    },
    {
      id: 'service-engagement',
      heading: 'Service engagement',
      paragraphs: [
        'We provide consulting and implementation services only under a separate written agreement, such as a statement of work. That agreement sets out the scope, price, timeline, responsibilities and liability for the work.',
        'If the written agreement and these terms differ, the written agreement prevails for the services. These terms apply only to the use of this website.',
      ],
    },
    {
      id: 'disclaimers-and-liability',
      heading: 'Disclaimers and limitation of liability',
      paragraphs: [
        'We work to keep the website accurate and available. However, we provide the website "as is" and "as available". We do not guarantee that the website will always be available, free of errors or free of viruses, or that its content is complete and up to date. The content of the website is general information and is not professional advice for your specific situation.',
        numbered(
          'To the extent permitted by law, our total liability for any damage that arises from your use of this website is limited to {cap}. This limit covers all claims together. For services that we provide under a written agreement, the liability cap in that agreement applies instead.',
          { cap: money(25000, 'CZK') },
        ),
        'To the extent permitted by law, we are not liable for any loss of profit, lost data or indirect damage that arises from your use of the website, or for the content of websites that we link to.',
        'Nothing in these terms limits or excludes liability that cannot be limited or excluded under Czech law. This includes liability for harm caused intentionally or through gross negligence, and liability for harm to life or health.',
      ],
    },
    {
      id: 'termination',
      heading: 'Termination of access',
      paragraphs: [
        'We may limit, suspend or block your access to the website, in whole or in part, if you break these terms or misuse the website. We may do so without notice where this is needed to protect the website, our visitors or our business.',
        'We may also change, suspend or stop any part of the website at any time. The sections of these terms on intellectual property, liability and governing law remain in effect after your access ends.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and jurisdiction',
      paragraphs: [
        'These terms and any dispute about the use of this website are governed by the laws of the Czech Republic.',
        'The courts of Prague, Czech Republic, have jurisdiction to decide any such dispute.',
        'If you are a consumer, you keep the protection of the mandatory laws of the country where you live. This choice of law and courts does not take away any rights that those laws give you, including your right to bring a claim in the courts of your own country where the law allows it.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time, for example when the website or the law changes. The "Last updated" date on this page shows the current version.',
        'Changes apply from the moment we publish them on this page. If you continue to use the website after a change, you accept the updated terms. If we make material changes, we will announce them on this website.',
      ],
    },
    {
      id: 'contact',
      heading: inContext('legal heading', 'Contact'),
      paragraphs: ['If you have questions about these terms, please write to us at the email address shown on this page. We will answer as soon as we can.'],
    },
  ],
} as const satisfies LegalCopy
