import { shellCopy } from '../copy/shell'
import { collectStrings } from '../i18n/copy'
import { PAGE_ROUTES } from '../lib/routes'
import { pageFor } from '../pages'
import { notFoundPage, serverErrorPage } from '../pages/status'

/**
 * Every English string the site renders: the shell, and each page's meta and catalogs
 * (the routes' pages and the error pages). Read from the same definitions the renderer
 * uses, so it stays right as pages change. Used to warm the memory, to decide whether a
 * language is fully translated and which texts `/api/translate` may translate.
 */
export function siteStrings(): string[] {
  const pages = [...PAGE_ROUTES.map(pageFor), notFoundPage, serverErrorPage]
  return collectStrings(shellCopy, ...pages.flatMap((page) => [page.meta, ...page.catalogs]))
}
