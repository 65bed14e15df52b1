import { SHELL_CATALOGS, everyPageCopy } from '../copy'
import { collectStrings } from '../i18n/copy'

/**
 * Every English string the site renders: the shell, and each page's meta and catalogs.
 * Read from the same table the renderer uses, so it stays right as pages change. Used
 * to warm the memory, to decide whether a language is fully translated, and to limit
 * what `/api/translate` translates for visitors.
 */
export function siteStrings(): string[] {
  return collectStrings(...SHELL_CATALOGS, ...everyPageCopy().flatMap((page) => [page.meta, ...page.catalogs]))
}
