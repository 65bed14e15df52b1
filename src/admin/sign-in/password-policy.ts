/**
 * How the admin password is hashed. The hash string names its iteration count
 * (`pbkdf2-sha256$<iterations>$<salt>$<hash>`), so a stronger one can be chosen later
 * without changing the Worker. The default keeps a login within the Workers Free plan's
 * 10 ms of CPU (decision 18); a Worker may run at most 100,000 per call.
 */
export const DEFAULT_ITERATIONS = 10_000
/** The fewest `npm run hash-password` writes (the default), and the most a Worker may run in one call. */
export const MIN_ITERATIONS = 10_000
export const MAX_ITERATIONS = 100_000
/** The shortest admin password `npm run hash-password` accepts. */
export const MIN_PASSWORD_LENGTH = 15
