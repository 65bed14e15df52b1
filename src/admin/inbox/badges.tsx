import type { Submission } from '../../db/schema'
import { useConsole } from '../frame/console-context'
import { Badge } from '../frame/ui'
import { DELAYED_AFTER_MS } from './queries'

/** Whether a message still needs the owner, and how its notification mail fared, in words. */
export function MessageBadges({ row, now }: { row: Submission; now: number }) {
  const { copy } = useConsole()
  const delayed = row.deliveryStatus === 'pending' && now - row.createdAt > DELAYED_AFTER_MS
  return (
    <span className="flex flex-wrap gap-1.5">
      {row.spam ? (
        <Badge tone="red">{copy.inbox.filters.spam}</Badge>
      ) : row.handled ? (
        <Badge tone="green">{copy.inbox.handled}</Badge>
      ) : (
        <Badge tone="amber">{copy.inbox.filters.attention}</Badge>
      )}
      {row.deliveryStatus === 'dead' && <Badge tone="red">{copy.inbox.states.dead}</Badge>}
      {delayed && <Badge tone="red">{copy.inbox.filters.delayed}</Badge>}
      {row.repliedAt !== null && <Badge tone="green">{copy.inbox.repliedBadge}</Badge>}
      {row.keep && <Badge tone="sky">{copy.inbox.keptBadge}</Badge>}
    </span>
  )
}
