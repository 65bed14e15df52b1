import type { ReactNode } from 'react'
import { Icon } from './icon'

/**
 * A link that opens in a new tab, the one way the site does it: `rel="noopener"`, an
 * icon, and a hint for screen readers (translated, so passed in).
 */
export function NewTabLink({
  href,
  hint,
  className,
  iconClassName = 'size-4 shrink-0',
  children,
}: {
  href: string
  hint: string
  className?: string
  iconClassName?: string
  children: ReactNode
}) {
  return (
    <a href={href} target="_blank" rel="noopener" className={className}>
      {children}
      <Icon name="external-link" className={iconClassName} />
      <span className="sr-only">{hint}</span>
    </a>
  )
}
