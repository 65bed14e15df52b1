/**
 * Review mode renders public pages with every string marked (src/admin/review/marks.ts).
 * Public answers fetched while those renders run must carry none of it: no marker
 * characters, no `data-review` spans, no review panel.
 */
import { pool } from './http.ts'
import type { AttackResult, Client } from './http.ts'

const PAGES = ['', '/use-cases/hotels', '/servicenow/itsm', '/privacy-policy', '/terms-of-service', '/use-cases/healthcare']
const MARKER = /[\uE000-\uE002]|data-review=|review-panel|review-mode/

export async function reviewRace(reviewer: Client, code: string, publicCount = 360): Promise<AttackResult> {
  const reviews = Array.from({ length: Math.ceil(publicCount / 10) }, (_, i) => `/en/admin/review/${code}${PAGES[i % PAGES.length] || '/'}`)
  const publics = Array.from({ length: publicCount }, (_, i) => `${reviewer.origin}/${code}${PAGES[i % PAGES.length]}`)
  const [reviewAnswers, publicAnswers] = await Promise.all([
    pool(reviews, 3, async (path) => MARKER.test(await (await reviewer.send(path)).text())),
    pool(publics, 12, async (url) => {
      const response = await fetch(url)
      return { status: response.status, marked: MARKER.test(await response.text()) }
    }),
  ])
  const marked = publicAnswers.filter((answer) => answer.marked).length
  const ok = publicAnswers.filter((answer) => answer.status === 200).length
  const reviewMarked = reviewAnswers.filter(Boolean).length
  return {
    name: 'review-marker race',
    held: marked === 0 && ok === publicCount && reviewMarked === reviews.length,
    summary: `${publicCount} public responses (${ok} × 200) raced against ${reviews.length} review renders (${reviewMarked} marked, as they must be) → ${marked} public responses carry a review marker`,
  }
}
