/**
 * `load`: a minute of mixed traffic against `npm start` on loopback, as visitors and
 * bots make it: pages in several languages, static files, the sitemap and robots.txt,
 * challenge fetches and contact posts (most of them refused ones) from many client
 * addresses. Reports requests per second, p50 and p99 latency, and the count of
 * answers of 500 or more (the budget is none).
 */
import { createRequire } from 'node:module'
import { readdirSync } from 'node:fs'
import { booleanLine, infoLine, numericLine } from './report.ts'
import type { Measurement } from './report.ts'

const require = createRequire(import.meta.url)

interface AutocannonRequest {
  method?: string
  path: string
  headers?: Record<string, string>
  body?: string
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest
}

interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; average: number }
  statusCodeStats: Record<string, { count: number }>
  errors: number
  timeouts: number
  duration: number
}

type Autocannon = (options: Record<string, unknown>, done: (error: Error | null, result: AutocannonResult) => void) => unknown

const autocannon = require('autocannon') as Autocannon

export interface LoadData {
  seconds: number
  connections: number
  requestsPerSecond: number
  total: number
  latencyP50Ms: number
  latencyP99Ms: number
  statuses: Record<string, number>
  atLeast500: number
  errors: number
}

const LANGUAGES = ['en', 'cs', 'de', 'fr', 'ar', 'pt', 'es', 'sk']

let clientCounter = 0
/** A different client address per request: IPv4 and IPv6 in turn, so rate limits see many clients. */
function withClient(request: AutocannonRequest): AutocannonRequest {
  clientCounter++
  const address = clientCounter % 2 ? `198.18.${(clientCounter >> 8) & 255}.${clientCounter & 255}` : `2001:db8:${(clientCounter % 65536).toString(16)}::1`
  return { ...request, headers: { ...request.headers, 'CF-Connecting-IP': address } }
}

function trafficMix(): AutocannonRequest[] {
  const asset = readdirSync('dist/client/assets').find((name) => name.endsWith('.css'))
  const pages = LANGUAGES.flatMap((lang) => [`/${lang}`, `/${lang}/use-cases/hotels`, `/${lang}/servicenow/itsm`, `/${lang}/privacy-policy`])
  const refusedPost = JSON.stringify({ fullName: '', email: 'load@example.com', helpWith: 'tech-advice', challenge: 'Load test', language: 'en' })
  const mix: AutocannonRequest[] = [
    ...pages.map((path) => ({ path })),
    { path: '/favicon.svg' },
    ...(asset ? [{ path: `/assets/${asset}` }] : []),
    { path: '/sitemap.xml' },
    { path: '/robots.txt' },
    { path: '/', headers: { 'Accept-Language': 'de-DE,de;q=0.9' } },
    { path: '/api/contact/challenge?lang=en', setupRequest: withClient },
    { path: '/api/contact/challenge?lang=cs', setupRequest: withClient },
    { method: 'POST', path: '/api/contact', headers: { 'Content-Type': 'application/json' }, body: refusedPost, setupRequest: withClient },
    {
      method: 'POST',
      path: '/api/contact',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'fullName=Load&email=not-an-address&language=de',
      setupRequest: withClient,
    },
    {
      method: 'POST',
      path: '/api/translate',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'Contact', targetLanguage: 'de' }),
      setupRequest: withClient,
    },
    { path: '/en/no-such-page' },
  ]
  return mix
}

export async function measureLoad(origin: string, seconds: number, connections = 10): Promise<Measurement<LoadData>> {
  // Warm every page once, so the minute measures serving rather than first renders.
  for (const request of trafficMix()) if (!request.method) await (await fetch(`${origin}${request.path}`)).arrayBuffer()
  console.log(`  autocannon ${origin}, ${connections} connections, ${seconds} s of mixed traffic`)
  const result = await new Promise<AutocannonResult>((resolve, reject) =>
    autocannon({ url: origin, connections, duration: seconds, requests: trafficMix() }, (error, outcome) => (error ? reject(error) : resolve(outcome))),
  )
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]))
  const atLeast500 = Object.entries(statuses)
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [, count]) => sum + count, 0)
  const data: LoadData = {
    seconds,
    connections,
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    statuses,
    atLeast500,
    errors: result.errors + result.timeouts,
  }
  const section = 'Load (mixed traffic against npm start)'
  return {
    data,
    lines: [
      infoLine(section, 'requests/s', `${data.requestsPerSecond.toFixed(0)} (${data.total} in ${seconds} s, ${connections} connections)`),
      infoLine(section, 'latency p50 / p99', `${data.latencyP50Ms} / ${data.latencyP99Ms} ms`),
      infoLine(
        section,
        'statuses',
        Object.entries(statuses)
          .map(([code, count]) => `${code}: ${count}`)
          .join(', '),
      ),
      numericLine(section, 'responses >= 500', atLeast500, { max: 0 }),
      booleanLine(section, 'connection errors and timeouts', data.errors === 0, String(data.errors), '0'),
    ],
  }
}
