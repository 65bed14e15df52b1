/**
 * Visitor text shown to the owner (the notification e-mail, the admin inbox) with its
 * direction contained, so it reads in the order it was typed.
 *
 * - Explicit direction controls, the embeddings and overrides U+202A–U+202E and the
 *   isolates U+2066–U+2069, are replaced by a visible mark naming them, `[U+202E]`, and
 *   counted, so the reader can be told. Otherwise `Invoice \u202Efdp.exe` shows as
 *   `Invoice exe.pdf`, and an override left open reverses whatever follows it on screen.
 * - The marks that only place neutral characters (LRM, RLM, ALM) stay: right-to-left
 *   writers use them, and they cannot reorder letters.
 * - Each line is then shown on its own, isolated (`isolatedLines` for plain text; an
 *   element with `dir="auto"` per line in HTML), so no line's direction reaches the next.
 */

const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/g
const LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/
/** FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE: the line takes the direction of its first letter, inside itself only. */
const FSI = '\u2068'
const PDI = '\u2069'

export interface ContainedText {
  /** The text's lines, every direction control in them replaced by its visible mark. */
  lines: string[]
  /** How many direction controls were made visible: 0 when the text had none. */
  controls: number
}

/** The visible stand-in for a direction control: `[U+202E]`. */
export function controlMark(control: string): string {
  return `[U+${(control.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}]`
}

/** The text with every direction control replaced by its visible mark (line breaks kept as they are). */
export function markDirectionControls(text: string): string {
  return text.replace(DIRECTION_CONTROL, controlMark)
}

/** The text split into lines, with its direction controls made visible and counted. */
export function containDirection(text: string): ContainedText {
  const controls = text.match(DIRECTION_CONTROL)?.length ?? 0
  return { lines: markDirectionControls(text).split(LINE_BREAK), controls }
}

/** The text on one line, its direction controls made visible: for a name, a heading or a preview. */
export function containedLine(text: string): string {
  return containDirection(text).lines.join(' ')
}

/** Plain text of contained lines, each between FSI and PDI. */
export function isolatedLines(lines: readonly string[]): string {
  return lines.map((line) => `${FSI}${line}${PDI}`).join('\n')
}
