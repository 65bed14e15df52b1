/**
 * Short strings that are rightly the same word in another language as in English:
 * "Menu" in French, "Cookies" in German, "Chatbot" nearly everywhere. A translation
 * identical to the English is accepted for these, so nothing has to be padded or
 * glossed just to look different. Keys are the English text; `*` means every language.
 */
const SAME: Readonly<Record<string, readonly string[]>> = {
  Chatbot: ['*'],
  Chatbots: ['de', 'nl', 'sv', 'no', 'da', 'it', 'es', 'pt', 'fr', 'cs', 'sk', 'id', 'ms'],
  Cookies: ['de', 'nl', 'da', 'fr', 'it', 'pt', 'es'],
  'E-commerce': ['nl', 'sv', 'no', 'da', 'it', 'fr', 'pt', 'es', 'cs', 'sk', 'id', 'ms'],
  Menu: ['fr', 'it', 'pt', 'nl', 'da', 'id', 'ms'],
  Portal: ['de', 'es', 'pt', 'sv', 'no', 'da', 'cs', 'sk', 'id', 'ms'],
  Portals: ['nl'],
  Status: ['de', 'nl', 'sv', 'no', 'da', 'cs', 'sk', 'id', 'ms'],
  Email: ['de', 'nl', 'sv', 'no', 'da', 'id', 'ms'],
  'E-mail': ['*'],
  Hotels: ['de', 'nl'],
  Marketing: ['de', 'nl', 'sv', 'no', 'da', 'fr', 'it', 'pt', 'es', 'cs', 'sk', 'id', 'ms', 'tr', 'fi'],
  Recruiting: ['de'],
  Restaurants: ['de', 'fr', 'nl'],
  optional: ['de'],
  Error: ['es'],
  Contact: ['fr', 'nl'],
  Admin: ['*'],
  Newsletter: ['de', 'nl', 'sv', 'no', 'da', 'fr', 'it', 'es', 'pt', 'cs', 'sk'],
  Partner: ['de', 'nl', 'sv', 'no', 'da', 'cs'],
  Team: ['de', 'nl', 'sv', 'no', 'da'],
  Workspace: ['*'],
  Omnichannel: ['*'],
  WhatsApp: ['*'],
  LinkedIn: ['*'],
}

/** Whether a translation may be identical to the English text in this language. */
export function sameAsEnglish(text: string, lang: string): boolean {
  const languages = SAME[text.trim()]
  return languages !== undefined && (languages.includes('*') || languages.includes(lang))
}
