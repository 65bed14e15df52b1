import { ENDPOINTS } from '../../lib/endpoints'
import type { LanguageCode } from '../../lib/languages'

/**
 * What an invited reviewer may reach, decided in this one place: their language's strings
 * (the list, a string's history, every action on them), the site's pages in that language in
 * review mode, and Logout. Everything else (the inbox, other languages, exports, the
 * sitemap, invitations) is the owner's alone and answers a reviewer 403.
 */
export function reviewerMayReach(path: string, language: LanguageCode): boolean {
  if (path === ENDPOINTS.adminLogout) return true
  const within = /^\/[a-z]{2}\/admin(\/.*)?$/.exec(path)?.[1] ?? null
  if (within === null) return false
  return (
    within === `/translations/${language}` ||
    within.startsWith(`/translations/${language}/`) ||
    within === `/review/${language}` ||
    within.startsWith(`/review/${language}/`)
  )
}

/** Where a reviewer's console starts: their language's strings. */
export function reviewerHome(consoleLanguage: string, language: LanguageCode): string {
  return `/${consoleLanguage}/admin/translations/${language}`
}
