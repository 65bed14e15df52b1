/**
 * A circuit breaker per provider: after `threshold` consecutive failures it opens for
 * `cooldownMs`; then one trial call is let through (half-open), and its outcome closes
 * or reopens it. State lives in isolate memory, which is what a breaker needs: it
 * protects this isolate's visitors from waiting on a provider that is down.
 */
export class CircuitBreaker {
  private failures = 0
  private openUntil = 0
  private trialRunning = false

  constructor(
    readonly threshold = 3,
    readonly cooldownMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** True while calls are refused: open and cooling down, or half-open with a trial in flight. */
  get isOpen(): boolean {
    if (this.failures < this.threshold) return false
    return this.now() < this.openUntil || this.trialRunning
  }

  /** Asks to make a call; false while open. After the cooldown, the first caller becomes the trial. */
  tryAcquire(): boolean {
    if (this.isOpen) return false
    if (this.failures >= this.threshold) this.trialRunning = true
    return true
  }

  recordSuccess(): void {
    this.failures = 0
    this.trialRunning = false
  }

  recordFailure(): void {
    this.failures += 1
    this.trialRunning = false
    if (this.failures >= this.threshold) this.openUntil = this.now() + this.cooldownMs
  }
}
