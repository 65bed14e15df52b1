/**
 * The one way the Worker logs. A line carries an event name, ids, counts and error
 * codes: never an error's text, which from the database quotes the query's values (a
 * visitor's address, a session token's hash, a client key), and never a visitor's
 * own text.
 */

declare const errorCodeBrand: unique symbol

/** An error reduced to a code by `errorCode`: the only form in which an error enters a log line. */
export type ErrorCode = string & { readonly [errorCodeBrand]: true }

type LogValue = string | number | boolean | null | undefined | Readonly<Record<string, number>>

/** Values a log line may carry: ids, codes, counts. `error` takes only an `ErrorCode`; an error's message or stack has no field. */
export interface LogFields {
  readonly error?: ErrorCode
  readonly message?: never
  readonly stack?: never
  readonly [field: string]: LogValue
}

export type LogLevel = 'info' | 'warn' | 'error'

/** Longest text a field keeps. */
const FIELD_MAX = 300
/** Anything shaped like an email address, wherever it came from (a path a visitor typed, say). */
const EMAIL_LIKE = /[^\s@/?#]+@[^\s@/?#]+\.[^\s@/?#]+/g

/**
 * Writes one structured log line: `{"event": …, …fields}` as JSON, which Workers Logs
 * indexes by field. Text fields are cut to 300 characters and lose anything shaped like
 * an email address.
 */
export function log(event: string, fields: LogFields = {}, level: LogLevel = 'info'): void {
  const line = JSON.stringify({ event, ...fields }, (key, value: unknown) =>
    key && typeof value === 'string' ? value.slice(0, FIELD_MAX).replace(EMAIL_LIKE, '[email]') : value,
  )
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.log(line)
}

/** Logs a failure as its event, the given fields and the error's code, at error level. */
export function logFailure(event: string, error: unknown, fields: LogFields = {}, level: LogLevel = 'error'): void {
  log(event, { ...fields, error: errorCode(error) }, level)
}

/** A code is a short token: letters, digits and `_ . : -`, never free text. */
const TOKEN = /^[A-Za-z][A-Za-z0-9_.:-]{0,59}$/
/** A D1 error's own message starts with its code (`D1_ERROR: …`) and may end with SQLite's (`…: SQLITE_BUSY`). */
const D1_CODE = /^((?:D1|SQLITE)_[A-Z_]+)\b(?:.*\b(SQLITE_[A-Z_]+)\s*$)?/s

/**
 * A short, non-personal description of a failure: the first code found along the error
 * and its causes (a binding's `code` such as `E_RATE_LIMIT_EXCEEDED`; D1's leading
 * `D1_ERROR` with SQLite's trailing code), else the outer error's class. Only the code
 * tokens are read from a message, never the rest: a query error's message (drizzle's
 * `Failed query: … params: …`) holds the values the query was run with.
 */
export function errorCode(error: unknown): ErrorCode {
  let cause = error
  for (let depth = 0; depth < 4 && cause && typeof cause === 'object'; depth++) {
    const { code } = cause as { code?: unknown }
    if (typeof code === 'string' && TOKEN.test(code)) return code as ErrorCode
    const d1 = cause instanceof Error ? D1_CODE.exec(cause.message) : null
    if (d1?.[1]) return (d1[2] && d1[2] !== d1[1] ? `${d1[1]}:${d1[2]}` : d1[1]) as ErrorCode
    cause = (cause as { cause?: unknown }).cause
  }
  return (error instanceof Error && TOKEN.test(error.name) ? error.name : 'unknown') as ErrorCode
}
