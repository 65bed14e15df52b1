/**
 * A language's mechanical typography in the translation memory: its quotation marks, its
 * apostrophe, the ellipsis, single spaces and, in Czech and Slovak, the no-break space after a
 * one-letter word (French spacing is `frenchSpacing` in memory-rules.ts).
 * What is wrong, in words a translator can act on, and the text put right: `--fix` applies
 * it, since none of it needs a person's judgement.
 */

/** A language's typography (`typography` in translations/rules/<lang>.json). */
export interface Typography {
  /** The pairs of quotation marks the language uses, opening then closing; the first is the one `--fix` writes. */
  quotes: [string, string][]
  /** The apostrophe the language writes between letters ("l’équipe"), where it is not the straight one. */
  apostrophe?: string
  /**
   * One-letter words that must not end a line ("v", "k", "a" in Czech and Slovak): the
   * language writes a no-break space after them.
   */
  noBreakAfter?: string[]
}

const MARKS = '"“”„«»'
const PAIR = new RegExp(`([${MARKS}])([^${MARKS}]*?)([${MARKS}])`, 'g')

/**
 * `wrong`: what `fixed` puts right; `left`: what only a person can (a mark that lost its
 * other half: where it belongs is a matter of reading).
 */
export function typographyProblems(text: string, typography: Typography): { wrong: string[]; fixed: string; left: string[] } {
  const wrong: string[] = []
  let fixed = text.replace(/(?<=\S) {2,}(?=\S)/g, () => {
    wrong.push('two spaces in a row')
    return ' '
  })
  // Three full stops: every language of the site writes the ellipsis ("Invio in corso…").
  fixed = fixed.replace(/(?<!\.)\.{3}(?!\.)/g, () => {
    wrong.push('three full stops: the language writes the ellipsis “…”')
    return '…'
  })
  const apostrophe = typography.apostrophe
  if (apostrophe && apostrophe !== "'")
    fixed = fixed.replace(/(?<=\p{L})'(?=\p{L})/gu, () => {
      wrong.push(`a straight apostrophe: the language writes “${apostrophe}”`)
      return apostrophe
    })
  const words = typography.noBreakAfter
  if (words?.length) {
    const alone = new RegExp(`(?<![\\p{L}\\p{N}])(${words.join('|')}) (?=\\S)`, 'giu')
    fixed = fixed.replace(alone, (_, word: string) => {
      wrong.push(`“${word.toLowerCase()}” before a plain space: the language keeps a one-letter word on the line of the next one (a no-break space)`)
      return `${word}\u00a0`
    })
  }
  const [open, close] = typography.quotes[0] ?? ['"', '"']
  const allowed = new Set(typography.quotes.map(([start, end]) => start + end))
  fixed = fixed.replace(PAIR, (all, start: string, inner: string, end: string) => {
    if (allowed.has(start + end)) return all
    wrong.push(`quotation marks ${start}…${end}: the language writes ${open}…${close}`)
    return open + inner + close
  })
  // Whatever is left of the language's marks outside a pair has lost its other half.
  const rest = fixed.replace(PAIR, '')
  const lone = new RegExp(`[${MARKS}]`).exec(rest)
  return { wrong, fixed, left: lone ? [`a quotation mark ${lone[0]} without its pair`] : [] }
}
