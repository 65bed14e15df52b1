import type { Provider } from './providers'

/**
 * A circuit breaker per provider: after `threshold` consecutive failures it opens for
 * `cooldownMs`; then one trial call is let through (half-open), and its outcome closes
 * or reopens it. State lives in isolate memory, which is what a breaker needs: it
 * protects this isolate's visitors from waiting on a provider that is down.
 */
export class CircuitBreaker {
  readonly threshold: number
  readonly cooldownMs: number
  private readonly now: () => number
  private failures = 0
  private openUntil = 0
  private trialRunning = false

  constructor(threshold = 3, cooldownMs = 60_000, now: () => number = Date.now) {
    this.threshold = threshold
    this.cooldownMs = cooldownMs
    this.now = now
  }

  /** True while calls are refused: open and cooling down, or half-open with a trial in flight. */
  get isOpen(): boolean {
    if (this.failures < this.threshold) return false
    return this.now() < this.openUntil || this.trialRunning
  }

  /** Until when calls are refused, while the breaker is open and cooling down; null while it lets calls through. */
  get pausedUntil(): number | null {
    return this.failures >= this.threshold && this.now() < this.openUntil ? this.openUntil : null
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

/** The breakers of one isolate, per provider name. */
export class Breakers {
  private readonly byName = new Map<string, CircuitBreaker>()
  private readonly make: () => CircuitBreaker

  constructor(make: () => CircuitBreaker = () => new CircuitBreaker()) {
    this.make = make
  }

  for(name: string): CircuitBreaker {
    let breaker = this.byName.get(name)
    if (!breaker) this.byName.set(name, (breaker = this.make()))
    return breaker
  }

  /** True when every provider of the chain refuses calls. */
  allOpen(providers: readonly Provider[]): boolean {
    return providers.length > 0 && providers.every((provider) => this.for(provider.name).isOpen)
  }
}
