/**
 * The `name: value` pairs of a declaration block's body, split on semicolons outside
 * parentheses and quotes (`url("a;b")` and `calc((1 + 2) * 3)` stay whole).
 */
export function splitDeclarations(block: string): [string, string][] {
  const out: [string, string][] = []
  let depth = 0
  let quote = ''
  let start = 0
  for (let i = 0; i <= block.length; i++) {
    const char = block[i]
    if (quote) {
      if (char === quote && block[i - 1] !== '\\') quote = ''
    } else if (char === '"' || char === "'") quote = char
    else if (char === '(') depth++
    else if (char === ')') depth--
    else if ((char === ';' || i === block.length) && depth === 0) {
      const declaration = block.slice(start, i)
      const colon = declaration.indexOf(':')
      if (colon > 0) out.push([declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()])
      start = i + 1
    }
  }
  return out
}
