/**
 * JSON for a data block inside HTML (`<script type="application/json">`, JSON-LD):
 * `<`, `>`, `&` and the two JavaScript line separators are escaped so the text can
 * never close the element.
 */
export function htmlSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/** Escapes text for HTML or XML content and attribute values, as numeric character references both read. */
export function escapeMarkup(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
