import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SERVICENOW_COPY } from '../../src/copy/landing'
import { ENGLISH, localize } from '../../src/i18n/copy'

/** The translation memory of one language as the site's dictionary. */
function memory(lang: string): Map<string, string> {
  const entries = JSON.parse(readFileSync(`translations/${lang}.json`, 'utf8')) as Record<string, { translation: string }>
  return new Map(Object.entries(entries).map(([english, entry]) => [english, entry.translation]))
}

/** ServiceNow's own number formats: an incident, an Event Management alert, a CSM case, an HR case, an interaction. */
const NUMBER = /^(?:INC|Alert|CS|HRC|IMS)\d{7}$/

describe.each(Object.keys(SERVICENOW_COPY) as (keyof typeof SERVICENOW_COPY)[])('the %s artefact', (slug) => {
  const english = localize(SERVICENOW_COPY[slug], ENGLISH, 'en').artefact

  it.each(['de', 'ar'] as const)('reads in %s, not English, and keeps its number', (lang) => {
    const artefact = localize(SERVICENOW_COPY[slug], memory(lang), lang).artefact
    expect(artefact?.id).toMatch(NUMBER)
    expect(artefact?.id).toBe(english?.id)
    expect(artefact?.fields.length).toBeGreaterThan(0)
    artefact?.fields.forEach((field, index) => {
      expect(field.label).not.toBe(english?.fields[index]?.label)
      expect(field.value).not.toBe(english?.fields[index]?.value)
    })
  })
})
