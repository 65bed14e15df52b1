import { describe, expect, it } from 'vitest'
import { MAX_BATCH_BYTES, mapLimited, toBatches } from '../../src/translation/batch'
import { CircuitBreaker } from '../../src/translation/breaker'
import { mayStayUnchanged, rejection, skipReason } from '../../src/translation/checks'
import { isCrawler } from '../../src/translation/crawler'
import { decodeEntities, protect, protectedPieces, restore } from '../../src/translation/markup'
import { deeplTarget, googleTarget, libreTarget, pseudoLocalize } from '../../src/translation/providers'

describe('markup protection', () => {
  it('wraps brand terms and slots in DeepL XML elements that still contain them, escaping the rest', () => {
    const { markup, pieces } = protect('Karlin Labs & Now Assist for {name} <3', 'xml')
    expect(markup).toBe('<x id="0">Karlin Labs</x> &#38; <x id="1">Now Assist</x> for <x id="2">{name}</x> &#60;3')
    expect(pieces).toEqual(['Karlin Labs', 'Now Assist', '{name}'])
  })

  it('uses translate="no" spans for HTML providers', () => {
    expect(protect('Try ServiceNow', 'html').markup).toBe('Try <span translate="no" id="b0">ServiceNow</span>')
  })

  it('restores the canonical terms even when the provider moved or altered the element content', () => {
    const { pieces } = protect('Ask Karla about {topic}', 'xml')
    expect(restore('<x id="1">{topic}</x> – zeptejte se <x id="0">Karlou</x>', pieces)).toBe('{topic} – zeptejte se Karla')
  })

  it('rejects markup with a missing, repeated or unknown element, or stray tags', () => {
    const { pieces } = protect('Karla and ServiceNow', 'xml')
    expect(restore('<x id="0">Karla</x> a ServiceNow', pieces)).toBeNull()
    expect(restore('<x id="0">Karla</x> <x id="0">Karla</x> <x id="1">ServiceNow</x>', pieces)).toBeNull()
    expect(restore('<x id="0">Karla</x> <x id="1">ServiceNow</x> <x id="7">x</x>', pieces)).toBeNull()
    expect(restore('<x id="0">Karla</x> <b>a</b> <x id="1">ServiceNow</x>', pieces)).toBeNull()
  })

  it('decodes the entities HTML-mode providers return', () => {
    expect(decodeEntities('l&#39;IA &quot;x&quot; &gt; &amp;lt; &#x41;')).toBe('l\'IA "x" > &lt; A')
    expect(restore('a &amp;lt; b', [])).toBe('a &lt; b')
  })
})

describe('what is sent to a provider and which answers are kept', () => {
  it('never sends English, blank, over-long or brand-only texts', () => {
    expect(skipReason('Pricing', 'en')).toBe('english')
    expect(skipReason('   ', 'cs')).toBe('blank')
    expect(skipReason('a'.repeat(5001), 'cs')).toBe('too-long')
    expect(skipReason('a'.repeat(5000), 'cs')).toBeNull()
    expect(skipReason('Karlin Labs', 'cs')).toBe('untranslatable')
    expect(skipReason('ServiceNow · {count}', 'cs')).toBe('untranslatable')
    expect(skipReason('Try Karla', 'cs')).toBeNull()
  })

  it('discards empty, unchanged, out-of-ratio and brand-breaking results', () => {
    expect(rejection('Pricing', null, 'cs')).toBe('markup')
    expect(rejection('Pricing', '  ', 'cs')).toBe('empty')
    expect(rejection('Pricing', 'Pricing', 'cs')).toBe('unchanged')
    expect(rejection('Hello there', 'H', 'cs')).toBe('ratio')
    expect(rejection('Hi', 'x'.repeat(11), 'cs')).toBe('ratio')
    expect(rejection('Meet Karla today', 'Poznejte Karla a Karla dnes', 'cs')).toBe('brand-terms')
    expect(rejection('Meet Karla today', 'Poznejte ji dnes', 'cs')).toBe('brand-terms')
    expect(rejection('Meet Karla today', 'Poznejte Karla ještě dnes', 'cs')).toBeNull()
  })

  it('discards a translation with a control, direction-control or private-use character, and keeps line breaks', () => {
    for (const bad of ['Ceny\u0000', 'Ceny \u202Efdp.exe', 'Ceny\u2066x\u2069', '\u200FCeny', 'Ceny\u061C', 'Ceny \uE000', 'Ce\u0085ny'])
      expect(rejection('Pricing', bad, 'cs'), JSON.stringify(bad)).toBe('characters')
    expect(rejection('Pricing plans\nfor teams', 'Ceníky\npro týmy', 'cs')).toBeNull()
    expect(rejection('Pricing', 'الأسعار', 'ar')).toBeNull()
  })

  it('keeps the ratio bounds inclusive at 0.2 and 5', () => {
    expect(rejection('abcde', 'x', 'cs')).toBeNull()
    expect(rejection('ab', 'x'.repeat(10), 'cs')).toBeNull()
  })

  it('treats acronyms, and only acronyms, as allowed to stay unchanged', () => {
    expect(mayStayUnchanged('ITSM')).toBe(true)
    expect(mayStayUnchanged('HRSD & CSM')).toBe(true)
    expect(mayStayUnchanged('Virtual Agent')).toBe(false)
  })
})

