import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { LANGUAGES, localeTag } from '../../src/lib/languages'
import { PAGE_ROUTES, USE_CASE_SLUGS, localePath } from '../../src/lib/routes'
import { shellCopy } from '../../src/copy/shell'

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')

const fetchPage = (path: string, init?: RequestInit) => SELF.fetch(`https://example.com${path}`, { redirect: 'manual', ...init })

describe('routing', () => {
  it('serves every route in every language with the right lang and dir', async () => {
    for (const { code } of LANGUAGES) {
      for (const route of PAGE_ROUTES) {
        const response = await fetchPage(`/${code}${route.path}`)
        expect(response.status, `/${code}${route.path}`).toBe(200)
        const html = await response.text()
        expect(html).toContain(`<html lang="${localeTag(code)}" dir="${code === 'ar' ? 'rtl' : 'ltr'}">`)
      }
    }
  }, 60_000)

  it('says which Portuguese it serves: European, in the page language and the language list', async () => {
    const html = await (await fetchPage('/pt')).text()
    expect(html).toContain('<html lang="pt-PT"')
    expect(html).toContain('<meta property="og:locale" content="pt_PT"/>')
    expect(html).toContain('Português (Portugal)')
  })
})

describe('the root path', () => {
  it('redirects to English when nothing says otherwise, varying on cookie and language', async () => {
    const response = await fetchPage('/')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/en')
    expect(response.headers.get('Vary')).toMatch(/Cookie/)
    expect(response.headers.get('Vary')).toMatch(/Accept-Language/)
  })

  it('follows Accept-Language by the language part', async () => {
    const response = await fetchPage('/', { headers: { 'Accept-Language': 'fr-CA,fr;q=0.9,en;q=0.5' } })
    expect(response.headers.get('Location')).toBe('/fr')
  })

  it('respects quality values', async () => {
    const response = await fetchPage('/', { headers: { 'Accept-Language': 'en;q=0.4, de;q=0.8' } })
    expect(response.headers.get('Location')).toBe('/de')
  })

  it('falls back to the region part when no language part matches', async () => {
    const response = await fetchPage('/', { headers: { 'Accept-Language': 'xx-CZ, zz' } })
    expect(response.headers.get('Location')).toBe('/cs')
  })

  it('maps Norwegian Bokmål to no', async () => {
    const response = await fetchPage('/', { headers: { 'Accept-Language': 'nb-NO' } })
    expect(response.headers.get('Location')).toBe('/no')
  })

  it('prefers the selectedLanguage cookie over Accept-Language', async () => {
    const response = await fetchPage('/', { headers: { Cookie: 'selectedLanguage=ar', 'Accept-Language': 'de' } })
    expect(response.headers.get('Location')).toBe('/ar')
  })

  it('ignores an unsupported cookie value', async () => {
    const response = await fetchPage('/', { headers: { Cookie: 'selectedLanguage=xx', 'Accept-Language': 'sv' } })
    expect(response.headers.get('Location')).toBe('/sv')
  })
})

describe('languages in the path', () => {
  it('sends an unsupported language to the English home page', async () => {
    const response = await fetchPage('/xx/use-cases/hotels')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/en')
  })

  it('sends a page without a language to the English home page', async () => {
    const response = await fetchPage('/use-cases/hotels')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/en')
  })

  it('never redirects a deep link by the visitor language', async () => {
    const response = await fetchPage('/cs/use-cases/hotels', { headers: { 'Accept-Language': 'de', Cookie: 'selectedLanguage=fr' } })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<html lang="cs"')
  })

  it('drops a trailing slash with a permanent redirect', async () => {
    const response = await fetchPage('/de/use-cases/hotels/')
    expect(response.status).toBe(301)
    expect(response.headers.get('Location')).toBe('/de/use-cases/hotels')
  })
})

describe('unknown paths', () => {
  it('answer 404 with the not-found page and a link home', async () => {
    const response = await fetchPage('/en/no-such-page')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('Oops! Page not found')
    expect(html).toMatch(/<a href="\/"[^>]*>Return to Home<\/a>/)
    expect(html).toContain('<meta name="robots" content="noindex"/>')
  })

  // The words come from the translation memory (its check holds every language to them);
  // here the local D1 has none, so every language shows the exchange around English.
  it('answer 404 with Karla telling the visitor what exists, home and every use case, in every language', async () => {
    for (const { code } of LANGUAGES) {
      const response = await fetchPage(`/${code}/no-such-page`)
      expect(response.status, code).toBe(404)
      const html = await response.text()
      const exchange = html.slice(html.indexOf('data-exchange'), html.indexOf('</main>'))
      const { asked, body, exists } = shellCopy.notFound
      expect(exchange.match(/data-from="visitor"/g), code).toHaveLength(1)
      expect(exchange.match(/data-from="karla"/g), code).toHaveLength(2)
      for (const line of [asked, body, exists]) expect(exchange, `${code}: ${line}`).toContain(escaped(line))
      expect(exchange, code).toContain(`>${escaped(shellCopy.notFound.returnHome)}</a>`)
      for (const slug of USE_CASE_SLUGS) {
        expect(exchange, `${code} ${slug}`).toContain(`href="${localePath(code, `/use-cases/${slug}`)}"`)
        expect(exchange, `${code} ${slug}`).toContain(`>${escaped(shellCopy.useCases[slug])}</a>`)
      }
    }
  }, 60_000)

  it('answer 404 in the language of the path', async () => {
    const response = await fetchPage('/ar/use-cases/unknown')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('<html lang="ar" dir="rtl">')
  })

  it('answer 404 for paths that are not a language at all', async () => {
    const response = await fetchPage('/wp-login.php')
    expect(response.status).toBe(404)
  })
})
