/** PBKDF2-SHA256 iterations: the most a Worker may run in one call. */
export const PBKDF2_ITERATIONS = 100_000
/** The shortest admin password `npm run hash-password` accepts. */
export const MIN_PASSWORD_LENGTH = 15
