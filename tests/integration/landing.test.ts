import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { SERVICENOW_COPY, USE_CASE_COPY } from '../../src/copy/landing'
import { ENGLISH, localize } from '../../src/i18n/copy'
import { LANGUAGES } from '../../src/lib/languages'
import { SERVICENOW_SLUGS, USE_CASE_SLUGS } from '../../src/lib/routes'
import { SITE } from '../../src/lib/site'

const SCHEDULE_LINK = new RegExp(`<a href="${SITE.schedulingUrl.replace(/[.]/g, '\\.')}" target="_blank" rel="noopener"[^>]*>([^<]+)<`, 'g')

async function page(path: string) {
  const response = await SELF.fetch(`https://example.com${path}`)
  expect(response.status, path).toBe(200)
  return response.text()
}

function sectionOrder(html: string): string[] {
  return [...html.matchAll(/data-section="([a-z-]+)"/g)].map((match) => match[1] ?? '')
}

/** Each landing page with its English copy as the page shows it (numbers written out). */
const PAGES = [
  ...USE_CASE_SLUGS.map((slug) => ({ path: `/use-cases/${slug}`, copy: localize(USE_CASE_COPY[slug], ENGLISH, 'en'), platform: false })),
  ...SERVICENOW_SLUGS.map((slug) => ({ path: `/servicenow/${slug}`, copy: localize(SERVICENOW_COPY[slug], ENGLISH, 'en'), platform: true })),
]

