/**
 * Request bodies read with a size limit that holds while reading: a declared length
 * over the limit is refused before a byte is read, and a streamed body is counted chunk
 * by chunk and dropped the moment it passes the limit, so nothing larger than the
 * limit is ever held in memory.
 */

/**
 * The body's bytes, or `null` when it is larger than `maxBytes`. `drain` (local runs
 * only) reads the rest of an oversized stream instead of cancelling it: local workerd
 * resets a connection with unread data, which can destroy the 413 before the client reads it.
 */
export async function readBodyLimited(request: Request, maxBytes: number, drain = false): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('Content-Length'))
  if (Number.isFinite(declared) && declared > maxBytes) return null
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      if (drain) while (!(await reader.read()).done);
      else await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/**
 * Reads whatever the Worker left unread of a request's body. Local workerd resets a
 * keep-alive connection that still holds unread request bytes, and under concurrency the
 * reset can destroy the answer before the client reads it (a 405 for a DELETE with a body
 * came back as a 500 or a dropped connection). The platform reads every body itself, so
 * only local runs call this, once per request, after the app has answered.
 */
export async function drainUnreadBody(request: Request): Promise<void> {
  const body = request.body
  if (body && !body.locked) await body.pipeTo(new WritableStream()).catch(() => undefined)
}