describe('batching', () => {
  it('cuts at 50 texts', () => {
    const batches = toBatches(Array.from({ length: 120 }, (_, i) => `text ${i}`))
    expect(batches.map((batch) => batch.length)).toEqual([50, 50, 20])
  })

  it('cuts before 128 KiB of text', () => {
    const big = Array.from({ length: 40 }, (_, i) => `${i}`.padEnd(4900, 'é'))
    const batches = toBatches(big)
    expect(batches.length).toBeGreaterThan(1)
    for (const batch of batches) expect(new TextEncoder().encode(JSON.stringify(batch)).byteLength).toBeLessThan(MAX_BATCH_BYTES)
    expect(batches.flat()).toEqual(big)
  })

  it('runs no more tasks at once than the limit, keeping result order', async () => {
    let running = 0
    let peak = 0
    const results = await mapLimited([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      peak = Math.max(peak, ++running)
      await new Promise((resolve) => setTimeout(resolve, 5))
      running--
      return n * 2
    })
    expect(peak).toBe(3)
    expect(results).toEqual([2, 4, 6, 8, 10, 12, 14])
  })
})

describe('circuit breaker', () => {
  it('opens after 3 consecutive failures and lets one trial through after the cooldown', () => {
    let now = 0
    const breaker = new CircuitBreaker(3, 1000, () => now)
    breaker.recordFailure()
    breaker.recordFailure()
    breaker.recordSuccess()
    breaker.recordFailure()
    breaker.recordFailure()
    expect(breaker.isOpen).toBe(false)
    breaker.recordFailure()
    expect(breaker.isOpen).toBe(true)
    expect(breaker.tryAcquire()).toBe(false)
    now = 1001
    expect(breaker.tryAcquire()).toBe(true)
    expect(breaker.tryAcquire()).toBe(false)
    breaker.recordFailure()
    expect(breaker.isOpen).toBe(true)
    now = 2002
    expect(breaker.tryAcquire()).toBe(true)
    breaker.recordSuccess()
    expect(breaker.isOpen).toBe(false)
  })
})

