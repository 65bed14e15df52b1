import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { legalCopy } from '../../src/copy/pages'
import { privacyPolicyCopy } from '../../src/copy/legal/privacy-policy'
import { remember } from './memory-helpers'

async function page(path: string) {
  const response = await SELF.fetch(`https://example.com${path}`)
  expect(response.status, path).toBe(200)
  return response.text()
}

const NOTICE = /<aside[^>]*data-translation-notice=""[^>]*>[\s\S]*?<\/aside>/

describe('legal pages in other languages', () => {
  it('say at the top, in the page’s language, that the English version applies, and link to it', async () => {
    await remember('de', {
      [legalCopy.translationNotice]: 'Diese Übersetzung dient nur Ihrer Orientierung.',
      [legalCopy.englishVersion]: 'Englische Fassung lesen',
    })
    for (const path of ['/privacy-policy', '/terms-of-service']) {
      const html = await page(`/de${path}`)
      const notice = NOTICE.exec(html)?.[0] ?? ''
      expect(notice).toContain('Diese Übersetzung dient nur Ihrer Orientierung.')
      expect(notice).toContain(`<a href="/en${path}" hrefLang="en"`)
      expect(notice).toContain('Englische Fassung lesen')
      expect(html.indexOf('data-translation-notice')).toBeLessThan(html.indexOf('<h1'))
    }
  })

  it('show no notice in English', async () => {
    expect(await page('/en/privacy-policy')).not.toMatch(NOTICE)
  })

  it('keep the English of legal text that the memory has no translation for', async () => {
    const html = await page('/cs/privacy-policy')
    expect(html).toContain(privacyPolicyCopy.intro.replace(/"/g, '&quot;').slice(0, 60))
  })
})
