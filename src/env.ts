import type { LanguageCode } from './lib/languages'

/** The Hono environment threaded through the app and every middleware. */
export interface AppEnv {
  Bindings: Env
  Variables: {
    /** Set once the request's language is known, so error pages can use it. */
    lang?: LanguageCode
    /**
     * Set by renderPage when the page may be shared from the edge cache: the version of
     * the translations it was rendered with, which keys the stored copy. Unset while any
     * of its strings fell back to English or the translation service is marked unavailable.
     */
    pageCacheVersion?: string
  }
}