describe('providers', () => {
  it('map language codes to each provider', () => {
    expect([deeplTarget('no'), deeplTarget('pt'), deeplTarget('cs')]).toEqual(['NB', 'PT-PT', 'CS'])
    expect([googleTarget('no'), googleTarget('pt'), googleTarget('ms')]).toEqual(['no', 'pt-PT', 'ms'])
    expect([libreTarget('no'), libreTarget('pt')]).toEqual(['nb', 'pt'])
  })

  it('pseudo-localizes with accents, about 30% longer, markup intact', () => {
    const { markup, pieces } = protect('Ask Karla about {topic} today', 'xml')
    const output = pseudoLocalize(markup)
    const restored = restore(output, pieces)
    expect(restored).toContain('Karla')
    expect(restored).toContain('{topic}')
    expect(restored).toMatch(/Åšk/)
    expect(rejection('Ask Karla about {topic} today', restored, 'cs')).toBeNull()
    expect((restored ?? '').length / 'Ask Karla about {topic} today'.length).toBeGreaterThan(1.25)
  })

  it('recognises crawlers but not browsers', () => {
    expect(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true)
    expect(isCrawler('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true)
    expect(isCrawler('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36')).toBe(false)
    expect(isCrawler(null)).toBe(false)
  })
})

describe('do-not-translate terms, identity and glosses', () => {
  it('protects ServiceNow product names like the brand terms, longest first, with inflection endings allowed', () => {
    expect(protect('Virtual Agent Designer builds Virtual Agent topics', 'xml').pieces).toEqual(['Virtual Agent Designer', 'Virtual Agent'])
    expect(protectedPieces('Nasadíme Virtual Agenta a Discovery')).toEqual(['Virtual Agent', 'Discovery'])
    expect(rejection('Discovery finds every server', 'Automatische Erkennung findet jeden Server', 'de')).toBe('brand-terms')
  })

  it('never sends a text that is only protected terms, numbers and punctuation', () => {
    expect(skipReason('Discovery', 'de')).toBe('untranslatable')
    expect(skipReason('ITSM · ITOM · HRSD · CSM', 'ar')).toBe('untranslatable')
    expect(skipReason('Employee Center', 'cs')).toBe('untranslatable')
    expect(skipReason('24/7', 'cs')).toBe('untranslatable')
  })

  it('accepts a translation identical to the English where the word is the same in that language', () => {
    expect(rejection('Menu', 'Menu', 'fr')).toBeNull()
    expect(rejection('Cookies', 'Cookies', 'de')).toBeNull()
    expect(rejection('E-commerce', 'E-commerce', 'nl')).toBeNull()
    expect(rejection('Menu', 'Menu', 'de')).toBe('unchanged')
    expect(rejection('Cookies', 'Cookies', 'ru')).toBe('unchanged')
    expect(rejection('Pricing', 'Pricing', 'de')).toBe('unchanged')
  })

  it('rejects a protected term glossed in parentheses, either way round, unless the English has the same aside', () => {
    expect(rejection('Discovery maps your servers', 'Discovery (automatische Erkennung) erfasst Ihre Server', 'de')).toBe('gloss')
    expect(rejection('Virtual Agent in the menu', 'الوكيل الافتراضي (Virtual Agent) في القائمة', 'ar')).toBe('gloss')
    expect(rejection('IT Service Management (ITSM) for you', 'IT Service Management (ITSM) für Sie', 'de')).toBeNull()
    expect(rejection('Talk to Karla (our assistant)', 'Sprechen Sie mit Karla (unsere Assistentin)', 'de')).toBeNull()
  })

  it('checks plural entries branch by branch and wants every category of the language', () => {
    const english = '{days, plural, one {# working day} other {# working days}}'
    expect(rejection(english, '{days, plural, one {# pracovní den} few {# pracovní dny} many {# pracovního dne} other {# pracovních dnů}}', 'cs')).toBeNull()
    expect(rejection(english, '{days, plural, one {# pracovní den} other {# pracovních dnů}}', 'cs')).toBe('plural')
    expect(rejection(english, '{days} pracovních dnů', 'cs')).toBe('plural')
    expect(rejection(english, '{days, plural, one {# Arbeitstag} other {Arbeitstage}}', 'de')).toBe('plural')
    expect(
      rejection(english, '{days, plural, zero {# يوم عمل} one {يوم عمل واحد} two {يوما عمل} few {# أيام عمل} many {# يوم عمل} other {# يوم عمل}}', 'ar'),
    ).toBeNull()
  })

  it('sends a plural branch with a sample number in place of # and gets # back', () => {
    const { markup, pieces } = protect('# working days for {name}', 'xml', '3')
    expect(markup).toBe('<x id="0">3</x> working days for <x id="1">{name}</x>')
    expect(restore('<x id="0">3</x> pracovní dny pro <x id="1">{name}</x>', pieces)).toBe('# pracovní dny pro {name}')
  })
})
