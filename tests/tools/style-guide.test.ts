import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkContext, checkLanguage, readRules } from '../../scripts/lib/memory-check.ts'
import type { Memory } from '../../scripts/lib/memory-check.ts'
import type { LanguageRules } from '../../scripts/lib/memory-rules.ts'
import { LANGUAGES } from '../../src/lib/languages'
import { PRODUCT_TERMS } from '../../src/lib/site'
import { siteStrings } from '../../src/translation/catalog'
import { styleGuide } from '../../src/translation/style-guide'

const rulesDir = 'translations/rules'
const context = checkContext(siteStrings(), rulesDir)
const targets = LANGUAGES.map((language) => language.code as string).filter((code) => code !== 'en')
const termIds = Object.keys(JSON.parse(readFileSync(`${rulesDir}/terms.json`, 'utf8')) as Record<string, unknown>)

/** The check's findings for the language's rules alone (the memory is the shipped one). */
function rulesFindings(lang: string, edit: (rules: LanguageRules) => void): string[] {
  const rules = readRules(rulesDir, lang)!
  edit(rules)
  const memory = JSON.parse(readFileSync(`translations/${lang}.json`, 'utf8')) as Memory
  return checkLanguage(lang, memory, rules, context)
    .findings.filter(([key]) => key === `rules/${lang}.json`)
    .map(([, message]) => message)
}

describe('the style guide of each language', () => {
  it.each(targets)('%s: is read from the rules the check enforces, with a rendering of every recurring word', (lang) => {
    const rules = readRules(rulesDir, lang)!
    const guide = styleGuide(lang)!
    expect(guide.register.rule).toBe(rules.register.use)
    expect(guide.typography.quotes).toEqual(rules.typography.quotes)
    expect(guide.terms.map((term) => term.id)).toEqual(termIds)
    for (const term of guide.terms) expect(term.use).toBe(rules.glossary[term.id]!.use)
    expect(guide.english.names).toEqual(expect.arrayContaining([...PRODUCT_TERMS]))
    for (const part of [guide.register.detail, guide.typography.detail, guide.english.detail]) expect(part.length).toBeGreaterThan(40)
    expect(guide.register.write.length).toBeGreaterThan(0)
    expect(guide.register.avoid.length).toBeGreaterThan(0)
  })

  it('is undefined for a language the site does not translate into', () => {
    expect(styleGuide('en')).toBeUndefined()
  })
})

describe('npm run translations:check on the style guide', () => {
  it('fails when an example of the other register is one the register rules accept', () => {
    expect(rulesFindings('de', (rules) => rules.guide!.avoid.push('Erzählen Sie uns von Ihrem Unternehmen'))).toEqual([
      'guide: “Erzählen Sie uns von Ihrem Unternehmen” is the other register, but the register rules accept it',
    ])
  })

  it('fails when an example of the site’s register is one the register rules refuse', () => {
    expect(rulesFindings('fi', (rules) => rules.guide!.write.push('Yrittäkää uudelleen.'))).toEqual([
      expect.stringMatching(/^guide: “Yrittäkää uudelleen\.” is written in the site's register, but the register rules refuse it: register: “Yrittäkää”/),
    ])
  })

  it('fails when a recurring word has no rendering, or the language no guide', () => {
    expect(rulesFindings('sv', (rules) => delete rules.glossary.website)).toEqual(['glossary: no rendering of "website" for the style guide'])
    expect(rulesFindings('sv', (rules) => delete rules.guide)).toEqual(['the language has no style guide (guide: register, write, avoid, typography, english)'])
  })
})
