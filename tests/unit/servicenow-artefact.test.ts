import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SERVICENOW_COPY } from '../../src/copy/landing'
import { ENGLISH, localize } from '../../src/i18n/copy'

/** The translation memory of one language as the site's dictionary. */
function memory(lang: string): Map<string, string> {
  const entries = JSON.parse(readFileSync(`translations/${lang}.json`, 'utf8')) as Record<string, { translation: string }>
  return new Map(Object.entries(entries).map(([english, entry]) => [english, entry.translation]))
}

describe('the ITSM incident artefact', () => {
  const english = localize(SERVICENOW_COPY.itsm, ENGLISH, 'en').artefact

  it.each(['de', 'ar'] as const)('reads in %s, not English, and keeps its number', (lang) => {
    const artefact = localize(SERVICENOW_COPY.itsm, memory(lang), lang).artefact
    expect(artefact?.id).toMatch(/^INC\d+$/)
    expect(artefact?.id).toBe(english?.id)
    expect(artefact?.fields.length).toBeGreaterThan(0)
    artefact?.fields.forEach((field, index) => {
      expect(field.label).not.toBe(english?.fields[index]?.label)
      expect(field.value).not.toBe(english?.fields[index]?.value)
    })
  })
})
