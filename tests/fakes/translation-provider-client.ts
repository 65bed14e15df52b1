/**
 * The test side of the fake translation provider (tests/fakes/translation-provider.ts):
 * a namespace per test, its failure mode, and the calls it received. Runs in workerd.
 */
import { inject } from 'vitest'

export { fakeTranslation } from './fake-translation'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the fake translation provider, started by tests/fakes/global-setup.ts. */
    fakeProviderUrl: string
  }
}

export interface FakeMode {
  /** What the next calls get. `ok` translates; the others are failure modes. */
  behaviour?:
    | 'ok'
    | 'down'
    | 'rate-limited'
    | 'quota'
    | 'malformed-json'
    | 'mangle-markup'
    | 'repeat-term'
    | 'drop-term'
    | 'unchanged'
    | 'empty'
    | 'too-long'
    | 'too-short'
  /** How many calls get `behaviour` before the fake goes back to `ok` (default: all). */
  times?: number
  /** Delay before answering, in ms. */
  delayMs?: number
}

export interface FakeCall {
  path: string
  authorization: string | null
  googApiKey: string | null
  body: Record<string, unknown>
  bytes: number
}

/** A fresh namespace of the fake: its base URL (for TRANSLATION_API_URL) and controls. */
export function fakeProvider() {
  const url = `${inject('fakeProviderUrl')}/ns/${crypto.randomUUID()}`
  return {
    url,
    async setMode(mode: FakeMode): Promise<void> {
      await (await fetch(`${url}/__mode`, { method: 'POST', body: JSON.stringify(mode) })).arrayBuffer()
    },
    async calls(): Promise<FakeCall[]> {
      return (await fetch(`${url}/__calls`)).json()
    },
  }
}
