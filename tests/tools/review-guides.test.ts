import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/lib/languages'
import { styleGuide, styleGuideOf } from '../../src/translation/style-guide'
import type { GuideRules } from '../../src/translation/style-guide'
import { guideFiles } from '../../scripts/vite-guide-rules.ts'

const terms = JSON.parse(readFileSync('translations/rules/terms.json', 'utf8')) as Record<string, { meaning: string }>

describe('the review guides the build writes beside the site’s files', () => {
  const files = guideFiles()

  it('has one per target language, with only what the style guide reads (not the check’s patterns)', () => {
    const targets = LANGUAGES.map((language) => language.code as string).filter((code) => code !== 'en')
    expect([...files.keys()].sort()).toEqual(targets.map((code) => `review-guides/${code}.json`).sort())
    for (const source of files.values()) {
      expect(Object.keys(JSON.parse(source) as object).sort()).toEqual(['glossary', 'guide', 'register', 'typography'])
      expect(source).not.toMatch(/verbForms|lengthRatio|"avoid":"\(/)
    }
  })

  it('makes the same style guide as the full rules do', () => {
    for (const [name, source] of files) {
      const language = name.replace(/^review-guides\/(\w+)\.json$/, '$1')
      expect(styleGuideOf(language, JSON.parse(source) as GuideRules, terms)).toEqual(styleGuide(language))
    }
  })
})
