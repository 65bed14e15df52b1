/**
 * The console's one polite live region (`role="status"`, rendered by its frame): what an
 * action did is said there, whether a page load or an island reports it. Replacing its
 * content is what a screen reader announces, so nothing is emptied first.
 */
const STATUS_REGION_ID = 'console-status'

/** Says `text` through the status region (visually hidden: the screen shows the same outcome its own way). */
export function announce(text: string): void {
  const region = document.getElementById(STATUS_REGION_ID)
  if (!region) return
  const message = document.createElement('span')
  message.className = 'sr-only'
  message.textContent = text
  region.replaceChildren(message)
}
