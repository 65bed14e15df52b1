/**
 * Characters that text from outside must not carry, in one place: the contact form's
 * fields and every translation (a provider's answer, the shipped memory, a person's edit)
 * are checked against the same definitions.
 */

/** Unicode format characters (category Cf): bidi overrides and isolates, zero-width spaces and joiners, the BOM. */
const FORMAT_CHARACTER = /\p{Cf}/u

/**
 * The characters that change the direction text is shown in: embeddings and overrides,
 * isolates, the left-to-right, right-to-left and Arabic letter marks. One in a
 * translation reverses what follows it (`Invoice \u202efdp.exe` reads `Invoice exe.pdf`).
 */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u

/** Private-use code points (category Co): no font the site ships draws them, so they show as empty boxes. */
const PRIVATE_USE = /\p{Co}/u

/**
 * C0 controls (NUL included), DEL, C1 controls and the line/paragraph separators.
 * Multi-line text may keep tab and line feed; single-line values may end up in mail
 * headers, so they keep neither: a line break in a header value would start a new header.
 * Single-line values refuse format characters too, which can make a name or subject read
 * differently from what it is.
 */
export function hasControl(value: string, multiline: boolean): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (multiline && (code === 0x09 || code === 0x0a)) continue
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029) return true
  }
  return !multiline && FORMAT_CHARACTER.test(value)
}

/** Why a translation's characters cannot be shown on the site, or null: a control character, a direction control, or a private-use one. */
export function unsafeCharacters(text: string): 'control' | 'bidi' | 'private-use' | null {
  if (hasControl(text, true)) return 'control'
  if (BIDI_CONTROL.test(text)) return 'bidi'
  if (PRIVATE_USE.test(text)) return 'private-use'
  return null
}
