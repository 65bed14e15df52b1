import { numbered } from '../i18n/copy'
import { SITE } from '../lib/site'

/**
 * Copy of the contact form, its messages, the no-JavaScript result
 * page and the e-mails. `{name}` slots are filled after translation.
 */
export const contactCopy = {
  meta: {
    title: `Contact ${SITE.brand}`,
    description: numbered(
      `Tell ${SITE.brand} what you need. We reply within {days, plural, one {# business day} other {# business days}} to schedule a brief chat.`,
      {
        days: SITE.replyWithinBusinessDays,
      },
    ),
  },
  form: {
    label: 'Contact form',
    fullName: 'Full Name',
    companyName: 'Company Name',
    email: 'Email',
    phoneNumber: 'Phone Number',
    helpWith: 'What can we help you with?',
    helpWithPlaceholder: 'Select an option',
    challenge: 'Briefly, what challenge can we help you solve?',
    challengePlaceholder: 'Tell us about your business and what you would like to automate.',
    required: 'required',
    optional: 'optional',
    securityCheck: 'Security check',
    question: '{a} + {b} = ?',
    answer: 'Your answer',
    newProblem: 'New Problem',
    loadingProblem: 'Loading the math problem…',
    problemUnavailable: 'The math problem could not be loaded.',
    tryAgain: 'Try again',
    noScriptProblem: 'After you press Send Message, we will ask you to solve a short math problem.',
    honeypot: 'Leave this field empty',
    submit: 'Send Message',
    sending: 'Sending...',
    dismiss: 'Dismiss',
  },
  helpWith: {
    'customer-service': 'Speed up customer service',
    'repetitive-tasks': 'Automate repetitive tasks',
    'chatbot-or-voice-agent': 'Set up a chatbot or voice agent',
    servicenow: `${SITE.platform} consultation`,
    'tech-advice': 'General tech advice',
  },
  errors: {
    fullNameRequired: 'Full name is required',
    emailInvalid: 'Please enter a valid email address',
    phoneInvalid: 'Please use only digits, spaces and + ( ) - in the phone number',
    helpWithRequired: 'Please select what we can help you with',
    challengeRequired: 'Please describe the challenge we can help you solve',
    tooLong: 'Please shorten this to at most {max, plural, one {# character} other {# characters}}',
    controlCharacters: 'Please remove the special control characters from this field',
    unreadableCharacter: 'This field contains an unreadable character, often left over from copied text. Please type that part again.',
    captchaRequired: 'Please solve the math problem',
    captchaWrong: 'Please solve the math problem correctly',
    captchaExpired: 'This math problem has expired. Please solve the new one.',
    captchaUsed: 'This math problem was already used. Please solve the new one.',
    turnstileRequired: 'Please complete the security check.',
    turnstileFailed: 'The security check did not succeed. Please try it again.',
    rejected: 'Your message could not be accepted. Please contact us directly by email.',
    rateLimited: 'You have sent several messages in a short time. Please wait a few minutes and try again, or contact us directly.',
    tooLarge: 'Your message is too long. Please shorten it and try again.',
    unsupportedType: 'Please send the form as JSON or as a regular web form.',
    forbidden: 'This form can only be sent from our website.',
    unavailable: 'There was a problem sending your message. Please try again or contact us directly.',
    invalidRequest: 'Please check the form and try again.',
  },
  toast: {
    successTitle: 'Thank you!',
    successBody: "We've received your message and will get back to you soon. Check your email for a confirmation.",
    /** The same, when no confirmation is mailed (`CONTACT_CONFIRMATION` off). */
    successBodyNoConfirmation: "We've received your message and will get back to you soon.",
    errorTitle: 'Error',
    errorBody: 'There was a problem sending your message. Please try again or contact us directly.',
    unexpectedBody: 'There was an unexpected error. Please try again later.',
  },
  page: {
    heading: 'Contact us',
    intro: 'Please check the highlighted fields and send the form again.',
    backHome: 'Back to Home',
  },
  confirmation: {
    subject: `We received your message | ${SITE.brand}`,
    greeting: 'Hello,',
    body: numbered(
      `Thank you for contacting ${SITE.brand}. We have received your message and will reply within {days, plural, one {# business day} other {# business days}} to schedule a brief chat.`,
      { days: SITE.replyWithinBusinessDays },
    ),
    notYou:
      'You are receiving this email because this address was entered in the contact form on our website. If that was not you, please ignore this message.',
    signature: `The ${SITE.brand} team`,
    footer: `${SITE.brand}, ${SITE.city}, ${SITE.country}`,
  },
} as const
