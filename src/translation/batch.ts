/** DeepL's documented limits, which are also safe for Google and LibreTranslate. */
const MAX_TEXTS_PER_REQUEST = 50
/** Request bodies stay under 128 KiB; this leaves room for the other fields of the body. */
export const MAX_BATCH_BYTES = 128 * 1024 - 2048

const encoder = new TextEncoder()

/**
 * Splits texts into request-sized batches, in order: at most `maxTexts` texts and
 * fewer than `maxBytes` bytes of JSON-encoded text each. A text bigger than the byte
 * limit on its own goes alone (the 5000-character cap keeps it far below).
 */
export function toBatches<T extends string>(texts: readonly T[], maxTexts = MAX_TEXTS_PER_REQUEST, maxBytes = MAX_BATCH_BYTES): T[][] {
  const batches: T[][] = []
  let current: T[] = []
  let bytes = 0
  for (const text of texts) {
    const size = encoder.encode(JSON.stringify(text)).byteLength + 1
    if (current.length && (current.length >= maxTexts || bytes + size > maxBytes)) {
      batches.push(current)
      current = []
      bytes = 0
    }
    current.push(text)
    bytes += size
  }
  if (current.length) batches.push(current)
  return batches
}

/** Runs `task` over `items` with at most `limit` running at once; results keep their order. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length)
  let next = 0
  async function worker(): Promise<void> {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
