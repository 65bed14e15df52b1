/**
 * `flood`: what a flood of distinct contact posts does to the memory of the isolate
 * that answers them. JavaScript-free form posts, every text field at its longest and
 * different in each, with a wrong captcha answer: half from one address (answered 429
 * once over its limit), half from a new address each (answered 400). Both answers give
 * the form back with what was typed, so each post puts new visitor text through a page
 * render. The Worker's heap is read from V8 over the inspector (scripts/bench/inspector.ts),
 * each time after a full collection: before the flood (after a short warm-up, so code run
 * for the first time is compiled by then) and after each quarter of it; and once right
 * after it, uncollected. Budget: no reading keeps more than 2 MB beyond the first.
 */
import { connectInspector } from './inspector.ts'
import type { HeapUsage } from './inspector.ts'
import { booleanLine, infoLine, numericLine } from './report.ts'
import type { Measurement } from './report.ts'

const PARALLEL = 8
/** The longest name, company and message the contact form takes (`CONTACT_LIMITS` in src/lib/contact-schema.ts). */
const LONGEST = { fullName: 100, companyName: 200, challenge: 5000 }
const MB = 1024 * 1024
/** Heap that may stay after the flood and a full collection: noise, never visitors' text. */
const RETAINED_BUDGET_MB = 2

export interface FloodData {
  posts: number
  statuses: Record<string, number>
  atLeast500: number
  connectionErrors: number
  heapBefore: HeapUsage
  heapAfterFlood: HeapUsage
  heapAfterCollection: HeapUsage
  /** Heap kept (after a full collection) beyond the reading before, after each quarter of the flood. */
  keptBytes: number[]
}

export function floodPost(origin: string, i: number): Promise<Response> {
  const unique = (label: string, length: number) => `${label} ${i} `.padEnd(length, String.fromCharCode(0x61 + (Math.abs(i) % 26)))
  const address = i % 2 ? '198.18.200.1' : `198.19.${(i >> 8) & 255}.${i & 255}`
  return fetch(`${origin}/api/contact?lang=en`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': address },
    body: new URLSearchParams({
      fullName: unique('Flood visitor', LONGEST.fullName),
      companyName: unique('Flood company', LONGEST.companyName),
      email: `flood-${i}@example.com`,
      phoneNumber: '+420 777 123 456',
      helpWith: 'tech-advice',
      challenge: unique('Flood message', LONGEST.challenge),
      language: 'en',
      captchaToken: 'not-a-token',
      captchaAnswer: '1',
    }),
  })
}

/** Posts before the first reading, so code that runs for the first time is compiled before it, not during the flood. */
const WARM_UP_POSTS = 40
/** Readings after a full collection during the flood: the cache it tests cleared itself at 500 entries, so one reading at the end could miss it. */
const READINGS = 4

export async function measureFlood(origin: string, inspectorPort: number, posts: number): Promise<Measurement<FloodData>> {
  const inspector = await connectInspector(inspectorPort)
  // A request that enters the isolate, so a scheduled collection runs.
  const enter = async () => void (await (await fetch(`${origin}/robots.txt`)).arrayBuffer())
  const statuses: Record<string, number> = {}
  let connectionErrors = 0
  const send = async (from: number, to: number) => {
    let next = from
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < to) {
          const i = next++
          try {
            const response = await floodPost(origin, i)
            await response.arrayBuffer()
            if (i >= 0) statuses[response.status] = (statuses[response.status] ?? 0) + 1
          } catch {
            connectionErrors++
          }
        }
      }),
    )
  }
  try {
    // The pages every visitor gets, and a few posts, so the heap before holds what is shared and compiled.
    for (const path of ['/en', '/en/use-cases/hotels', '/cs']) await (await fetch(`${origin}${path}`)).arrayBuffer()
    await send(-WARM_UP_POSTS, 0)
    const heapBefore = await inspector.heapAfterCollection(enter)
    console.log(`  ${posts} distinct posts, ${PARALLEL} at a time; heap before ${(heapBefore.usedBytes / MB).toFixed(1)} MB`)
    const kept: number[] = []
    let heapAfterFlood = heapBefore
    for (let reading = 1; reading <= READINGS; reading++) {
      await send(Math.round(((reading - 1) * posts) / READINGS), Math.round((reading * posts) / READINGS))
      if (reading === READINGS) heapAfterFlood = await inspector.heap()
      kept.push((await inspector.heapAfterCollection(enter)).usedBytes - heapBefore.usedBytes)
    }
    const heapAfterCollection = await inspector.heapAfterCollection(enter)
    const atLeast500 = Object.entries(statuses)
      .filter(([code]) => Number(code) >= 500)
      .reduce((sum, [, count]) => sum + count, 0)
    const data: FloodData = {
      posts,
      statuses,
      atLeast500,
      connectionErrors,
      heapBefore,
      heapAfterFlood,
      heapAfterCollection,
      keptBytes: kept,
    }
    const mb = (heap: HeapUsage) => `${(heap.usedBytes / MB).toFixed(1)} MB used of ${(heap.totalBytes / MB).toFixed(1)} MB`
    const section = 'Flood (distinct contact posts against npm start, the isolate’s heap)'
    return {
      data,
      lines: [
        infoLine(
          section,
          'answers',
          Object.entries(statuses)
            .map(([code, count]) => `${code}: ${count}`)
            .join(', '),
        ),
        numericLine(section, 'responses >= 500', atLeast500, { max: 0 }),
        booleanLine(section, 'connection errors', connectionErrors === 0, String(connectionErrors), '0'),
        infoLine(section, 'heap before (after a full collection)', mb(heapBefore)),
        infoLine(section, 'heap right after the flood', mb(heapAfterFlood)),
        infoLine(section, 'heap after a full collection', mb(heapAfterCollection)),
        infoLine(section, `kept after each ${posts / READINGS} posts`, kept.map((bytes) => `${(bytes / MB).toFixed(2)} MB`).join(', ')),
        numericLine(section, 'most heap the flood kept', Math.max(...kept) / MB, { max: RETAINED_BUDGET_MB, unit: ' MB', digits: 2 }),
      ],
    }
  } finally {
    inspector.close()
  }
}
