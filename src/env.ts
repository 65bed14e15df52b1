import type { LanguageCode } from './lib/languages'

/** The Hono environment threaded through the app and every middleware. */
export interface AppEnv {
  Bindings: Env
  Variables: {
    /** Set once the request's language is known, so error pages can use it. */
    lang?: LanguageCode
  }
}
