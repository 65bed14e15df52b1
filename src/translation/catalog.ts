import { CONSOLE_CATALOGS, SHELL_CATALOGS, everyPageCopy, privacyPolicyPageCopy, termsOfServicePageCopy } from '../copy'
import { privacyPolicyCopy } from '../copy/legal/privacy-policy'
import { termsOfServiceCopy } from '../copy/legal/terms-of-service'
import { collectStrings } from '../i18n/copy'

/**
 * Every English string the site renders: the shell, each page's meta and catalogs, and the console's.
 * Read from the same table the renderer uses, so it stays right as pages change. Used
 * to warm the memory, to decide whether a language is fully translated, and to limit
 * what `/api/translate` translates for visitors.
 */
export function siteStrings(): string[] {
  return collectStrings(...SHELL_CATALOGS, ...everyPageCopy().flatMap((page) => [page.meta, ...page.catalogs]), ...CONSOLE_CATALOGS)
}

/**
 * The legal documents' own strings: translated only through the memory (imported, or
 * reviewed in the admin area), never by a provider at request time. Until a translation
 * exists they are shown in English, the version that applies.
 */
export function memoryOnlyStrings(): string[] {
  const legalPages = [privacyPolicyPageCopy, termsOfServicePageCopy]
  const elsewhere = new Set(
    collectStrings(
      ...SHELL_CATALOGS,
      ...everyPageCopy()
        .filter((page) => !legalPages.includes(page))
        .flatMap((page) => [page.meta, ...page.catalogs]),
    ),
  )
  return collectStrings(privacyPolicyCopy, termsOfServiceCopy).filter((text) => !elsewhere.has(text))
}
