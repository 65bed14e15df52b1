/**
 * A flood of distinct requests (contact posts wrong and right, 404 paths, query strings,
 * languages) and what it leaves in the Worker isolate's heap, read over the inspector as
 * the bench's `flood` section reads it (scripts/bench/inspector.ts, flood.ts).
 */
import { floodPost } from '../bench/flood.ts'
import { connectInspector } from '../bench/inspector.ts'
import { RUN, countBy, pool, sendContact } from './http.ts'
import type { AttackResult } from './http.ts'

const MB = 1024 * 1024
/** Heap that may stay after the flood and a full collection: noise, never visitors' text. */
const KEPT_BUDGET_MB = 2
const LANGUAGES = ['en', 'cs', 'de', 'ar', 'xx', 'zz-ZZ', 'en-GB', 'pt-BR', '*', 'de;q=0.1,fr']

function request(origin: string, i: number): Promise<Response | number> {
  switch (i % 5) {
    case 0:
      return floodPost(origin, i)
    case 1:
      return i % 25 === 1
        ? sendContact(origin, {
            fullName: `Flood Good ${RUN} ${i}`,
            email: `flood-${RUN}-${i}@example.cz`,
            challenge: `A real question number ${i} `.repeat(4),
          })
        : floodPost(origin, -i)
    case 2:
      return fetch(`${origin}/en/no-such-page-${i}/${'x'.repeat(i % 200)}`)
    case 3:
      return fetch(`${origin}/en/use-cases/hotels?q=probe-${i}&utm_source=${'y'.repeat(i % 300)}`)
    default:
      return fetch(`${origin}/`, { headers: { 'Accept-Language': `${LANGUAGES[i % LANGUAGES.length]},x-${i};q=0.5` }, redirect: 'manual' })
  }
}

export async function heapFlood(origin: string, inspectorPort: number, count = 1000): Promise<AttackResult> {
  const inspector = await connectInspector(inspectorPort)
  const enter = async () => void (await (await fetch(`${origin}/robots.txt`)).arrayBuffer())
  const send = (from: number, to: number) =>
    pool(
      Array.from({ length: to - from }, (_, k) => from + k),
      8,
      async (i) => {
        try {
          const answer = await request(origin, i)
          if (typeof answer === 'number') return answer
          await answer.arrayBuffer()
          return answer.status
        } catch {
          return -1
        }
      },
    )
  try {
    await send(100_000, 100_050)
    const before = await inspector.heapAfterCollection(enter)
    const statuses = await send(0, count)
    const after = await inspector.heapAfterCollection(enter)
    const grown = (after.usedBytes - before.usedBytes) / MB
    const broken = statuses.filter((status) => status < 0 || status >= 500).length
    return {
      name: 'distinct-request flood',
      held: grown <= KEPT_BUDGET_MB && broken === 0,
      summary: `${count} distinct posts, 404 paths, queries and languages (${countBy(statuses, (s) => s)}) → heap ${(before.usedBytes / MB).toFixed(1)} → ${(after.usedBytes / MB).toFixed(1)} MB after collection (${grown >= 0 ? '+' : ''}${grown.toFixed(2)} MB, at most +${KEPT_BUDGET_MB})`,
    }
  } finally {
    inspector.close()
  }
}
