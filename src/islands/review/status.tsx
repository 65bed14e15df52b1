/** What the panel's last action came to, said once, or nothing. */
export type Outcome = { tone: 'ok' | 'error'; text: string } | null

/**
 * The panel's announcements: a done action in a status region, a refusal in an alert
 * (`#review-error`, which the text box points at). Both regions are there from the start,
 * empty until they speak: a screen reader hears only changes to a region it already knows.
 */
export function Announcements({ outcome }: { outcome: Outcome }) {
  return (
    <>
      <p role="status" className="px-4 pt-2 text-sm font-semibold empty:pt-0">
        {outcome?.tone === 'ok' ? outcome.text : ''}
      </p>
      <p id="review-error" role="alert" className="px-4 pt-2 text-sm font-semibold text-red-800 empty:pt-0">
        {outcome?.tone === 'error' ? outcome.text : ''}
      </p>
    </>
  )
}
