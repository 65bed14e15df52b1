/**
 * JSON for a data block inside HTML (`<script type="application/json">`, JSON-LD):
 * `<`, `>`, `&` and the two JavaScript line separators are escaped so the text can
 * never close the element.
 */
export function htmlSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/**
 * The one escaper of HTML and XML: text for content and attribute values, as numeric
 * character references both read. `quotes: false` leaves quotes as they are, for text
 * that is only ever content (what the translation providers receive: an apostrophe they
 * see as one is translated as one).
 */
export function escapeMarkup(value: string, quotes = true): string {
  return value.replace(quotes ? /[&<>"']/g : /[&<>]/g, (char) => `&#${char.charCodeAt(0)};`)
}
