import { readFileSync } from 'node:fs'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { roiCopy } from '../../src/copy/home'
import { ENGLISH, contextOf, fill, inContext, localize, sourceText } from '../../src/i18n/copy'
import { parsePlural } from '../../src/i18n/plural'
import { Results } from '../../src/islands/roi/results'
import { LANGUAGES } from '../../src/lib/languages'
import type { LanguageCode } from '../../src/lib/languages'
import { DEFAULT_ROI_INPUTS, calculateRoi } from '../../src/lib/roi'

/** The shipped memory of a language as the dictionary a page gets. */
function memory(lang: string): Map<string, string> {
  const entries = JSON.parse(readFileSync(`translations/${lang}.json`, 'utf8')) as Record<string, { translation: string }>
  return new Map(Object.entries(entries).map(([english, { translation }]) => [english, translation]))
}

const COUNTS = [1, 2, 5, 0.6, 32.5]

describe('plural copy', () => {
  it('parses an ICU plural block with slots and text around it', () => {
    const message = parsePlural('Total: {n, plural, one {# day for {name}} other {# days for {name}}}!')
    expect(message?.arg).toBe('n')
    expect([...(message?.branches ?? [])]).toEqual([
      ['one', '# day for {name}'],
      ['other', '# days for {name}'],
    ])
    expect(message?.before).toBe('Total: ')
    expect(message?.after).toBe('!')
    expect(parsePlural('{n, plural, one {# day}}')).toBeNull()
    expect(parsePlural('{n} days')).toBeNull()
  })

  it('chooses the branch with the language’s rules, decimals included, and formats the number for it', () => {
    const days = memory('cs').get(roiCopy.workingDays) as string
    expect(COUNTS.map((days_) => fill(days, { days: days_ }, 'cs'))).toEqual([
      '1 pracovní den',
      '2 pracovní dny',
      '5 pracovních dnů',
      '0,6 pracovního dne',
      '32,5 pracovního dne',
    ])
    expect(fill(roiCopy.months, { months: 1 }, 'en')).toBe('1 month')
    expect(fill(roiCopy.months, { months: 0.5794 }, 'en')).toBe('0.6 months')
    expect(fill('{a} + {b} = ?', { a: 3, b: 4 }, 'en')).toBe('3 + 4 = ?')
  })
})

describe('the ROI results in languages with several plural forms', () => {
  const cases: Record<string, { hours: string[]; days: string[]; months: string[] }> = {
    cs: {
      hours: ['# hodina', '# hodiny', '# hodin', '# hodiny', '# hodiny'],
      days: ['1 pracovní den', '2 pracovní dny', '5 pracovních dnů', '0,6 pracovního dne', '32,5 pracovního dne'],
      months: ['1 měsíc', '2 měsíce', '5 měsíců', '0,6 měsíce', '32,5 měsíce'],
    },
    ru: {
      hours: ['1 час', '2 часа', '5 часов', '0,6 часа', '32,5 часа'],
      days: ['1 рабочий день', '2 рабочих дня', '5 рабочих дней', '0,6 рабочего дня', '32,5 рабочего дня'],
      months: ['1 месяц', '2 месяца', '5 месяцев', '0,6 месяца', '32,5 месяца'],
    },
    ar: {
      hours: ['ساعة واحدة', 'ساعتان', '# ساعات', '# ساعة', '# ساعة'],
      days: ['يوم عمل واحد', 'يوما عمل', '# أيام عمل', '# يوم عمل', '# يوم عمل'],
      months: ['شهر واحد', 'شهران', '# أشهر', '# شهر', '# شهر'],
    },
  }

  for (const [lang, expected] of Object.entries(cases)) {
    it(`renders hours, working days and months in ${lang} for 1, 2, 5, 0.6 and 32.5`, () => {
      const copy = localize(roiCopy, memory(lang), lang as LanguageCode)
      const base = calculateRoi(DEFAULT_ROI_INPUTS)!
      const money = new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' })
      const percent = new Intl.NumberFormat(lang, { style: 'percent' })
      COUNTS.forEach((count, index) => {
        // Digits as the runtime writes them for the language (Arabic-Indic or Latin, by ICU version).
        const words = (list: string[]) => (list[index] as string).replace('#', new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(count))
        const period = { ...base.monthly, timeSavingsHours: count, workingDays: count }
        const result = { ...base, monthly: period, annual: period, paybackPeriod: count }
        const html = renderToStaticMarkup(createElement(Results, { result, lang: lang as LanguageCode, copy, money, percent }))
        // Hours and working days are two pieces that each stay on one line.
        expect(html).toContain(
          `<span class="whitespace-nowrap">${words(expected.hours)}</span> <span class="whitespace-nowrap">(${words(expected.days)})</span>`,
        )
        expect(html).toContain(`data-testid="roi-payback" class="font-semibold">${words(expected.months)}<`)
      })
    })
  }

  it('writes percentages the way each language does', () => {
    const copy = localize(roiCopy, memory('tr'), 'tr')
    const result = calculateRoi(DEFAULT_ROI_INPUTS)!
    const render = (lang: string) =>
      renderToStaticMarkup(
        createElement(Results, {
          result,
          lang: lang as LanguageCode,
          copy,
          money: new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' }),
          percent: new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }),
        }),
      )
    expect(render('tr')).toContain('%2.037')
    expect(render('fr')).toContain('2\u202f037\u00a0%')
  })
})

describe('context keys', () => {
  it('keeps the context out of the text and apart in the memory', () => {
    const heading = inContext('legal heading', 'Contact')
    expect(sourceText(heading)).toBe('Contact')
    expect(contextOf(heading)).toBe('legal heading')
    expect(localize({ heading }, ENGLISH, 'en').heading).toBe('Contact')
    const fr = memory('fr')
    expect(localize({ menu: 'Contact', heading }, fr, 'fr')).toEqual({ menu: 'Nous contacter', heading: 'Contact' })
  })
})

describe('the ROI badges', () => {
  it('name the threshold each one is shown from, written for the language', () => {
    const { badges } = localize(roiCopy, ENGLISH, 'en')
    expect([badges.excellentHigh, badges.excellent, badges.good, badges.positive]).toEqual([
      'Outstanding ROI (200%+)',
      'Excellent ROI (100%+)',
      'Good ROI (50%+)',
      'Positive ROI (0%+)',
    ])
    expect(localize(roiCopy, memory('de'), 'de').badges.excellentHigh).toBe('Herausragender ROI (ab 200\u00a0%)')
    expect(localize(roiCopy, memory('tr'), 'tr').badges.excellent).toBe('Mükemmel ROI (%100 ve üzeri)')
  })

  it('read differently from 200 % and from 100 % in every language', () => {
    for (const lang of LANGUAGES.map((language) => language.code).filter((code) => code !== 'en')) {
      const { badges } = localize(roiCopy, memory(lang), lang)
      expect(badges.excellentHigh, lang).not.toBe(badges.excellent)
      expect(badges.excellentHigh.replace(/\d/g, ''), lang).not.toBe(badges.excellent.replace(/\d/g, ''))
    }
  })
})
