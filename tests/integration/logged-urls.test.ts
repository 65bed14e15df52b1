import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { ORIGIN, PASSWORD, call, consoleEnv, resetConsoleTables, storedSubmission } from './console-helpers'

/**
 * The platform's request logs record each request's URL, query included (Workers Logs'
 * invocation logs, turned off in wrangler.toml; Logpush and analytics keep URLs too).
 * `tests/tools/local-logs.test.ts` reads the local store `wrangler dev` keeps; this walks
 * the owner's and a reviewer's journeys as a browser would, following the screens' own
 * forms and links, and records every URL a browser would request or be sent to: each
 * request, each `Location`, each link and form action on each page. None may hold a
 * credential or personal data.
 */
class Browser {
  readonly urls: string[] = []
  private readonly jar = new Map<string, string>()
  private here = '/'

  private readonly testEnv: Env

  constructor(testEnv: Env) {
    this.testEnv = testEnv
  }

  async get(path: string): Promise<Response> {
    return this.send(new Request(`${ORIGIN}${path}`, { headers: this.headers() }), path)
  }

  async post(path: string, fields: URLSearchParams): Promise<Response> {
    const headers = { ...this.headers(), 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN }
    return this.send(new Request(`${ORIGIN}${path}`, { method: 'POST', headers, body: fields }), path)
  }

  /** Submits the first form on `html` whose markup matches `which`, with `fields` typed in, as its method and action say. */
  async submit(html: string, which: RegExp, fields: Record<string, string> = {}): Promise<Response> {
    const found = [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].find((match) => which.test(match[0]))
    if (!found) throw new Error(`no form matching ${which} on ${this.here}`)
    const [, attributes = '', inner = ''] = found
    const action = attribute(attributes, 'action') ?? this.here
    const values = new URLSearchParams()
    for (const input of inner.match(/<input\b[^>]*>/g) ?? []) {
      const name = attribute(input, 'name')
      if (name && attribute(input, 'type') === 'hidden') values.append(name, attribute(input, 'value') ?? '')
    }
    for (const [name, value] of Object.entries(fields)) values.set(name, value)
    if ((attribute(attributes, 'method') ?? 'get').toLowerCase() === 'get') return this.get(`${action.split('?')[0]}?${values}`)
    return this.post(action, values)
  }

  /** Follows a redirect, as a browser does. */
  async follow(response: Response): Promise<Response> {
    const location = response.headers.get('Location')
    expect(response.status, `${this.here} ${response.status}`).toBeGreaterThanOrEqual(300)
    return this.get(location ?? '')
  }

  private headers(): Record<string, string> {
    const cookies = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ')
    return { 'CF-Connecting-IP': '192.0.2.10', ...(cookies ? { Cookie: cookies } : {}) }
  }

  private async send(request: Request, path: string): Promise<Response> {
    this.here = path
    this.urls.push(request.url)
    const response = await call(request, this.testEnv)
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const [name = '', value = ''] = pair.split(/=(.*)/s)
      if (!value || /max-age=0/i.test(line)) this.jar.delete(name)
      else this.jar.set(name, value)
    }
    const location = response.headers.get('Location')
    if (location) this.urls.push(location)
    if ((response.headers.get('Content-Type') ?? '').includes('text/html')) {
      const html = await response.clone().text()
      for (const match of html.matchAll(/\s(?:href|action|src)="([^"]*)"/g)) this.urls.push(unescape(match[1] ?? ''))
    }
    return response
  }
}

function unescape(text: string): string {
  return text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>')
}

function attribute(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]
  return value === undefined ? undefined : unescape(value)
}

/** Each way a secret can be written into a URL. */
function spellings(secret: string): string[] {
  return [secret, encodeURIComponent(secret), new URLSearchParams({ x: secret }).toString().slice(2), secret.normalize('NFD')].map((text) => text.toLowerCase())
}

let testEnv: Env

beforeEach(async () => {
  testEnv = consoleEnv().env
  await resetConsoleTables()
  await env.DB.exec('DELETE FROM reviewers')
})

describe('the URLs a journey leaves for the platform to record', () => {
  it('hold no email address, no name searched for and no invitation token, once the link is used', async () => {
    const email = 'jana.novakova@example.cz'
    const name = 'Nováková'
    const message = await storedSubmission({ email, fullName: `Jana ${name}` })
    const owner = new Browser(testEnv)
    // Signed in through the gate's form; the session cookie rides along from here.
    const gate = await (await owner.get('/en/admin')).text()
    expect((await owner.follow(await owner.submit(gate, /name="password"/, { password: PASSWORD }))).status).toBe(200)

    // The inbox, searched by a name and by an address, through its own search form.
    for (const query of [name, email]) {
      const inbox = await (await owner.get('/en/admin/inbox?view=all')).text()
      const searched = await owner.submit(inbox, /role="search"/, { q: query })
      const results = await (searched.status === 303 ? await owner.follow(searched) : searched).text()
      expect(results, query).toContain(`/en/admin/inbox/${message}`)
      // The list's CSV export, as its link asks for it, holds the match.
      const csv = /href="([^"]*submissions\.csv[^"]*)"/.exec(results)?.[1] ?? ''
      expect(await (await owner.get(unescape(csv))).text()).toContain(name)
    }

    // A request under the privacy policy: look the person up, export, erase.
    const privacy = await (await owner.get('/en/admin/privacy')).text()
    const lookedUp = await (await owner.submit(privacy, /role="search"/, { email })).text()
    expect(lookedUp).toContain(`1 message is stored for ${email}`)
    const exported = await owner.submit(lookedUp, /people\/export/)
    expect(await exported.text()).toContain(`"emailAddress": "${email}"`)
    const erased = await owner.submit(lookedUp, /value="erase"/, { confirm: 'yes' })
    expect(await (await owner.follow(erased)).text()).toContain('Messages deleted: 1')

    // An invitation, made by the owner and used by the reviewer in a browser of their own.
    const translations = await (await owner.get('/en/admin/translations')).text()
    const invited = await (await owner.submit(translations, /value="invite"/, { name: 'Jana, Czech', language: 'cs', days: '14' })).text()
    const link = new URL(unescape(/id="invitation-link"[^>]*value="([^"]+)"/.exec(invited)?.[1] ?? ''))
    const token = link.pathname.split('/').at(-1) ?? ''
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const reviewer = new Browser(testEnv)
    const opened = await (await reviewer.get(link.pathname)).text()
    const joined = await reviewer.submit(opened, /method="post"/)
    expect((await reviewer.follow(joined)).status).toBe(200)

    const urls = [...owner.urls, ...reviewer.urls].map((url) => url.toLowerCase())
    expect(urls.length).toBeGreaterThan(40)
    const secrets = [email, name, token].flatMap(spellings)
    // The link itself is the one URL that carries its token: it has been used, so it opens nothing any more.
    const leaks = urls.filter((url) => !url.endsWith(link.pathname.toLowerCase())).filter((url) => secrets.some((secret) => url.includes(secret)))
    expect(leaks).toEqual([])
    expect((await reviewer.get(link.pathname)).status).toBe(410)
  })
})
