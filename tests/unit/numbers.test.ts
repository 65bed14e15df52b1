import { describe, expect, it } from 'vitest'
import { homeCopy, roiCopy } from '../../src/copy/home'
import { ENGLISH, collectStrings, fill, localize, numbered } from '../../src/i18n/copy'
import { formatAmount, formatSlot, money, percent, percentRange, timeOfDay } from '../../src/i18n/numbers'
import { siteStrings } from '../../src/translation/catalog'
import { pluralSamples, rejection } from '../../src/translation/checks'

const FSI = '\u2068'
const LRI = '\u2066'
const PDI = '\u2069'

describe('numbers in copy', () => {
  it('writes percentages, ranges, amounts and times the way each language does', () => {
    expect(formatSlot(percent(0.4), 'en')).toBe('40%')
    expect(formatSlot(percent(0.4), 'de')).toBe('40\u00a0%')
    expect(formatSlot(percent(0.4), 'fr')).toBe('40\u00a0%')
    expect(formatSlot(percent(0.4), 'tr')).toBe('%40')
    expect(formatSlot(percentRange(0.5, 0.95), 'en')).toBe('50% – 95%')
    expect(formatSlot(percentRange(0.5, 0.95), 'cs')).toBe('50–95\u00a0%')
    expect(formatSlot(money(25000, 'CZK'), 'cs')).toBe('25\u00a0000\u00a0Kč')
    expect(formatSlot(money(1250, 'USD'), 'pt-PT')).toBe('1250\u00a0US$')
    expect(formatSlot(timeOfDay(19), 'en')).toMatch(/^7:00\s?PM$/)
    expect(formatSlot(timeOfDay(19, 30), 'de')).toBe('19:30')
    expect(formatSlot(1234.56, 'de')).toBe('1.234,6')
  })

  it('isolates an amount in right-to-left text, and its Latin currency sign inside it', () => {
    const usd = new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
    const amount = formatAmount(usd, 21867, 'ar')
    expect(amount.startsWith(FSI) && amount.endsWith(PDI)).toBe(true)
    expect(amount).toContain(`${LRI}US$${PDI}`)
    expect(formatAmount(usd, 21867, 'en')).toBe(usd.format(21867))
    expect(formatSlot(money(1250, 'USD'), 'ar')).toContain(`${LRI}US$${PDI}`)
  })

  it('fills a numbered catalog entry for the page’s language, and gathers only its template', () => {
    const catalog = { tile: numbered('Up to {share}', { share: percent(0.7) }), plain: 'Calculate ROI' }
    expect(collectStrings(catalog)).toEqual(['Up to {share}', 'Calculate ROI'])
    expect(localize(catalog, ENGLISH, 'en')).toEqual({ tile: 'Up to 70%', plain: 'Calculate ROI' })
    expect(localize(catalog, new Map([['Up to {share}', 'Bis zu {share}']]), 'de').tile).toBe('Bis zu 70\u00a0%')
    // The same dictionary in two languages: each gets its own numbers.
    expect(localize(catalog, ENGLISH, 'tr').tile).toBe('Up to %70')
  })

  it('shows the home badges and the about figures as numbers, not as English strings', () => {
    const home = localize(homeCopy, ENGLISH, 'en')
    expect(home.services.cards.map((card) => card.savings)).toEqual(['50% – 95%', '60% – 97%', '40% – 80%', '30% – 80%'])
    expect(home.about.highlights.slice(0, 2)).toEqual(['20+ years of IT experience', '8+ years of ServiceNow consulting'])
    expect(home.contact.expect[0]).toBe('We reply within 1 business day to schedule a brief chat.')
    expect(localize(roiCopy, ENGLISH, 'en').pricesTooltip).toContain('setup fee of $1,250 and the retainer of $200 a month')
  })

  it('fills a count with the plural form of the language: "1 minute", never "1 minutes"', () => {
    const throttled = 'Try again in {minutes, plural, one {# minute} other {# minutes}}.'
    expect(fill(throttled, { minutes: 1 }, 'en')).toBe('Try again in 1 minute.')
    expect(fill(throttled, { minutes: 15 }, 'en')).toBe('Try again in 15 minutes.')
  })

  it('leaves no number spelled into the English copy, except names and codes', () => {
    // Phone numbers, legal article numbers, product and tier names, ServiceNow's priority value on the ITSM
    // page's incident, and the 24/7 idiom are not quantities.
    const allowed = /601 234 567|24\/7|Article 6\(1\)\([bf]\)|Cloudflare D1|Level 1|Microsoft 365|2 – High/g
    const spelled = siteStrings()
      .map((text) => text.replace(/\{\w+\}|#|=\d+(?= \{)/g, '').replace(allowed, ''))
      .filter((text) => /\d/.test(text))
    expect(spelled).toEqual([])
  })
})

describe('plural samples', () => {
  it('are the numbers copy can show, by the category the language puts them in', () => {
    expect(pluralSamples('cs').get('one')).toEqual([1])
    expect(pluralSamples('cs').get('many')?.slice(0, 3)).toEqual([0.1, 0.2, 0.3])
    expect(pluralSamples('fr').get('one')?.slice(0, 4)).toEqual([0, 1, 0.1, 0.2])
    expect(pluralSamples('ar').get('two')).toEqual([2])
    expect(pluralSamples('ru').get('one')?.slice(0, 3)).toEqual([1, 21, 31])
  })

  it('make the engine refuse a form without # that stands for more than one number', () => {
    const english = '{hours, plural, one {# hour} other {# hours}}'
    expect(rejection(english, '{hours, plural, one {une heure} many {# d’heures} other {# heures}}', 'fr')).toBe('plural')
    expect(rejection(english, '{hours, plural, one {# heure} many {# d’heures} other {# heures}}', 'fr')).toBeNull()
    expect(rejection(english, '{hours, plural, one {jedna hodina} few {# hodiny} many {# hodiny} other {# hodin}}', 'cs')).toBeNull()
    expect(rejection(english, '{hours, plural, one {# час} few {# часа} many {# часов} other {час}}', 'ru')).toBe('plural')
  })
})
