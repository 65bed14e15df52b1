/**
 * Sorts the declarations of every block that declares only custom properties
 * (`:root{--b:1;--a:2}` becomes `:root{--a:2;--b:1}`). Their order means nothing to the
 * browser, but it is part of the file's content hash.
 */
export function sortCustomProperties(css: string): string {
  return css.replace(/\{([^{}]*)\}/g, (block, body: string) => {
    const declarations = splitTopLevel(body)
      .map((declaration) => declaration.trim())
      .filter(Boolean)
    if (declarations.length < 2 || !declarations.every((declaration) => declaration.startsWith('--'))) return block
    const name = (declaration: string) => declaration.slice(0, declaration.indexOf(':')).trim()
    const sorted = [...declarations].sort((a, b) => (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0))
    return `{${sorted.join(';')}}`
  })
}

/** Splits on semicolons outside parentheses and quotes. */
function splitTopLevel(body: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quote = ''
  let start = 0
  for (let i = 0; i < body.length; i++) {
    const char = body[i]
    if (quote) {
      if (char === quote && body[i - 1] !== '\\') quote = ''
    } else if (char === '"' || char === "'") quote = char
    else if (char === '(') depth++
    else if (char === ')') depth--
    else if (char === ';' && depth === 0) {
      parts.push(body.slice(start, i))
      start = i + 1
    }
  }
  parts.push(body.slice(start))
  return parts
}
