import { ProviderError } from './types'
import type { ProviderConfig, ProviderErrorKind } from './types'

/** POSTs JSON to a provider and classifies every failure as a `ProviderError`. */
export async function postJson(
  provider: string,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  config: ProviderConfig,
  signal?: AbortSignal,
): Promise<unknown> {
  let response: Response
  try {
    response = await (config.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ProviderError(provider, 'network')
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw new ProviderError(provider, classify(provider, response.status), response.status)
  }
  try {
    return await response.json()
  } catch {
    throw new ProviderError(provider, 'malformed', response.status)
  }
}

/** DeepL: 456 is its quota. Google: 403 is a daily or user quota. Both: 429 rate limit, 5xx (and DeepL's 529) busy. */
function classify(provider: string, status: number): ProviderErrorKind {
  if (status === 429) return 'rate-limit'
  if (status >= 500 && status !== 501) return 'server'
  if (status === 456 || (provider === 'google' && status === 403)) return 'quota'
  return 'rejected'
}

export function stringsOrThrow(provider: string, values: unknown, count: number): string[] {
  if (!Array.isArray(values) || values.length !== count || !values.every((value) => typeof value === 'string')) {
    throw new ProviderError(provider, 'malformed')
  }
  return values as string[]
}

export const trimSlash = (url: string) => url.replace(/\/+$/, '')
