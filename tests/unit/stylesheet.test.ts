import { describe, expect, it } from 'vitest'
import { rewriteStylesheet, undeclaredVariables } from '../../scripts/vite-stylesheet'

// What preset-wind4 emits, trimmed to a few variables of each kind.
const ROOT =
  ':root,:host{--spacing:.25rem;--colors-slate-800:oklch(27.9% .041 260.031);--font-sans:system-ui, sans-serif;--default-font-family:var(--font-sans)}'
const OPACITY = '@property --un-text-opacity{syntax:"<percentage>";inherits:false;initial-value:100%}'
const FALLBACK = '@supports (-moz-orient:inline){*,:before,:after{--un-text-opacity:100%}}'

describe('rewriteStylesheet', () => {
  it('writes in theme values and drops mixes with an opacity nothing changes', () => {
    const out = rewriteStylesheet(
      `${ROOT}${OPACITY}${FALLBACK}.text-slate-800{color:color-mix(in srgb, var(--colors-slate-800) var(--un-text-opacity), transparent)}.px-4{padding-inline:calc(var(--spacing) * 4)}`,
    )
    expect(out).toContain('.text-slate-800{color:oklch(27.9% .041 260.031)}')
    expect(out).toContain('.px-4{padding-inline:1rem}')
  })

  it('drops the :root declarations it has written in everywhere, and keeps the @property rules', () => {
    const out = rewriteStylesheet(`${ROOT}${OPACITY}${FALLBACK}.a{margin:var(--spacing);color:color-mix(in srgb, red var(--un-text-opacity), transparent)}`)
    expect(out).not.toContain(':root')
    expect(out).not.toContain('--spacing')
    expect(out).toContain(OPACITY)
    expect(out).toContain('{--un-text-opacity:100%}')
    expect(out).toContain('.a{color:red;margin:.25rem}')
  })

  it('follows constants that name other constants', () => {
    expect(rewriteStylesheet(`${ROOT}html{font-family:var(--default-font-family)}`)).toBe('html{font-family:system-ui,sans-serif}')
  })

  it('writes in nested var() fallbacks where the outer variable is unknown but the inner one is constant', () => {
    const out = rewriteStylesheet(
      `${ROOT}.a{margin:var(--un-gap,var(--spacing))}.b{font-family:var(--font-sans,serif)}.c{color:var(--unknown,var(--also-unknown,red))}`,
    )
    expect(out).toContain('.a{margin:var(--un-gap,.25rem)}')
    expect(out).toContain('.b{font-family:system-ui,sans-serif}')
    expect(out).toContain('.c{color:var(--unknown,var(--also-unknown,red))}')
  })

  it('keeps a variable that some rule sets to another value, in :root and in the rules that read it', () => {
    const css = `${ROOT}${OPACITY}${FALLBACK}.text-opacity-50{--un-text-opacity:50%}.dark{--spacing:.3rem}.a{color:color-mix(in oklab, red var(--un-text-opacity), transparent);margin:var(--spacing)}`
    const out = rewriteStylesheet(css)
    expect(out).toContain('.a{color:color-mix(in oklab, red var(--un-text-opacity), transparent);margin:var(--spacing)}')
    expect(out).toContain('--spacing:.25rem')
  })

  it('keeps variables declared outside :root, declared as initial, or naming a variable that is not constant', () => {
    const css =
      '.box{--gap:1rem}:root{--reset:initial;--depends:var(--gap);--two:1px;--two:2px}.a{margin:var(--gap);padding:var(--reset,3px);inset:var(--depends);top:var(--two)}'
    const out = rewriteStylesheet(css)
    expect(out).toContain('.a{margin:var(--gap);padding:var(--reset,3px);inset:var(--depends);top:var(--two)}')
    expect(out).toContain('--reset:initial')
    expect(out).toContain('--depends:var(--gap)')
  })

  it('leaves variables that name each other in a cycle alone', () => {
    const css = ':root{--a:var(--b);--b:var(--a)}.x{margin:var(--a,1px)}'
    expect(rewriteStylesheet(css)).toBe(css)
  })

  it('writes in a registered property only while every declaration repeats its initial value', () => {
    const registered =
      '@property --ring-width{syntax:"<length>";inherits:false;initial-value:2px}@property --stops{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --bare{syntax:"*";inherits:false}'
    const out = rewriteStylesheet(`${registered}.a{--ring-width:2px}.b{outline-width:var(--ring-width);box-shadow:var(--stops);color:var(--bare,red)}`)
    expect(out).toContain('.b{color:var(--bare,red);outline-width:2px;box-shadow:0 0 #0000}')

    const changed = rewriteStylesheet(`${registered}.a{--ring-width:4px}.b{outline-width:var(--ring-width)}`)
    expect(changed).toContain('.b{outline-width:var(--ring-width)}')
  })

  it('writes percentages back as they were written, not as 100.0%', () => {
    const css = '@property --from{syntax:"<length-percentage>";inherits:false;initial-value:0%}.a{--stops:var(--from-color) var(--from), red 50%}'
    expect(rewriteStylesheet(css)).toContain('.a{--stops:var(--from-color) 0%, red 50%}')
  })

  it('collapses a colour mixed at 100 % with transparent, in any space and nested', () => {
    const out = rewriteStylesheet(
      '.a{--c:color-mix(in oklab, color-mix(in oklab, var(--x) 10%, transparent) 100%, transparent)}.b{color:color-mix(in srgb, var(--y) 100%, transparent)}.c{color:color-mix(in srgb, var(--y) 50%, transparent)}',
    )
    expect(out).toContain('.a{--c:color-mix(in oklab, var(--x) 10%, transparent)}')
    expect(out).toContain('.b{color:var(--y)}')
    expect(out).toContain('.c{color:color-mix(in srgb, var(--y) 50%, transparent)}')
  })

  it('gives the same stylesheet whatever order the custom properties were listed in', () => {
    // --c is a constant nothing reads; --a and --b name a variable that is not one.
    const one =
      ':root,:host{--c:red;--b:var(--dynamic);--a:var(--dynamic, 0%)}@supports (-moz-orient:inline){*,:before{--un-y:100%;--un-x:initial}}.x{--dynamic:1px}'
    const other =
      ':root,:host{--a:var(--dynamic, 0%);--c:red;--b:var(--dynamic)}@supports (-moz-orient:inline){*,:before{--un-x:initial;--un-y:100%}}.x{--dynamic:1px}'
    expect(rewriteStylesheet(one)).toBe(rewriteStylesheet(other))
    expect(rewriteStylesheet(one)).toBe(
      ':root,:host{--a:var(--dynamic,0%);--b:var(--dynamic)}@supports (-moz-orient:inline){*,:before{--un-x:initial;--un-y:100%}}.x{--dynamic:1px}',
    )
  })

  it('leaves blocks with ordinary declarations in their order, since it can matter', () => {
    expect(rewriteStylesheet('.a{--x:1;color:red;--b:2}')).toBe('.a{--x:1;color:red;--b:2}')
  })
})

describe('undeclaredVariables', () => {
  it('names variables read without a fallback that nothing declares or registers', () => {
    const css = `${OPACITY}:root{--gap:1rem}.a{margin:var(--gap);color:var(--brand);padding:var(--pad,0);opacity:var(--un-text-opacity)}`
    expect(undeclaredVariables(css)).toEqual(['--brand'])
  })
})
