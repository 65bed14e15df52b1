/**
 * A fake translation provider over real HTTP, speaking DeepL v2 (`/v2/translate`) and
 * Google Cloud Translation v2 (`/language/translate/v2`) as documented. It runs in
 * Node (vitest globalSetup), outside workerd, so the Worker's real `fetch` is used.
 *
 * Every test uses its own namespace (`<base>/ns/<id>` as TRANSLATION_API_URL), so test
 * files running in parallel never share state. Control endpoints per namespace:
 * `POST <ns>/__mode` with a `FakeMode`, `GET <ns>/__calls` for the requests received.
 */
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { fakeTranslation } from './fake-translation'
import type { FakeCall, FakeMode } from './translation-provider-client'

interface Namespace {
  mode: FakeMode
  used: number
  calls: FakeCall[]
}

const namespaces = new Map<string, Namespace>()

function space(id: string): Namespace {
  let found = namespaces.get(id)
  if (!found) namespaces.set(id, (found = { mode: { behaviour: 'ok' }, used: 0, calls: [] }))
  return found
}

function translateOne(text: string, target: string, behaviour: FakeMode['behaviour']): string {
  switch (behaviour) {
    case 'mangle-markup':
      // What DeepL does in plain-text mode: the tags are lost, only the words survive.
      return fakeTranslation(text.replace(/<[^>]+>/g, ''), target)
    case 'repeat-term':
      return `${fakeTranslation(text, target)} Karlin Labs`
    case 'drop-term':
      return fakeTranslation(text.replace(/<(x|span)\b[^>]*>[\s\S]*?<\/\1>/g, 'it'), target)
    case 'unchanged':
      return text
    case 'empty':
      return ' '
    case 'too-long':
      return fakeTranslation(text, target).repeat(6)
    case 'too-short':
      return text.slice(0, Math.max(1, Math.floor(text.length / 10)))
    default:
      return fakeTranslation(text, target)
  }
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'Content-Type': 'application/json' })
  response.end(JSON.stringify(body))
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const match = /^\/ns\/([\w-]+)(\/.*)$/.exec(request.url ?? '')
  if (!match) return json(response, 404, { message: 'Not found' })
  const [, id = '', path = ''] = match
  const ns = space(id)
  const raw = await readBody(request)

  if (path === '/__mode') {
    ns.mode = JSON.parse(raw) as FakeMode
    ns.used = 0
    return json(response, 200, { ok: true })
  }
  if (path === '/__calls') return json(response, 200, ns.calls)

  const google = path === '/language/translate/v2'
  if (path !== '/v2/translate' && !google) return json(response, 404, { message: 'Not found' })
  const body = JSON.parse(raw) as Record<string, unknown>
  ns.calls.push({
    path,
    authorization: request.headers.authorization ?? null,
    googApiKey: (request.headers['x-goog-api-key'] as string | undefined) ?? null,
    body,
    bytes: Buffer.byteLength(raw),
  })
  const active = ns.mode.times === undefined || ns.used < ns.mode.times
  ns.used++
  const behaviour = active ? (ns.mode.behaviour ?? 'ok') : 'ok'
  if (ns.mode.delayMs && active) await new Promise((resolve) => setTimeout(resolve, ns.mode.delayMs))

  switch (behaviour) {
    case 'down':
      return google
        ? json(response, 503, { error: { code: 503, message: 'Service unavailable', status: 'UNAVAILABLE' } })
        : json(response, 503, { message: 'Service unavailable' })
    case 'rate-limited':
      return google
        ? json(response, 429, { error: { code: 429, message: 'Too many requests', status: 'RESOURCE_EXHAUSTED' } })
        : json(response, 429, { message: 'Too many requests' })
    case 'quota':
      return google
        ? json(response, 403, {
            error: {
              code: 403,
              message: 'User Rate Limit Exceeded',
              errors: [{ message: 'User Rate Limit Exceeded', domain: 'usageLimits', reason: 'userRateLimitExceeded' }],
              status: 'PERMISSION_DENIED',
            },
          })
        : json(response, 456, { message: 'Quota exceeded' })
    case 'malformed-json':
      response.writeHead(200, { 'Content-Type': 'application/json' })
      return void response.end('{"translations":[{"text":')
  }

  if (google) {
    const texts = body.q as string[]
    const target = body.target as string
    // Google's HTML mode answers with entities for apostrophes and quotes.
    const translations = texts.map((text) => ({ translatedText: translateOne(text, target, behaviour).replace(/'/g, '&#39;') }))
    return json(response, 200, { data: { translations } })
  }
  const texts = body.text as string[]
  const target = body.target_lang as string
  return json(response, 200, {
    translations: texts.map((text) => ({ detected_source_language: 'EN', text: translateOne(text, target, behaviour), tag_handling_version: 'v2' })),
  })
}

/** Starts the fake on a free port of 127.0.0.1; returns its base URL and a stop function. */
export async function startFakeProvider(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => json(response, 500, { message: String(error) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) }
}
