import { ICON_SPRITE_URL } from '../../lib/icon-sprite'
import type { IconName } from '../../lib/icons'

/**
 * An icon from the site's sprite (`public/icons.svg`). Decorative: hidden from
 * assistive technology, so the text next to it carries the meaning. Colour follows
 * the text colour, size the class (`size-4`, `size-6`, …).
 */
export function Icon({ name, className = 'size-6', strokeWidth = 2 }: { name: IconName; className?: string; strokeWidth?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  )
}
