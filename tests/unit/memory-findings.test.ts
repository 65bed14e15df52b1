import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PRODUCT_TERMS } from '../../src/lib/site'

/** The shipped translation of an English text in a language. */
const shipped = (lang: string, english: string) =>
  (JSON.parse(readFileSync(`translations/${lang}.json`, 'utf8')) as Record<string, { translation: string; reviewed: boolean; provider: string }>)[english]

describe('the shipped memory after review', () => {
  it('no longer pads strings that are rightly the same as the English', () => {
    expect(shipped('de', 'optional')?.translation).toBe('optional')
    expect(shipped('es', 'Error')?.translation).toBe('Error')
    expect(shipped('de', 'Cookies')?.translation).toBe('Cookies')
    expect(shipped('id', 'E-commerce')?.translation).toBe('E-commerce')
    // Product names are never sent and never stored: the page shows them as they are.
    for (const term of PRODUCT_TERMS) expect(shipped('ar', term)).toBeUndefined()
    expect(shipped('de', 'Discovery')).toBeUndefined()
  })

  it('fixes the single strings a reviewer found wrong', () => {
    expect(shipped('tr', 'Payback period')?.translation).not.toBe('Geri ödeme süresi')
    expect(shipped('ar', '{hours, plural, one {#+ hour} other {#+ hours}} back per rep each week')?.translation).not.toContain('إضافية')
    expect(shipped('id', 'Your front desk cannot be everywhere')?.translation).toBe('Resepsionis Anda tidak bisa berada di mana-mana')
    expect(shipped('ms', 'Your front desk cannot be everywhere')?.translation).toContain('semua tempat')
    expect(shipped('fr', 'This math problem was already used. Please solve the new one.')?.translation).toMatch(/le nouveau calcul\.$/)
    expect(JSON.stringify(JSON.parse(readFileSync('translations/cs.json', 'utf8')))).not.toContain('sejme')
    expect(shipped('ar', 'AI Assistant for Real Estate Agencies | Karlin Labs')?.translation).toMatch(/^مساعدة/)
  })

  it('fixes what the third professional read quoted, language by language', () => {
    const memory = (lang: string) =>
      Object.values(JSON.parse(readFileSync(`translations/${lang}.json`, 'utf8')) as Record<string, { translation: string }>)
        .map((entry) => entry.translation)
        .join('\n')
    expect(shipped('it', 'Book a Free Consultation')?.translation).toBe('Prenota una consulenza gratuita')
    expect(shipped('it', 'Access: you can ask whether we hold data about you and receive a copy.')?.translation).toMatch(
      /^Accesso: potete chiedere .* vi riguardano/,
    )
    expect(memory('ru')).not.toMatch(/Видьте|гости сдаются|стоит вам комиссии|(?<![а-яё])[Ее]ще(?![а-яё])/)
    expect(memory('fi')).not.toMatch(/löytö|löydön|Säästäkää/)
    expect(shipped('ms', 'Read less')?.translation).toBe('Sembunyikan')
    expect(shipped('id', 'Read less')?.translation).toBe('Sembunyikan')
    expect(memory('id')).not.toMatch(/(?<![A-Za-z])discovery (?:otomatis|top-down|pertama)|jadwal discovery/)
    expect(memory('cs')).not.toMatch(/Provedte/)
    expect(memory('sk')).not.toMatch(/Upratovanie vám|Preveďte nás/)
    expect(memory('no')).not.toMatch(/språkkapsel|Øktkapsel/)
    expect(memory('sv')).not.toMatch(/inskick|kakbanner/)
    expect(memory('da')).not.toMatch(/(?<![A-Za-z])[Ww]ebsted/)
    expect(memory('pt')).not.toMatch(/submiss|submetem/)
    expect([shipped('de', 'Read more')?.translation, shipped('de', 'Read less')?.translation]).toEqual(['Mehr anzeigen', 'Weniger anzeigen'])
    expect(
      shipped(
        'tr',
        Object.keys(JSON.parse(readFileSync('translations/tr.json', 'utf8')) as object).find((key) =>
          key.startsWith('Karlin Labs is an AI automation consultancy'),
        )!,
      )?.translation,
    ).toMatch(/çalışıyoruz ve her çözümü kendimiz geliştiriyoruz\.$/)
    expect(memory('ar')).not.toMatch(/(?<![\u0600-\u06FF])نزيل/)
  })

  it('keeps every entry an unreviewed AI draft, revised or not', () => {
    for (const lang of ['cs', 'ar', 'fr']) {
      const entries = Object.values(JSON.parse(readFileSync(`translations/${lang}.json`, 'utf8')) as Record<string, { provider: string; reviewed: boolean }>)
      expect(entries.every((entry) => ['ai-draft', 'ai-revised'].includes(entry.provider) && entry.reviewed === false)).toBe(true)
    }
  })
})
