import { splitDeclarations } from './css-declarations'

/**
 * Sorts the declarations of every block that declares only custom properties
 * (`:root{--b:1;--a:2}` becomes `:root{--a:2;--b:1}`). Their order means nothing to the
 * browser, but it is part of the file's content hash.
 */
export function sortCustomProperties(css: string): string {
  return css.replace(/\{([^{}]*)\}/g, (block, body: string) => {
    const declarations = splitDeclarations(body)
    if (declarations.length < 2 || !declarations.every(([name]) => name.startsWith('--'))) return block
    const sorted = [...declarations].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${sorted.map(([name, value]) => `${name}:${value}`).join(';')}}`
  })
}
