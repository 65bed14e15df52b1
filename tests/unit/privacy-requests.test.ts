import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/lib/languages'
import type { LanguageCode } from '../../src/lib/languages'
import { PRIVACY_PHRASES, recognisePrivacyRequest } from '../../src/messages/privacy-phrases'
import { privacyDueOn } from '../../src/messages/privacy-requests'

/** One plain request of each kind per language, as a person would write it (accents and all). */
const ASKED: Record<LanguageCode, { erasure: string; access: string }> = {
  en: { erasure: 'Hello, please delete all my personal data.', access: 'Could you send me a copy of my data?' },
  cs: { erasure: 'Dobrý den, prosím smažte moje osobní údaje.', access: 'Žádám o přístup k mým osobním údajům.' },
  sk: { erasure: 'Prosím, vymažte moje osobné údaje.', access: 'Žiadam o prístup k mojim osobným údajom.' },
  fr: { erasure: 'Merci de supprimer toutes mes données.', access: 'Je demande une copie de mes données.' },
  es: { erasure: 'Por favor, borren todos mis datos.', access: 'Solicito una copia de mis datos.' },
  pt: { erasure: 'Por favor, apaguem os meus dados.', access: 'Peço acesso aos meus dados.' },
  it: { erasure: 'Vi chiedo di cancellare i miei dati.', access: 'Chiedo una copia dei miei dati.' },
  de: { erasure: 'Bitte löschen Sie alle meine Daten.', access: 'Ich bitte um eine Kopie meiner personenbezogenen Daten.' },
  nl: { erasure: 'Verwijder alstublieft mijn gegevens.', access: 'Ik wil graag inzage in mijn persoonsgegevens.' },
  da: { erasure: 'Slet venligst mine personoplysninger.', access: 'Jeg beder om indsigt i mine oplysninger.' },
  fi: { erasure: 'Poistakaa henkilötietoni.', access: 'Pyydän kopion henkilötiedoistani.' },
  no: { erasure: 'Vennligst slett mine personopplysninger.', access: 'Jeg ber om innsyn i mine opplysninger.' },
  sv: { erasure: 'Radera alla mina personuppgifter, tack.', access: 'Jag vill ha ett registerutdrag.' },
  id: { erasure: 'Tolong hapus semua data pribadi saya.', access: 'Saya meminta salinan data saya.' },
  ms: { erasure: 'Sila padamkan data peribadi saya.', access: 'Saya mahu salinan data peribadi saya.' },
  ru: { erasure: 'Прошу удалить мои персональные данные.', access: 'Прошу предоставить копию моих персональных данных.' },
  tr: { erasure: 'Lütfen kişisel verilerimi silin.', access: 'Hakkımda hangi verileri tutuyorsunuz?' },
  ar: { erasure: 'يرجى حذف بياناتي الشخصية.', access: 'أطلب نسخة من بياناتي.' },
}

describe('recognising a privacy request', () => {
  it('has rules of both kinds for every language of the site', () => {
    for (const { code } of LANGUAGES) {
      expect(PRIVACY_PHRASES[code].erasure.length, code).toBeGreaterThan(0)
      expect(PRIVACY_PHRASES[code].access.length, code).toBeGreaterThan(0)
    }
  })

  it('has no phrase with a top-level | or a back-reference, so every phrase can stand as one alternative of a single expression', () => {
    const topLevelBar = (source: string) => {
      let depth = 0
      for (let i = 0; i < source.length; i++) {
        const char = source[i]
        if (char === '\\') i++
        else if (char === '[') i = source.indexOf(']', i)
        else if (char === '(') depth++
        else if (char === ')') depth--
        else if (char === '|' && depth === 0) return true
      }
      return false
    }
    for (const { code } of LANGUAGES)
      for (const source of [...PRIVACY_PHRASES[code].erasure, ...PRIVACY_PHRASES[code].access]) {
        expect(topLevelBar(source), `${code}: ${source}`).toBe(false)
        expect(source, code).not.toMatch(/\\[1-9]/)
      }
  })

  for (const { code } of LANGUAGES) {
    it(`recognises an erasure and an access request written in ${code}`, () => {
      expect(recognisePrivacyRequest(ASKED[code].erasure)).toBe('erasure')
      expect(recognisePrivacyRequest(ASKED[code].access)).toBe('access')
    })
  }

  it('recognises Czech typed without accents, and other spacing and case', () => {
    expect(recognisePrivacyRequest('prosim SMAZAT   moje udaje')).toBe('erasure')
    expect(recognisePrivacyRequest('I invoke my right to be forgotten')).toBe('erasure')
  })

  it('reads article 15 or 17 beside the regulation’s name', () => {
    expect(recognisePrivacyRequest('Request under Art. 17 GDPR.')).toBe('erasure')
    expect(recognisePrivacyRequest('Žádost dle čl. 15 GDPR')).toBe('access')
    expect(recognisePrivacyRequest('Auskunft nach Art. 15 DSGVO bitte')).toBe('access')
  })

  it('takes erasure when a message asks for both', () => {
    expect(recognisePrivacyRequest('Send me a copy of my data, then delete my data.')).toBe('erasure')
  })

  it('leaves business questions that mention data or the regulation alone', () => {
    for (const text of [
      'We need a GDPR-compliant chatbot for our clinic.',
      'Can your automation delete old data from our CRM every month?',
      'Article 15 of our contract covers support hours.',
      'Chceme automaticky mazat stará data v CRM.',
      'We want to remove duplicates from the customer data.',
    ])
      expect(recognisePrivacyRequest(text), text).toBeNull()
  })
})

describe('a privacy request’s due date', () => {
  const due = (iso: string) => privacyDueOn(Date.parse(iso))

  it('is the same date one month after receipt', () => {
    expect(due('2027-03-15T09:30:00Z')).toBe('2027-04-15')
    expect(due('2027-12-31T23:59:00Z')).toBe('2028-01-31')
  })

  it('is the month’s last day when the month has no such date', () => {
    expect(due('2027-01-31T08:00:00Z')).toBe('2027-02-28')
    expect(due('2028-01-31T08:00:00Z')).toBe('2028-02-29')
    expect(due('2028-01-30T08:00:00Z')).toBe('2028-02-29')
    expect(due('2027-03-31T08:00:00Z')).toBe('2027-04-30')
    expect(due('2027-08-31T08:00:00Z')).toBe('2027-09-30')
  })

  it('keeps a date the next month has', () => {
    expect(due('2027-02-28T08:00:00Z')).toBe('2027-03-28')
    expect(due('2027-04-30T08:00:00Z')).toBe('2027-05-30')
  })
})
