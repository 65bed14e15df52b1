import { readFileSync, readdirSync } from 'node:fs'
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fuzzServer } from '../../scripts/bench/fuzz.ts'
import { startLocalSite } from '../../scripts/lib/local-site.ts'
import type { LocalSite } from '../../scripts/lib/local-site.ts'
import { LANGUAGES } from '../../src/lib/languages.ts'

/** A port of its own (`TOOLS_TEST_PORT`), so two checkouts can run their tests at once. */
const PORT = Number(process.env.TOOLS_TEST_PORT ?? 8797)
let site: LocalSite

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/**
 * Sends a request the way a client does, writing the whole body however early the
 * server answers; a reset before the answer is read fails the test.
 */
function send(method: string, path: string, size = 0, contentType = 'application/json'): Promise<Answer> {
  return new Promise((done, fail) => {
    let answer: Answer | null = null
    const req = request(
      { host: 'localhost', port: PORT, method, path, headers: size ? { 'Content-Type': contentType, 'Content-Length': size } : {} },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          answer = { status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }
          done(answer)
        })
        res.on('error', fail)
      },
    )
    req.on('error', (error) => answer ?? fail(error))
    const chunk = Buffer.alloc(1 << 20, 'a')
    let sent = 0
    const write = () => {
      while (sent < size) {
        const n = Math.min(chunk.length, size - sent)
        sent += n
        if (!req.write(chunk.subarray(0, n))) return void req.once('drain', write)
      }
      req.end()
    }
    write()
  })
}

const STACK_TRACE = /\bat \S+ \(|node:internal|\/node_modules\//

beforeAll(async () => {
  site = await startLocalSite(PORT)
}, 180_000)

afterAll(async () => {
  await site?.stop()
})

describe('npm start, the production build on the local server', () => {
  const sizes = [100_000, 1_000_000, 10_000_000, 100_000_000]

  it.each(sizes)(
    'answers a %i byte body to the contact endpoint with 413, never a reset or a 500',
    async (size) => {
      const answer = await send('POST', '/api/contact', size)
      expect(answer.status).toBe(413)
      expect(answer.body).toContain('"error":"tooLarge"')
      expect(answer.body).not.toMatch(STACK_TRACE)
    },
    60_000,
  )

  it.each(sizes)(
    'answers a %i byte body to the translation endpoint with 413',
    async (size) => {
      const answer = await send('POST', '/api/translate', size)
      expect(answer.status).toBe(413)
      expect(answer.body).not.toMatch(STACK_TRACE)
    },
    60_000,
  )

  it.each(sizes)(
    'answers a %i byte POST to a page with what the Worker answers there (404)',
    async (size) => {
      const answer = await send('POST', '/en', size, 'application/octet-stream')
      expect(answer.status).toBe(404)
      expect(answer.body).not.toMatch(STACK_TRACE)
    },
    60_000,
  )

  it.each(['TRACE', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('answers %s with 405 and Allow', async (method) => {
    const page = await send(method, '/en')
    expect(page.status).toBe(405)
    expect(page.headers.allow).toBe('GET, HEAD')
    expect(page.headers['content-security-policy']).toContain("default-src 'none'")
    const api = await send(method, '/api/contact')
    expect(api.status).toBe(405)
    expect(api.headers.allow).toBe('POST')
  })

  it('serves pages, the challenge (a local run has its made-up secret) and assets as before', async () => {
    expect((await send('GET', '/cs')).status).toBe(200)
    expect((await send('GET', '/api/contact/challenge')).status).toBe(200)
    expect((await send('GET', '/favicon.svg')).status).toBe(200)
  })
})

/**
 * The bench's fuzzer, smaller: generated requests of every method with bodies of every
 * shape, eight at a time over keep-alive connections, which is how a body the Worker left
 * unread once turned into 500s and resets that one request at a time never showed. A
 * fixed seed makes a failure repeatable; a second, random seed explores, and a failure
 * names it so it can be replayed.
 */
describe('fuzzed requests through npm start, eight at a time over keep-alive connections', () => {
  const randomSeed = Math.floor(Math.random() * 2 ** 31)

  it.each([
    ['the fixed seed', 1616, 2000],
    [`a random seed (${randomSeed})`, randomSeed, 1000],
  ])(
    '%s: no answer of 500 or more, no reset, no stack trace',
    async (_name, seed, count) => {
      const run = await fuzzServer(site.origin, count, seed)
      const replay = `seed ${seed}: ${run.examples.join('; ')}`
      expect(run.sent, 'requests sent').toBeGreaterThan(count * 0.9)
      expect(run.serverErrors, `answers >= 500, ${replay}`).toBe(0)
      expect(run.resets, `connections reset, ${replay}`).toBe(0)
      expect(run.stackTraces, `stack traces, ${replay}`).toBe(0)
    },
    300_000,
  )
})

describe('the built Worker', () => {
  it('carries no local-run marker, so a deploy of it never makes up a secret', () => {
    const config = JSON.parse(readFileSync('dist/worker/wrangler.json', 'utf8')) as { vars?: Record<string, string> }
    expect(config.vars?.ENVIRONMENT).toBeUndefined()
  })

  it('sends its own paths to the Worker first and every file the build writes to the platform', () => {
    const config = JSON.parse(readFileSync('dist/worker/wrangler.json', 'utf8')) as { assets?: { run_worker_first?: string[] } }
    // As the platform reads a rule: the whole path, `*` standing for anything.
    const literal = (text: string) => text.replace(/[.+?^${}()|[\]\\/]/g, '\\$&')
    const rules = (config.assets?.run_worker_first ?? []).map((rule) => new RegExp(`^${rule.split('*').map(literal).join('.*')}$`))
    const workerFirst = (path: string) => rules.some((rule) => rule.test(path))
    const pages = LANGUAGES.flatMap(({ code }) => [`/${code}`, `/${code}/use-cases/hotels`, `/${code}/admin/inbox`])
    for (const path of ['/', ...pages, '/sitemap.xml', '/sitemap-cs.xml', '/robots.txt', '/api/contact', '/api/admin/login'])
      expect(workerFirst(path), path).toBe(true)
    const files = readdirSync('dist/client', { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${`${entry.parentPath}/${entry.name}`.slice('dist/client/'.length)}`)
    expect(files.length).toBeGreaterThan(10)
    for (const file of files) expect(workerFirst(file), file).toBe(false)
  })
})
