import type { MarkupFormat } from '../markup'

export interface Provider {
  readonly name: string
  readonly format: MarkupFormat
  /** Whether the provider keeps markup intact for this language (DeepL has no tag handling for Malay). */
  handlesTags(target: string): boolean
  translate(texts: readonly string[], target: string, signal?: AbortSignal): Promise<string[]>
}

export type ProviderErrorKind = 'quota' | 'rate-limit' | 'server' | 'rejected' | 'malformed' | 'network'

/** A failed provider call. Rate limits, server errors and network errors are worth retrying; quota errors never are. */
export class ProviderError extends Error {
  readonly provider: string
  readonly kind: ProviderErrorKind
  readonly status?: number

  constructor(provider: string, kind: ProviderErrorKind, status?: number) {
    super(`${provider}: ${kind}${status ? ` (HTTP ${status})` : ''}`)
    this.name = 'ProviderError'
    this.provider = provider
    this.kind = kind
    this.status = status
  }

  /** What a log line says of it: the kind and the HTTP status, `rate-limit_429`. */
  get code(): string {
    return `${this.kind}${this.status ? `_${this.status}` : ''}`
  }

  get retryable(): boolean {
    return this.kind === 'rate-limit' || this.kind === 'server' || this.kind === 'network'
  }
}

export interface ProviderConfig {
  apiUrl?: string
  apiKey?: string
  fetch?: typeof fetch
}
