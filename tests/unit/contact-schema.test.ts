import { describe, expect, it } from 'vitest'
import { CONTACT_LIMITS, contactFieldsSchema, contactRequestSchema, fieldErrors } from '../../src/lib/contact-schema'

const VALID = {
  fullName: '  Jana Nováková ',
  companyName: '',
  email: 'jana@example.cz',
  phoneNumber: '',
  helpWith: 'tech-advice',
  challenge: 'Line one\r\nLine two\ttabbed',
}

function errorsOf(input: Record<string, unknown>) {
  const result = contactFieldsSchema.safeParse(input)
  return result.success ? {} : fieldErrors(result.error.issues).fields
}

describe('the shared contact schema', () => {
  it('trims values, turns blank optional fields into null and CRLF into LF', () => {
    expect(contactFieldsSchema.parse(VALID)).toEqual({
      fullName: 'Jana Nováková',
      companyName: null,
      email: 'jana@example.cz',
      phoneNumber: null,
      helpWith: 'tech-advice',
      challenge: 'Line one\nLine two\ttabbed',
    })
  })

  it('accepts every field at its length limit and refuses one character more', () => {
    const atLimit = {
      ...VALID,
      fullName: 'n'.repeat(CONTACT_LIMITS.fullName),
      companyName: 'c'.repeat(CONTACT_LIMITS.companyName),
      email: `${'e'.repeat(CONTACT_LIMITS.email - 11)}@example.cz`.slice(-CONTACT_LIMITS.email),
      phoneNumber: '1'.repeat(CONTACT_LIMITS.phoneNumber),
      challenge: 'm'.repeat(CONTACT_LIMITS.challenge),
    }
    expect(errorsOf({ ...atLimit, email: VALID.email })).toEqual({})
    expect(errorsOf({ ...atLimit, fullName: `${atLimit.fullName}n` }).fullName).toBe('tooLong')
    expect(errorsOf({ ...atLimit, companyName: `${atLimit.companyName}c` }).companyName).toBe('tooLong')
    expect(errorsOf({ ...atLimit, phoneNumber: `${atLimit.phoneNumber}1` }).phoneNumber).toBe('tooLong')
    expect(errorsOf({ ...atLimit, challenge: `${atLimit.challenge}m` }).challenge).toBe('tooLong')
  })

  it('reports the product’s messages for missing required fields', () => {
    expect(errorsOf({})).toEqual({
      fullName: 'fullNameRequired',
      email: 'emailInvalid',
      helpWith: 'helpWithRequired',
      challenge: 'challengeRequired',
    })
  })

  it('refuses control characters, and line breaks in single-line fields', () => {
    expect(errorsOf({ ...VALID, fullName: 'Jana\nBcc: x@example.com' }).fullName).toBe('controlCharacters')
    expect(errorsOf({ ...VALID, companyName: 'AC\u0085ME' }).companyName).toBe('controlCharacters')
    expect(errorsOf({ ...VALID, challenge: 'bell\u0007' }).challenge).toBe('controlCharacters')
    expect(errorsOf({ ...VALID, challenge: 'para\u2028graph' }).challenge).toBe('controlCharacters')
  })

  it('allows only digits, spaces and + ( ) - in phone numbers', () => {
    expect(errorsOf({ ...VALID, phoneNumber: '+420 (777) 123-456' })).toEqual({})
    expect(errorsOf({ ...VALID, phoneNumber: '777 123 456 ext. 5' }).phoneNumber).toBe('phoneInvalid')
  })

  it('accepts only the five help-with options', () => {
    expect(errorsOf({ ...VALID, helpWith: 'servicenow' })).toEqual({})
    expect(errorsOf({ ...VALID, helpWith: 'Speed up customer service' }).helpWith).toBe('helpWithRequired')
  })

  it('requires a supported language and a numeric captcha answer on the server', () => {
    const request = { ...VALID, language: 'de', captchaToken: 't', captchaAnswer: '12' }
    expect(contactRequestSchema().safeParse(request).success).toBe(true)
    expect(contactRequestSchema().safeParse({ ...request, language: 'xx' }).success).toBe(false)
    const wrong = contactRequestSchema().safeParse({ ...request, captchaAnswer: 'twelve' })
    expect(wrong.success ? {} : fieldErrors(wrong.error.issues).fields).toEqual({ captchaAnswer: 'captchaWrong' })
  })
})

describe('format characters and the page field', () => {
  it.each([
    ['a right-to-left override', 'Invoice \u202efdp.exe'],
    ['a zero-width space', 'Jana\u200bNováková'],
    ['a zero-width joiner', 'Jana\u200dNováková'],
    ['a bidi isolate', '\u2066Jana\u2069'],
    ['a byte-order mark', 'Ja\ufeffna'],
    ['a soft hyphen', 'Jana\u00adNováková'],
  ])('refuses %s in every single-line field, with the control-characters message', (_name, value) => {
    expect(errorsOf({ ...VALID, fullName: value }).fullName).toBe('controlCharacters')
    expect(errorsOf({ ...VALID, companyName: value }).companyName).toBe('controlCharacters')
    expect(errorsOf({ ...VALID, email: `ja${value.replace(/[^\p{Cf}]/gu, '')}na@example.cz` }).email).toBe('controlCharacters')
  })

  it.each([
    ['a lone high surrogate', 'Jana \ud83d'],
    ['a lone low surrogate', '\ude00 Jana'],
    ['a pair in the wrong order', 'Jana \ude00\ud83d'],
  ])('refuses %s in every text field, with the unreadable-character message', (_name, value) => {
    const errors = errorsOf({ ...VALID, fullName: value, companyName: value, email: `${value}@example.cz`, phoneNumber: `777${value}`, challenge: value })
    expect(errors).toEqual({
      fullName: 'unreadableCharacter',
      companyName: 'unreadableCharacter',
      email: 'unreadableCharacter',
      phoneNumber: 'unreadableCharacter',
      challenge: 'unreadableCharacter',
    })
  })

  it('keeps letters of every script and emoji in names', () => {
    expect(errorsOf({ ...VALID, fullName: 'محمد عبد الله' })).toEqual({})
    expect(errorsOf({ ...VALID, fullName: 'Ольга Петрова 🙂' })).toEqual({})
    // An emoji is a surrogate pair: well-formed, in a message as in a name.
    expect(errorsOf({ ...VALID, challenge: 'Thanks 😀\n𝄞 𠀀' })).toEqual({})
  })

  const request = { ...VALID, language: 'en', captchaToken: 't', captchaAnswer: '5' }
  it.each(['/en', '/de/use-cases/hotels', '/cs/servicenow/itsm', '/ar/privacy-policy'])('keeps the site page %s', (page) => {
    expect(contactRequestSchema().parse({ ...request, page }).page).toBe(page)
  })

  it.each(['@evil.example/x', '//evil.example/en', '/en/../../x', '/xx', '/en/nope', 'https://evil.example/en', '/en?x=1', '/en#contact', ''])(
    'drops %j, which is not a page of the site, without refusing the message',
    (page) => {
      const parsed = contactRequestSchema().safeParse({ ...request, page })
      expect(parsed.success).toBe(true)
      expect(parsed.data?.page).toBeNull()
    },
  )
})
