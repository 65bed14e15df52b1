import { describe, expect, it } from 'vitest'
import { looksLikeSpam } from '../../src/messages/spam'

const message = (challenge: string, fullName = 'Jana Nováková', companyName: string | null = null) => ({ fullName, companyName, challenge })

describe('what looks like spam on arrival', () => {
  it('is a message with three or more web addresses, wherever the visitor typed them', () => {
    expect(looksLikeSpam(message('See https://a.example, http://b.example and www.c-example.org'))).toBe(true)
    expect(looksLikeSpam(message('Two links: https://a.example and https://b.example', 'www.name.example'))).toBe(true)
    expect(looksLikeSpam(message('Our docs are at https://docs.example and https://wiki.example.'))).toBe(false)
  })

  it('is a known offer: links and rankings for sale, crypto and trading schemes, casinos', () => {
    for (const text of [
      'We sell high quality backlinks.',
      'Guest post opportunity on our blog',
      'Get to the first page of Google in 30 days',
      'Affordable SEO services for your site',
      'Earn daily with Bitcoin',
      'Crypto investment with guaranteed returns',
      'Best online casino bonuses',
    ])
      expect(looksLikeSpam(message(text)), text).toBe(true)
  })

  it('is not an ordinary enquiry, even one that names search or crypto in passing', () => {
    for (const text of [
      'We would like a booking assistant for our front desk.',
      'Our SEO team spends hours on reports: can AI help?',
      'We run a crypto exchange support desk and want a chatbot for tickets.',
      'Can your agent read our Google Sheets?',
    ])
      expect(looksLikeSpam(message(text)), text).toBe(false)
  })
})
