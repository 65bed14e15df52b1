/**
 * Rendered HTML kept in the Cloudflare data centre's cache (the Workers Cache API), so a
 * warm page costs a cache lookup instead of a render. The key names everything the HTML
 * depends on besides its path: the deployed version of the Worker and, for a page, the
 * version of its language's translations (bumped by every import and every edit in the
 * admin area). A new deploy or a translation change therefore misses at once, and old
 * entries simply age out. Only complete, public, cookie-free 200 answers are stored.
 *
 * The Cache API works on custom domains only; on *.workers.dev every lookup misses.
 * https://developers.cloudflare.com/workers/runtime-apis/cache/
 */
/** How long the cache keeps an entry; the key changes whenever its content could. */
const STORE_SECONDS = 7 * 24 * 3600
/** The browser-facing Cache-Control travels with the stored copy in this header. */
const BROWSER_CACHE_CONTROL = 'X-Browser-Cache-Control'

/** The cache key: the request's own origin and path, under the versions the content depends on. */
export function edgeCacheKey(requestUrl: string, versions: readonly string[]): Request {
  const { origin, pathname } = new URL(requestUrl)
  return new Request(`${origin}/__edge-cache/${versions.map(encodeURIComponent).join('/')}${pathname}`)
}

/** The build the Worker runs: the deployed version's id (a new one on every deploy). */
export function buildId(env: Env): string {
  return env.CF_VERSION_METADATA?.id || 'unversioned'
}

/**
 * Answers from the edge cache when it holds `key`; else renders, and stores the answer
 * when `cacheable` says so. Either way the response says what happened in
 * `Server-Timing` (`cache;desc="hit"` or `"miss"`, and on a miss the render's wall time:
 * the Workers clock advances only at I/O, so that is the time spent waiting on KV, D1 and
 * the translation provider rather than CPU).
 */
export async function edgeCached(
  key: Request,
  render: () => Promise<Response>,
  cacheable: (response: Response) => boolean,
  ctx?: ExecutionContext,
): Promise<Response> {
  const cache = await defaultCache()
  const hit = await cache?.match(key).catch(() => undefined)
  if (hit) return fromCache(hit)
  const started = Date.now()
  const response = await render()
  const timing = `cache;desc="miss", render;dur=${Date.now() - started}`
  if (cache && cacheable(response) && !response.headers.has('Set-Cookie')) {
    const stored = new Response(response.clone().body, response)
    stored.headers.set(BROWSER_CACHE_CONTROL, response.headers.get('Cache-Control') ?? '')
    stored.headers.set('Cache-Control', `public, max-age=${STORE_SECONDS}`)
    const put = cache.put(key, stored).catch(() => undefined)
    if (ctx) ctx.waitUntil(put)
    else await put
  }
  response.headers.set('Server-Timing', timing)
  return response
}

function fromCache(hit: Response): Response {
  const response = new Response(hit.body, hit)
  response.headers.set('Cache-Control', response.headers.get(BROWSER_CACHE_CONTROL) ?? 'public, max-age=300')
  response.headers.delete(BROWSER_CACHE_CONTROL)
  response.headers.set('Server-Timing', 'cache;desc="hit"')
  return response
}

async function defaultCache(): Promise<Cache | undefined> {
  return typeof caches === 'undefined' ? undefined : (caches as unknown as { default: Cache }).default
}
