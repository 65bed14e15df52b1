/**
 * The time, in milliseconds, for code whose behaviour depends on it over long spans
 * (session expiry, retention). Tests move it instead of waiting hours.
 */
export const clock = { now: (): number => Date.now() }
