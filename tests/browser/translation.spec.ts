import { readFileSync } from 'node:fs'
import { expect, test } from './fixtures'
import { homeCopy } from '../../src/copy/home'
import { shellCopy } from '../../src/copy/shell'
import { openPage } from './helpers'

/** The shipped translation memory, which `npm start` loads into local D1. */
function memory(lang: string): Record<string, { translation: string }> {
  return JSON.parse(readFileSync(`translations/${lang}.json`, 'utf8')) as Record<string, { translation: string }>
}

for (const lang of ['cs', 'ar']) {
  test(`the ${lang} home page arrives translated in the HTML, and nothing is translated in the browser`, async ({ page, request }) => {
    const translated = memory(lang)
    const title = translated[homeCopy.hero.title]?.translation
    const services = translated[shellCopy.nav.services]?.translation
    expect(title, 'the memory translates the hero title').toBeTruthy()

    // What a crawler sees: the raw HTML, before any script runs.
    const html = await (await request.get(`/${lang}`)).text()
    expect(html).toContain(`<html lang="${lang}"`)
    expect(html).toContain(title!.replace(/&/g, '&amp;'))
    expect(html).not.toContain(`>${homeCopy.hero.title}<`)

    const translationCalls: string[] = []
    page.on('request', (call) => {
      if (call.url().includes('/api/translate')) translationCalls.push(call.url())
    })
    await openPage(page, `/${lang}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!)
    if (services) await expect(page.getByRole('banner').getByRole('link', { name: services }).first()).toBeAttached()
    await page.mouse.wheel(0, 4000)
    await page.waitForLoadState('networkidle')
    expect(translationCalls).toEqual([])
  })
}
