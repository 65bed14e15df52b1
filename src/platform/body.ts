/**
 * Request bodies have one size policy: Hono's `bodyLimit` middleware (the console, the
 * contact form, `/api/translate`), which refuses a declared length over the limit before a
 * byte is read and counts a streamed body while it arrives, stopping at the limit.
 */

/**
 * Reads whatever the Worker left unread of a request's body. Local workerd resets a
 * keep-alive connection that still holds unread request bytes, and under concurrency the
 * reset can destroy the answer before the client reads it (a 405 for a DELETE with a body
 * came back as a 500 or a dropped connection). The platform reads every body itself, so
 * only local runs call this, once per request, after the app has answered. A streamed body
 * that `bodyLimit` stopped reading stays locked to its reader and is left as it is.
 */
export async function drainUnreadBody(request: Request): Promise<void> {
  const body = request.body
  if (body && !body.locked) await body.pipeTo(new WritableStream()).catch(() => undefined)
}
