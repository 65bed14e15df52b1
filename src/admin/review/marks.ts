/**
 * How review mode finds every string on a rendered page without changing how any page is
 * written. The page renders with a dictionary whose every entry is wrapped in private-use
 * characters carrying the string's number (`\uE000 12 \uE001 text \uE002`); afterwards
 * `markUp` turns each run in the page's text into `<span data-review="12">` (nested runs
 * nest), strips the characters from attributes, titles, options, script data and text a
 * sighted reviewer cannot see (visually hidden, `aria-hidden`, `hidden`): those strings are
 * "not shown as text" and listed in the panel. A mark is a button of its own (one tab stop)
 * only where it is not inside a link, a button or a label, whose own stop it would double:
 * those strings are reached through the panel's list. Every island but the review panel is
 * switched off, its markup no longer matching its props. Visitors' renders never pass here.
 */
import type { Dictionary } from '../../i18n/copy'
import { sourceText } from '../../i18n/copy'

const START = '\uE000'
const MID = '\uE001'
const END = '\uE002'
const MARKERS = /[\uE000-\uE002]/g
const DIGITS = /^[0-9]+$/

/**
 * A dictionary that marks each reviewable string's translation (or its English, where none
 * exists yet) with the string's number, its index in `strings`; other strings pass as they are.
 */
export function markDictionary(strings: readonly string[], dictionary: Dictionary, reviewable: (entry: string) => boolean): Map<string, string> {
  return new Map(
    strings.map((entry, id) => {
      const text = dictionary.get(entry) ?? sourceText(entry)
      return [entry, reviewable(entry) ? `${START}${id}${MID}${text}${END}` : text]
    }),
  )
}

/** Elements whose content is not page text: strings there are recorded, never wrapped. */
const RAW = /^<(script|style|title|textarea|option)\b/i
/** Elements with no content, which have no closing tag. */
const VOID = /^<(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)\b/i
/** Text a sighted reviewer cannot point at: visually hidden, hidden from assistive technology, or not rendered. */
const UNSEEN = /\sclass="(?:[^"]*\s)?sr-only[\s"]|\saria-hidden="true"|\shidden(?:=""|[\s/>])/
/** Elements that take focus or act on a click themselves: a mark inside one is no button of its own. */
const INTERACTIVE = /^<(a|button|label|summary|select)\b|\srole="(?:button|link|menuitem\w*|tab|checkbox|radio|switch|option)"/i

/** What the elements around a piece of text make of it. */
interface Around {
  unseen: boolean
  interactive: boolean
}

export interface MarkedPage {
  html: string
  /** The numbers of strings that appear as text the reviewer can point at. */
  visible: Set<number>
}

/** Turns a rendered page's marks into reviewable spans (see above). `keepIsland` names the one island left working. */
export function markUp(html: string, keepIsland: string): MarkedPage {
  const visible = new Set<number>()
  let raw: string | null = null
  // The open elements, innermost last (React's markup is well formed: every non-void element is closed).
  const open: ({ name: string } & Around)[] = []
  let out = ''
  for (const piece of html.split(/(<[^>]*>)/)) {
    if (piece.startsWith('<')) {
      const tag = stripIds(piece).replace(/\bdata-island="([\w-]+)"/, (attribute, name: string) =>
        name === keepIsland ? attribute : `data-island-off="${name}"`,
      )
      const opening = RAW.exec(tag)
      if (opening) raw = (opening[1] as string).toLowerCase()
      else if (raw && new RegExp(`^</${raw}\\b`, 'i').test(tag)) raw = null
      track(open, tag)
      out += tag
      continue
    }
    const around = open.at(-1) ?? { unseen: false, interactive: false }
    out += raw || around.unseen ? stripIds(piece) : wrap(piece, visible, around.interactive)
  }
  return { html: out, visible }
}

/** Keeps `open` in step with a tag: an opening one adds its element (inheriting what its parent is), a closing one removes it. */
function track(open: ({ name: string } & Around)[], tag: string): void {
  const name = /^<\/?([a-zA-Z][\w-]*)/.exec(tag)?.[1]?.toLowerCase()
  if (!name) return
  if (tag.startsWith('</')) {
    const at = open.findLastIndex((element) => element.name === name)
    if (at >= 0) open.length = at
    return
  }
  if (VOID.test(tag) || tag.endsWith('/>')) return
  const parent = open.at(-1)
  open.push({ name, unseen: (parent?.unseen ?? false) || UNSEEN.test(tag), interactive: (parent?.interactive ?? false) || INTERACTIVE.test(tag) })
}

/** Text of a raw element or of a tag's attributes, with the marks (and the numbers they carry) taken out. */
function stripIds(text: string): string {
  return text.replace(/\uE000[0-9]*\uE001/g, '').replace(MARKERS, '')
}

/**
 * One text node's marks as spans. Each node is balanced on its own: a string that a
 * component splits around an element (a link in a sentence) is wrapped part by part, and
 * an end with no start in this node is dropped, so the spans never cross a tag. Outside
 * interactive elements the outermost mark is a button (nested ones are not: no button in a button).
 */
function wrap(text: string, visible: Set<number>, inside: boolean): string {
  if (!text.includes(START) && !text.includes(END)) return text
  let out = ''
  let at = 0
  let open = 0
  while (at < text.length) {
    const char = text[at] as string
    if (char === START) {
      const mid = text.indexOf(MID, at)
      const id = text.slice(at + 1, mid)
      if (mid < 0 || !DIGITS.test(id)) {
        at++
        continue
      }
      visible.add(Number(id))
      out += inside || open > 0 ? `<span data-review="${id}">` : `<span data-review="${id}" role="button" tabindex="0">`
      open++
      at = mid + 1
    } else if (char === END || char === MID) {
      if (char === END && open > 0) {
        out += '</span>'
        open--
      }
      at++
    } else {
      out += char
      at++
    }
  }
  return out + '</span>'.repeat(open)
}
