import { expect, test } from './fixtures'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * The HTML of every page template is valid, as the Nu HTML Checker (vnu.jar, the W3C
 * validator) sees it, in a left-to-right and a right-to-left language. Needs Java
 * (`.ci/run` installs it where it is missing).
 */
const TEMPLATES = ['', '/use-cases/hotels', '/use-cases/healthcare', '/servicenow/itsm', '/privacy-policy', '/terms-of-service', '/admin', '/no-such-page']

/** The package exports the path of its jar. */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'))

interface VnuMessage {
  type: string
  url: string
  lastLine?: number
  message: string
  extract?: string
}

test('every page template is valid HTML in English and Arabic, the no-JavaScript contact answer included', async ({ request, baseURL }) => {
  test.setTimeout(120_000)
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'))
  try {
    const files: string[] = []
    for (const lang of ['en', 'ar']) {
      const pages = TEMPLATES.map(async (path) => ({ name: `${lang}${path || '/home'}`, html: await (await request.get(`/${lang}${path}`)).text() }))
      // The page a form post without JavaScript gets back when a field needs another try.
      const contact = request
        .post(`/api/contact?lang=${lang}`, {
          form: { language: lang, page: `/${lang}`, fullName: '', email: 'not-an-address', helpWith: '', challenge: '' },
          headers: { Origin: new URL(baseURL ?? '').origin, 'CF-Connecting-IP': `203.0.113.${Date.now() % 250}` },
          maxRedirects: 0,
        })
        .then(async (response) => ({ name: `${lang}/contact-answer`, html: await response.text() }))
      for (const { name, html } of await Promise.all([...pages, contact])) {
        expect(html, name).toMatch(/^<!DOCTYPE html>/i)
        const file = join(dir, `${name.replaceAll('/', '_')}.html`)
        writeFileSync(file, html)
        files.push(file)
      }
    }
    const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--errors-only', ...files], { encoding: 'utf8' })
    expect(run.error, 'Java must be installed to run the Nu HTML Checker').toBeUndefined()
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] }
    const errors = messages.map((m) => `${m.url.split('/').at(-1)}:${m.lastLine ?? '?'} ${m.message} ${m.extract ?? ''}`.trim())
    expect(errors).toEqual([])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
