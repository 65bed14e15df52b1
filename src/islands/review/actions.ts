/** What the review panel asks of the language's strings screen (a comment aside), posted there as its own forms post it, answered in JSON. */
export type StringIntent = 'save' | 'accept' | 'accept-all'

/** The strings screen's answer: a refusal's `error` in the console's language, else what changed. */
export interface StringAnswer {
  ok?: boolean
  error?: string
  /** How many strings Accept all accepted. */
  accepted?: number
  /** The catalog entry saved or accepted, with its text, status and who made it now. */
  english?: string
  translation?: string | null
  reviewed?: boolean
  source?: string
  provider?: string
}

/**
 * Posts `body` to the strings screen at `action` (as its own forms post it), asking for
 * JSON: the answer (a refused request's `error` only), or null when it is not JSON. A
 * failed connection throws.
 */
export async function postToStrings<T extends { ok?: boolean; error?: string }>(action: string, body: URLSearchParams): Promise<Partial<T> | null> {
  const response = await fetch(action, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  })
  const answer = (await response.json().catch(() => null)) as T | null
  return response.ok ? answer : ({ error: answer?.error } as Partial<T>)
}
