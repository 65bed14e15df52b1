/**
 * A fake of Cloudflare Turnstile's siteverify over real HTTP, as documented: a POST with
 * a form-encoded (or JSON) `secret`, `response`, `remoteip` and `idempotency_key`,
 * answered with `{success, challenge_ts, hostname, error-codes, action, cdata}`. Tokens
 * are good once. Tokens starting `pass.` pass, `fail.` fail, `other-action.` pass for
 * another action, `down.` get a 500. `GET /__calls` lists what it received.
 */
import { createServer } from 'node:http'

export const FAKE_TURNSTILE_SECRET = 'fake-turnstile-secret'

interface SiteverifyCall {
  secret: string
  response: string
  remoteip: string | null
  idempotencyKey: string | null
}

export async function startFakeSiteverify(): Promise<{ url: string; stop: () => Promise<void> }> {
  const calls: SiteverifyCall[] = []
  const spent = new Set<string>()
  const server = createServer(async (request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (request.method === 'GET' && request.url === '/__calls') return answer(200, calls)
    if (request.method !== 'POST' || request.url !== '/turnstile/v0/siteverify') return answer(404, { success: false })
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    const fields = (request.headers['content-type'] ?? '').includes('application/json')
      ? new URLSearchParams(Object.entries(JSON.parse(raw) as Record<string, string>))
      : new URLSearchParams(raw)
    const call = {
      secret: fields.get('secret') ?? '',
      response: fields.get('response') ?? '',
      remoteip: fields.get('remoteip'),
      idempotencyKey: fields.get('idempotency_key'),
    }
    calls.push(call)
    const failure = (codes: string[]) => answer(200, { success: false, 'error-codes': codes, messages: [] })
    if (call.secret !== FAKE_TURNSTILE_SECRET) return failure(['invalid-input-secret'])
    if (!call.response) return failure(['missing-input-response'])
    if (call.response.startsWith('down.')) return answer(500, { success: false, 'error-codes': ['internal-error'] })
    if (spent.has(call.response)) return failure(['timeout-or-duplicate'])
    spent.add(call.response)
    if (call.response.startsWith('fail.')) return failure(['invalid-input-response'])
    const action = call.response.startsWith('other-action.') ? 'login' : 'contact'
    return answer(200, { success: true, challenge_ts: new Date().toISOString(), hostname: 'example.com', 'error-codes': [], action, cdata: '' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
