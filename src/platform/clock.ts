/**
 * The time, in milliseconds, for code whose behaviour depends on it over long spans
 * (session expiry, retention, how long an isolate trusts what it read from KV). Tests
 * move it instead of waiting.
 */
export const clock = { now: (): number => Date.now() }
