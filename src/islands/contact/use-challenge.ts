import { useCallback, useEffect, useRef, useState } from 'react'
import type { RefObject } from 'react'
import type { ChallengeState, ContactChallenge } from './types'

/** What the challenge endpoint answers: a math problem, and Turnstile's site key when it is configured. */
interface ChallengeAnswer extends ContactChallenge {
  turnstile?: string
}

/**
 * The security check's state: the math problem (the one a server-rendered answer came
 * with, or one drawn from `challengeUrl` once the island runs), a function that draws a new
 * one and empties the answer box in `form`, Turnstile's site key while its widget stands in
 * for the problem (null for the problem), and what to call when the widget cannot load
 * (blocked, offline): the problem then stays for this page view.
 */
export function useChallenge(challengeUrl: string, form: RefObject<HTMLFormElement | null>, initial: ContactChallenge | undefined) {
  const [challenge, setChallenge] = useState<ChallengeState>(initial ?? null)
  const [turnstileKey, setTurnstileKey] = useState<string | null>(null)
  const turnstileBroken = useRef(false)
  const requestSeq = useRef(0)

  const loadChallenge = useCallback(async () => {
    const seq = ++requestSeq.current
    setChallenge('loading')
    // A new problem invalidates the answer to the old one.
    const answer = form.current?.elements.namedItem('captchaAnswer') as HTMLInputElement | null
    if (answer) answer.value = ''
    try {
      const response = await fetch(challengeUrl, { headers: { Accept: 'application/json' }, cache: 'no-store' })
      if (!response.ok) throw new Error(String(response.status))
      const body = (await response.json()) as ChallengeAnswer
      if (seq !== requestSeq.current) return
      const { turnstile, ...problem } = body
      setChallenge(problem)
      if (turnstile && !turnstileBroken.current) setTurnstileKey(turnstile)
    } catch {
      if (seq === requestSeq.current) setChallenge('failed')
    }
  }, [challengeUrl, form])

  useEffect(() => {
    if (initial) return
    // Deferred so the first fetch does not set state synchronously inside the effect.
    const timer = setTimeout(() => void loadChallenge(), 0)
    return () => clearTimeout(timer)
  }, [initial, loadChallenge])

  const turnstileUnavailable = () => {
    turnstileBroken.current = true
    setTurnstileKey(null)
  }
  return [challenge, loadChallenge, turnstileKey, turnstileUnavailable] as const
}
