/** Values a log line may carry: ids, codes, counts. Never a visitor's text or address. */
export type LogFields = Readonly<Record<string, string | number | boolean | null | undefined | Readonly<Record<string, number>>>>

export type LogLevel = 'info' | 'warn' | 'error'

/**
 * Writes one structured log line: `{"event": …, …fields}` as JSON, which Workers Logs
 * indexes by field. Every server-side log goes through here.
 */
export function log(event: string, fields: LogFields = {}, level: LogLevel = 'info'): void {
  const line = JSON.stringify({ event, ...fields })
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.log(line)
}

/**
 * A short, non-personal description of a failure for a log line: a binding's error
 * code (`E_RATE_LIMIT_EXCEEDED`), else the error's class. Never its message, which may
 * quote an address or a visitor's text.
 */
export function errorCode(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code.slice(0, 60)
  if (error instanceof Error) return error.name
  return 'unknown'
}
