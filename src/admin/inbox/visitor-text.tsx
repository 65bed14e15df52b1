import { containDirection } from '../../lib/text-direction'

/**
 * Text a visitor typed, shown as text: its direction controls made visible (`[U+202E]`),
 * as the notification mail shows them, then line by line, each line isolated in its own
 * direction (`dir="auto"`), so nothing can reverse what it reads, and never as HTML.
 */
export function VisitorText({ text, className = '' }: { text: string; className?: string }) {
  return (
    <div className={`[overflow-wrap:anywhere] ${className}`}>
      {containDirection(text).lines.map((line, index) => (
        <p key={index} dir="auto" className="min-h-[1lh] whitespace-pre-wrap">
          {line}
        </p>
      ))}
    </div>
  )
}
