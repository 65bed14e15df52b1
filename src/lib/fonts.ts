import type { LanguageCode } from './languages'

/**
 * The brand's typefaces and how they are split. `scripts/font-faces.ts` writes the
 * `@font-face` rules from this list; the page head preloads the subsets a language's
 * first screen is set in.
 */
export const FONT_FAMILIES = {
  sans: { name: 'Manrope', fallbacks: ['Manrope Fallback', 'Manrope Fallback Roboto'] },
  arabic: { name: 'Readex Pro', fallbacks: ['Readex Pro Fallback', 'Readex Pro Fallback Noto'] },
} as const

export type FontSubset = 'latin' | 'latin-ext' | 'cyrillic' | 'arabic'

export interface FontSubsetFile {
  subset: FontSubset
  family: string
  pkg: string
  /** The file in the package's `files/` folder. */
  file: string
  /** The weight axis the file covers. */
  weight: string
}

const manrope = (subset: FontSubset): FontSubsetFile => ({
  subset,
  family: FONT_FAMILIES.sans.name,
  pkg: '@fontsource-variable/manrope',
  file: `manrope-${subset}-wght-normal.woff2`,
  weight: '200 800',
})

export const FONT_SUBSETS: readonly FontSubsetFile[] = [
  manrope('latin'),
  manrope('latin-ext'),
  manrope('cyrillic'),
  {
    subset: 'arabic',
    family: FONT_FAMILIES.arabic.name,
    pkg: '@fontsource-variable/readex-pro',
    file: 'readex-pro-arabic-wght-normal.woff2',
    weight: '160 700',
  },
]

/**
 * The subsets worth preloading for a language: those its headline and navigation are
 * set in, so the browser fetches them with the stylesheet instead of after laying the
 * page out. Every page shows Latin (the brand name, product names, numbers); Czech,
 * Slovak and Turkish need the Central-European and Turkish letters of `latin-ext` on
 * the first screen, Russian its Cyrillic, Arabic its own face. Anything else a page
 * shows later (a Cyrillic name in the language list) loads when it is drawn.
 */
export function preloadedSubsets(lang: LanguageCode): FontSubset[] {
  switch (lang) {
    case 'cs':
    case 'sk':
    case 'tr':
      return ['latin', 'latin-ext']
    case 'ru':
      return ['latin', 'cyrillic']
    case 'ar':
      return ['arabic', 'latin']
    default:
      return ['latin']
  }
}
