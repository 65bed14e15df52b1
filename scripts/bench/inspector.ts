/**
 * The Worker isolate's own heap, read from V8 over the DevTools protocol that
 * `wrangler dev --inspector-port` exposes (the proxy takes one client at a time and
 * wants a local `Origin`). These are V8's numbers for the one isolate that runs the
 * Worker, not the workerd process's memory, which also holds the runtime's own
 * allocations and never gives pages back.
 */
const ANSWER_TIMEOUT_MS = 30_000

export interface HeapUsage {
  /** Bytes of live JavaScript objects (and garbage not yet collected). */
  usedBytes: number
  /** Bytes V8 has reserved for the heap. */
  totalBytes: number
}

export interface IsolateInspector {
  heap: () => Promise<HeapUsage>
  /**
   * A full garbage collection, then the heap. workerd runs the collection V8 schedules
   * when a request next enters the isolate, so `enter` must send one.
   */
  heapAfterCollection: (enter: () => Promise<void>) => Promise<HeapUsage>
  close: () => void
}

export async function connectInspector(port: number): Promise<IsolateInspector> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as { webSocketDebuggerUrl: string }[]
  const url = targets[0]?.webSocketDebuggerUrl
  if (!url) throw new Error(`no inspector target on port ${port}`)
  // Node's WebSocket (undici) takes headers in its init object.
  const WebSocketWithHeaders = WebSocket as unknown as new (url: string, init: { headers: Record<string, string> }) => WebSocket
  const socket = new WebSocketWithHeaders(url, { headers: { Origin: 'http://localhost' } })
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true })
    socket.addEventListener('error', () => reject(new Error(`the inspector on port ${port} refused the connection`)), { once: true })
  })
  let nextId = 0
  const waiting = new Map<number, (result: Record<string, unknown>) => void>()
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: Record<string, unknown> }
    if (message.id !== undefined) waiting.get(message.id)?.(message.result ?? {})
  })
  const send = (method: string): Promise<Record<string, unknown>> => {
    const id = ++nextId
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${method}: no answer from the inspector`)), ANSWER_TIMEOUT_MS)
      waiting.set(id, (result) => {
        clearTimeout(timer)
        waiting.delete(id)
        resolve(result)
      })
      socket.send(JSON.stringify({ id, method, params: {} }))
    })
  }
  const heap = async (): Promise<HeapUsage> => {
    const { usedSize, totalSize } = (await send('Runtime.getHeapUsage')) as { usedSize: number; totalSize: number }
    return { usedBytes: usedSize, totalBytes: totalSize }
  }
  await send('HeapProfiler.enable')
  return {
    heap,
    heapAfterCollection: async (enter) => {
      const collected = send('HeapProfiler.collectGarbage')
      await enter()
      await collected
      return heap()
    },
    close: () => socket.close(),
  }
}
