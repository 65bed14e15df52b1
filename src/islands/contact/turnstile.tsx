import { useEffect, useLayoutEffect, useRef } from 'react'
import type { LanguageCode } from '../../lib/languages'
import { TURNSTILE_ACTION, TURNSTILE_SCRIPT } from '../../lib/endpoints'

interface TurnstileApi {
  render: (container: HTMLElement, options: Record<string, unknown>) => string
  remove: (widgetId: string) => void
}

let turnstileScript: Promise<TurnstileApi> | null = null

/** Loads Turnstile's script once per page view (only ever when the server configured it). */
function loadTurnstile(): Promise<TurnstileApi> {
  turnstileScript ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = TURNSTILE_SCRIPT
    script.async = true
    script.onload = () => {
      const api = (window as { turnstile?: TurnstileApi }).turnstile
      if (api) resolve(api)
      else reject(new Error('turnstile'))
    }
    script.onerror = () => {
      turnstileScript = null
      reject(new Error('turnstile'))
    }
    document.head.appendChild(script)
  })
  return turnstileScript
}

/**
 * Cloudflare Turnstile's widget in place of the math problem. It hands its token up;
 * when the script cannot load or the widget fails, the form falls back to the problem.
 */
export function TurnstileWidget({
  siteKey,
  lang,
  onToken,
  onUnavailable,
}: {
  siteKey: string
  lang: LanguageCode
  onToken: (token: string) => void
  onUnavailable: () => void
}) {
  const container = useRef<HTMLDivElement>(null)
  const handlers = useRef({ onToken, onUnavailable })
  useLayoutEffect(() => {
    handlers.current = { onToken, onUnavailable }
  })
  useEffect(() => {
    let widgetId: string | undefined
    let cancelled = false
    loadTurnstile().then(
      (api) => {
        if (cancelled || !container.current) return
        widgetId = api.render(container.current, {
          sitekey: siteKey,
          action: TURNSTILE_ACTION,
          language: lang,
          callback: (token: string) => handlers.current.onToken(token),
          'expired-callback': () => handlers.current.onToken(''),
          'error-callback': () => handlers.current.onUnavailable(),
        })
      },
      () => {
        if (!cancelled) handlers.current.onUnavailable()
      },
    )
    return () => {
      cancelled = true
      if (widgetId)
        loadTurnstile().then(
          (api) => api.remove(widgetId as string),
          () => undefined,
        )
    }
  }, [siteKey, lang])
  return <div ref={container} className="mt-2 min-h-[65px]" />
}
