import { beforeEach, describe, expect, it } from 'vitest'
import { sitemapGenerations } from '../../src/db/schema'
import { ORIGIN, call, csrfFor, db, page, post, readable, ownerSignedIn } from './console-helpers'

let testEnv: Env
let cookie: string

beforeEach(async () => {
  ;({ env: testEnv, cookie } = await ownerSignedIn())
})

describe('the sitemap manager', () => {
  it('generates with the same code as /sitemap.xml, records the run, shows it on the overview and offers the download', async () => {
    const response = await call(
      new Request(`${ORIGIN}/api/admin/sitemap`, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, Cookie: cookie },
        body: new URLSearchParams({ csrf: await csrfFor(cookie, testEnv), lang: 'en' }),
      }),
      testEnv,
    )
    const body = await response.json<{ success: boolean; urlCount: number; generatedAt: string }>()
    const publicSitemap = await (await call(new Request(`${ORIGIN}/sitemap.xml`), testEnv)).text()
    expect(body.success).toBe(true)
    // /sitemap.xml is an index: the pages are counted in the language sitemaps it lists.
    const listed = [...publicSitemap.matchAll(/<loc>https?:\/\/[^/]+(\/sitemap-[a-z]{2}\.xml)<\/loc>/g)].map((match) => match[1])
    const pages = await Promise.all(
      listed.map(async (path) => (await (await call(new Request(`${ORIGIN}${path}`), testEnv)).text()).match(/<url>/g)?.length ?? 0),
    )
    expect(listed).toHaveLength(18)
    expect(body.urlCount).toBe(pages.reduce((sum, count) => sum + count, 0))
    const [row] = await db().select().from(sitemapGenerations)
    expect(row).toMatchObject({ success: true, urlCount: body.urlCount, error: null })
    expect(await readable(await page('/en/admin', cookie, testEnv))).toContain(`${body.urlCount} URLs`)

    const download = await page('/api/admin/sitemap.xml', cookie, testEnv)
    expect(download.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
    expect(download.headers.get('Content-Disposition')).toBe('attachment; filename="sitemap.xml"')
    expect(await download.text()).toBe(publicSitemap)
    expect((await page('/api/admin/sitemap.xml', null, testEnv)).status).toBe(303)
  })

  it('before any generation by hand, the overview tells what /sitemap.xml already answers', async () => {
    const publicSitemap = await (await call(new Request(`${ORIGIN}/sitemap.xml`), testEnv)).text()
    const listed = [...publicSitemap.matchAll(/<loc>https?:\/\/[^/]+(\/sitemap-[a-z]{2}\.xml)<\/loc>/g)].map((match) => match[1])
    const pages = await Promise.all(
      listed.map(async (path) => (await (await call(new Request(`${ORIGIN}${path}`), testEnv)).text()).match(/<url>/g)?.length ?? 0),
    )
    const overview = await readable(await page('/en/admin', cookie, testEnv))
    expect(overview).not.toContain('No sitemap has been generated here yet.')
    expect(overview).toContain(`${pages.reduce((sum, count) => sum + count, 0)} URLs`)
    expect(overview).toContain('/sitemap.xml')
    expect(await db().select().from(sitemapGenerations)).toEqual([])
  })

  it('without JavaScript, comes back to the overview with the outcome', async () => {
    const response = await post('/api/admin/sitemap', cookie, testEnv)
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toMatch(/^\/en\/admin\?notice=sitemapGenerated&count=\d+$/)
  })
})
