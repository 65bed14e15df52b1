/**
 * Rendered HTML kept in the Cloudflare data centre's cache (the Workers Cache API), so a
 * warm page costs a cache lookup instead of a render. The key names everything the HTML
 * depends on besides its path: the deployed version of the Worker and, for a page, the
 * version of its language's translations (bumped by every import and every edit in the
 * admin area). A new deploy or a translation change therefore misses at once, and old
 * entries simply age out. Only complete, public, cookie-free 200 answers are stored.
 *
 * An isolate also keeps its most recently used answers in memory, under the same keys,
 * so a hot page costs a map lookup rather than a cache round trip.
 *
 * The Cache API works on custom domains only; on *.workers.dev every lookup misses.
 * https://developers.cloudflare.com/workers/runtime-apis/cache/
 */
import { clock } from './clock'

/** How long the cache keeps an entry; the key changes whenever its content could. */
const STORE_SECONDS = 7 * 24 * 3600
/** Hot entries this isolate also keeps in memory (about 75 KB each), in front of the Cache API. */
const MEMORY_ENTRIES = 48

interface Remembered {
  status: number
  /** The headers as the browser sees them on a hit, worked out once when remembered. */
  headers: [string, string][]
  body: ArrayBuffer
}

/** The isolate's first level of the same cache, same keys: the most recently used answers. */
const memory = new Map<string, Remembered>()

/** Forgets what this isolate keeps in memory (the Cache API keeps its copies). For tests. */
export function forgetRememberedAnswers(): void {
  memory.clear()
}

function remember(key: string, entry: Remembered): void {
  memory.delete(key)
  memory.set(key, entry)
  if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value as string)
}
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
 * under the key `storeAs` names for it (usually `key` itself; one that says what the
 * answer was really made from, when that can differ), or not at all when it names none. Either way the response says what happened in
 * `Server-Timing` (`cache;desc="hit"` or `"miss"`, and on a miss the render's wall time:
 * the Workers clock advances only at I/O, so that is the time spent waiting on KV, D1 and
 * the translation provider rather than CPU).
 */
export async function edgeCached(
  key: Request,
  render: () => Promise<Response>,
  storeAs: (response: Response) => Request | null,
  ctx?: ExecutionContext,
): Promise<Response> {
  const remembered = memory.get(key.url)
  if (remembered) {
    remember(key.url, remembered)
    return hitResponse(remembered)
  }
  const cache = await defaultCache()
  const hit = await cache?.match(key).catch(() => undefined)
  if (hit) return hitResponse(await keepInMemory(key, hit))
  const started = clock.now()
  const response = await render()
  response.headers.set('Server-Timing', `cache;desc="miss", render;dur=${clock.now() - started}`)
  const storeKey = storeAs(response)
  if (!storeKey || response.headers.has('Set-Cookie')) return response
  const stored = new Response(response.clone().body, response)
  stored.headers.set(BROWSER_CACHE_CONTROL, response.headers.get('Cache-Control') ?? '')
  stored.headers.set('Cache-Control', `public, max-age=${STORE_SECONDS}`)
  stored.headers.delete('Server-Timing')
  const put = (cache?.put(storeKey, stored.clone()) ?? Promise.resolve()).catch(() => undefined)
  if (ctx) ctx.waitUntil(put)
  else await put
  await keepInMemory(storeKey, stored)
  return response
}

/**
 * An answer from the cache as the browser should see it (its own Cache-Control back, marked
 * a hit): one Response over the remembered body and headers, no second Response and no header rewritten,
 * per hit, since a hot page is the cheapest answer the site gives.
 */
function hitResponse(remembered: Remembered): Response {
  return new Response(remembered.body, { status: remembered.status, headers: remembered.headers })
}

/** The stored headers as a hit answers them: the browser's Cache-Control back, marked a hit. */
function hitHeaders(stored: Headers): [string, string][] {
  const browserCacheControl = stored.get(BROWSER_CACHE_CONTROL) ?? 'public, max-age=300'
  const headers = [...stored].filter(([name]) => !['cache-control', 'server-timing', BROWSER_CACHE_CONTROL.toLowerCase()].includes(name))
  return [...headers, ['Cache-Control', browserCacheControl], ['Server-Timing', 'cache;desc="hit"']]
}

/** Remembers the stored form of an answer under `key` (reading its body), and gives back the entry. */
async function keepInMemory(key: Request, stored: Response): Promise<Remembered> {
  const entry = { status: stored.status, headers: hitHeaders(stored.headers), body: await stored.arrayBuffer() }
  remember(key.url, entry)
  return entry
}

async function defaultCache(): Promise<Cache | undefined> {
  return typeof caches === 'undefined' ? undefined : (caches as unknown as { default: Cache }).default
}
