import { describe, expect, it } from 'vitest'
import { inlineThemeConstants } from '../../scripts/vite-theme-constants'

const ROOT =
  ':root,:host{--spacing:.25rem;--colors-slate-800:oklch(27.9% .041 260.031);--font-sans:system-ui, sans-serif;--default-font-family:var(--font-sans)}'
const OPACITY = '@property --un-text-opacity{syntax:"<percentage>";inherits:false;initial-value:100%}'
const FALLBACK = '@supports (-moz-orient:inline){*,:before,:after{--un-text-opacity:100%}}'

describe('inlineThemeConstants', () => {
  it('writes in theme values and drops mixes with an opacity nothing changes', () => {
    const css = `${ROOT}${OPACITY}${FALLBACK}.text-slate-800{color:color-mix(in srgb, var(--colors-slate-800) var(--un-text-opacity), transparent)}.px-4{padding-inline:calc(var(--spacing) * 4)}`
    const out = inlineThemeConstants(css)
    expect(out).toContain('.text-slate-800{color:oklch(27.9% .041 260.031)}')
    expect(out).toContain('.px-4{padding-inline:calc(.25rem * 4)}')
  })

  it('follows constants that name other constants, with or without a fallback', () => {
    const out = inlineThemeConstants(`${ROOT}html{font-family:var(--default-font-family,ui-sans-serif, system-ui)}`)
    expect(out).toContain('html{font-family:system-ui, sans-serif}')
  })

  it('keeps a variable that some rule sets to another value', () => {
    const css = `${ROOT}${OPACITY}${FALLBACK}.text-opacity-50{--un-text-opacity:50%}.dark{--spacing:.3rem}.a{color:color-mix(in oklab, red var(--un-text-opacity), transparent);margin:var(--spacing)}`
    const out = inlineThemeConstants(css)
    expect(out).toContain('.a{color:color-mix(in oklab, red var(--un-text-opacity), transparent);margin:var(--spacing)}')
  })

  it('keeps variables it knows nothing about, and their fallbacks', () => {
    const css = `${ROOT}.text-sm{line-height:var(--un-leading,1.25rem)}.b{color:color-mix(in srgb, #fff 95%, transparent)}`
    expect(inlineThemeConstants(css)).toBe(css.replace('--default-font-family:var(--font-sans)', '--default-font-family:system-ui, sans-serif'))
  })
})
