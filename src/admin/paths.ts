import { LANGUAGES } from '../lib/languages'

/**
 * The console's screens live under `/{lang}/admin` for the site's languages only: the
 * route pattern names them, so `/xx/admin` never reaches the console and is answered like
 * any other unknown page.
 */
export const CONSOLE = `/:lang{${LANGUAGES.map((language) => language.code).join('|')}}/admin`

/** A positive whole number from an address (a page cursor), else undefined. */
export function positiveInt(value: string | undefined): number | undefined {
  const number = Number(value)
  return Number.isSafeInteger(number) && number > 0 ? number : undefined
}

/** The header by which the console, loaded on demand, says it has no route for an address (the site's 404 page answers it). */
export const UNMATCHED = 'X-Console-Unmatched'
