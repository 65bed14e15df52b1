/**
 * CPU time per request of the Worker's own code for the three paths the edge cache
 * shapes: a page answered from the cache (hit), a page rendered (miss) and the sitemap
 * built (miss) or answered from the cache (hit). Measured in Node with V8, the engine
 * workerd runs, because workerd's clock does not advance while code runs: the app is
 * loaded from source through Vite with an in-memory cache standing in for the Workers
 * Cache API, and `process.cpuUsage()` is read around many requests.
 */
import { withSiteModules } from './common.ts'
import { infoLine, numericLine } from './report.ts'
import type { Measurement } from './report.ts'

const ITERATIONS = 300
const WARMUP = 30
/** The free plan's CPU limit per request, for scale. */
const FREE_PLAN_CPU_MS = 10

interface AppModule {
  app: { fetch: (request: Request, env: unknown, ctx: unknown) => Promise<Response> }
}

export interface CpuResult {
  pageHitMs: number
  pageMissMs: number
  sitemapHitMs: number
  sitemapMissMs: number
}

/** A minimal Workers Cache API: what the edge cache needs of `caches.default`. */
class MemoryCache {
  private readonly entries = new Map<string, Response>()
  async match(key: Request): Promise<Response | undefined> {
    return this.entries.get(key.url)?.clone()
  }
  async put(key: Request, response: Response): Promise<void> {
    this.entries.set(key.url, new Response(await response.arrayBuffer(), response))
  }
}

export async function measureCpu(): Promise<Measurement<CpuResult>> {
  const cache = new MemoryCache()
  Object.assign(globalThis, { caches: { default: cache } })
  return withSiteModules(async (vite) => {
    const { app } = (await vite.ssrLoadModule('/src/app.ts')) as AppModule
    const env = (build: string) => ({
      SITE_URL: 'https://karlinlabs.com',
      TRANSLATION_PROVIDER: 'none',
      CF_VERSION_METADATA: { id: build, tag: '', timestamp: '' },
    })
    const ctx = { waitUntil: (promise: Promise<unknown>) => void promise.catch(() => undefined), passThroughOnException: () => undefined }
    let fresh = 0
    const request = async (path: string, build: string) => (await app.fetch(new Request(`https://karlinlabs.com${path}`), env(build), ctx)).arrayBuffer()
    /** CPU milliseconds per request of `path`, each request on a new build (miss) or the same one (hit). */
    const cpuPerRequest = async (path: string, hit: boolean) => {
      for (let i = 0; i < WARMUP; i++) await request(path, hit ? 'warm' : `build-${fresh++}`)
      const start = process.cpuUsage()
      for (let i = 0; i < ITERATIONS; i++) await request(path, hit ? 'warm' : `build-${fresh++}`)
      const used = process.cpuUsage(start)
      return (used.user + used.system) / 1000 / ITERATIONS
    }
    const result: CpuResult = {
      pageMissMs: await cpuPerRequest('/en', false),
      pageHitMs: await cpuPerRequest('/en', true),
      sitemapMissMs: await cpuPerRequest('/sitemap.xml', false),
      sitemapHitMs: await cpuPerRequest('/sitemap.xml', true),
    }
    const section = 'CPU per request (Node, V8)'
    return {
      lines: [
        infoLine(section, 'what', `${ITERATIONS} requests each after ${WARMUP} warm-up; the free plan allows ${FREE_PLAN_CPU_MS} ms a request`),
        numericLine(section, '/en from the edge cache', result.pageHitMs, { max: FREE_PLAN_CPU_MS, unit: ' ms', digits: 2 }),
        numericLine(section, '/en rendered (miss)', result.pageMissMs, { max: FREE_PLAN_CPU_MS, unit: ' ms', digits: 2 }),
        numericLine(section, '/sitemap.xml from the edge cache', result.sitemapHitMs, { max: FREE_PLAN_CPU_MS, unit: ' ms', digits: 2 }),
        numericLine(section, '/sitemap.xml built (miss)', result.sitemapMissMs, { max: FREE_PLAN_CPU_MS, unit: ' ms', digits: 2 }),
      ],
      data: result,
    }
  })
}
