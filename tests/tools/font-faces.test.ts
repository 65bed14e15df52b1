import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FONT_CSS_PATH, fontFaces } from '../../scripts/font-faces.ts'
import { FONT_FAMILIES, FONT_SUBSETS, preloadedSubsets } from '../../src/lib/fonts.ts'
import type { FontSubset } from '../../src/lib/fonts.ts'
import { LANGUAGES } from '../../src/lib/languages.ts'
import { homeCopy } from '../../src/copy/home.ts'
import { shellCopy } from '../../src/copy/shell.ts'

type Range = readonly [number, number]

/** The `unicode-range` of every `@font-face` of the brand faces in the written stylesheet, by subset file. */
function rangesBySubset(css: string): Map<string, Range[]> {
  const bySubset = new Map<string, Range[]>()
  for (const face of css.split('@font-face').slice(1)) {
    const file = /url\('[^']*\/([^/']+\.woff2)'\)/.exec(face)?.[1]
    const range = /unicode-range: ([^;]+);/.exec(face)?.[1]
    if (!file || !range) continue
    bySubset.set(
      file,
      range.split(',').map((part) => {
        const [from = '', to = from] = part.trim().replace(/^U\+/, '').split('-')
        return [Number.parseInt(from, 16), Number.parseInt(to, 16)] as const
      }),
    )
  }
  return bySubset
}

const css = readFileSync(FONT_CSS_PATH, 'utf8')
const ranges = rangesBySubset(css)
const covered = (char: string, subsets: readonly FontSubset[]) => {
  const code = char.codePointAt(0) ?? 0
  return subsets.some((subset) => {
    const file = FONT_SUBSETS.find((entry) => entry.subset === subset)?.file ?? ''
    return (ranges.get(file) ?? []).some(([from, to]) => code >= from && code <= to)
  })
}

/** Every translated text of a language in the shipped memory. */
function memoryTexts(lang: string): string[] {
  const memory = JSON.parse(readFileSync(`translations/${lang}.json`, 'utf8')) as Record<string, { translation: string }>
  return Object.values(memory).map((entry) => entry.translation)
}

/** Characters drawn by no face on purpose: spaces and invisible marks (bidi marks, joiners). */
const INVISIBLE = /[\s\p{Cf}]/u

describe('the brand faces', () => {
  it('are what scripts/font-faces.ts writes from the font packages', () => {
    expect(css, 'src/styles/fonts.css is stale: run node scripts/font-faces.ts').toBe(fontFaces())
  })

  it('draw every letter of the shipped copy in every language, so none falls back to a system face', () => {
    const all = FONT_SUBSETS.map((entry) => entry.subset)
    const files = readdirSync('translations').filter((file) => file.endsWith('.json'))
    expect(files.length).toBe(LANGUAGES.length - 1)
    const missing = new Map<string, Set<string>>()
    for (const file of files) {
      const lang = file.replace('.json', '')
      for (const text of memoryTexts(lang)) {
        for (const char of text) {
          if (INVISIBLE.test(char) || covered(char, all)) continue
          missing.set(lang, (missing.get(lang) ?? new Set()).add(char))
        }
      }
    }
    expect(Object.fromEntries([...missing].map(([lang, chars]) => [lang, [...chars].join(' ')]))).toEqual({})
  })

  it('are preloaded for the letters of each language’s headline and navigation', () => {
    for (const { code } of LANGUAGES) {
      const memory =
        code === 'en'
          ? new Map<string, string>()
          : new Map(
              Object.entries(JSON.parse(readFileSync(`translations/${code}.json`, 'utf8')) as Record<string, { translation: string }>).map(([key, value]) => [
                key,
                value.translation,
              ]),
            )
      const firstScreen = [homeCopy.hero.title, homeCopy.hero.eyebrow, ...Object.values(shellCopy.nav)]
        .map((english) => memory.get(english) ?? english)
        .join(' ')
      const late = [...new Set(firstScreen)].filter((char) => !INVISIBLE.test(char) && !covered(char, preloadedSubsets(code)))
      expect(late, code).toEqual([])
    }
  })

  it('name an Arabic face for the Arabic letters only, and a metric-matched fallback for each face', () => {
    expect(css).toContain(`font-family: '${FONT_FAMILIES.arabic.name}'`)
    for (const fallback of [...FONT_FAMILIES.sans.fallbacks, ...FONT_FAMILIES.arabic.fallbacks]) {
      const face = css.split('@font-face').find((block) => block.includes(`'${fallback}'`)) ?? ''
      expect(face, fallback).toMatch(/src: local\(/)
      expect(face, fallback).toMatch(/size-adjust: \d+\.\d+%/)
      expect(face, fallback).toMatch(/ascent-override: \d+\.\d+%/)
    }
  })
})
