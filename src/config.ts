import { SITE } from './lib/site'

/** The public base URL, without a trailing slash. */
export function siteUrl(env: Pick<Env, 'SITE_URL'>): string {
  return (env.SITE_URL || SITE.defaultUrl).replace(/\/+$/, '')
}
