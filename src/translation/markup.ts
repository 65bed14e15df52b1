/**
 * Protection of the parts of a text a provider must not touch: brand and product terms,
 * `{name}` slots and, in a plural branch, the `#` that stands for the number. Each is wrapped in an element the provider is told to keep (DeepL XML
 * `<x id="N">`, HTML `<span translate="no" id="bN">`); the element still contains the
 * term, so the engine sees it for grammar. Afterwards every element must come back
 * exactly once; it is replaced by the canonical term and entities are decoded.
 */
import { escapeMarkup } from '../lib/html'
import { PROTECTED_TERMS } from '../lib/site'

export type MarkupFormat = 'xml' | 'html'

export interface Protected {
  /** The text as sent to the provider. */
  markup: string
  /** The protected pieces, by element id. */
  pieces: readonly string[]
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Protected terms (longest first, so "Virtual Agent Designer" wins over "Virtual Agent")
 * and `{slot}`s. No word boundary after a term: languages that inflect add endings to it
 * ("ServiceNowu", "Virtual Agentem") and the term is still kept.
 */
const TERMS = `\\b(?:${[...PROTECTED_TERMS]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|')})`
/** The protected terms as a regular expression source, for other checks. */
export const protectedTermPattern = (): string => TERMS
const PROTECTED = new RegExp(`\\{\\w+\\}|${TERMS}`, 'g')
/** The same, plus the `#` of a plural branch. */
const PROTECTED_IN_BRANCH = new RegExp(`#|\\{\\w+\\}|${TERMS}`, 'g')

const escapeText = (text: string) => escapeMarkup(text, false)

function element(format: MarkupFormat, id: number, piece: string): string {
  return format === 'xml' ? `<x id="${id}">${escapeText(piece)}</x>` : `<span translate="no" id="b${id}">${escapeText(piece)}</span>`
}

/**
 * Escapes the text and wraps every protected term and slot in a keep-as-is element.
 * With a `sample` number, the text is a plural branch: its `#` is sent as that number
 * (so the provider inflects the words for it) and comes back as `#`.
 */
export function protect(text: string, format: MarkupFormat, sample?: string): Protected {
  const pieces: string[] = []
  let markup = ''
  let last = 0
  for (const match of text.matchAll(sample === undefined ? PROTECTED : PROTECTED_IN_BRANCH)) {
    const shown = match[0] === '#' && sample !== undefined ? sample : match[0]
    markup += escapeText(text.slice(last, match.index)) + element(format, pieces.length, shown)
    pieces.push(match[0])
    last = match.index + match[0].length
  }
  return { markup: markup + escapeText(text.slice(last)), pieces }
}

/** The protected terms and slots of a text, in order. */
export function protectedPieces(text: string): string[] {
  return text.match(PROTECTED) ?? []
}

/** True when nothing but protected terms, slots, digits, spaces and punctuation is left: there is nothing to translate. */
export function onlyProtected(text: string): boolean {
  return !/\p{L}/u.test(text.replace(PROTECTED, ''))
}

/** A private-use character marks where a piece goes back: no provider output contains it. */
const MARK = '\uE000'
const MARKED = new RegExp(`${MARK}(\\d+)${MARK}`, 'g')
const ELEMENT = /<(x|span)\b[^>]*?\bid="b?(\d+)"[^>]*>([\s\S]*?)<\/\1>/g

/**
 * Puts the canonical pieces back and decodes entities. Returns null when the markup
 * was mangled: an element missing, repeated, unknown, or any other tag left over.
 */
export function restore(output: string, pieces: readonly string[]): string | null {
  const seen = new Set<number>()
  let broken = false
  const replaced = output.replace(ELEMENT, (_element, _tag, idText: string) => {
    const id = Number(idText)
    if (seen.has(id) || id >= pieces.length) broken = true
    seen.add(id)
    // A placeholder keeps its canonical value; the provider's copy of it is ignored.
    return `${MARK}${id}${MARK}`
  })
  if (broken || seen.size !== pieces.length || /<\/?[a-z][^>]*>/i.test(replaced)) return null
  return decodeEntities(replaced).replace(MARKED, (_token, id: string) => pieces[Number(id)] ?? '')
}

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** Decodes the entities HTML-mode providers return (`&#39;`, `&quot;`, `&gt;` …). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1))
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
    }
    return NAMED[body.toLowerCase()] ?? entity
  })
}
