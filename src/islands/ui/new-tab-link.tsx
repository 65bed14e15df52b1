import type { ReactNode } from 'react'
import { Icon } from './icon'
import { WithTail } from './with-tail'

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
  const icon = <Icon name="external-link" className={iconClassName} />
  return (
    <a href={href} target="_blank" rel="noopener" className={className}>
      {/* Running text keeps the icon with its last word; a flex button lays it out itself. */}
      {typeof children === 'string' && !className?.includes('flex') ? (
        <WithTail text={children}>{icon}</WithTail>
      ) : (
        <>
          {children}
          {icon}
        </>
      )}
      <span className="sr-only">{hint}</span>
    </a>
  )
}
