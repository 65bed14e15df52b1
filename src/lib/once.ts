/**
 * A value made on first use and kept for the isolate's life: for what is costly to build
 * and not needed by every request, so a fresh isolate does not pay for it before its first
 * page.
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined
  return () => (made ??= { value: make() }).value
}
