import { describe, expect, it } from 'vitest'
import { sortCustomProperties } from '../../scripts/stable-css'

describe('sortCustomProperties', () => {
  it('gives the same stylesheet whatever order the theme variables were met in', () => {
    const one = ':root,:host{--spacing:.25rem;--colors-blue-700:oklch(48.8% .243 264.376);--font-sans:system-ui, sans-serif}'
    const other = ':root,:host{--font-sans:system-ui, sans-serif;--spacing:.25rem;--colors-blue-700:oklch(48.8% .243 264.376)}'
    expect(sortCustomProperties(one)).toBe(sortCustomProperties(other))
    expect(sortCustomProperties(one)).toBe(':root,:host{--colors-blue-700:oklch(48.8% .243 264.376);--font-sans:system-ui, sans-serif;--spacing:.25rem}')
  })

  it('sorts fallbacks inside @supports and keeps values with semicolons or parentheses whole', () => {
    const css = '@supports (-moz-orient:inline){*,:before,:after{--un-text-opacity:100%;--un-bg-opacity:100%}}:root{--b:url("a;b");--a:calc((1 + 2) * 3)}'
    expect(sortCustomProperties(css)).toBe(
      '@supports (-moz-orient:inline){*,:before,:after{--un-bg-opacity:100%;--un-text-opacity:100%}}:root{--a:calc((1 + 2) * 3);--b:url("a;b")}',
    )
  })

  it('leaves blocks with ordinary declarations as they are, since their order can matter', () => {
    const css = '.a{--x:1;color:red;--b:2}.b{margin:0;margin-inline:1rem}'
    expect(sortCustomProperties(css)).toBe(css)
  })
})
