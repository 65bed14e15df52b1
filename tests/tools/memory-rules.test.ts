import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { pluralProblems, unknownCountedWords } from '../../scripts/lib/memory-rules.ts'
import type { LanguageRules } from '../../scripts/lib/memory-rules.ts'

const czech = JSON.parse(readFileSync('translations/rules/cs.json', 'utf8')) as LanguageRules
const english = '{count, plural, =0 {No addresses for {email}} one {# address for {email}} other {# addresses for {email}}}'

describe('plural blocks with an exact form', () => {
  it('let =0 say its number in words: it stands for 0 alone', () => {
    const translation =
      '{count, plural, =0 {Pro {email} žádné adresy} one {# adresa pro {email}} few {# adresy pro {email}} many {# adresy pro {email}} other {# adres pro {email}}}'
    expect(pluralProblems(english, translation, 'cs', czech)).toEqual([])
    expect(unknownCountedWords(english, translation, czech)).toEqual([])
  })

  it('still find a general form that leaves out its number', () => {
    const translation =
      '{count, plural, =0 {Pro {email} žádné adresy} one {# adresa pro {email}} few {# adresy pro {email}} many {# adresy pro {email}} other {Pro {email} mnoho adres}}'
    expect(pluralProblems(english, translation, 'cs', czech).join('\n')).toMatch(/“other” form has no #/)
  })
})