describe('landing pages', () => {
  it.each(PAGES)('$path renders its sections in order, with the calls to action of the specification', async ({ path, copy, platform }) => {
    const html = await page(`/en${path}`)
    const expected = [
      'hero',
      'challenge',
      'solution',
      ...(copy.problemSolutions ? ['problem-solutions'] : []),
      'features',
      ...(platform ? ['capabilities'] : []),
      ...(copy.addOn ? ['add-on'] : []),
      ...(platform ? ['services'] : []),
      'integrations',
      'benefits',
      'closing',
    ]
    expect(sectionOrder(html)).toEqual(expected)
    // A platform's capabilities are a list inside the key features' band, not a second band of cards.
    const bands = [...html.matchAll(/<section data-section="([a-z-]+)"/g)].map((match) => match[1])
    expect(bands).not.toContain('capabilities')
    if (platform) expect(html.slice(html.indexOf('data-section="features"'), html.indexOf('data-section="capabilities"'))).not.toContain('</section>')

    const ctas = [...html.slice(html.indexOf('<main')).matchAll(SCHEDULE_LINK)].map((match) => match[1])
    // The hero's and the closing band's booking links, under the one booking label; the add-on has its own label.
    expect(ctas).toEqual(['Book a Free Consultation', 'Book a Free Consultation'])
    const closing = html.slice(html.indexOf('data-section="closing"'))
    expect([...closing.matchAll(SCHEDULE_LINK)]).toHaveLength(1)
    expect(closing).toContain('href="/en#contact"')
    // The hero shows the page's own scene of the assistant at work, every line of it.
    const hero = html.slice(html.indexOf('data-section="hero"'), html.indexOf('data-section="challenge"'))
    const { scene } = copy
    expect(hero).toContain(`data-scene="${scene.kind}"`)
    const lines = [
      scene.title,
      scene.outcome,
      ...(scene.kind === 'chat' ? scene.messages.map((message) => message.text) : []),
      ...(scene.kind === 'flow' ? scene.steps : []),
      ...(scene.kind === 'form' ? scene.fields.flatMap((field) => [field.label, field.value]) : []),
    ]
    for (const line of lines) expect(hero).toContain(line.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'))
    const addOnLabel = { voice: 'Learn More About Voice AI', calling: 'Learn More About AI Calling', phone: 'Learn More About Phone Support' }
    // The add-on's own label leads to the voice agents on the home page, not to the booking page.
    if (copy.addOn) {
      expect(ctas).not.toContain(addOnLabel[copy.addOn.kind])
      expect(html).toMatch(new RegExp(`<a href="/en#voice-ai"[^>]*>${addOnLabel[copy.addOn.kind]}<`))
    }

    expect(html).toContain(`<title>${copy.meta.title.replace(/&/g, '&amp;')}</title>`)
    expect(html).toContain('"@type":"Service"')
    expect(html).toContain('"@type":"BreadcrumbList"')
    for (const name of copy.integrations.names) expect(html).toContain(name.replace(/&/g, '&amp;'))
  })

  it('construction shows its problem and solution pairs', async () => {
    const html = await page('/en/use-cases/construction')
    const pairs = USE_CASE_COPY.construction.problemSolutions!.items
    expect(pairs.length).toBeGreaterThanOrEqual(6)
    for (const pair of pairs) expect(html).toContain(pair.title)
  })

  it('every landing page answers 200 in every language with its sections', async () => {
    for (const { code } of LANGUAGES) {
      for (const { path } of PAGES) {
        const html = await page(`/${code}${path}`)
        expect(sectionOrder(html)[0], `/${code}${path}`).toBe('hero')
        expect(sectionOrder(html).at(-1)).toBe('closing')
      }
    }
  }, 60_000)

  it.each(['en', 'ar'])('in %s, each industry page renders its layout, and neighbours in the menu differ', async (code) => {
    const layouts = USE_CASE_SLUGS.map((slug) => USE_CASE_COPY[slug].layout)
    expect(new Set(layouts)).toEqual(new Set(['split', 'conversation']))
    layouts.slice(1).forEach((layout, index) => expect(layout, USE_CASE_SLUGS[index + 1]).not.toBe(layouts[index]))
    for (const slug of USE_CASE_SLUGS) {
      const path = `/${code}/use-cases/${slug}`
      const html = await page(path)
      const layout = USE_CASE_COPY[slug].layout
      expect(
        [...html.matchAll(/data-layout="([a-z]+)"/g)].map((match) => match[1]),
        path,
      ).toEqual([layout])
      expect(html, path).toMatch(new RegExp(`<html[^>]*dir="${code === 'ar' ? 'rtl' : 'ltr'}"`))
      // The challenge's first points, each answered by Karla with a point of the solution, above the solution's own band.
      const challenge = html.slice(html.indexOf('data-section="challenge"'), html.indexOf('data-section="solution"'))
      expect(challenge.match(/data-from="visitor"/g)?.length ?? 0, path).toBe(layout === 'conversation' ? 2 : 0)
      expect(challenge.match(/data-from="karla"/g)?.length ?? 0, path).toBe(layout === 'conversation' ? 2 : 0)
      if (code === 'en' && layout === 'conversation') {
        const copy = localize(USE_CASE_COPY[slug], ENGLISH, 'en')
        const said = [copy.challenge.points[0], copy.solution.points[0], copy.challenge.points[1], copy.solution.points[1]]
        const turns = [...challenge.matchAll(/class="exchange-text">([^<]+)</g)].map((match) => match[1])
        expect(turns, path).toEqual(said.map((line) => line?.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')))
      }
    }
  })

  it('each page has its own title and meta description', () => {
    const all = PAGES.map(({ copy }) => copy.meta)
    expect(new Set(all.map((meta) => meta.title)).size).toBe(all.length)
    expect(new Set(all.map((meta) => meta.description)).size).toBe(all.length)
  })

  it('no two landing pages share a paragraph', () => {
    const seen = new Map<string, string>()
    for (const { path, copy } of PAGES) {
      const paragraphs = [
        copy.hero.subtitle,
        ...copy.challenge.paragraphs,
        ...copy.solution.paragraphs,
        copy.features.intro,
        ...copy.features.items.map((item) => item.description),
        ...(copy.addOn ? [copy.addOn.body] : []),
        ...(copy.problemSolutions?.items.flatMap((item) => [item.problem, item.solution]) ?? []),
        ...(copy.capabilities?.items.map((item) => item.description) ?? []),
        ...(copy.services?.items.map((item) => item.description) ?? []),
        copy.integrations.intro,
        ...copy.benefits.items.map((item) => item.description),
        copy.closing.body,
      ]
      for (const paragraph of paragraphs) {
        const other = seen.get(paragraph)
        expect(other, `"${paragraph.slice(0, 60)}…" is on ${other} and ${path}`).toBeUndefined()
        seen.set(paragraph, path)
      }
    }
  })
})

describe('ServiceNow artefacts', () => {
  const withArtefact = SERVICENOW_SLUGS.filter((slug) => SERVICENOW_COPY[slug].artefact)

  it('every ServiceNow page draws the record its product produces', () => {
    expect(withArtefact).toEqual(SERVICENOW_SLUGS)
  })

  it.each(withArtefact.flatMap((slug) => LANGUAGES.map(({ code: lang }) => ({ slug, lang }))))(
    '/$lang/servicenow/$slug shows its record with its number and every field',
    async ({ slug, lang }) => {
      const html = await page(`/${lang}/servicenow/${slug}`)
      const figure = /<figure data-artefact="record"[^>]*>([\s\S]*?)<\/figure>/.exec(html)?.[1] ?? ''
      const artefact = SERVICENOW_COPY[slug].artefact
      expect(figure, `${lang} ${slug}`).toContain(artefact?.id)
      expect(figure.match(/<dt /g)).toHaveLength(artefact?.fields.length ?? 0)
    },
  )
})
