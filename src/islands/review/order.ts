/**
 * The order the review panel moves through a page's strings: those shown on the page as
 * it lists them, then the ones that are not text (title, description, labels). Pure, so
 * the panel and its tests share it.
 */

interface Listed {
  id: number
  visible: boolean
}

/** The page's strings in the panel's order: the ones on the page first, then the rest. */
export function panelOrder<T extends Listed>(strings: readonly T[]): T[] {
  return [...strings.filter((item) => item.visible), ...strings.filter((item) => !item.visible)]
}

/**
 * The next string after `selected` that `pending` accepts, going round to the ones before
 * it (and to `selected` itself last); the first pending one when nothing is selected.
 */
export function nextOnPage<T extends Listed>(ordered: readonly T[], selected: number | null, pending: (item: T) => boolean): T | null {
  const at = ordered.findIndex((item) => item.id === selected)
  return ordered.slice(at + 1).find(pending) ?? ordered.slice(0, at + 1).find(pending) ?? null
}
