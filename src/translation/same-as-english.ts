/**
 * Short site strings that are rightly the same word in another language as in English:
 * "Menu" in French, "Cookies" in German, "Error" in Spanish. A translation identical to
 * the English is accepted for these, so nothing has to be padded or glossed just to look
 * different. Keys are the English text (without a context).
 */
const SAME: Readonly<Record<string, string>> = {
  Cookies: 'de fr es it pt nl da',
  'E-commerce': 'nl id ms',
  Menu: 'fr it pt nl da id ms',
  optional: 'de',
  Error: 'es',
  Contact: 'fr nl',
  Status: 'de da nl no sv id ms',
  Spam: 'de es pt',
  Name: 'de',
  Message: 'fr',
  Password: 'it',
  Open: 'nl',
  'Download sitemap.xml': 'da',
  'Over {share}': 'da no',
  '{minutes, plural, one {< # min} other {< # min}}': 'da nl sv',
  '{count, plural, one {# URL} other {# URLs}}': 'de',
}

/** Whether a translation may be identical to the English text in this language. */
export function sameAsEnglish(text: string, lang: string): boolean {
  return SAME[text.trim()]?.split(' ').includes(lang) ?? false
}
