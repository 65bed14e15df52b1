import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatMoment, formatNumber } from '../../src/admin/frame/format'
import { byLabel, dateTimeFormat, numberFormat, pluralRules } from '../../src/lib/intl'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('Intl objects', () => {
  it('are built once per locale and options, however often a page asks', () => {
    expect(numberFormat('cs', { style: 'percent' })).toBe(numberFormat('cs', { style: 'percent' }))
    expect(numberFormat('cs', { style: 'percent' })).not.toBe(numberFormat('cs'))
    expect(numberFormat('cs')).not.toBe(numberFormat('de'))
    expect(dateTimeFormat('ar', { dateStyle: 'long' })).toBe(dateTimeFormat('ar', { dateStyle: 'long' }))
    expect(pluralRules('ru')).toBe(pluralRules('ru'))
  })

  it('serve a console screen without building a formatter for every number and moment', () => {
    formatNumber('cs', 1)
    formatMoment('cs', 0)
    const numbers = vi.spyOn(Intl, 'NumberFormat')
    const moments = vi.spyOn(Intl, 'DateTimeFormat')
    for (let i = 0; i < 100; i++) {
      expect(formatNumber('cs', 1234 + i)).toBe(`${1 + Math.floor((234 + i) / 1000)}\u00a0${String((234 + i) % 1000).padStart(3, '0')}`)
      formatMoment('cs', i * 60_000)
    }
    expect(numbers).not.toHaveBeenCalled()
    expect(moments).not.toHaveBeenCalled()
  })

  it('show the console a moment in Prague time, naming the zone', () => {
    const summer = Date.UTC(2026, 6, 1, 10, 30)
    expect(formatMoment('en', summer)).toMatch(/12:30 PM GMT\+2$/)
    expect(formatMoment('cs', Date.UTC(2026, 11, 1, 10, 30))).toMatch(/11:30 SEČ$/)
    expect(formatMoment('en', summer, false)).toBe('Jul 1, 2026')
  })

  it('sort labels A–Z the language’s way, with one collator', () => {
    const sort = (lang: string) => ['Zdravotnictví', 'Účetnictví', 'Chytré domácnosti', 'Hotely'].map((label) => ({ label })).sort(byLabel(lang))
    sort('cs')
    const collators = vi.spyOn(Intl, 'Collator')
    // Czech sorts "Ch" after "H", and "Ú" with "U".
    expect(sort('cs').map(({ label }) => label)).toEqual(['Hotely', 'Chytré domácnosti', 'Účetnictví', 'Zdravotnictví'])
    expect(collators).not.toHaveBeenCalled()
  })
})
